/// One thing a person does to a form: the vocabulary every front end sends, as ``PickerAction``
/// is for one picker.
public enum FormAction: Sendable, Hashable {
  /// An action on one field's picker (by position); a field other than the focused one takes
  /// the focus first.
  case field(Int, PickerAction)
  /// Moves the focus to another field, settling the one it leaves.
  case focus(FormFocus)
  /// Settles the focused field and submits the form.
  case submit
  /// A key, through the form's key map (``Form/actions(for:in:)``).
  case key(PickerKey)
}
