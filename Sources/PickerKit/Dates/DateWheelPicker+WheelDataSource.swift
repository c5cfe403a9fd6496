extension DateWheelPicker: WheelDataSource {
  /// The number of wheels.
  public var numberOfComponents: Int { wheels.count }

  /// The number of rows in a wheel; 0 for a wheel that does not exist.
  public func numberOfRows(inComponent component: Int) -> Int {
    wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The title of a row; empty for a row that does not exist.
  public func title(forRow row: Int, forComponent component: Int) -> String {
    title(forRow: row, inWheel: component)
  }

  /// Selects a row and returns the nearest valid selection.
  public func didSelect(row: Int, inComponent component: Int, of rows: [Int]) -> DateCorrection {
    var changed = rows
    if changed.indices.contains(component) { changed[component] = row }
    return nearestValid(to: changed)
  }
}
