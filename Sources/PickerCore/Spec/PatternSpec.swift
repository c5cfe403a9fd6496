/// Pattern wheels described: the pattern, and a minimum, maximum and step in its own writing.
public struct PatternSpec: Sendable, Hashable {
  /// The wheels: `99.9`, `59:59.99`, `99x`, `±99.9`.
  public var pattern: String
  /// The lowest legal value, in the pattern's writing (`1:30`) or as a plain number (`90`).
  public var min: SpecText?
  /// The highest legal value, likewise.
  public var max: SpecText?
  /// The step between legal values, counted from the minimum (or from 0 without one).
  public var step: SpecText?
  /// The locale whose digits and decimal sign the wheels and texts use (`de_DE`, `ar-EG`);
  /// nil for the canonical `.` and Latin digits.
  public var locale: String?

  /// Describes pattern wheels.
  public init(
    pattern: String, min: SpecText? = nil, max: SpecText? = nil, step: SpecText? = nil,
    locale: String? = nil
  ) {
    self.pattern = pattern
    self.min = min
    self.max = max
    self.step = step
    self.locale = locale
  }

  /// Describes a pattern picker: its pattern and constraints as plain decimals.
  public init(_ picker: PatternPicker) {
    self.init(
      pattern: picker.pattern.source, min: picker.constraints.minimum.map(SpecText.init),
      max: picker.constraints.maximum.map(SpecText.init),
      step: picker.constraints.step.map(SpecText.init), locale: picker.symbols.localeIdentifier)
  }

  /// The settings a pattern description takes.
  public static let settings = ["pattern", "min", "max", "step", "locale"]

  /// Builds the wheels on a platform, which knows the locale's signs.
  ///
  /// A pattern that does not parse, or a bound or step the pattern cannot hold, is an error
  /// naming the setting. A `minimum` or `maximum` given as a number (a form's bound that names
  /// another field) stands in for the description's.
  public func makePicker(
    on platform: Platform, minimum: ExactNumber? = nil, maximum: ExactNumber? = nil
  ) throws(SpecError) -> PatternPicker {
    let wheels: WheelPattern
    do {
      wheels = try WheelPattern(pattern)
    } catch {
      throw SpecError(
        setting: "pattern", message: error.description, caretDiagram: error.caretDiagram)
    }
    func value(_ given: SpecText?, _ name: String) throws(SpecError) -> ExactNumber? {
      guard let given else { return nil }
      do {
        return ExactNumber(try wheels.value(parsing: given.text).description)
      } catch {
        throw SpecError(setting: name, message: "\(name) \(Echo.shown(given.text)): \(error)")
      }
    }
    let lowest = try minimum == nil ? value(min, "min") : minimum
    let highest = try maximum == nil ? value(max, "max") : maximum
    let constraints = ValueConstraints(
      minimum: lowest, maximum: highest, step: try value(step, "step"))
    let symbols = try NumberSymbols.named(locale, on: platform)
    do {
      return try PatternPicker(pattern: wheels, constraints: constraints, symbols: symbols)
    } catch {
      throw SpecError(setting: error.setting, message: error.description)
    }
  }
}
