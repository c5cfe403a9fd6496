import Foundation
import PickerKit

/// A model's picker as the spec a page sends back to `POST /api/picker`.
extension PickerSpec {
  /// Pattern wheels with the model's bounds and step.
  init(_ picker: PatternPicker) {
    let text = { (value: Decimal?) in value.map { FlexibleValue(text: $0.description) } }
    self.init(
      kind: .pattern, pattern: picker.pattern.source, min: text(picker.constraints.minimum),
      max: text(picker.constraints.maximum), step: text(picker.constraints.step))
  }

  /// Date or time wheels in the model's mode, locale, zone and minute grid.
  init(_ picker: DateWheelPicker) {
    self.init(
      kind: .date, mode: picker.mode.rawValue, locale: picker.locale.identifier,
      timeZone: picker.timeZone.identifier, minuteInterval: picker.minuteInterval)
  }

  /// Amount and unit wheels, units in the model's order.
  init(_ picker: MeasurePicker) {
    self.init(
      kind: .measure, dimension: picker.dimension.rawValue, units: picker.units.map(\.symbol),
      unitTurn: picker.unitTurn.rawValue)
  }

  /// Specs as JSON text, for a page's `data-pickers` attribute (the template escapes it).
  static func json(_ specs: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(specs), as: UTF8.self)
  }
}
