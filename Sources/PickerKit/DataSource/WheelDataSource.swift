/// The shape of UIPickerViewDataSource and UIPickerViewDelegate, so any front end, an Apple one
/// included, is a thin layer: wheels, rows, titles, and a selection that comes back corrected.
public protocol WheelDataSource: Sendable {
  /// What a corrected selection reports.
  associatedtype Selection: Sendable

  /// The number of wheels (numberOfComponents(in:)).
  var numberOfComponents: Int { get }

  /// The number of rows in a wheel (pickerView(_:numberOfRowsInComponent:)).
  func numberOfRows(inComponent component: Int) -> Int

  /// The title of a row (pickerView(_:titleForRow:forComponent:)).
  func title(forRow row: Int, forComponent component: Int) -> String

  /// Selects a row and returns the corrected selection (pickerView(_:didSelectRow:inComponent:)).
  func didSelect(row: Int, inComponent component: Int, of rows: [Int]) -> Selection
}
