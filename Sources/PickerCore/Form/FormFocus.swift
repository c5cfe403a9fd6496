/// Where the focus moves between a form's fields.
public enum FormFocus: Sendable, Hashable {
  /// A field, by position.
  case field(Int)
  /// The next field (the last stays).
  case next
  /// The field before (the first stays).
  case previous
}
