/// What the terminal needs to know about one wheel.
public struct WheelInfo: Sendable, Hashable {
  /// The number of rows.
  public let rowCount: Int
  /// Whether a person can change it (separators cannot).
  public let isAdjustable: Bool
  /// Whether spinning wraps round.
  public let isCyclic: Bool

  /// Creates wheel facts.
  public init(rowCount: Int, isAdjustable: Bool, isCyclic: Bool) {
    self.rowCount = rowCount
    self.isAdjustable = isAdjustable
    self.isCyclic = isCyclic
  }
}

/// A change the core made: the rows after it, where the focus goes, and what to tell the person.
public struct Edit: Sendable, Hashable {
  /// The rows after the change.
  public let rows: [Int]
  /// The focused wheel after the change, or nil to keep it.
  public let focus: Int?
  /// Why something moved or was refused, or nil.
  public let message: String?
  /// The keys typed so far that the next key continues (a day's `2` before `8`, a number being
  /// entered on a calculator), or nil when the next key starts afresh.
  public let typed: String?

  /// Creates an edit.
  public init(rows: [Int], focus: Int? = nil, message: String? = nil, typed: String? = nil) {
    self.rows = rows
    self.focus = focus
    self.message = message
    self.typed = typed
  }
}

/// The core as the terminal asks it: wheels, titles, and edits.
///
/// Every rule lives in PickerKit; a session only translates.
public protocol PickerSession: Sendable {
  /// The title above the wheels (seed 000: "Pace / Speed").
  var title: String { get }
  /// The rows the picker starts on.
  var startRows: [Int] { get }
  /// The wheels for a selection (a measure's quantity wheels depend on its unit).
  func wheels(for rows: [Int]) -> [WheelInfo]
  /// The title of a row.
  func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String
  /// The label under the wheels (seed 000: "Minutes per Mile").
  func unitsLabel(for rows: [Int]) -> String
  /// Turns one wheel by some rows.
  func spin(_ rows: [Int], wheel: Int, by count: Int) -> Edit
  /// Steps the whole value by some units of one wheel, with carry.
  func step(_ rows: [Int], wheel: Int, by count: Int) -> Edit
  /// Types one key at the focused wheel; `typed` holds the keys typed on this wheel just before
  /// it (so `2` then `8` on a day wheel is the 28th).
  func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit
  /// The nearest valid selection, for when the person accepts.
  func settle(_ rows: [Int]) -> Edit
  /// The value in words, for screen readers and the message line.
  func spokenDescription(of rows: [Int]) -> String
  /// What an accessible prompt asks for: the form of an answer, with an example.
  var answerHint: String { get }
  /// Reads a typed line: the rows it means, or why it is refused.
  func rows(forAnswer answer: String) -> Result<[Int], AnswerRefusal>
}

/// A typed answer the core refused, with its message.
public struct AnswerRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong and what is allowed.
  public let description: String

  /// Creates a refusal.
  public init(_ description: String) {
    self.description = description
  }
}
