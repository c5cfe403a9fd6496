public import PickerCore

/// Interval RunCalc's model: distance, time and pace; one is locked, and changing another
/// solves the third.
///
/// Everything is exact: distance in metres, time in seconds and pace in seconds per metre, each a
/// `Ratio`, so a pace per mile never passes through a rounded pace per kilometre. Rounding
/// happens only when a person reads a value (`DurationText`, `Ratio.rounded(places:)`).
public struct RunCalculator: Sendable {
  /// The three linked quantities.
  public enum Quantity: String, Sendable, Hashable, CaseIterable {
    case distance, time, pace
  }

  /// Metres.
  public private(set) var distance: Ratio
  /// Seconds.
  public private(set) var time: Ratio
  /// The quantity kept when another changes.
  public var locked: Quantity

  /// Seconds per metre.
  public var pace: Ratio { time / distance }

  /// A calculation from a distance and a time; the pace follows.
  public init(distance: Ratio, time: Ratio, locked: Quantity = .distance) throws(RunError) {
    guard distance.isPositive else { throw .notPositive("distance", distance.shown) }
    guard time.isPositive else { throw .notPositive("time", time.shown) }
    self.distance = distance
    self.time = time
    self.locked = locked
  }

  /// The run from exactly two of distance, time and pace (a speed is a pace: its reciprocal).
  public init(distance: Ratio?, time: Ratio?, pace: Ratio?) throws(RunError) {
    for (name, value) in [("distance", distance), ("time", time), ("pace", pace)] {
      if let value, !value.isPositive { throw .notPositive(name, value.shown) }
    }
    switch (distance, time, pace) {
    case (let distance?, let time?, nil):
      try self.init(distance: distance, time: time)
    case (let distance?, nil, let pace?):
      try self.init(distance: distance, time: pace * distance)
    case (nil, let time?, let pace?):
      try self.init(distance: time / pace, time: time, locked: .time)
    case (.some, .some, .some): throw .allThree
    default: throw .fewerThanTwo
    }
  }

  /// Sets one quantity; the one that is neither it nor locked is solved from the other two.
  ///
  /// Setting the locked quantity itself solves time (or pace, when time is set).
  public mutating func set(_ quantity: Quantity, to value: Ratio) throws(RunError) {
    guard value.isPositive else { throw .notPositive(quantity.rawValue, value.shown) }
    let solved: Quantity =
      Quantity.allCases.first { $0 != quantity && $0 != locked }
      ?? (quantity == .time ? .pace : .time)
    let pace = quantity == .pace ? value : self.pace
    switch quantity {
    case .distance: distance = value
    case .time: time = value
    case .pace: break
    }
    switch solved {
    case .distance: distance = time / pace
    case .time: time = pace * distance
    case .pace: break  // pace follows time and distance
    }
  }

  /// The distance in a length unit (km, mi, m, yd).
  public func distance(in unit: ExactUnit) throws(RunError) -> Ratio {
    guard unit.dimension == .length else { throw .unit(unit.symbol) }
    return distance.amount(in: unit)
  }

  /// The pace in seconds per a pace unit's distance (min/km or min/mi).
  public func pace(in unit: ExactUnit) throws(RunError) -> Ratio {
    guard unit.dimension == .pace else { throw .unit(unit.symbol) }
    return pace.amount(in: unit)
  }

  /// The speed in a speed unit (km/h, mph, m/s).
  public func speed(in unit: ExactUnit) throws(RunError) -> Ratio {
    guard unit.dimension == .speed else { throw .unit(unit.symbol) }
    return pace.reciprocal.amount(in: unit)
  }
}
