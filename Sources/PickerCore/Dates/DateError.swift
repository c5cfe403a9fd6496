/// A date, time or duration the wheels refuse, with a message that says what is allowed.
public enum DateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Text that is not in the mode's form.
  case notInForm(String, form: String)
  /// A field outside its range: `month must be 1-12, got 13`.
  case fieldOutOfRange(field: String, range: String, got: Int)
  /// A day the month does not have.
  case noSuchDay(String, month: String, days: Int)
  /// A minute off the minute grid.
  case offGrid(String, interval: Int)
  /// Before the minimum.
  case beforeMinimum(String, minimum: String)
  /// After the maximum.
  case afterMaximum(String, maximum: String)
  /// A countdown longer than the maximum.
  case longerThanMaximum(String, maximum: String)
  /// A local time that a daylight-saving change skips.
  case skippedTime(String, timeZone: String, from: String, to: String)
  /// Seconds given to wheels that have no seconds wheel.
  case secondsNotShown(String, form: String)
  /// A relative bound (`+99999999999d`) that leaves the years the wheels hold.
  case tooFar(String, years: ClosedRange<Int>)
  /// A range's end before its start.
  case endBeforeStart(String, start: String)
  /// A range's end further from its start than the longest span.
  case longerThanSpan(String, span: String, start: String)
  /// A bad setting (interval, time zone, locale, min above max), with the description's name
  /// for it (`minuteInterval`, `locale`, `min`, `max`).
  case badSetting(String, setting: String)
  /// The same refusal, already written with its counts in other digits (``written(in:)``).
  indirect case written(DateError, text: String)

  /// What was wrong and what is allowed, in one line; the text given is quoted as
  /// ``Echo/shown(_:)`` shows it (escaped, and shortened when long).
  public var description: String { description(writing: { $0 }) }

  /// The same refusal with the counts it states (days, a grid's minutes, a span) in a locale's
  /// digits, for a message about the wheels, whose dates are already written so.
  public func written(in symbols: NumberSymbols) -> DateError {
    if symbols.hasLatinDigits { return self }
    if case .written = self { return self }
    return .written(self, text: description(writing: symbols.writtenDigits))
  }

  /// The description, each count it states written by `number`.
  private func description(writing number: (String) -> String) -> String {
    func count(_ value: Int) -> String { number(String(value)) }
    return switch self {
    case .notInForm(let text, let form):
      "\"\(Echo.shown(text))\" is not in the form \(form)"
    case .fieldOutOfRange(let field, let range, let got):
      "\(field) must be \(range), got \(got)"
    case .noSuchDay(let text, let month, let days):
      "\(Echo.shown(text)) is not a date: \(month) has \(count(days)) days"
    case .offGrid(let text, let interval):
      "\(Echo.shown(text)) is off the \(count(interval))-minute grid: minutes must be a multiple of "
        + count(interval)
    case .beforeMinimum(let text, let minimum):
      "\(Echo.shown(text)) is before the minimum \(minimum)"
    case .afterMaximum(let text, let maximum):
      "\(Echo.shown(text)) is after the maximum \(maximum)"
    case .longerThanMaximum(let text, let maximum):
      "the countdown \(Echo.shown(text)) is longer than the maximum \(maximum)"
    case .skippedTime(let text, let timeZone, let from, let to):
      "\(Echo.shown(text)) does not exist in \(timeZone): clocks skip from \(from) to \(to)"
    case .secondsNotShown(let text, let form):
      "\(Echo.shown(text)) has seconds, but these wheels have none: answer in the form \(form), "
        + "or add a seconds wheel (--seconds)"
    case .tooFar(let text, let years):
      "\(Echo.shown(text)) is too far from today: the wheels hold the years "
        + "\(years.lowerBound)-\(years.upperBound)"
    case .endBeforeStart(let end, let start):
      "the end \(Echo.shown(end)) is before the start \(start): a range ends on or after it"
    case .longerThanSpan(let end, let span, let start):
      "the end \(Echo.shown(end)) is more than \(number(span)) after the start \(start): a range "
        + "spans \(number(span)) at most"
    case .badSetting(let message, _):
      message
    case .written(_, let text):
      text
    }
  }

  /// The description's setting a bad setting is about; nil for the other refusals.
  public var setting: String? {
    if case .written(let error, _) = self { return error.setting }
    guard case .badSetting(_, let setting) = self else { return nil }
    return setting
  }

  /// Whether a nearest valid value can stand in (not for text in the wrong form or bad settings).
  public var hasNearestValue: Bool {
    switch self {
    case .notInForm, .tooFar, .badSetting: false
    case .written(let error, _): error.hasNearestValue
    default: true
    }
  }
}
