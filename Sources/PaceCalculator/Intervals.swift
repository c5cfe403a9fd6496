public import Foundation

/// An interval session: repetitions of a distance at a pace, with recoveries between them.
public struct IntervalWorkout: Sendable, Hashable {
  /// What a recovery is.
  public enum Recovery: Sendable, Hashable {
    /// Standing or walking for some seconds.
    case time(Decimal)
    /// Jogging a distance (metres) at a pace (seconds per km).
    case distance(Decimal, pace: Decimal)
  }

  /// How many repetitions.
  public let repetitions: Int
  /// Each repetition's distance in metres.
  public let distance: Decimal
  /// Each repetition's pace in seconds per km.
  public let pace: Decimal
  /// The recovery after each repetition but the last.
  public let recovery: Recovery

  /// Creates a workout; counts and distances must be positive.
  public init(repetitions: Int, distance: Decimal, pace: Decimal, recovery: Recovery)
    throws(RunError)
  {
    guard (1...100).contains(repetitions) else { throw .repetitions(repetitions) }
    guard distance > 0 else { throw .notPositive("distance", distance) }
    guard pace > 0 else { throw .notPositive("pace", pace) }
    self.repetitions = repetitions
    self.distance = distance
    self.pace = pace
    self.recovery = recovery
  }

  /// The session's total distance in metres, recoveries included.
  public var totalDistance: Decimal {
    let recoveries = Decimal(repetitions - 1)
    guard case .distance(let jog, _) = recovery else { return Decimal(repetitions) * distance }
    return Decimal(repetitions) * distance + recoveries * jog
  }

  /// The session's total time in seconds, recoveries included.
  public var totalTime: Decimal {
    let work = Decimal(repetitions) * distance * pace / 1_000
    let recoveries = Decimal(repetitions - 1)
    switch recovery {
    case .time(let seconds): return work + recoveries * seconds
    case .distance(let jog, let jogPace): return work + recoveries * jog * jogPace / 1_000
    }
  }

  /// The average pace over the session's distance, seconds per km (a standing recovery adds
  /// time but no distance).
  public var averagePace: Decimal { totalTime * 1_000 / totalDistance }
}
