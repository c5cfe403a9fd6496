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

  /// Digits set a numeric wheel's row by its title (typed `7` on the day wheel is day 7);
  /// letters pick the first month or AM/PM that starts with them.
  public func type(_ key: Character, in rows: [Int], focus: Int) -> Edit {
    guard picker.wheels.indices.contains(focus) else { return Edit(rows: rows) }
    let wheel = picker.wheels[focus]
    let titles = (0..<min(wheel.rowCount, 100)).map { picker.title(forRow: $0, inWheel: focus) }
    let typed = String(key).lowercased()
    guard
      let row = titles.firstIndex(where: { $0.lowercased().hasPrefix(typed) || $0 == "0" + typed })
    else {
      return Edit(
        rows: rows, focus: focus,
        message: "no row of this wheel starts with \(key); use Up and Down to spin it")
    }
    var changed = rows
    changed[focus] = row
    let next = focus + 1 < picker.wheels.count ? focus + 1 : focus
    let corrected = picker.nearestValid(to: changed)
    return Edit(
      rows: corrected.rows, focus: next,
      message: corrected.reason.map { "\($0); moved to \(picker.isoText(of: corrected.fields))" })
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
