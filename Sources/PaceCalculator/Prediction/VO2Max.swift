import CMath

/// Jack Daniels and Jimmy Gilbert's VO2max model (Oxygen Power, 1979), the VDOT of Daniels'
/// Running Formula: a performance's oxygen cost over the fraction of VO2max it can be held for.
enum VO2Max {
  /// The VDOT of running `metres` in `seconds`.
  static func vdot(metres: Double, seconds: Double) -> Double {
    let minutes = seconds / 60
    let velocity = metres / minutes  // metres per minute
    let cost = -4.60 + 0.182258 * velocity + 0.000104 * velocity * velocity
    let fraction =
      0.8 + 0.1894393 * pickerkit_exp(-0.012778 * minutes) + 0.2989558
      * pickerkit_exp(-0.1932605 * minutes)
    return cost / fraction
  }

  /// The time in seconds over `target` metres at the VDOT of `time` seconds over `known` metres.
  static func time(over target: Double, from known: Double, in time: Double) -> Double? {
    let score = vdot(metres: known, seconds: time)
    // VDOT falls as the time grows (slower is less fit), so the time is where it meets the score.
    return Solve.root(in: (target / 15, target * 2)) { score - vdot(metres: target, seconds: $0) }
  }
}
