public import PickerKit

/// A pattern picker, as the terminal asks it.
public struct PatternSession: PickerSession {
  /// The core.
  public let picker: PatternPicker
  /// The title above the wheels.
  public let title: String
  /// The label under the wheels.
  public let label: String
  /// The rows the picker starts on.
  public let startRows: [Int]

  /// Creates a session starting on a value (or the legal value nearest zero).
  public init(picker: PatternPicker, start: Correction, title: String, label: String) {
    self.picker = picker
    self.title = title
    self.label = label
    self.startRows = start.rows
  }

  public func wheels(for rows: [Int]) -> [WheelInfo] {
    picker.pattern.wheels.map {
      WheelInfo(rowCount: $0.rowCount, isAdjustable: $0.isAdjustable, isCyclic: $0.isAdjustable)
    }
  }

  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    picker.title(forRow: row, forComponent: wheel)
  }

  public func unitsLabel(for rows: [Int]) -> String { label }

  public func spin(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    edit(picker.spin(wheel: wheel, by: count, in: rows))
  }

  public func step(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    edit(picker.step(wheel: wheel, by: count, in: rows))
  }

  /// Typing from the first wheel of the whole number enters it as on a calculator (digits shift
  /// in from the right until it is full or `.` is typed, so `5` Enter is 5); anywhere else a
  /// digit fills the focused wheel and moves right.
  public func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit {
    let entering = !typed.isEmpty || focus == picker.firstIntegerWheel
    if entering, (key.isASCII && key.isNumber) || (key == ":" && !typed.isEmpty) {
      let entry = typed + String(key)
      let shifted = picker.shiftIn(entry, signOf: rows)
      let full = shifted.focus != focus && shifted.focus == picker.firstFractionWheel
      return Edit(
        rows: shifted.rows, focus: shifted.focus, message: shifted.refusal,
        typed: full ? nil : (shifted.refusal == nil ? entry : typed))
    }
    if !typed.isEmpty, key == ".", let fraction = picker.firstFractionWheel {
      return Edit(rows: rows, focus: fraction)
    }
    let result = picker.type(key, atWheel: focus, in: rows)
    return Edit(rows: result.rows, focus: result.focus, message: result.refusal)
  }

  public func settle(_ rows: [Int]) -> Edit { edit(picker.nearestValid(to: rows)) }

  public func spokenDescription(of rows: [Int]) -> String {
    guard let value = try? picker.value(of: rows) else { return picker.pattern.text(of: rows) }
    return picker.spokenDescription(of: value)
  }

  public var answerHint: String {
    "a value for \(picker.pattern.source), such as \(picker.text(of: picker.maximum))"
  }

  public func rows(forAnswer answer: String) -> Result<[Int], AnswerRefusal> {
    do {
      return .success(try picker.accept(answer).rows)
    } catch {
      return .failure(AnswerRefusal(error.description))
    }
  }

  private func edit(_ correction: Correction) -> Edit {
    Edit(
      rows: correction.rows,
      message: correction.reason.map { "\($0); moved to \(correction.text)" })
  }
}
