extension PatternPicker: WheelDataSource {
  /// The number of wheels.
  public var numberOfComponents: Int { pattern.wheels.count }

  /// The number of rows in a wheel; 0 for a wheel that does not exist.
  public func numberOfRows(inComponent component: Int) -> Int {
    pattern.wheels.indices.contains(component) ? pattern.wheels[component].rowCount : 0
  }

  /// The title of a row; empty for a row that does not exist.
  public func title(forRow row: Int, forComponent component: Int) -> String {
    guard pattern.wheels.indices.contains(component),
      (0..<pattern.wheels[component].rowCount).contains(row)
    else { return "" }
    return pattern.wheels[component].title(forRow: row)
  }

  /// Selects a row and returns the nearest legal selection.
  public func didSelect(row: Int, inComponent component: Int, of rows: [Int]) -> Correction {
    var changed = rows
    if changed.indices.contains(component) { changed[component] = row }
    return nearestValid(to: changed)
  }
}
