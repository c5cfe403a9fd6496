public import Foundation

extension ExactNumber {
  /// The same number as a Foundation `Decimal`, exactly (a `Decimal` holds every exact number).
  public var decimal: Decimal {
    Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")) ?? 0
  }

  /// A `Decimal` as an exact number; nil for NaN, or a `Decimal` of more than 38 digits.
  public init?(_ decimal: Decimal) {
    guard decimal.isFinite else { return nil }
    self.init(decimal.description)
  }
}

extension ValueConstraints {
  /// Creates constraints from Foundation decimals; every part is optional.
  public init(minimum: Decimal? = nil, maximum: Decimal? = nil, step: Decimal? = nil) {
    self.init(
      minimum: minimum.flatMap(ExactNumber.init), maximum: maximum.flatMap(ExactNumber.init),
      step: step.flatMap(ExactNumber.init))
  }
}

extension PatternPicker {
  /// The nearest legal value to any Foundation decimal.
  public func nearestValid(to value: Decimal) -> Correction {
    nearestValid(to: ExactNumber(value) ?? .zero)
  }

  /// The selection to start from: a Foundation decimal's nearest legal rows.
  public func initialSelection(for value: Decimal) -> Correction {
    initialSelection(for: ExactNumber(value))
  }
}
