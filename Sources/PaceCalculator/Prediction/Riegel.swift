import CMath

/// Peter Riegel's formula (Athletic Records and Human Endurance, American Scientist, 1981):
/// T2 = T1 × (D2 / D1)^k, with the fatigue exponent k = 1.06 for running.
enum Riegel {
  /// The time in seconds over `target` metres, from `time` seconds over `known` metres.
  static func time(over target: Double, from known: Double, in time: Double, exponent: Double)
    -> Double
  {
    time * pickerkit_pow(target / known, exponent)
  }
}
