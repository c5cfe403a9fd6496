/// The result of typing one key into the wheels.
public struct Typing: Sendable, Hashable {
  /// The rows after the key; each wheel holds only rows it has, but min/max/step are not yet
  /// applied, so a half-typed value is not pushed around (call `nearestValid(to:)` when done).
  public let rows: [Int]
  /// The wheel that has the focus now.
  public let focus: Int
  /// Why the key did not land, or nil when it did.
  public let refusal: String?
  /// The keys of an entry still in progress, which the next key continues (pass them back), or
  /// nil when the next key starts afresh.
  public var typed: String?

  /// Creates a typing result.
  public init(rows: [Int], focus: Int, refusal: String?, typed: String? = nil) {
    self.rows = rows
    self.focus = focus
    self.refusal = refusal
    self.typed = typed
  }
}

/// Editing: select, spin, step with carry, and type-to-set.
extension PatternPicker {
  /// Sets one wheel's row and corrects the whole selection (UIPickerViewDelegate's didSelectRow).
  public func select(row: Int, inWheel wheel: Int, of rows: [Int]) -> Correction {
    var changed = rows
    if wheel >= 0, wheel < changed.count { changed[wheel] = row }
    return nearestValid(to: changed)
  }

  /// Turns one wheel by a number of rows on its own, wrapping round like a real wheel, then
  /// corrects the selection.
  public func spin(wheel: Int, by count: Int, in rows: [Int]) -> Correction {
    guard wheel >= 0, wheel < pattern.wheels.count, wheel < rows.count else {
      return nearestValid(to: rows)
    }
    let rowCount = pattern.wheels[wheel].rowCount
    // Reduced first, so no count or row a client sends can overflow.
    let current = min(max(rows[wheel], 0), rowCount - 1)
    let row = (current + count % rowCount + rowCount) % rowCount
    return select(row: row, inWheel: wheel, of: rows)
  }

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

  /// Types one key at the focused wheel: a digit fills it and moves right, skipping separators;
  /// a digit the wheel cannot hold is refused, not clamped; `+` and `-` set the sign wheel.
  public func type(_ key: Character, atWheel focus: Int, in rows: [Int]) -> Typing {
    var rows = nearestValidRowsShape(rows)
    let wheels = pattern.wheels
    if key == "-" || key == "+" || key == "−" {
      guard let sign = pattern.signWheel else {
        return Typing(
          rows: rows, focus: focus,
          refusal: "\(pattern) has no sign wheel: its values are 0 or more")
      }
      rows[sign] = key == "+" ? 0 : 1
      let next = focus == sign ? nextAdjustableWheel(after: sign) ?? sign : focus
      return Typing(rows: rows, focus: next, refusal: nil)
    }
    guard let digit = key.wholeNumberValue, key.isASCIIDigit else {
      return Typing(rows: rows, focus: focus, refusal: "type digits 0-9 (or + and - for the sign)")
    }
    var target = min(max(focus, 0), wheels.count - 1)
    while target < wheels.count,
      !wheels[target].isAdjustable || wheels[target].kind == .sign
    {
      target += 1
    }
    guard target < wheels.count else {
      return Typing(rows: rows, focus: focus, refusal: "no wheel left to type into")
    }
    let wheel = wheels[target]
    guard digit < wheel.rowCount else {
      return Typing(
        rows: rows, focus: target,
        refusal: "\(digit) does not fit wheel \(target + 1): it holds 0-\(wheel.rowCount - 1)")
    }
    rows[target] = digit
    let next = nextAdjustableWheel(after: target) ?? target
    return Typing(rows: rows, focus: next, refusal: nil)
  }

  /// Enters a whole number as on a calculator: the keys typed so far shift in from the right
  /// of the integer part (`5` shows `005.00`, `2` `1` shows `021.00`), so typing the text `21.1`
  /// takes the keys of the text.
  ///
  /// Without `:` the digits run across every group (`530` is 05:30); with `:` each typed group
  /// lands in its own group from the right (`8:03` is 08:03). The decimals are zero and the sign
  /// wheel keeps its row. Once the integer part is full the focus moves to the first decimal (or
  /// sixteenths) wheel. A key that would put a digit on a wheel that cannot hold it is refused.
  public func shiftIn(_ typed: String, signOf rows: [Int]) -> Typing {
    var shifted = [Int](repeating: 0, count: pattern.wheels.count)
    if let sign = pattern.signWheel, sign < rows.count { shifted[sign] = rows[sign] }
    let ones = integerWheels.last ?? firstAdjustableWheel
    let typedGroups = typed.split(separator: ":", omittingEmptySubsequences: false)
      .map { $0.compactMap(\.wholeNumberValue) }
    // Without ':' the whole integer part is one run of wheels.
    let targets: [[Int]] =
      typedGroups.count == 1 ? [integerWheels] : pattern.groups.map(\.wheels)
    guard typedGroups.count <= targets.count else {
      return refuse(typed, rows, "\(pattern) has \(targets.count) groups: no more ':'")
    }
    for (index, digits) in typedGroups.enumerated() {
      let wheels = targets[targets.count - typedGroups.count + index]
      guard digits.count <= wheels.count else {
        return refuse(typed, rows, "this group has \(wheels.count) digits: type ':' or '.' next")
      }
      for (position, digit) in digits.enumerated() {
        let wheel = wheels[wheels.count - digits.count + position]
        guard digit < pattern.wheels[wheel].rowCount else {
          return refuse(
            typed, rows,
            "\(digit) does not fit wheel \(wheel + 1): it holds 0-\(pattern.wheels[wheel].rowCount - 1)"
          )
        }
        shifted[wheel] = digit
      }
    }
    let lastDigits = typedGroups.last?.count ?? 0
    let full =
      typedGroups.count == 1
      ? lastDigits >= integerWheels.count
      : typedGroups.count == targets.count && lastDigits >= (targets.last?.count ?? 0)
    return Typing(
      rows: shifted, focus: full ? nextAdjustableWheel(after: ones) ?? ones : ones, refusal: nil)
  }

  /// The entry without its last key, and why that key was refused.
  private func refuse(_ typed: String, _ rows: [Int], _ reason: String) -> Typing {
    let previous = shiftIn(String(typed.dropLast()), signOf: rows)
    return Typing(rows: previous.rows, focus: previous.focus, refusal: reason)
  }

  /// The digit wheels of the whole number, left to right.
  public var integerWheels: [Int] {
    pattern.places.filter { $0.weight >= pattern.resolution.denominator }.map(\.wheel)
  }

  /// The first wheel of the whole number (after any sign wheel), where calculator entry starts.
  public var firstIntegerWheel: Int? { integerWheels.first }

  /// The first wheel after the whole number (decimals or sixteenths), where `.` goes.
  public var firstFractionWheel: Int? {
    pattern.places.first { $0.weight < pattern.resolution.denominator }?.wheel
  }

  /// Types one key as a person enters a number, the way every front end should.
  ///
  /// From the first wheel of the whole number, digits are entered as on a calculator
  /// (`shiftIn(_:signOf:)`: `5` is 5, `530` is 5:30, `8:03` with the colon) and `.` moves to the
  /// decimals; anywhere else a digit fills the focused wheel and moves right (`type`). Pass the
  /// returned `typed` back with the next key.
  public func enter(_ key: Character, atWheel focus: Int, in rows: [Int], typed: String) -> Typing {
    let entering = !typed.isEmpty || focus == firstIntegerWheel
    if entering, (key.isASCII && key.isNumber) || (key == ":" && !typed.isEmpty) {
      let entry = typed + String(key)
      var shifted = shiftIn(entry, signOf: rows)
      let full = shifted.focus != focus && shifted.focus == firstFractionWheel
      shifted.typed = full ? nil : (shifted.refusal == nil ? entry : typed)
      return shifted
    }
    if !typed.isEmpty, key == ".", let fraction = firstFractionWheel {
      return Typing(rows: rows, focus: fraction, refusal: nil)
    }
    return type(key, atWheel: focus, in: rows)
  }

  /// The first wheel a person can change.
  public var firstAdjustableWheel: Int {
    pattern.wheels.firstIndex(where: \.isAdjustable) ?? 0
  }

  /// The last wheel a person can change.
  public var lastAdjustableWheel: Int {
    pattern.wheels.lastIndex(where: \.isAdjustable) ?? 0
  }

  /// The next wheel to the right that a person can change.
  public func nextAdjustableWheel(after wheel: Int) -> Int? {
    pattern.wheels.indices.first { $0 > wheel && pattern.wheels[$0].isAdjustable }
  }

  /// The next wheel to the left that a person can change.
  public func previousAdjustableWheel(before wheel: Int) -> Int? {
    pattern.wheels.indices.last { $0 < wheel && pattern.wheels[$0].isAdjustable }
  }

  /// Rows of the right count, each inside its wheel.
  private func nearestValidRowsShape(_ rows: [Int]) -> [Int] {
    pattern.wheels.indices.map { index in
      let row = index < rows.count ? rows[index] : 0
      return min(max(row, 0), pattern.wheels[index].rowCount - 1)
    }
  }
}
