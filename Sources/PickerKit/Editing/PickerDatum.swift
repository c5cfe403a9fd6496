import Foundation

/// A value as a machine reads it, for JSON and other structured output: every front end writes
/// the same facts about a selection, and only the core knows which facts a kind has.
public enum PickerDatum: Sendable, Hashable {
  /// An exact decimal number, written as its plain decimal text (`774.37`, `-40`).
  case number(String)
  /// Text.
  case text(String)
  /// True or false.
  case flag(Bool)
  /// Several data, in order.
  case list([PickerDatum])
}

extension PatternPicker {
  /// The exact value as a number.
  public func datum(of value: PatternValue) -> PickerDatum { .number(value.description) }

  /// Patterns have no facts beyond the value.
  public func details(of rows: [Int]) -> [(String, PickerDatum)] { [] }
}

extension DateWheelPicker {
  /// The ISO text, or a countdown's seconds as a number.
  public func datum(of value: LocalDateTime) -> PickerDatum {
    mode == .countdown ? .number(valueText(of: value)) : .text(valueText(of: value))
  }

  /// What the wheels show in the locale's words, and the instant with its UTC offset (with which
  /// of a repeated hour it is).
  public func details(of rows: [Int]) -> [(String, PickerDatum)] {
    let correction = nearestValid(to: rows)
    var details: [(String, PickerDatum)] = [("display", .text(displayText(of: rows)))]
    if let instant = correction.instant {
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = timeZone
      details.append(("instant", .text(formatter.string(from: instant))))
    }
    if let occurrence = correction.occurrence {
      details.append(("occurrence", .text(occurrence.rawValue)))
    }
    return details
  }
}

extension MeasurePicker {
  /// The amount in its unit as a number.
  public func datum(of value: MeasureReading) -> PickerDatum { .number(valueText(of: value)) }

  /// The unit's symbol.
  public func details(of rows: [Int]) -> [(String, PickerDatum)] {
    [("unit", .text(value(of: rows).unit.symbol)), ("exact", .flag(true))]
  }
}

extension OptionPicker {
  /// The chosen value, or one per column.
  public func datum(of value: [Option]) -> PickerDatum {
    value.count == 1 ? .text(value[0].value) : .list(value.map { .text($0.value) })
  }

  /// The chosen labels.
  public func details(of rows: [Int]) -> [(String, PickerDatum)] {
    [("labels", .list(value(of: rows).map { .text($0.label) }))]
  }
}
