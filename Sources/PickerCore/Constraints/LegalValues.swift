/// The values a picker accepts: those its wheels show, within min...max, on the step grid.
///
/// Everything is in the pattern's units (Int64), so every comparison is exact. A pattern's wheels
/// have place weights where each exceeds the most all lower places can hold, so digit order is
/// numeric order and greedy digit-by-digit search finds the neighbours of any number.
package struct LegalValues: Sendable, Hashable {
  let pattern: WheelPattern
  let lowest: Int64
  package let highest: Int64
  let step: Int64
  let base: Int64
  /// Whether min, max or step were given (messages name the pattern otherwise).
  let hasMinimum: Bool
  let hasMaximum: Bool

  /// Legal values from their parts, each in the pattern's units.
  package init(
    pattern: WheelPattern, lowest: Int64, highest: Int64, step: Int64, base: Int64,
    hasMinimum: Bool, hasMaximum: Bool
  ) {
    self.pattern = pattern
    self.lowest = lowest
    self.highest = highest
    self.step = step
    self.base = base
    self.hasMinimum = hasMinimum
    self.hasMaximum = hasMaximum
  }

  /// How many grid/wheel alternations a search may take before giving up.
  private static let searchLimit = 100_000

  /// The lowest legal value (init guarantees one exists).
  package var firstLegal: Int64 { ceiling(lowest) ?? lowest }

  package func value(_ units: Int64) -> PatternValue {
    PatternValue(units: units, resolution: pattern.resolution)
  }

  /// The value as a person reads a bound: `59:59.99 (3599.99)` for `:` patterns, else `99.9`.
  package func describe(_ units: Int64) -> String {
    let plain = value(units).description
    guard pattern.groups.count > 1,
      let rows = try? RowValueConversion(pattern: pattern)
        .rows(for: value(units))
    else { return plain }
    return "\(pattern.text(of: rows)) (\(plain))"
  }

  /// Why a value is not legal, or nil when it is.
  package func violation(_ units: Int64, shownAs text: String) -> ValueError? {
    if units < 0, !pattern.allowsNegative {
      return .negative(text, pattern: pattern.source)
    }
    if units < lowest { return .belowMinimum(text, minimum: describe(lowest)) }
    if units > highest { return .aboveMaximum(text, maximum: describe(highest)) }
    if (units - base) % step != 0 {
      return .offStep(text, step: value(step).description, base: value(base).description)
    }
    do {
      _ = try RowValueConversion(pattern: pattern).rows(for: value(units))
    } catch {
      return error
    }
    return nil
  }

  package func isLegal(_ units: Int64) -> Bool {
    units >= lowest && units <= highest && (units - base) % step == 0
      && representableFloor(units) == units
  }

  /// The nearest legal value to floor + remainder; ties go away from zero.
  package func nearest(floor: Int64, remainder: Remainder) -> Int64? {
    // Beyond either bound the nearest legal value is the bound's; deciding that first keeps the
    // arithmetic below on numbers near the pattern's range, so no answer can overflow it.
    if floor >= highest { return self.floor(highest) }
    if floor < lowest { return ceiling(lowest) }
    if remainder == .zero, isLegal(floor) { return floor }
    let below = self.floor(floor)
    let above = ceiling(remainder == .zero ? floor : floor + 1)
    guard let below else { return above }
    guard let above else { return below }
    // Compare (x - below) with (above - x) for x = floor + r: 2r against d.
    let d = (above - floor) - (floor - below)
    let twiceRemainderVersusD: Int
    switch (remainder, d) {
    case (_, ...(-1)): twiceRemainderVersusD = 1
    case (.zero, 0): twiceRemainderVersusD = 0
    case (_, 0): twiceRemainderVersusD = 1
    case (.zero, 1), (.belowHalf, 1): twiceRemainderVersusD = -1
    case (.half, 1): twiceRemainderVersusD = 0
    case (.aboveHalf, 1): twiceRemainderVersusD = 1
    default: twiceRemainderVersusD = -1
    }
    if twiceRemainderVersusD > 0 { return above }
    if twiceRemainderVersusD < 0 { return below }
    let isNegative = floor < 0
    return isNegative ? below : above
  }

  /// The largest legal value at or below units.
  package func floor(_ units: Int64) -> Int64? {
    var candidate = min(units, highest)
    for _ in 0..<Self.searchLimit {
      guard candidate >= lowest else { return nil }
      candidate = gridFloor(candidate)
      guard candidate >= lowest, let shown = representableFloor(candidate) else { return nil }
      if shown == candidate { return candidate }
      candidate = shown
    }
    return nil
  }

  /// The smallest legal value at or above units.
  package func ceiling(_ units: Int64) -> Int64? {
    var candidate = max(units, lowest)
    for _ in 0..<Self.searchLimit {
      guard candidate <= highest else { return nil }
      candidate = gridCeiling(candidate)
      guard candidate <= highest, let shown = representableCeiling(candidate) else { return nil }
      if shown == candidate { return candidate }
      candidate = shown
    }
    return nil
  }

  private func gridFloor(_ units: Int64) -> Int64 {
    let offset = units - base
    var steps = offset / step
    if offset % step != 0, offset < 0 { steps -= 1 }
    return base + steps * step
  }

  private func gridCeiling(_ units: Int64) -> Int64 {
    let floor = gridFloor(units)
    return floor == units ? floor : floor + step
  }

  /// The largest value the wheels show at or below units.
  func representableFloor(_ units: Int64) -> Int64? {
    if units >= 0 { return magnitudeFloor(units) }
    guard pattern.allowsNegative, let ceiling = magnitudeCeiling(-units) else { return nil }
    return -ceiling
  }

  /// The smallest value the wheels show at or above units.
  func representableCeiling(_ units: Int64) -> Int64? {
    if units >= 0 { return magnitudeCeiling(units) }
    guard pattern.allowsNegative else { return magnitudeCeiling(0) }
    return magnitudeFloor(-units).map { -$0 }
  }

  /// Greedy: take each place's digit, capped at its wheel; once capped, fill the rest with maxima.
  private func magnitudeFloor(_ magnitude: Int64) -> Int64? {
    var rest = magnitude
    var result: Int64 = 0
    var capped = false
    for place in pattern.places {
      if capped {
        result += place.maxDigit * place.weight
        continue
      }
      let digit = rest / place.weight
      if digit > place.maxDigit {
        result += place.maxDigit * place.weight
        capped = true
      } else {
        result += digit * place.weight
        rest -= digit * place.weight
      }
    }
    return result
  }

  /// The floor, or the next value the wheels show after it when the floor falls short.
  private func magnitudeCeiling(_ magnitude: Int64) -> Int64? {
    guard let floor = magnitudeFloor(magnitude) else { return nil }
    if floor >= magnitude { return floor }
    // The successor in digit order: raise the lowest place that can rise, zero those below it.
    var digits = [Int64](repeating: 0, count: pattern.places.count)
    var rest = floor
    for (index, place) in pattern.places.enumerated() {
      digits[index] = rest / place.weight
      rest -= digits[index] * place.weight
    }
    guard let rising = digits.indices.last(where: { digits[$0] < pattern.places[$0].maxDigit })
    else { return nil }
    digits[rising] += 1
    for index in digits.indices where index > rising { digits[index] = 0 }
    return zip(digits, pattern.places).reduce(0) { $0 + $1.0 * $1.1.weight }
  }
}
