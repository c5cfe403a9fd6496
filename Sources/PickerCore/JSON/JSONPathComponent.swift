/// One step of a place in a JSON value: a member's name or an array position.
public enum JSONPathComponent: Sendable, Hashable {
  /// A member of an object.
  case name(String)
  /// A position in an array.
  case index(Int)
}
