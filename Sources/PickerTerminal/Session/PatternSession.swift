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

  /// Keys go to the core's number entry (calculator entry from the first wheel).
  public func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit {
    let result = picker.enter(key, atWheel: focus, in: rows, typed: typed)
    return Edit(
      rows: result.rows, focus: result.focus, message: result.refusal, typed: result.typed)
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
