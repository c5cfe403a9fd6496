extension MeasurePicker {
  /// The amount in its unit as a number.
  public func datum(of value: MeasureReading) -> PickerDatum { .number(valueText(of: value)) }

  /// The unit's symbol.
  public func details(of rows: [Int]) -> PickerDetails {
    var details = PickerDetails()
    details.unit = value(of: rows).unit.symbol
    details.exact = true
    return details
  }
}
