public import PickerCore

/// An interval session: repetitions of a distance at a pace, with recoveries between them.
public struct IntervalWorkout: Sendable {
  /// What a recovery is.
  public enum Recovery: Sendable {
    /// Standing or walking for some seconds.
    case time(Ratio)
    /// Jogging a distance (metres) at a pace (seconds per metre).
    case distance(Ratio, pace: Ratio)
  }

  /// The kinds of recovery a request names, in the order a person is offered them.
  public enum RecoveryKind: String, Sendable, CaseIterable {
    /// Standing or walking for a time.
    case rest
    /// Jogging a distance at a pace.
    case jog

    /// The kind as a person chooses it.
    public var name: String {
      switch self {
      case .rest: "standing or walking, for a time"
      case .jog: "jogging a distance"
      }
    }
  }

  /// The most repetitions a session holds.
  public static let repetitionLimit = 100

  /// How many repetitions.
  public let repetitions: Int
  /// Each repetition's distance in metres.
  public let distance: Ratio
  /// Each repetition's pace in seconds per metre.
  public let pace: Ratio
  /// The recovery after each repetition but the last.
  public let recovery: Recovery

  /// Creates a workout; counts, distances and paces must be positive.
  public init(repetitions: Int, distance: Ratio, pace: Ratio, recovery: Recovery)
    throws(RunError)
  {
    guard (1...Self.repetitionLimit).contains(repetitions) else {
      throw .repetitions(repetitions)
    }
    guard distance.isPositive else { throw .notPositive("distance", distance.shown) }
    guard pace.isPositive else { throw .notPositive("pace", pace.shown) }
    switch recovery {
    case .time(let seconds):
      guard seconds.isPositive || seconds.isZero else {
        throw .notPositive("recovery", seconds.shown)
      }
    case .distance(let jog, let jogPace):
      guard jog.isPositive else { throw .notPositive("recovery distance", jog.shown) }
      guard jogPace.isPositive else { throw .notPositive("recovery pace", jogPace.shown) }
    }
    self.repetitions = repetitions
    self.distance = distance
    self.pace = pace
    self.recovery = recovery
  }

  /// One repetition's time in seconds.
  public var repetitionTime: Ratio { distance * pace }

  /// One recovery's time in seconds.
  public var recoveryTime: Ratio {
    switch recovery {
    case .time(let seconds): seconds
    case .distance(let jog, let jogPace): jog * jogPace
    }
  }

  /// One recovery's distance in metres (zero when standing).
  public var recoveryDistance: Ratio {
    guard case .distance(let jog, _) = recovery else { return Ratio(0) }
    return jog
  }

  /// The session's total distance in metres, recoveries included.
  public var totalDistance: Ratio {
    Ratio(repetitions) * distance + Ratio(repetitions - 1) * recoveryDistance
  }

  /// The session's total time in seconds, recoveries included.
  public var totalTime: Ratio {
    Ratio(repetitions) * repetitionTime + Ratio(repetitions - 1) * recoveryTime
  }

  /// The average pace over the session's distance, seconds per metre (a standing recovery adds
  /// time but no distance).
  public var averagePace: Ratio { totalTime / totalDistance }
}
