import PickerCore

/// Where a race is run: on the road or on a track, which decides the form Purdy points take.
///
/// By default each distance is run where a runner would expect it, read from how it is written:
/// - **track**: a distance in metres or yards (400 m, 1500 m, 3000 m, 5000 m, 10000 m, 880 yd),
///   and the mile (`mile` or `1 mi`), because that is how the track's events are written;
/// - **road**: everything else, a distance in kilometres or miles (5K, 10K, 15 km, half
///   marathon, marathon, 26.2 mi).
///
/// A time target ("how far in an hour") is run where the run was. A request may name one course
/// for every race instead (`course`).
public enum RaceCourse: String, Sendable, Hashable, CaseIterable {
  /// A road race: Purdy's 1974 least-squares form, no allowances.
  case road
  /// A race on a 400 m track: Gardner and Purdy's 1970 tables, with start and curve allowances.
  case track

  /// Reads a course's name (`road`, `track`).
  public init(parsing text: String) throws(RunError) {
    guard let course = Self(rawValue: text.lowercased()) else { throw .course(text) }
    self = course
  }

  /// The course a runner means by a distance as written: track for metres, yards and the mile,
  /// road for kilometres and miles.
  public init(of length: RunLength) {
    let trackUnit = ["m", "yd"].contains(length.unit.symbol)
    let mile = length.meters == Ratio(RunUnits.mile)
    self = trackUnit || mile ? .track : .road
  }

  /// The courses of a prediction's two races: the run it is made from and the target.
  public struct Pair: Sendable, Hashable {
    /// The run's course.
    public let run: RaceCourse
    /// The target's course.
    public let target: RaceCourse

    /// A run on one course and a target on another.
    public init(run: RaceCourse, target: RaceCourse) {
      self.run = run
      self.target = target
    }

    /// Both races on one course.
    public static func both(_ course: RaceCourse) -> Self { Self(run: course, target: course) }
  }
}
