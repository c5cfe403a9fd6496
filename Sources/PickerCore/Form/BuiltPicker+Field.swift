/// A form's fields hold pickers of any of the four kinds; these run the editing model on
/// whichever kind a field holds (a ``BuiltPicker`` is a ``Picker`` whose calls go to its kind's),
/// so the form's rules are written once, for every kind, and the editing model is one function
/// in the page's core rather than one per kind.
extension BuiltPicker {
  /// What the wheels show for a settled state, as text reads back.
  func settledText(of state: PickerState) -> String {
    text(of: apply([.settle], to: state).state.rows)
  }

  /// A settled state as the form's answers give it: the text the wheels show, as a person
  /// writes it, and as a program reads it (a measure as its exact amount with its unit, the
  /// `value` and `unit` its own report gives: its number alone would lose its unit).
  func answer(of state: PickerState) -> (text: String, written: String, datum: PickerDatum) {
    let outcome = apply([.settle], to: state)
    if case .measure(let picker) = self, case .measure(let reading) = outcome.value {
      return (
        outcome.text, outcome.written,
        .measure(amount: picker.valueText(of: reading), unit: reading.unit.symbol)
      )
    }
    return (outcome.text, outcome.written, datum(of: outcome.value))
  }

  /// The report of a state as it stands, with the wheels when asked for.
  func report(of state: PickerState, wheels: Bool) -> PickerReport {
    report(apply([], to: state), wheels: wheels)
  }
}
