/// What an edit of a synced document changes, as devices send it: one of a few kinds (a list's
/// write, remove and currency; a schedule's periods, holds and whole), each read and written as
/// JSON with the members its kind takes.
public protocol DocumentChange: Sendable, Hashable {
  /// The most edits one sync may carry.
  static var batch: Int { get }
  /// Its kinds, in the order a refusal names them, each with the members it takes beside an
  /// edit's own (`edit`, `base`, `kind`).
  static var kinds: [(kind: String, members: [String])] { get }
  /// Refuses members a part of a change does not take (a kept product's), beyond the kind's own.
  static func checkParts(of edit: JSONObject) throws(QuestionRefusal)

  /// Reads a change of a `kind` from an edit's members; nil for a kind it does not know.
  init?(kind: String, in edit: JSONReading) throws(JSONError)
  /// Its `kind` and the members that kind takes, as an edit holds them.
  var json: [(String, JSONValue?)] { get }
}

extension DocumentChange {
  /// No parts to check.
  public static func checkParts(of edit: JSONObject) throws(QuestionRefusal) {}

  /// The members a kind takes beside an edit's own; nil for no kind of these.
  public static func members(of kind: String) -> [String]? {
    kinds.first(where: { $0.kind == kind })?.members
  }

  /// What `kind` may be: `kind is write, remove or currency`.
  static var kindRefusal: String {
    let names = kinds.map { $0.kind }
    guard let last = names.last, names.count > 1 else { return "kind is \(names.last ?? "")" }
    return "kind is " + names.dropLast().joined(separator: ", ") + " or " + last
  }
}
