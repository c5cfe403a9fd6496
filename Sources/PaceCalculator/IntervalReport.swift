public import PickerCore

/// What an interval session is asked: repetitions of a distance at a pace, and the recovery
/// between them, each as its wheels write it.
public struct IntervalRequest: Sendable, Hashable {
  /// `1`-`100`.
  public var repetitions: String
  /// One repetition's distance.
  public var distance: String
  /// `m` (the default), `km`, `mi` or `yd`.
  public var distanceUnit: String?
  /// The repetitions' pace.
  public var pace: String
  /// `min/km` (the default) or `min/mi`.
  public var paceUnit: String?
  /// `rest` (standing for `recoveryTime`, the default) or `jog` (`recoveryDistance` at
  /// `recoveryPace`).
  public var recovery: String?
  /// A rest's time (none by default).
  public var recoveryTime: String?
  /// A jog's distance.
  public var recoveryDistance: String?
  /// Its unit (the repetitions' by default).
  public var recoveryDistanceUnit: String?
  /// A jog's pace.
  public var recoveryPace: String?

  /// Asks for a session.
  public init(
    repetitions: String, distance: String, distanceUnit: String? = nil, pace: String,
    paceUnit: String? = nil, recovery: String? = nil, recoveryTime: String? = nil,
    recoveryDistance: String? = nil, recoveryDistanceUnit: String? = nil,
    recoveryPace: String? = nil
  ) {
    self.repetitions = repetitions
    self.distance = distance
    self.distanceUnit = distanceUnit
    self.pace = pace
    self.paceUnit = paceUnit
    self.recovery = recovery
    self.recoveryTime = recoveryTime
    self.recoveryDistance = recoveryDistance
    self.recoveryDistanceUnit = recoveryDistanceUnit
    self.recoveryPace = recoveryPace
  }
}

/// An interval session as a page or a program reads it: each repetition and recovery with the
/// time so far, the totals and the average pace.
///
/// Its text is in the reader's digits and decimal sign (`6 × 800 m at 3:45,0 /km` in de_DE);
/// its numbers stay canonical.
public struct IntervalReport: Sendable, Hashable {
  /// `6 × 800 m at 3:45.0 /km, 2:00 rest`.
  public let summary: String
  /// One repetition's time.
  public let repetitionTime: String
  /// One recovery's time.
  public let recoveryTime: String
  /// The whole distance in the runner's unit.
  public let totalDistance: String
  /// The total in both units: `6.4 km = 3.977 mi`.
  public let distanceLine: String
  /// In kilometres.
  public let totalDistanceKm: ExactNumber
  /// In miles.
  public let totalDistanceMi: ExactNumber
  /// The whole time.
  public let totalTime: String
  /// The average pace per kilometre.
  public let averagePacePerKm: String
  /// The average pace per mile.
  public let averagePacePerMi: String
  /// The average pace in the session's pace unit (`3:58.6 /km`).
  public let averagePace: String
  /// Every repetition and recovery, in order.
  public let rows: [Row]

  /// One repetition or recovery.
  public struct Row: Sendable, Hashable {
    /// `1`, … for repetitions; empty for recoveries.
    public let repetition: String
    /// `800 m at 3:45.0 /km`, `2:00 rest`, `400 m jog at 6:00.0 /km`.
    public let part: String
    /// Its time, as a runner writes a lap (`2:59.00`, `35.00`).
    public let time: String
    /// The time so far, likewise.
    public let elapsed: String
  }
}

extension IntervalReport {
  /// Works out a session, its text in a reader's signs (`.` and 0-9 by default); a refusal
  /// says what was wrong and what is allowed.
  public init(_ input: IntervalRequest, symbols: NumberSymbols = .canonical) throws(RunError) {
    let unit = try RunUnits.distance(named: input.distanceUnit ?? "m")
    let paceUnit = try RunUnits.pace(named: input.paceUnit ?? "min/km")
    let count = try RunInputs.read("repetitions", input.repetitions, on: RunInputs.repetitions())
    let distance = try RunInputs.read(
      "distance", input.distance, on: RunInputs.distance(unit: unit.symbol), in: unit)
    let pace = try RunInputs.read("pace", input.pace, on: RunInputs.pace(), in: paceUnit)
    let recovery: IntervalWorkout.Recovery
    var kind = IntervalWorkout.RecoveryKind.rest
    if let named = input.recovery {
      guard let known = IntervalWorkout.RecoveryKind(rawValue: named) else {
        throw .recovery(named)
      }
      kind = known
    }
    switch kind {
    case .rest:
      recovery = .time(
        Ratio(
          try RunInputs.read("recovery time", input.recoveryTime ?? "0", on: RunInputs.time())))
    case .jog:
      let jogUnit = try RunUnits.distance(named: input.recoveryDistanceUnit ?? unit.symbol)
      guard let jog = input.recoveryDistance, let jogPace = input.recoveryPace else {
        throw .jogNeedsDistanceAndPace
      }
      recovery = .distance(
        try RunInputs.read(
          "recovery distance", jog, on: RunInputs.distance(unit: jogUnit.symbol), in: jogUnit),
        pace: try RunInputs.read("recovery pace", jogPace, on: RunInputs.pace(), in: paceUnit))
    }
    let workout = try IntervalWorkout(
      repetitions: count.wholeNumber ?? 0, distance: distance, pace: pace,
      recovery: recovery)
    self = Self.report(
      workout, unit: unit, paceUnit: paceUnit, symbols: symbols)
  }

  /// `3:45.0 /km`.
  private static func paceText(_ pace: Ratio, _ unit: ExactUnit, _ symbols: NumberSymbols)
    -> String
  {
    RunText.duration(pace.amount(in: unit), places: 1, symbols: symbols)
      + " /\(RunSystem(unit: unit.symbol).distance)"
  }

  private static func report(
    _ workout: IntervalWorkout, unit: ExactUnit, paceUnit: ExactUnit, symbols: NumberSymbols
  ) -> IntervalReport {
    let amount = { (length: Ratio, unit: ExactUnit) in
      "\(RunText.amount(length.amount(in: unit), symbols: symbols)) \(unit.symbol)"
    }
    let lap = { (seconds: Ratio) in RunText.lap(seconds, symbols: symbols) }
    let duration = { (seconds: Ratio, places: Int) in
      RunText.duration(seconds, places: places, symbols: symbols)
    }
    let length = amount(workout.distance, unit)
    let pace = paceText(workout.pace, paceUnit, symbols)
    let rest: String
    switch workout.recovery {
    case .time(let seconds): rest = "\(duration(seconds, 0)) rest"
    case .distance(let jog, let jogPace):
      rest = "\(amount(jog, unit)) jog at " + paceText(jogPace, paceUnit, symbols)
    }
    var rows: [Row] = []
    var elapsed = Ratio(0)
    for number in 1...workout.repetitions {
      elapsed = elapsed + workout.repetitionTime
      rows.append(
        Row(
          repetition: symbols.written(String(number)), part: "\(length) at \(pace)",
          time: lap(workout.repetitionTime), elapsed: lap(elapsed)))
      guard number < workout.repetitions else { break }
      elapsed = elapsed + workout.recoveryTime
      rows.append(
        Row(repetition: "", part: rest, time: lap(workout.recoveryTime), elapsed: lap(elapsed)))
    }
    let imperial =
      RunSystem(unit: unit.symbol) == .imperial || RunSystem(unit: paceUnit.symbol) == .imperial
    let shownUnit = imperial ? RunUnits.miles : RunUnits.kilometres
    let totalKm = workout.totalDistance.amount(in: RunUnits.kilometres).rounded(places: 3)
    let totalMi = workout.totalDistance.amount(in: RunUnits.miles).rounded(places: 3)
    return IntervalReport(
      summary:
        "\(symbols.written(String(workout.repetitions))) × \(length) at \(pace), \(rest)",
      repetitionTime: duration(workout.repetitionTime, 2),
      recoveryTime: duration(workout.recoveryTime, 2),
      totalDistance: amount(workout.totalDistance, shownUnit),
      distanceLine:
        "\(symbols.written(totalKm.description)) km = \(symbols.written(totalMi.description)) mi",
      totalDistanceKm: totalKm, totalDistanceMi: totalMi,
      totalTime: duration(workout.totalTime, 2),
      averagePacePerKm: duration(workout.averagePace.amount(in: RunUnits.perKilometre), 1),
      averagePacePerMi: duration(workout.averagePace.amount(in: RunUnits.perMile), 1),
      averagePace: paceText(workout.averagePace, paceUnit, symbols),
      rows: rows)
  }
}
