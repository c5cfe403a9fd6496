public import PickerKit

/// A date picker, as the terminal asks it.
public struct DateSession: PickerSession {
  /// The core.
  public let picker: DateWheelPicker
  /// The title above the wheels.
  public let title: String
  /// The rows the picker starts on.
  public let startRows: [Int]

  /// Creates a session starting on a selection.
  public init(picker: DateWheelPicker, start: DateCorrection, title: String) {
    self.picker = picker
    self.title = title
    self.startRows = start.rows
  }

  public func wheels(for rows: [Int]) -> [WheelInfo] {
    picker.wheels.map {
      WheelInfo(rowCount: $0.rowCount, isAdjustable: true, isCyclic: $0.isCyclic)
    }
  }

  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    picker.title(forRow: row, inWheel: wheel)
  }

  public func unitsLabel(for rows: [Int]) -> String {
    picker.isoText(of: picker.nearestValid(to: rows).fields)
  }

  public func spin(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    edit(picker.spin(wheel: wheel, by: count, in: rows))
  }

  public func step(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    guard picker.wheels.indices.contains(wheel) else { return Edit(rows: rows) }
    return edit(picker.step(picker.wheels[wheel].field, by: count, in: rows))
  }

  /// Keys go to the core's typing for date wheels.
  public func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit {
    let (correction, next, refusal, stillTyped) = picker.type(
      key, atWheel: focus, in: rows, typed: typed)
    let message =
      refusal
      ?? correction.reason.map { "\($0); moved to \(picker.isoText(of: correction.fields))" }
    return Edit(rows: correction.rows, focus: next, message: message, typed: stillTyped)
  }

  public func settle(_ rows: [Int]) -> Edit { edit(picker.nearestValid(to: rows)) }

  public func spokenDescription(of rows: [Int]) -> String {
    picker.spokenDescription(of: picker.nearestValid(to: rows).fields)
  }

  public var answerHint: String { "a value in the form \(picker.answerForm)" }

  public func rows(forAnswer answer: String) -> Result<[Int], AnswerRefusal> {
    do {
      return .success(try picker.accept(answer).rows)
    } catch {
      return .failure(AnswerRefusal(error.description))
    }
  }

  private func edit(_ correction: DateCorrection) -> Edit {
    Edit(
      rows: correction.rows,
      message: correction.reason.map { "\($0); moved to \(picker.isoText(of: correction.fields))" })
  }
}
