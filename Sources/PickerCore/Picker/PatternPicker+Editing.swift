/// Stepping with carry, and the wheels a person can change.
extension PatternPicker {
  /// Steps the whole value by a number of one wheel's units, carrying into its neighbours.
  ///
  /// 0:59 plus one second is 1:00. The value moves to the next legal value in that direction and
  /// stops at min and max. The sign wheel negates the value; separators change nothing.
  public func step(wheel: Int, by count: Int, in rows: [Int]) -> Correction {
    let start = nearestValid(to: rows)
    let units = start.value.units
    if wheel == pattern.signWheel, count % 2 != 0 {
      let negated = -units
      if let violation = legal.violation(negated, shownAs: legal.value(negated).description) {
        let target = legal.nearest(floor: negated, remainder: .zero) ?? units
        return correction(units: target, from: rows, reason: violation)
      }
      return correction(units: negated, from: rows, reason: nil)
    }
    guard let weight = pattern.unitWeight(ofWheel: wheel), count != 0 else { return start }
    let target = units.saturatingAdded(weight.saturatingMultiplied(by: Int64(count)))
    let shown = legal.value(target).description
    if count > 0 {
      if let next = legal.ceiling(target) {
        return correction(units: next, from: rows, reason: nil)
      }
      let last = legal.floor(legal.highest) ?? units
      return correction(
        units: last, from: rows, reason: .aboveMaximum(shown, maximum: legal.describe(last)))
    }
    if let next = legal.floor(target) {
      return correction(units: next, from: rows, reason: nil)
    }
    return correction(
      units: legal.firstLegal, from: rows,
      reason: .belowMinimum(shown, minimum: legal.describe(legal.firstLegal)))
  }

  /// The first wheel a person can change.
  public var firstAdjustableWheel: Int {
    pattern.wheels.firstIndex(where: { $0.isAdjustable }) ?? 0
  }

  /// The last wheel a person can change.
  public var lastAdjustableWheel: Int {
    pattern.wheels.lastIndex(where: { $0.isAdjustable }) ?? 0
  }
}
