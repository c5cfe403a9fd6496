public import Foundation

extension DateSpec {
  /// The Foundation time zone the description names (this machine's without one).
  public func zone() throws(SpecError) -> TimeZone {
    TimeZone(try zone(on: .foundation()))
  }

  /// Builds the wheels, counting relative bounds from `now` in the description's zone.
  ///
  /// A setting that cannot work is an error naming it. A `minimum` or `maximum` given as
  /// wall-clock fields (a form's bound that names another field) stands in for the
  /// description's.
  public func makePicker(
    now: Date = Date(), virtualRowCount: Int = 10_000, minimum: LocalDateTime? = nil,
    maximum: LocalDateTime? = nil
  ) throws(SpecError) -> DateWheelPicker {
    try makePicker(
      on: .foundation(now: now), virtualRowCount: virtualRowCount, minimum: minimum,
      maximum: maximum)
  }
}

extension PatternSpec {
  /// Builds the wheels with Foundation's locales; a `minimum` or `maximum` given as a number
  /// stands in for the description's.
  public func makePicker(minimum: Decimal? = nil, maximum: Decimal? = nil) throws(SpecError)
    -> PatternPicker
  {
    try makePicker(
      on: .foundation(), minimum: minimum.flatMap(ExactNumber.init),
      maximum: maximum.flatMap(ExactNumber.init))
  }
}

extension OptionsSpec {
  /// Builds the columns, checking the locale with Foundation.
  public func makePicker() throws(SpecError) -> OptionPicker {
    try makePicker(on: .foundation())
  }
}

extension MeasureSpec {
  /// Builds the wheels, checking the locale with Foundation.
  public func makePicker() throws(SpecError) -> MeasurePicker {
    try makePicker(on: .foundation())
  }
}

extension PickerSpec {
  /// Builds the picker with Foundation's locales and zones; a setting that cannot work is an
  /// error naming it.
  ///
  /// The error says what is allowed. Relative date bounds (`today`, `+7d`) count from `now`.
  public func makePicker(now: Date = Date()) throws(SpecError) -> any Picker {
    try makePicker(on: .foundation(now: now)).picker
  }

  /// Describes a picker of any kind, every setting explicit; nil for a kind of picker that is
  /// not one of PickerKit's four (a form's, or an app's own).
  public init?(_ picker: any Picker) {
    switch picker {
    case let picker as PatternPicker: self.init(picker)
    case let picker as DateWheelPicker: self.init(picker)
    case let picker as MeasurePicker: self.init(picker)
    case let picker as OptionPicker: self.init(picker)
    case let picker as DateRangePicker: self.init(picker)
    default: return nil
    }
  }
}

extension BuiltPicker {
  /// A picker of one of the four kinds as the kind it is; nil for another kind of picker (an
  /// app's own).
  public init?(_ picker: any Picker) {
    switch picker {
    case let picker as PatternPicker: self = .pattern(picker)
    case let picker as DateWheelPicker: self = .date(picker)
    case let picker as MeasurePicker: self = .measure(picker)
    case let picker as OptionPicker: self = .options(picker)
    default: return nil
    }
  }

  /// The picker, as any ``Picker``.
  public var picker: any Picker {
    switch self {
    case .pattern(let picker): picker
    case .date(let picker): picker
    case .dateRange(let picker): picker
    case .measure(let picker): picker
    case .options(let picker): picker
    }
  }
}
