public import PickerCore

/// A model used outside the races it was fitted to, as a sentence a runner reads: `Cameron's
/// model is fitted to races from 400 m to the marathon; the target (100 km) is outside it`.
public struct RangeWarning: Sendable, Hashable, CustomStringConvertible {
  /// What lies outside the range.
  public enum Subject: String, Sendable, Hashable {
    /// The run the prediction is made from.
    case run
    /// A race (or time) predicted.
    case target
  }

  /// The range left.
  public let range: FittedRange
  /// The run or the target.
  public let subject: Subject
  /// The performance as the runner reads it: `100 km`, `800 m in 2:10.00`.
  public let performance: String

  /// A warning about a performance outside a model's range.
  public init(range: FittedRange, subject: Subject, performance: String) {
    self.range = range
    self.subject = subject
    self.performance = performance
  }

  /// The model's range and what lies outside it.
  public var description: String { text(.canonical) }

  /// The sentence with the range's numbers in a locale's signs (`about 3,5 to 230 minutes`);
  /// the performance is written in them already.
  public func text(_ symbols: NumberSymbols) -> String {
    "\(symbols.numbers(in: range.statement)); the \(subject.rawValue) "
      + "(\(performance)) is outside it"
  }
}
