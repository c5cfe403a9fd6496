/// Purdy points' track form: Gardner and Purdy's 1970 scoring tables.
///
/// The standard is the 1936 Portuguese table of straight-line velocities from 40 m to 100 km,
/// worth 950 points; its time for a distance (interpolated linearly in time) gains a start
/// allowance of 0.20 s + 0.08 v and a curve allowance of 0.0065 c v², c being the share of the
/// race on a 400 m track's curves. Table, allowances and the scale are those of Patrick Hoffman's
/// C program (cs.uml.edu/~phoffman/xcinfo3.html, 1996), and his xcinfo5 page publishes what it
/// gives: a 15:00 5000 m scores 832, 14:58 scores 836, 15:15 scores 806, and 832 points are a
/// 4:18 mile, 9:20 two miles and 8:38 for 3000 m (whole seconds, cut).
enum PurdyTrack {
  /// The Portuguese table: metres and metres per second.
  private static let table: [(metres: Double, speed: Double)] = [
    (40, 11.000), (50, 10.9960), (60, 10.9830), (70, 10.9620), (80, 10.934), (90, 10.9000),
    (100, 10.8600), (110, 10.8150), (120, 10.765), (130, 10.7110), (140, 10.6540),
    (150, 10.5940), (160, 10.531), (170, 10.4650), (180, 10.3960), (200, 10.2500),
    (220, 10.096), (240, 9.9350), (260, 9.7710), (280, 9.6100), (300, 9.455), (320, 9.3070),
    (340, 9.1660), (360, 9.0320), (380, 8.905), (400, 8.7850), (450, 8.5130), (500, 8.2790),
    (550, 8.083), (600, 7.9210), (700, 7.6690), (800, 7.4960), (900, 7.32000),
    (1000, 7.18933), (1200, 6.98066), (1500, 6.75319), (2000, 6.50015), (2500, 6.33424),
    (3000, 6.21913), (3500, 6.13510), (4000, 6.07040), (4500, 6.01822), (5000, 5.97432),
    (6000, 5.90181), (7000, 5.84156), (8000, 5.78889), (9000, 5.74211), (10000, 5.70050),
    (12000, 5.62944), (15000, 5.54300), (20000, 5.43785), (25000, 5.35842), (30000, 5.29298),
    (35000, 5.23538), (40000, 5.18263), (50000, 5.08615), (60000, 4.99762), (80000, 4.83617),
    (100000, 4.68988),
  ]

  /// The 950-point time over a distance on a track, with its scale; nil outside the table.
  static func standard(_ metres: Double) -> Purdy.Standard? {
    guard let first = table.first, metres >= first.metres,
      let found = table.firstIndex(where: { $0.metres >= metres })
    else { return nil }
    // 40 m itself ends the first interval rather than falling before the table.
    let upper = max(found, 1)
    let (low, high) = (table[upper - 1], table[upper])
    let (lowTime, highTime) = (low.metres / low.speed, high.metres / high.speed)
    let time = lowTime + (highTime - lowTime) * (metres - low.metres) / (high.metres - low.metres)
    let speed = metres / time
    let allowed = time + 0.20 + 0.08 * speed + 0.0065 * curves(metres) * speed * speed
    return Purdy.Standard(time: allowed, speed: speed, points: 950)
  }

  /// The share of a track race run on curves, which slow it (none under 110 m).
  private static func curves(_ metres: Double) -> Double {
    guard metres >= 110 else { return 0 }
    let laps = (metres / 400).rounded(.down)
    let rest = metres - laps * 400
    let curved: Double =
      switch rest {
      case ...50: 0
      case ...150: rest - 50
      case ...250: 100
      case ...350: 100 + (rest - 250)
      default: 200
      }
    return (laps * 200 + curved) / metres
  }
}
