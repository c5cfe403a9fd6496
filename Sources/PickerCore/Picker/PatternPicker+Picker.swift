/// Pattern wheels as a ``Picker``: every front end edits them through `apply(_:to:)`.
extension PatternPicker: Picker {
  /// The wheels: digit and sixteenths wheels wrap, separators are fixed.
  public func wheels(for rows: [Int]) -> [PickerWheel] { pickerWheels }

  /// The title of a row; empty for a row or wheel that does not exist.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    title(ofRow: row, inWheel: wheel)
  }

  /// The title of a row, which on pattern wheels does not depend on the other wheels.
  package func title(ofRow row: Int, inWheel wheel: Int) -> String {
    guard pattern.wheels.indices.contains(wheel), (0..<pattern.wheels[wheel].rowCount).contains(row)
    else { return "" }
    return symbols.written(pattern.wheels[wheel].title(forRow: row))
  }

  /// The nearest legal selection.
  public func corrected(_ rows: [Int]) -> Settled {
    if legalUnits(rows) != nil { return Settled(rows: rows) }
    let correction = nearestValid(to: rows)
    return Settled(rows: correction.rows, reason: correction.reason.map(refusal))
  }

  /// Steps with carry.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    let correction = step(wheel: wheel, by: count, in: rows)
    return Settled(rows: correction.rows, reason: correction.reason.map(refusal))
  }

  /// The exact value rows show (rows outside their wheels are clamped first).
  public func value(of rows: [Int]) -> PatternValue {
    if let units = legalUnits(rows) { return legal.value(units) }
    return (try? conversion.value(of: inWheels(rows))) ?? minimum
  }

  /// What the wheels show: `03.1`, `12:54.37`, `12 3/8`.
  public func text(of rows: [Int]) -> String { symbols.written(pattern.text(of: rows)) }

  /// The text without leading zeros: `2.49` for `0002.49`.
  public func writtenText(of rows: [Int]) -> String {
    symbols.written(pattern.compactText(of: rows))
  }

  /// The value in words.
  public func spokenDescription(of rows: [Int]) -> String {
    spokenDescription(of: value(of: rows))
  }

  /// The exact value as a plain decimal.
  public func valueText(of value: PatternValue) -> String { value.description }

  /// Reads an answer strictly, or moved to the nearest legal value.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    let answer = symbols.canonical(answer)
    do {
      let correction = nearest ? try self.nearest(toAnswer: answer) : try accept(answer)
      return Settled(rows: correction.rows, reason: correction.reason.map(refusal))
    } catch {
      throw refusal(error)
    }
  }

  /// A refusal as the reader reads it: its numbers in the wheels' signs.
  func refusal(_ error: ValueError) -> PickerRefusal { .value(error.written(in: symbols)) }

  /// The legal value nearest zero.
  public var initialRows: [Int] { initialSelection().rows }

  /// The form of an answer, with an example.
  public var answerHint: String {
    "a value for \(pattern.source), such as \(text(of: maximum))"
  }

  /// What a screen reader calls a wheel: `minutes, tens`, `tenths`, `sixteenths`, `sign`.
  public func accessibleName(ofWheel wheel: Int) -> String {
    pattern.wheelNames.indices.contains(wheel) ? pattern.wheelNames[wheel] : ""
  }
}
