public import PickerKit

/// A measure picker, as the terminal asks it.
///
/// Quantity wheels, then the unit wheel (last); turning the unit wheel converts the quantity into
/// the new unit.
public struct MeasureSession: PickerSession {
  /// The core.
  public let picker: MeasurePicker
  /// The title above the wheels.
  public let title: String
  /// The rows the picker starts on.
  public let startRows: [Int]

  /// Creates a session starting on a reading.
  public init(picker: MeasurePicker, start: MeasureReading, title: String) {
    self.picker = picker
    self.title = title
    self.startRows = picker.rows(of: start)
  }

  /// The unit a selection shows (its last row) and the quantity wheels' core.
  func parts(_ rows: [Int]) -> (unit: ExactUnit, quantity: PatternPicker?, quantityRows: [Int]) {
    let index = min(max(rows.last ?? 0, 0), picker.units.count - 1)
    let unit = picker.units[index]
    return (unit, try? picker.quantityPicker(for: unit), Array(rows.dropLast()))
  }

  public func wheels(for rows: [Int]) -> [WheelInfo] {
    let (_, quantity, _) = parts(rows)
    let digits =
      quantity?.pattern.wheels.map {
        WheelInfo(rowCount: $0.rowCount, isAdjustable: $0.isAdjustable, isCyclic: $0.isAdjustable)
      } ?? []
    return digits + [WheelInfo(rowCount: picker.units.count, isAdjustable: true, isCyclic: false)]
  }

  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    let (_, quantity, _) = parts(rows)
    guard let quantity, wheel < quantity.numberOfComponents else {
      return picker.units.indices.contains(row) ? picker.units[row].symbol : ""
    }
    return quantity.title(forRow: row, forComponent: wheel)
  }

  public func unitsLabel(for rows: [Int]) -> String { parts(rows).unit.plural }

  public func spin(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    let (unit, quantity, quantityRows) = parts(rows)
    guard let quantity, wheel < quantity.numberOfComponents else {
      return turnUnit(rows, by: count, from: unit, quantity: quantity, quantityRows: quantityRows)
    }
    return quantityEdit(quantity.spin(wheel: wheel, by: count, in: quantityRows), rows: rows)
  }

  public func step(_ rows: [Int], wheel: Int, by count: Int) -> Edit {
    let (unit, quantity, quantityRows) = parts(rows)
    guard let quantity, wheel < quantity.numberOfComponents else {
      return turnUnit(rows, by: count, from: unit, quantity: quantity, quantityRows: quantityRows)
    }
    return quantityEdit(quantity.step(wheel: wheel, by: count, in: quantityRows), rows: rows)
  }

  public func type(_ key: Character, in rows: [Int], focus: Int, typed: String) -> Edit {
    let (_, quantity, quantityRows) = parts(rows)
    guard let quantity, focus < quantity.numberOfComponents else {
      return Edit(rows: rows, focus: focus, message: "turn the unit wheel with Up and Down")
    }
    let result = quantity.enter(key, atWheel: focus, in: quantityRows, typed: typed)
    return Edit(
      rows: result.rows + [rows.last ?? 0], focus: result.focus, message: result.refusal,
      typed: result.typed)
  }

  public func settle(_ rows: [Int]) -> Edit {
    let (_, quantity, quantityRows) = parts(rows)
    guard let quantity else { return Edit(rows: rows) }
    return quantityEdit(quantity.nearestValid(to: quantityRows), rows: rows)
  }

  public func spokenDescription(of rows: [Int]) -> String {
    guard let reading = reading(rows) else { return "" }
    return picker.spokenDescription(of: reading)
  }

  /// The reading a selection shows.
  public func reading(_ rows: [Int]) -> MeasureReading? {
    picker.reading(of: rows)
  }

  public var answerHint: String {
    "a quantity and unit (\(picker.units.map(\.symbol).joined(separator: ", "))), such as 1.5 "
      + (picker.units.first?.symbol ?? "")
  }

  public func rows(forAnswer answer: String) -> Result<[Int], AnswerRefusal> {
    do {
      return .success(picker.rows(of: try picker.accept(answer)))
    } catch {
      return .failure(AnswerRefusal(error.description))
    }
  }

  private func turnUnit(
    _ rows: [Int], by count: Int, from unit: ExactUnit, quantity: PatternPicker?,
    quantityRows: [Int]
  ) -> Edit {
    let turn = min(max(count, -picker.units.count), picker.units.count)
    let index = min(max((rows.last ?? 0) + turn, 0), picker.units.count - 1)
    guard let current = picker.reading(of: rows),
      let converted = try? picker.changingUnit(
        of: current, to: picker.units[index], keepingDigits: false)
    else { return Edit(rows: rows) }
    let newRows = picker.rows(of: converted)
    return Edit(
      rows: newRows, focus: newRows.count - 1,
      message: converted.reason.map { "\($0); shown as \(converted.text)" })
  }

  private func quantityEdit(_ correction: Correction, rows: [Int]) -> Edit {
    Edit(
      rows: correction.rows + [rows.last ?? 0],
      message: correction.reason.map { "\($0); moved to \(correction.text)" })
  }
}
