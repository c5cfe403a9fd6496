/// One picker described as plain settings: the kind and that kind's settings, and nothing else.
///
/// Every front end builds its pickers from a description and nowhere else: the command line's
/// flags, a form's fields, the web API's `picker` object and a page's pickers. So a setting means
/// the same everywhere, a default is decided once (here), and a bad setting gets one message.
///
/// A description is a two-way conversion: ``makePicker(on:)`` builds the picker, and
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
  public enum Kind: String, Sendable, Hashable, CaseIterable {
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

  /// Builds the picker on a platform; a setting that cannot work is an error naming it.
  ///
  /// The error says what is allowed. Relative date bounds (`today`, `+7d`) count from the
  /// platform's now.
  public func makePicker(on platform: Platform) throws(SpecError) -> BuiltPicker {
    switch self {
    case .pattern(let spec): .pattern(try spec.makePicker(on: platform))
    case .date(let spec) where spec.range: .dateRange(try spec.makeRangePicker(on: platform))
    case .date(let spec): .date(try spec.makePicker(on: platform))
    case .measure(let spec): .measure(try spec.makePicker(on: platform))
    case .options(let spec): .options(try spec.makePicker(on: platform))
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
}

extension PickerSpec {
  /// Describes pattern wheels a model made.
  public init(_ picker: PatternPicker) { self = .pattern(PatternSpec(picker)) }
  /// Describes date wheels a model made.
  public init(_ picker: DateWheelPicker) { self = .date(DateSpec(picker)) }
  /// Describes a date range a model made.
  public init(_ picker: DateRangePicker) { self = .date(DateSpec(picker)) }
  /// Describes measure wheels a model made.
  public init(_ picker: MeasurePicker) { self = .measure(MeasureSpec(picker)) }
  /// Describes option columns a model made.
  public init(_ picker: OptionPicker) { self = .options(OptionsSpec(picker)) }

  /// Describes a picker of any of the four kinds, every setting explicit.
  public init(_ picker: BuiltPicker) {
    switch picker {
    case .pattern(let picker): self.init(picker)
    case .date(let picker): self.init(picker)
    case .dateRange(let picker): self.init(picker)
    case .measure(let picker): self.init(picker)
    case .options(let picker): self.init(picker)
    }
  }
}

/// A picker of one of the four kinds a description builds: a closed set, so every host (the
/// page's too, which has no `any Picker`) dispatches on it alike.
public enum BuiltPicker: Sendable, Hashable {
  /// Wheels from a pattern.
  case pattern(PatternPicker)
  /// Date and time wheels.
  case date(DateWheelPicker)
  /// A start and an end on date wheels.
  case dateRange(DateRangePicker)
  /// Quantity wheels and a unit wheel.
  case measure(MeasurePicker)
  /// Columns of labelled choices.
  case options(OptionPicker)
}
