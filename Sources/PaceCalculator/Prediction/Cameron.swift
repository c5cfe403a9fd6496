import CMath

/// Dave Cameron's model (1997), fitted to world-record times from 400 m to the marathon:
/// T2 = (T1 / D1) × (a(D1) / a(D2)) × D2, a(d) = 13.49681 − 0.000030363 d + 835.7114 / d^0.7905,
/// with d in metres.
enum Cameron {
  /// The time in seconds over `target` metres, from `time` seconds over `known` metres.
  static func time(over target: Double, from known: Double, in time: Double) -> Double {
    time / known * (factor(known) / factor(target)) * target
  }

  private static func factor(_ metres: Double) -> Double {
    13.49681 - 0.000030363 * metres + 835.7114 / pickerkit_pow(metres, 0.7905)
  }
}
