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

/// A setting given as a number or as text (`90` or `"1:30"` for a minimum of `59:59`).
///
/// Both mean the same: a number is read as its plain decimal text, exactly, so `5e0` and `5` are
/// one value, and text is read in the picker's own writing.
public struct SpecText: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The setting as text.
  public let text: String

  /// A setting from text.
  public init(_ text: String) { self.text = text }

  /// A setting from a string literal.
  public init(stringLiteral text: String) { self.text = text }

  /// A number, exactly, as its plain decimal text.
  public init(_ number: Decimal) { self.text = number.description }

  /// A number, exactly, as its plain decimal text.
  public init(_ number: ExactNumber) { self.text = number.description }

  /// Reads a JSON string or number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self.text = text
    } else if let number = try? container.decode(Decimal.self) {
      self.text = number.description
    } else if let number = try? container.decode(Double.self), number.isFinite {
      // A JSON number beyond Decimal's exponents (1e-308, 1e200) is still a number: its text
      // goes to the wheels it is for, which refuse it with a message saying what they hold.
      self.text = number.description
    } else {
      // A type mismatch like any other; a picker description names the setting in its message.
      throw DecodingError.typeMismatch(
        String.self,
        .init(codingPath: decoder.codingPath, debugDescription: "a number or text is expected"))
    }
  }

  /// Writes the text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  /// The text.
  public var description: String { text }
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
