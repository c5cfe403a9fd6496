public import PickerCore

extension Ratio {
  /// An amount of a unit in its dimension's base unit (metres, seconds per metre, metres per
  /// second), exactly: 7:45 /mi is 465 s over 1609.344 m.
  public init(_ amount: ExactNumber, _ unit: ExactUnit) {
    self = Ratio(amount) * Ratio(unit.numerator, over: unit.denominator)
  }

  /// This base amount in a unit of the same dimension, exactly.
  public func amount(in unit: ExactUnit) -> Ratio {
    self * Ratio(unit.denominator, over: unit.numerator)
  }
}

extension Ratio {
  /// The number as a refusal shows it: to six places.
  var shown: ExactNumber { rounded(places: 6) }

  /// A model's answer, a `Double`, to millionths (of a second, a metre, a point); nil for no
  /// number.
  ///
  /// A computed answer is off in its last bits: Riegel's time for 5 km from 10386 s at
  /// 1480.79 s/km is 7403.95 s exactly, computed as 7403.949999999999. To millionths it is the
  /// exact answer again, so those bits never decide how a figure rounds; the models themselves
  /// are good to seconds.
  init?(modelAnswer value: Double) {
    guard let exact = Ratio(value) else { return nil }
    self.init(exact.rounded(places: 6))
  }
}
