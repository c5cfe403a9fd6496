public import Foundation
public import PickerKit

/// A picker whose values the laws compare by what they mean to a person.
///
/// Not by how a value happens to be stored: a measure's value carries the rows it was read
/// from, for instance.
public protocol CheckedPicker: Picker {
  /// What a value means: the number, the wall-clock fields, the amount and unit, the options.
  associatedtype Meaning: Sendable & Hashable

  /// What a value means.
  func meaning(of value: Value) -> Meaning
}

extension PatternPicker: CheckedPicker {
  /// The exact number: 1 in `9` means what 1.0 in `9.9` does.
  public func meaning(of value: PatternValue) -> PatternValue { value }
}

extension DateWheelPicker: CheckedPicker {
  /// The wall-clock fields.
  public func meaning(of value: LocalDateTime) -> LocalDateTime { value }
}

extension DateRangePicker: CheckedPicker {
  /// The start's and the end's wall-clock fields.
  public func meaning(of value: DateRange) -> DateRange { value }
}

/// A measure's amount and unit, without the rows it was read from.
public struct MeasureMeaning: Sendable, Hashable, CustomStringConvertible {
  /// The amount, exactly.
  public let amount: Decimal
  /// The unit's symbol.
  public let unit: String

  /// The amount and unit as a person writes them.
  public var description: String { "\(amount) \(unit)" }
}

extension MeasurePicker: CheckedPicker {
  /// The amount and the unit.
  public func meaning(of value: MeasureReading) -> MeasureMeaning {
    MeasureMeaning(amount: value.amount.decimal, unit: value.unit.symbol)
  }
}

extension OptionPicker: CheckedPicker {
  /// The option chosen in each column.
  public func meaning(of value: [Option]) -> [Option] { value }
}
