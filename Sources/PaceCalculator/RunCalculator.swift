public import Foundation
public import PickerKit

/// Interval RunCalc's model (seed 000): distance, time and pace; one is locked, and changing
/// another solves the third.
///
/// Everything is exact: distance in metres, time in seconds, pace in seconds per kilometre, as
/// Decimals. Rounding happens only in `DurationText` for display.
public struct RunCalculator: Sendable, Hashable {
  /// The three linked quantities.
  public enum Quantity: String, Sendable, Hashable, CaseIterable {
    case distance, time, pace
  }

  /// Metres.
  public private(set) var distance: Decimal
  /// Seconds.
  public private(set) var time: Decimal
  /// Seconds per kilometre.
  public private(set) var pace: Decimal
  /// The quantity kept when another changes.
  public var locked: Quantity

  /// A calculation from a distance and a time; the pace follows.
  public init(distance: Decimal, time: Decimal, locked: Quantity = .distance) throws(RunError) {
    guard distance > 0 else { throw .notPositive("distance", distance) }
    guard time > 0 else { throw .notPositive("time", time) }
    self.distance = distance
    self.time = time
    self.pace = time * 1_000 / distance
    self.locked = locked
  }

  /// Sets one quantity; the one that is neither it nor locked is solved from the other two.
  ///
  /// Setting the locked quantity itself solves time (or pace, when time is set).
  public mutating func set(_ quantity: Quantity, to value: Decimal) throws(RunError) {
    guard value > 0 else { throw .notPositive(quantity.rawValue, value) }
    let solved: Quantity =
      Quantity.allCases.first { $0 != quantity && $0 != locked }
      ?? (quantity == .time ? .pace : .time)
    switch quantity {
    case .distance: distance = value
    case .time: time = value
    case .pace: pace = value
    }
    switch solved {
    case .distance: distance = time * 1_000 / pace
    case .time: time = pace * distance / 1_000
    case .pace: pace = time * 1_000 / distance
    }
  }

  /// Pace in another unit (min/km or min/mi), in seconds per that unit's distance.
  public func pace(in unit: ExactUnit) throws(RunError) -> Decimal {
    guard let perKilometre = RunUnits.pace("min/km") else { throw .unit(unit.symbol) }
    do {
      return try ExactConversion.convert(pace, from: perKilometre, to: unit).value
    } catch {
      throw .unit(unit.symbol)
    }
  }

  /// Speed in km/h or mph.
  public func speed(in unit: ExactUnit) throws(RunError) -> Decimal {
    guard let perKilometre = RunUnits.pace("min/km") else { throw .unit(unit.symbol) }
    do {
      return try ExactConversion.convert(pace, from: perKilometre, to: unit).value
    } catch {
      throw .unit(unit.symbol)
    }
  }

  /// Distance in km, mi or m.
  public func distance(in unit: ExactUnit) throws(RunError) -> Decimal {
    guard let meters = RunUnits.distance("m") else { throw .unit(unit.symbol) }
    do {
      return try ExactConversion.convert(distance, from: meters, to: unit).value
    } catch {
      throw .unit(unit.symbol)
    }
  }
}

/// A run the calculator refuses, with a message that says what is allowed.
public enum RunError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Zero or negative where only positive makes sense.
  case notPositive(String, Decimal)
  /// A unit the calculator does not use here.
  case unit(String)
  /// A split of zero or more than the run.
  case badSplit(Decimal)
  /// Too many repetitions.
  case repetitions(Int)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .notPositive(let name, let value): "the \(name) must be above 0, got \(value)"
    case .unit(let symbol):
      "\(symbol) is not a unit for this: use km, mi or m; min/km or min/mi; km/h or mph"
    case .badSplit(let value): "a split must be above 0 m, got \(value) m"
    case .repetitions(let count): "repetitions must be 1-100, got \(count)"
    }
  }
}
