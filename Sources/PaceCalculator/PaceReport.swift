public import PickerCore

/// What the pace calculator is asked: two of distance, time and pace (or a speed for the pace),
/// as the wheels write them, with the split, the prediction model and the prediction targets.
///
/// Every member is text a person reads or types; the calculator decides every default.
public struct PaceRequest: Sendable, Hashable {
  /// The distance on its unit's wheels (`42.195`).
  public var distance: String?
  /// `m`, `km` (the default), `mi` or `yd`.
  public var distanceUnit: String?
  /// The time (`3:00:00.00`).
  public var time: String?
  /// The pace (`4:16`).
  public var pace: String?
  /// `min/km` (the default) or `min/mi`.
  public var paceUnit: String?
  /// A speed instead of the pace (`12`).
  public var speed: String?
  /// `km/h` (the default) or `mph`.
  public var speedUnit: String?
  /// The split: `km` (the default), `mi`, `400 m`, `0.5 mi`.
  public var split: String?
  /// The prediction model (`average` by default).
  public var model: String?
  /// Riegel's exponent (1.06 by default).
  public var riegelExponent: String?
  /// Distances to predict (every standard race by default).
  public var targets: [String]?
  /// Times to predict a distance for (`1:00:00` by default).
  public var timeTargets: [String]?
  /// `road` or `track`: the course every race is scored on; absent, each distance is scored on
  /// its own (``RaceCourse``: metres, yards and the mile on the track, the rest on the road).
  public var course: String?

  /// Asks for a report.
  public init(
    distance: String? = nil, distanceUnit: String? = nil, time: String? = nil,
    pace: String? = nil, paceUnit: String? = nil, speed: String? = nil, speedUnit: String? = nil,
    split: String? = nil, model: String? = nil, riegelExponent: String? = nil,
    targets: [String]? = nil, timeTargets: [String]? = nil, course: String? = nil
  ) {
    self.distance = distance
    self.distanceUnit = distanceUnit
    self.time = time
    self.pace = pace
    self.paceUnit = paceUnit
    self.speed = speed
    self.speedUnit = speedUnit
    self.split = split
    self.model = model
    self.riegelExponent = riegelExponent
    self.targets = targets
    self.timeTargets = timeTargets
    self.course = course
  }
}

extension PaceRequest {
  /// The pace's unit: min/km unless named.
  var paceUnitOrDefault: String { paceUnit ?? "min/km" }
  /// The speed's unit: km/h unless named.
  var speedUnitOrDefault: String { speedUnit ?? "km/h" }
  /// The unit the runner reads paces and speeds in: the speed's when a speed is given, or when
  /// only a speed unit is named (a pace solved for a runner who thinks in mph); else the pace's.
  var readsPaceIn: String {
    speed != nil || (paceUnit == nil && speedUnit != nil) ? speedUnitOrDefault : paceUnitOrDefault
  }
}

/// The whole pace report, as a page or a program reads it: the run solved, its splits, and
/// predictions by every model, each written as runners write it.
///
/// Its text is in the reader's digits and decimal sign (`42,195 km` in de_DE, `٤٢٫١٩٥ km` in
/// ar_EG); its numbers (`distanceKm`, `timeSeconds`) and the request's values stay canonical.
public struct PaceReport: Sendable, Hashable {
  /// The distance in the runner's unit (`42.195 km`, `26.219 mi`).
  public let distance: String
  /// The distance in kilometres, to thousandths.
  public let distanceKm: ExactNumber
  /// The distance in miles, to thousandths.
  public let distanceMi: ExactNumber
  /// The time to hundredths (`3:00:00.00`).
  public let time: String
  /// The time in seconds, exact to millionths.
  public let timeSeconds: ExactNumber
  /// The pace per kilometre, to tenths (`4:16.0`).
  public let pacePerKm: String
  /// The pace per mile, to tenths.
  public let pacePerMi: String
  /// The speed in km/h, to thousandths.
  public let speedKmh: ExactNumber
  /// The speed in mph, to thousandths.
  public let speedMph: ExactNumber
  /// The distance in both units, the runner's first is last: `42.195 km = 26.219 mi`.
  public let distanceLine: String
  /// The pace in both units, the runner's first: `4:16.0 /km, 6:51.9 /mi`.
  public let paceLine: String
  /// The speed in both units, the runner's first: `14.065 km/h, 8.74 mph`.
  public let speedLine: String
  /// One line to say: the pace in the runner's unit and the time.
  public let summary: String
  /// The split asked for (`1 km`).
  public let split: String
  /// Every split.
  public let splits: [SplitRow]
  /// The prediction model chosen.
  public let model: String
  /// Its name.
  public let modelName: String
  /// Riegel's exponent used.
  public let riegelExponent: String
  /// Daniels' VDOT of the run, to tenths, where the model is fitted.
  public let vdot: ExactNumber?
  /// The VDOT as the reader writes numbers (`49,8`), with it.
  public let vdotText: String?
  /// Purdy points of the run, where the tables reach.
  public let purdyPoints: ExactNumber?
  /// The points as the reader writes numbers, with them.
  public let purdyPointsText: String?
  /// The course the run's Purdy points are scored on, `road` or `track` (the request's
  /// `course`, else the run's distance's own); absent with the points.
  public let purdyCourse: String?
  /// The run outside a model's fitted range, a sentence each; empty when none.
  ///
  /// `Riegel's formula is fitted to races of about 3.5 to 230 minutes; the run (800 m in
  /// 2:10.00) is outside it`. The models are the chosen one's, every averaged model's for the
  /// average. Said here once rather than on every row; a row's own warnings are about its
  /// target.
  public let warnings: [String]
  /// A prediction for each distance target.
  public let predictions: [PredictionRow]
  /// A prediction for each time target.
  public let timePredictions: [PredictionRow]

  /// One split.
  public struct SplitRow: Sendable, Hashable {
    /// Its number, from 1.
    public let number: Int
    /// The number as the reader writes numbers (`1`, `١`).
    public let numberText: String
    /// Covered at the split's end, in the split's unit: `3 mi`.
    public let distance: String
    /// The split's own length: `1 mi`, or `0.219 mi` when partial.
    public let length: String
    /// Whether it is the shorter last one.
    public let partial: Bool
    /// The split's time, as a runner writes it (`4:16.34`, `16.34` under a minute).
    public let split: String
    /// The time so far, likewise.
    public let elapsed: String
  }

  /// One prediction.
  public struct PredictionRow: Sendable, Hashable {
    /// What was asked: `5K`, `15 km`, `1:00:00`.
    public let target: String
    /// The distance predicted or asked, in the runner's unit.
    public let distance: String
    /// In kilometres.
    public let distanceKm: ExactNumber
    /// In miles.
    public let distanceMi: ExactNumber
    /// The time predicted or asked, to tenths.
    public let time: String
    /// The pace per kilometre.
    public let pacePerKm: String
    /// The pace per mile.
    public let pacePerMi: String
    /// The pace in the runner's unit (`4:16.0 /km`); empty without a prediction.
    public let pace: String
    /// Each model's answer (a time for a distance, a distance for a time); null where a model
    /// has none.
    public let models: [String: String?]
    /// The course the target is scored on, `road` or `track` (the form of its Purdy points).
    public let course: String
    /// The target outside a model's fitted range, a sentence each; empty when none.
    ///
    /// `Cameron's model is fitted to races from 400 m to the marathon; the target (100 km in
    /// 9:47:04.9) is outside it`: the target as that model predicts it. The models are the
    /// chosen one's, every averaged model's for the average; the run's own warnings are the
    /// report's.
    public let warnings: [String]
  }

  /// How a prediction's row is written: the model chosen, the runner's units and signs.
  private struct Writing {
    let model: PredictionModel
    let imperial: Bool
    let perMile: Bool
    let symbols: NumberSymbols
  }

  /// The pace from `pace` or `speed`, whichever was given (both is refused).
  private static func pace(_ request: PaceRequest) throws(RunError) -> Ratio? {
    switch (request.pace, request.speed) {
    case (.some, .some): throw .paceAndSpeed
    case (let text?, nil):
      let unit = try RunUnits.pace(named: request.paceUnitOrDefault)
      return try RunInputs.read("pace", text, on: RunInputs.pace(), in: unit)
    case (nil, let text?):
      let unit = try RunUnits.speed(named: request.speedUnitOrDefault)
      let speed = try RunInputs.read("speed", text, on: RunInputs.speed(), in: unit)
      guard speed.isPositive else { throw .notPositive("speed", speed.shown) }
      return speed.reciprocal
    case (nil, nil): return nil
    }
  }

  private static func row(of split: Split, every length: RunLength, symbols: NumberSymbols)
    -> SplitRow
  {
    let unit = length.unit
    return SplitRow(
      number: split.number, numberText: symbols.written(String(split.number)),
      distance:
        "\(RunText.amount(split.distance.amount(in: unit), symbols: symbols)) \(unit.symbol)",
      length: "\(RunText.amount(split.length.amount(in: unit), symbols: symbols)) \(unit.symbol)",
      partial: split.isPartial, split: RunText.lap(split.time, symbols: symbols),
      elapsed: RunText.lap(split.elapsed, symbols: symbols))
  }

  private static func row(of prediction: Prediction, _ writing: Writing) -> PredictionRow {
    let (model, imperial, perMile, symbols) = (
      writing.model, writing.imperial, writing.perMile, writing.symbols
    )
    let chosen = prediction.performance(by: model)
    let target: String
    switch prediction.target {
    case .distance(let length): target = length.text(symbols)
    case .time(let seconds): target = RunText.duration(seconds, places: 0, symbols: symbols)
    }
    var models: [String: String?] = [:]
    for model in PredictionModel.allCases {
      // updateValue keeps a model with no answer as null (a nil subscript would drop the key).
      models.updateValue(
        prediction.performance(by: model).map { performance in
          switch prediction.target {
          case .distance: RunText.duration(performance.seconds, places: 1, symbols: symbols)
          case .time: shown(performance.metres, imperial: imperial, symbols: symbols)
          }
        }, forKey: model.rawValue)
    }
    let pace = chosen.map { $0.seconds / $0.metres }
    let perKm = pace.map {
      RunText.duration($0.amount(in: RunUnits.perKilometre), places: 1, symbols: symbols)
    }
    let perMi = pace.map {
      RunText.duration($0.amount(in: RunUnits.perMile), places: 1, symbols: symbols)
    }
    let warnings = model.ranges(leavingOut: prediction.race(by:)).map { range in
      RangeWarning(
        range: range, subject: .target,
        performance: written(
          prediction, by: range.model, asked: target, imperial: imperial, symbols: symbols)
      ).text(symbols)
    }
    return PredictionRow(
      target: target,
      distance: chosen.map { shown($0.metres, imperial: imperial, symbols: symbols) } ?? "",
      distanceKm: chosen.map { $0.metres.amount(in: RunUnits.kilometres).rounded(places: 3) } ?? 0,
      distanceMi: chosen.map { $0.metres.amount(in: RunUnits.miles).rounded(places: 3) } ?? 0,
      time: chosen.map { RunText.duration($0.seconds, places: 1, symbols: symbols) } ?? "",
      pacePerKm: perKm ?? "", pacePerMi: perMi ?? "",
      pace: (perMile ? perMi.map { "\($0) /mi" } : perKm.map { "\($0) /km" }) ?? "",
      models: models, course: prediction.course.rawValue, warnings: warnings)
  }

  /// A target as a model runs it: `marathon in 3:30:50.1`, `0.848 km in 3:00`, or the target
  /// alone where the model has no answer.
  private static func written(
    _ prediction: Prediction, by model: PredictionModel, asked target: String, imperial: Bool,
    symbols: NumberSymbols
  ) -> String {
    guard let answer = prediction.performance(by: model) else { return target }
    switch prediction.target {
    case .distance:
      return "\(target) in \(RunText.duration(answer.seconds, places: 1, symbols: symbols))"
    case .time:
      return "\(shown(answer.metres, imperial: imperial, symbols: symbols)) in \(target)"
    }
  }

  /// Metres as a runner reads them: `42.195 km`, or `26.219 mi` for a runner in miles.
  static func shown(_ metres: Ratio, imperial: Bool, symbols: NumberSymbols) -> String {
    let unit = imperial ? RunUnits.miles : RunUnits.kilometres
    return "\(RunText.amount(metres.amount(in: unit), symbols: symbols)) \(unit.symbol)"
  }

}

extension PaceReport {
  /// Solves a request, its lines in a reader's signs (`.` and 0-9 by default); a refusal says
  /// what was wrong and what is allowed.
  public init(_ request: PaceRequest, symbols: NumberSymbols = .canonical) throws(RunError) {
    let unit = try RunUnits.distance(named: request.distanceUnit ?? "km")
    let run = try RunCalculator(
      distance: try request.distance.map { (text) throws(RunError) in
        try RunInputs.read("distance", text, on: RunInputs.distance(unit: unit.symbol), in: unit)
      },
      time: try request.time.map { (text) throws(RunError) in
        Ratio(try RunInputs.read("time", text, on: RunInputs.time()))
      },
      pace: try Self.pace(request))
    let split = try RunLength(parsing: request.split ?? "km") { .badSplit($0) }
    let model = try PredictionModel(parsing: request.model ?? "average")
    let predictor = try RacePredictor(
      riegelExponent: try request.riegelExponent.map { (text) throws(RunError) in
        guard let wheels = try? RunInputs.exponent(),
          let exponent = try? wheels.accept(text).value.exactNumber
        else { throw RunError.exponent(text) }
        return exponent
      } ?? RacePredictor.standardExponent,
      course: try request.course.map { (text) throws(RunError) in try RaceCourse(parsing: text) })
    // The run as the runner wrote it, in its unit: its course and how a warning names it.
    let runLength = RunLength(amount: run.distance.amount(in: unit).rounded(places: 6), unit: unit)
    let runCourse = predictor.course(of: runLength)
    // Distances in the unit the run was given in; paces and speeds in the pace's or speed's.
    let imperial = RunSystem(unit: unit.symbol) == .imperial
    let perMile = RunSystem(unit: request.readsPaceIn) == .imperial
    // Counted before any is read, so a body of 100,000 targets costs nothing to refuse.
    let asked = (request.targets?.count ?? 0) + (request.timeTargets?.count ?? 0)
    guard asked <= RunError.targetLimit else { throw .tooManyTargets(asked) }
    var targets: [PredictionTarget] = []
    for text in request.targets ?? PaceStarts.standard.targets {
      targets.append(.distance(try RunLength(parsing: text) { .badTarget($0) }))
    }
    var times: [PredictionTarget] = []
    for text in request.timeTargets ?? PaceStarts.standard.timeTargets {
      times.append(.time(Ratio(try RunInputs.read("time target", text, on: RunInputs.time()))))
    }
    let predictions = try predictor.predictions(from: run, on: runCourse, for: targets + times)
    let scores = RacePredictor.scores(of: run, on: runCourse)
    // A number's exact decimal in the reader's signs.
    let written = { (number: ExactNumber) in symbols.written(number.description) }
    distance = Self.shown(run.distance, imperial: imperial, symbols: symbols)
    distanceKm = try run.distance(in: RunUnits.kilometres).rounded(places: 3)
    distanceMi = try run.distance(in: RunUnits.miles).rounded(places: 3)
    time = RunText.duration(run.time, places: 2, symbols: symbols)
    timeSeconds = run.time.rounded(places: 6)
    pacePerKm = RunText.duration(
      try run.pace(in: RunUnits.perKilometre), places: 1, symbols: symbols)
    pacePerMi = RunText.duration(try run.pace(in: RunUnits.perMile), places: 1, symbols: symbols)
    speedKmh = try run.speed(in: RunUnits.kilometresPerHour).rounded(places: 3)
    speedMph = try run.speed(in: RunUnits.milesPerHour).rounded(places: 3)
    distanceLine = "\(written(distanceKm)) km = \(written(distanceMi)) mi"
    paceLine = perMile ? "\(pacePerMi) /mi, \(pacePerKm) /km" : "\(pacePerKm) /km, \(pacePerMi) /mi"
    speedLine =
      perMile
      ? "\(written(speedMph)) mph, \(written(speedKmh)) km/h"
      : "\(written(speedKmh)) km/h, \(written(speedMph)) mph"
    summary =
      (perMile ? "Pace \(pacePerMi) per mile" : "Pace \(pacePerKm) per km") + ", time \(time)"
    self.split = split.text(symbols)
    splits = try run.splits(every: split.meters).map {
      Self.row(of: $0, every: split, symbols: symbols)
    }
    self.model = model.rawValue
    modelName = model.name
    riegelExponent = written(predictor.riegelExponent)
    vdot = scores.vdot.flatMap { Ratio(modelAnswer: $0)?.rounded(places: 1) }
    vdotText = vdot.map(written)
    purdyPoints = scores.purdyPoints.flatMap { Ratio(modelAnswer: $0)?.rounded(places: 0) }
    purdyPointsText = purdyPoints.map(written)
    purdyCourse = scores.purdyPoints.map { _ in runCourse.rawValue }
    let ranRun = "\(runLength.text(symbols)) in \(RunText.lap(run.time, symbols: symbols))"
    warnings = model.ranges { _ in (run.distance.double, run.time.double) }.map {
      RangeWarning(range: $0, subject: .run, performance: ranRun).text(symbols)
    }
    let writing = Writing(model: model, imperial: imperial, perMile: perMile, symbols: symbols)
    self.predictions = predictions.prefix(targets.count).map { Self.row(of: $0, writing) }
    timePredictions = predictions.dropFirst(targets.count).map { Self.row(of: $0, writing) }
  }
}

/// Exact changes of unit for the calculator's wheels: the amount read on the wheels of one
/// unit, converted exactly, then landed on the nearest value the other unit's wheels hold.
public enum RunConversions {
  /// A converted amount: as the target unit's wheels hold it, `.` and 0-9 (`26.219`, what a
  /// request sends back), and in a reader's signs (`26,219` in de_DE).
  public struct Converted: Sendable, Equatable {
    public let canonical: String
    public let written: String
  }

  /// A distance in another unit: `42.195` km is `26.219` mi (not 42.195 mi).
  ///
  /// The amount is read in the reader's signs as well as `.` and 0-9.
  public static func distance(
    _ text: String, from: String, to: String, symbols: NumberSymbols = .canonical
  ) throws(RunError) -> Converted {
    let from = try RunUnits.distance(named: from)
    let to = try RunUnits.distance(named: to)
    return try converted(
      text, from: from, to: to, symbols: symbols,
      reading: try RunInputs.distance(unit: from.symbol, symbols: symbols),
      landing: { (symbols) throws(RunError) in
        try RunInputs.distance(unit: to.symbol, symbols: symbols)
      },
      writing: { RunText.amount(Ratio($0), places: 6) })
  }

  /// A pace or speed in another pace or speed unit: `5:00` min/km is `8:02.80` min/mi and
  /// `12` km/h.
  public static func pace(
    _ text: String, from: String, to: String, symbols: NumberSymbols = .canonical
  ) throws(RunError) -> Converted {
    let from = try RunUnits.paceOrSpeed(named: from)
    let to = try RunUnits.paceOrSpeed(named: to)
    return try converted(
      text, from: from, to: to, symbols: symbols, reading: try wheels(for: from, symbols: symbols),
      landing: { (symbols) throws(RunError) in try wheels(for: to, symbols: symbols) },
      writing: { value in
        to.dimension == .pace
          ? RunText.duration(Ratio(value), places: 2) : RunText.amount(Ratio(value), places: 2)
      })
  }

  private static func wheels(for unit: ExactUnit, symbols: NumberSymbols) throws(RunError)
    -> PatternPicker
  {
    unit.dimension == .pace
      ? try RunInputs.pace(symbols: symbols) : try RunInputs.speed(symbols: symbols)
  }

  /// The amount read on its unit's wheels, converted exactly, and landed on the target unit's
  /// wheels (nearest), canonical and in the reader's signs.
  private static func converted(
    _ text: String, from: ExactUnit, to: ExactUnit, symbols: NumberSymbols,
    reading: PatternPicker, landing: (NumberSymbols) throws(RunError) -> PatternPicker,
    writing: (ExactNumber) -> String
  ) throws(RunError) -> Converted {
    let amount: ExactNumber
    do { amount = try reading.accept(reading.symbols.canonical(text)).value.exactNumber } catch {
      throw .conversion("\(error)")
    }
    let value: ExactNumber
    do { value = try ExactConversion.convert(amount, from: from, to: to).value } catch {
      throw .conversion("\(error)")
    }
    let canonical = try landing(.canonical)
    let written = symbols.isCanonical ? canonical : try landing(symbols)
    do {
      return Converted(
        canonical: try canonical.answer(writing(value), nearest: true).written,
        written: try written.answer(writing(value), nearest: true).written)
    } catch {
      throw .conversion("\(error)")
    }
  }
}
