import Foundation

/// Typing on date wheels.
extension DateWheelPicker {
  /// Types one key: the row whose title (or number) the keys typed on this wheel spell.
  ///
  /// `2` `8` on the day wheel is the 28th, `f` or `2` on the month wheel is February, `2025` the
  /// year. The focus moves on once no other row could still match. Returns the corrected
  /// selection, the focused wheel, why the key was refused (or nil), and the keys to pass back
  /// with the next key (nil when the next key starts afresh).
  public func type(_ key: Character, atWheel focus: Int, in rows: [Int], typed: String) -> (
    DateCorrection, focus: Int, refusal: String?, typed: String?
  ) {
    guard wheels.indices.contains(focus), rows.indices.contains(focus) else {
      return (nearestValid(to: rows), focus, nil, nil)
    }
    let wheel = wheels[focus]
    // Each row answers to its title and, for months, its number (2 is February).
    let names = (0..<wheel.rowCount).map { row -> [String] in
      let title = self.title(forRow: row, inWheel: focus).lowercased()
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
      if found.longer { return (nearestValid(to: rows), focus, nil, spelled) }
      return (
        nearestValid(to: rows), focus,
        "no row of this wheel starts with \(spelled); use Up and Down to spin it", nil
      )
    }
    var changed = rows
    changed[focus] = row
    let corrected = nearestValid(to: changed)
    let next = found.longer ? focus : min(focus + 1, wheels.count - 1)
    return (corrected, next, nil, found.longer ? spelled : nil)
  }
}
