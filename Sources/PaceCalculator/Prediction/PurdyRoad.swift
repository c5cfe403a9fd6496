import CMath

/// Purdy points' road form: Purdy's 1974 least-squares running curve.
///
/// J. Gerry Purdy, Least squares model for the running curve, Research Quarterly 45, 224-238,
/// 1974. The curve gives the men's world-record velocity of 1970 at a distance d in metres,
/// v = −11.15895 e^(−0.03796158 d) + 4.304605 e^(−0.001646772 d) + 0.5234627 e^(−0.0004107670 d)
///   + 4.031560 e^(−0.000007068099 d) + 2.316157 e^(−0.000000005220990 d),
/// and its time d / v is worth 1035 points, with no start or curve allowance. Constants as in
/// Patrick Hoffman's `purdy1` (cs.uml.edu/~phoffman/xcinfo3.html, 1996), the form the running
/// calculators use: Asher Morgan's Running Tools (github.com/ashermorgan/running-tools,
/// `PurdyPointsModel`) publishes 454 points for a 20:00 5 km (±1), a 10 km in 2490 s (±1) from
/// it, and 10,000 m (±10) back from that 10 km time.
enum PurdyRoad {
  /// The running curve's terms: each (b, r) adds b e^(−r d) metres per second.
  private static let terms: [(b: Double, r: Double)] = [
    (-11.15895, 3.796158e-2), (4.304605, 1.646772e-3), (0.5234627, 4.107670e-4),
    (4.031560, 7.068099e-6), (2.316157, 5.220990e-9),
  ]

  /// The 1035-point time over a distance on the road, with its scale.
  static func standard(_ metres: Double) -> Purdy.Standard {
    let speed = terms.reduce(0) { $0 + $1.b * pickerkit_exp(-$1.r * metres) }
    return Purdy.Standard(time: metres / speed, speed: speed, points: 1_035)
  }
}
