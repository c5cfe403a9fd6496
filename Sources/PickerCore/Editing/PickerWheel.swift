/// One wheel as a front end draws it.
public struct PickerWheel: Sendable, Hashable {
  /// The number of rows.
  public let rowCount: Int
  /// Whether a person can change it (separators cannot).
  public let isAdjustable: Bool
  /// Whether spinning wraps round (minutes, months, digits), or stops at the ends (years, units).
  public let isCyclic: Bool
  /// What a screen reader calls it: `minutes, tens`, `month`, `unit`.
  public let accessibleName: String
  /// The rows shown but not chosen (an option's disabled ones), in order; a spin passes over
  /// them.
  public let disabledRows: [Int]
  /// Whether several of its rows can be chosen at once (``PickerState/chosen``): a front end
  /// marks each chosen row and lets a person choose or take back the one under the band.
  public let choosesSeveral: Bool
  /// Whether it divides the wheels into two halves of one value (a range's dash): a narrow
  /// screen may draw the second half under the first.
  public let divides: Bool

  /// Creates a wheel description.
  public init(
    rowCount: Int, isAdjustable: Bool, isCyclic: Bool, accessibleName: String,
    disabledRows: [Int] = [], choosesSeveral: Bool = false, divides: Bool = false
  ) {
    self.rowCount = max(rowCount, 1)
    self.isAdjustable = isAdjustable
    self.isCyclic = isCyclic
    self.accessibleName = accessibleName
    self.disabledRows = disabledRows
    self.choosesSeveral = choosesSeveral
    self.divides = divides
  }
}
