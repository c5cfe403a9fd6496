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
