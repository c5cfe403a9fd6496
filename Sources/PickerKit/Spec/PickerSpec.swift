public import Foundation

/// One picker described as plain settings: the kind and that kind's settings, and nothing else.
///
/// Every front end builds its pickers from a description and nowhere else: the command line's
/// flags, a form's fields, the web API's `picker` object and a page's pickers. So a setting means
/// the same everywhere, a default is decided once (here), and a bad setting gets one message.
///
/// A description is a two-way conversion: ``makePicker(now:)`` builds the picker, and
/// `PickerSpec(picker)` describes a picker again, with every setting explicit. The round
/// trip loses nothing: the picker a description of a picker builds is that picker.
///
/// As JSON (or YAML) a description is one object: `{"kind": "pattern", "pattern": "59:59.99",
/// "max": "45:00"}`. A setting the kind does not take is refused, naming the settings it does.
public enum PickerSpec: Sendable, Hashable {
  /// Wheels from a pattern, with a minimum, maximum and step.
  case pattern(PatternSpec)
  /// Date, time, date-and-time, countdown, month-year or year wheels.
  case date(DateSpec)
  /// Quantity wheels and a unit wheel.
  case measure(MeasureSpec)
  /// Columns of labelled choices.
  case options(OptionsSpec)

  /// The kinds of picker a description names.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    case pattern, date, measure, options
  }

  /// The kind of picker described.
  public var kind: Kind {
    switch self {
    case .pattern: .pattern
    case .date: .date
    case .measure: .measure
    case .options: .options
    }
  }

  /// Builds the picker; a setting that cannot work is an error naming it.
  ///
  /// The error says what is allowed. Relative date bounds (`today`, `+7d`) count from `now`.
  public func makePicker(now: Date = Date()) throws(SpecError) -> any Picker {
    switch self {
    case .pattern(let spec): try spec.makePicker()
    case .date(let spec): try spec.makePicker(now: now)
    case .measure(let spec): try spec.makePicker()
    case .options(let spec): try spec.makePicker()
    }
  }

  /// Whether the picker built depends on when it is built.
  ///
  /// Date bounds counted from now (`today`, `now`, `+7d`, `-2h`) do; any other description
  /// builds the same picker at any time.
  public var dependsOnNow: Bool {
    guard case .date(let spec) = self else { return false }
    return [spec.min, spec.max].contains { bound in
      guard let first = bound?.trimmingSpaces.first else { return false }
      return !first.isNumber
    }
  }

  /// Describes a picker of any kind, every setting explicit; nil for a kind of picker that is
  /// not one of PickerKit's four (a form's, or an app's own).
  public init?(_ picker: any Picker) {
    switch picker {
    case let picker as PatternPicker: self = .pattern(PatternSpec(picker))
    case let picker as DateWheelPicker: self = .date(DateSpec(picker))
    case let picker as MeasurePicker: self = .measure(MeasureSpec(picker))
    case let picker as OptionPicker: self = .options(OptionsSpec(picker))
    default: return nil
    }
  }
}

extension PickerSpec {
  /// Describes pattern wheels a model made.
  public init(_ picker: PatternPicker) { self = .pattern(PatternSpec(picker)) }
  /// Describes date wheels a model made.
  public init(_ picker: DateWheelPicker) { self = .date(DateSpec(picker)) }
  /// Describes measure wheels a model made.
  public init(_ picker: MeasurePicker) { self = .measure(MeasureSpec(picker)) }
  /// Describes option columns a model made.
  public init(_ picker: OptionPicker) { self = .options(OptionsSpec(picker)) }
}
