public import PickerCore

/// A run the calculator refuses, with a message that says what is allowed.
public enum RunError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Zero or negative where only positive makes sense.
  case notPositive(String, ExactNumber)
  /// A unit the calculator does not use here.
  case unit(String)
  /// A split that is not km, mi or a distance with its unit.
  case badSplit(String)
  /// A split so short the run would have more splits than a table shows.
  case tooManySplits(Int)
  /// Too many repetitions.
  case repetitions(Int)
  /// All of distance, time and pace (or speed) were given: nothing is left to solve.
  case allThree
  /// Fewer than two of distance, time and pace were given.
  case fewerThanTwo
  /// Both a pace and a speed were given: they are one quantity.
  case paceAndSpeed
  /// A target distance that is not a race name or a distance with its unit.
  case badTarget(String)
  /// More targets than a prediction table takes.
  case tooManyTargets(Int)
  /// A prediction model the calculator does not know.
  case model(String)
  /// A Riegel exponent outside the range the formula is used with.
  case exponent(String)
  /// A course that is neither road nor track.
  case course(String)
  /// A value its wheels refuse, with the wheels' reason: the field's name and the message.
  case field(String, String)
  /// A recovery that is neither a rest nor a jog.
  case recovery(String)
  /// A jog recovery without its distance or pace.
  case jogNeedsDistanceAndPace
  /// A change of unit the wheels or the units refuse, with their message.
  case conversion(String)

  /// The most splits one run is cut into.
  public static let splitLimit = 1_000
  /// The most targets (distances and times together) one prediction takes.
  public static let targetLimit = 30

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .notPositive(let name, let value): "the \(name) must be above 0, got \(value)"
    case .unit(let symbol):
      "\(symbol) is not a unit for this: use m, km, mi or yd; min/km or min/mi; km/h or mph"
    case .badSplit(let text):
      "splits are per km, per mi or per a distance with its unit (400 m, 0.5 mi), got \(Echo.shown(text))"
    case .tooManySplits(let count):
      "a split that short cuts the run into \(count) splits; up to \(Self.splitLimit) are shown,"
        + " so choose a longer split"
    case .repetitions(let count): "repetitions must be 1-100, got \(count)"
    case .allThree:
      "give two of distance, time and pace (or speed), not all three: leave out the one to solve"
    case .fewerThanTwo: "give two of distance, time and pace (or speed)"
    case .paceAndSpeed: "give a pace or a speed, not both: they are one quantity"
    case .badTarget(let text):
      "a target is a race (mile, 5K, 10K, half marathon, marathon) or a distance with its unit"
        + " (15 km, 3000 m, 26.2 mi), got \(Echo.shown(text))"
    case .tooManyTargets(let count):
      "up to \(Self.targetLimit) prediction targets, got \(count)"
    case .model(let text):
      "the prediction model is riegel, cameron, purdy, vo2max or average, got \(Echo.shown(text))"
    case .exponent(let text): "the Riegel exponent must be 1.00-1.20, got \(Echo.shown(text))"
    case .course(let text):
      "the course is road or track (leave it out to go by each distance), got \(Echo.shown(text))"
    case .field(let name, let message): "\(name): \(message)"
    case .recovery(let text):
      "recovery is "
        + IntervalWorkout.RecoveryKind.allCases.map { $0.rawValue }.joined(separator: " or ")
        + ", got \(Echo.shown(text))"
    case .jogNeedsDistanceAndPace: "a jog recovery needs recoveryDistance and recoveryPace"
    case .conversion(let message): message
    }
  }
}
