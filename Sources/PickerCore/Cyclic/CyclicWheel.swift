/// A wheel of n rows that feels infinite: a front end sees a long run of virtual rows, each one
/// a logical row by modular arithmetic, in constant memory.
///
/// UIDatePicker returns 10,000 rows from a table view (the custom UIDatePicker write-up), paying
/// for each; here a wheel of `Int.max` virtual rows is the same three integers as one of 10. A
/// front end starts mid-range on the selected row and, when a scroll ends near either end,
/// recentres without changing the logical row.
public struct CyclicWheel: Sendable, Hashable {
  /// The number of distinct rows (12 months, 60 minutes).
  public let rowCount: Int
  /// The number of rows a front end sees.
  public let virtualRowCount: Int
  /// How close to either end a virtual row may come before recentring.
  public let margin: Int

  /// Creates a cyclic wheel; fewer virtual rows than logical ones are raised to one full turn.
  public init(rowCount: Int, virtualRowCount: Int = 10_000) {
    self.rowCount = max(rowCount, 1)
    self.virtualRowCount = max(virtualRowCount, self.rowCount)
    self.margin = min(self.virtualRowCount / 4, max(self.rowCount * 4, self.virtualRowCount / 10))
  }

  /// The logical row a virtual row shows.
  public func logicalRow(ofVirtualRow virtualRow: Int) -> Int {
    let row = virtualRow % rowCount
    return row < 0 ? row + rowCount : row
  }

  /// The virtual row nearest the middle that shows a logical row.
  public func virtualRow(centeredOn logicalRow: Int) -> Int {
    let middle = virtualRowCount / 2
    let turnStart = middle - middle % rowCount
    return turnStart + self.logicalRow(ofVirtualRow: logicalRow)
  }

  /// Whether a virtual row is close enough to an end that the front end should recentre.
  public func needsRecentring(_ virtualRow: Int) -> Bool {
    virtualRow < margin || virtualRow > virtualRowCount - 1 - margin
  }

  /// The row to show after a scroll settles: the same virtual row, or, near either end, the
  /// middle row with the same logical row.
  public func recentred(_ virtualRow: Int) -> Int {
    guard needsRecentring(virtualRow) else { return virtualRow }
    return self.virtualRow(centeredOn: logicalRow(ofVirtualRow: virtualRow))
  }

  /// A virtual row moved by some rows, kept inside the virtual range (never overflowing).
  public func virtualRow(_ virtualRow: Int, movedBy rows: Int) -> Int {
    let (moved, overflow) = virtualRow.addingReportingOverflow(rows)
    if overflow { return rows > 0 ? virtualRowCount - 1 : 0 }
    return min(max(moved, 0), virtualRowCount - 1)
  }
}
