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

  /// Typing picks the row whose title (or number) the keys typed on this wheel spell.
  ///
  /// `2` `8` on the day wheel is the 28th, `f` or `2` on the month wheel is February, `2025` the
  /// year. The focus moves on once no other row could still match.
  public func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit {
    guard picker.wheels.indices.contains(focus), rows.indices.contains(focus) else {
      return Edit(rows: rows)
    }
    let wheel = picker.wheels[focus]
    // Each row answers to its title and, for months, its number (2 is February).
    let names = (0..<wheel.rowCount).map { row -> [String] in
      let title = picker.title(forRow: row, inWheel: focus).lowercased()
      return wheel.field == .month ? [title, String(row + 1)] : [title]
    }
    func matches(_ text: String) -> (row: Int?, longer: Bool) {
      var exact: Int?
      var firstPrefix: Int?
      var candidates = Set<Int>()
      var longer = false
      for (row, spellings) in names.enumerated() {
        for spelling in spellings where spelling.hasPrefix(text) || spelling == "0" + text {
          candidates.insert(row)
          if spelling == text || spelling == "0" + text {
            exact = exact ?? row
          } else {
            longer = true
            firstPrefix = firstPrefix ?? row
          }
        }
      }
      // One row left: take it and move on.
      if candidates.count == 1, let only = candidates.first { return (only, false) }
      // Letters pick the first name they begin (j is January until u and n say June).
      return (exact ?? (text.allSatisfy(\.isLetter) ? firstPrefix : nil), longer)
    }
    var spelled = typed.lowercased() + String(key).lowercased()
    var found = matches(spelled)
    if found.row == nil, !found.longer {
      spelled = String(key).lowercased()
      found = matches(spelled)
    }
    guard let row = found.row else {
      if found.longer { return Edit(rows: rows, focus: focus, typed: spelled) }
      return Edit(
        rows: rows, focus: focus,
        message: "no row of this wheel starts with \(spelled); use Up and Down to spin it")
    }
    var changed = rows
    changed[focus] = row
    let corrected = picker.nearestValid(to: changed)
    let next = found.longer ? focus : min(focus + 1, picker.wheels.count - 1)
    return Edit(
      rows: corrected.rows, focus: next,
      message: corrected.reason.map { "\($0); moved to \(picker.isoText(of: corrected.fields))" },
      typed: found.longer ? spelled : nil)
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
