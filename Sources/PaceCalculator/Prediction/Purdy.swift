/// Purdy points: a performance scored against a standard time for its distance, in the form of
/// its course.
///
/// Both forms score P = A (Ts / T − B) for a time T over a distance whose standard is Ts, worth
/// P0 points, at the standard's speed v: k = 0.0654 − 0.00258 v, A = 85 / k, B = 1 − P0 / A
/// (J. Gerry Purdy and James B. Gardner, Computer generated track scoring tables, Medicine and
/// Science in Sports 2(3), 1970; the scale as Patrick Hoffman's C program gives it,
/// cs.uml.edu/~phoffman/xcinfo3.html, 1996). The forms differ in the standard:
/// - track (``PurdyTrack``): the 1936 Portuguese table, P0 = 950, with start and curve
///   allowances for a 400 m track;
/// - road (``PurdyRoad``): Purdy's 1974 least-squares running curve through the 1970 world
///   records, P0 = 1035, and no allowances.
///
/// The 1970 world records score about 1035 in both, so points from one form read on the scale
/// of the other. A prediction is the time at the target worth the same points, each distance
/// scored on its own course.
enum Purdy {
  /// The distances both forms score: the Portuguese table's, 40 m to 100 km.
  static let metres: ClosedRange<Double> = 40...100_000

  /// A distance's standard: the time worth `points` and the scale of points about it.
  struct Standard {
    /// The standard time, seconds.
    let time: Double
    /// A: the points one unit of Ts / T is worth.
    let scale: Double
    /// B: the Ts / T that scores nothing.
    let offset: Double

    /// The standard of `time`, worth `points`, scaled for the speed `speed` (metres per second).
    init(time: Double, speed: Double, points: Double) {
      let k = 0.0654 - 0.00258 * speed
      self.time = time
      scale = 85 / k
      offset = 1 - points / scale
    }
  }

  /// The points of running `metres` in `seconds` on a course; nil outside 40 m to 100 km.
  static func points(metres: Double, seconds: Double, on course: RaceCourse) -> Double? {
    guard let standard = standard(metres, on: course), seconds > 0 else { return nil }
    return standard.scale * (standard.time / seconds - standard.offset)
  }

  /// The seconds over `target` metres on `targetCourse` worth the points of `time` seconds over
  /// `known` metres on `knownCourse`; nil outside the tables or for points no time is worth.
  static func time(
    over target: Double, on targetCourse: RaceCourse, from known: Double,
    on knownCourse: RaceCourse, in time: Double
  ) -> Double? {
    guard let points = points(metres: known, seconds: time, on: knownCourse),
      let standard = standard(target, on: targetCourse)
    else { return nil }
    let ratio = points / standard.scale + standard.offset
    return ratio > 0 ? standard.time / ratio : nil
  }

  private static func standard(_ metres: Double, on course: RaceCourse) -> Standard? {
    guard Self.metres.contains(metres) else { return nil }
    switch course {
    case .road: return PurdyRoad.standard(metres)
    case .track: return PurdyTrack.standard(metres)
    }
  }
}
