/// A form's state between two actions: each field's picker state, the focused field, and the
/// values the fields' bounds were last built from.
public struct FormState: Sendable, Hashable {
  /// Each field's rows, focus and entry.
  public internal(set) var fields: [PickerState]
  /// The field keys go to.
  public internal(set) var focus: Int
  /// Each field's value when it was last settled: what the bounds that name it read (nil for a
  /// kind no bound can name).
  public internal(set) var basis: [FieldValue?]
}
