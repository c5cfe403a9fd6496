import Foundation
import Hummingbird
import PaceCalculator
import PickerKit

/// The pace calculator's API: any two of distance, time and pace (or speed) give the rest,
/// with splits and predictions; interval sessions; exact unit changes for the page's wheels.
enum PaceRoutes {
  struct PaceInput: Codable, Sendable {
    var distance: String?
    var distanceUnit: String?
    var time: String?
    var pace: String?
    var paceUnit: String?
    var speed: String?
    var speedUnit: String?
    var split: String?
    var model: String?
    var riegelExponent: String?
    var targets: [String]?
    var timeTargets: [String]?
  }

  struct PaceResult: Codable, Sendable {
    let distance: String
    let distanceKm: Decimal
    let distanceMi: Decimal
    let time: String
    let timeSeconds: Decimal
    let pacePerKm: String
    let pacePerMi: String
    let speedKmh: Decimal
    let speedMph: Decimal
    let split: String
    let splits: [SplitRow]
    let model: String
    let modelName: String
    let riegelExponent: String
    let vdot: Decimal?
    let purdyPoints: Decimal?
    let predictions: [PredictionRow]
    let timePredictions: [PredictionRow]

    struct SplitRow: Codable, Sendable {
      let number: Int
      /// Covered at the split's end, in the split's unit: `3 mi`.
      let distance: String
      /// The split's own length: `1 mi`, or `0.219 mi` when partial.
      let length: String
      let partial: Bool
      let split: String
      let elapsed: String
    }

    struct PredictionRow: Codable, Sendable {
      /// What was asked: `5K`, `15 km`, `1:00:00`.
      let target: String
      let distance: String
      let distanceKm: Decimal
      let distanceMi: Decimal
      let time: String
      let pacePerKm: String
      let pacePerMi: String
      /// Each model's answer (a time for a distance, a distance for a time); null where a model
      /// has none.
      let models: [String: String?]
    }
  }

  /// POST /api/pace/distance: a distance in another unit, exactly converted, then on that
  /// unit's wheels (the page's km/mi switch, so 42.195 km becomes 26.219 mi, not 42.195 mi).
  struct DistanceInput: Codable, Sendable {
    let distance: String
    let from: String
    let to: String
  }

  struct DistanceAnswer: Codable, Sendable {
    /// As the wheels of `unit` hold it: `26.219`.
    let distance: String
    let unit: String
  }

  /// POST /api/pace/pace: a pace or speed in another pace or speed unit (5:00 /km is 8:02.8 /mi
  /// and 12 km/h), as the target's wheels hold it.
  struct PaceConversionInput: Codable, Sendable {
    let pace: String
    let from: String
    let to: String
  }

  struct PaceConversionAnswer: Codable, Sendable {
    /// As the target unit's wheels hold it: `8:02.8`, `12`.
    let pace: String
    let unit: String
  }

  static func add(to router: Router<AppContext>) {
    router.post("/api/pace") { request, context in
      JSONBody(value: try calculate(try await request.decodeJSON(PaceInput.self, context: context)))
    }
    router.post("/api/pace/distance") { request, context in
      JSONBody(
        value: try convert(try await request.decodeJSON(DistanceInput.self, context: context)))
    }
    router.post("/api/pace/pace") { request, context in
      JSONBody(
        value: try convert(try await request.decodeJSON(PaceConversionInput.self, context: context))
      )
    }
    router.post("/api/pace/intervals") { request, context in
      JSONBody(
        value: try IntervalRoutes.calculate(
          try await request.decodeJSON(IntervalRoutes.Input.self, context: context)))
    }
  }

  static func convert(_ input: PaceConversionInput) throws -> PaceConversionAnswer {
    let from = try paceOrSpeedUnit(input.from)
    let to = try paceOrSpeedUnit(input.to)
    let pace = try converted(
      input.pace, from: from, to: to, reading: try wheels(for: from), landing: try wheels(for: to)
    ) { value in
      to.dimension == .pace
        ? RunText.duration(Ratio(value), places: 2) : RunText.amount(Ratio(value), places: 2)
    }
    return PaceConversionAnswer(pace: pace, unit: to.symbol)
  }

  static func convert(_ input: DistanceInput) throws -> DistanceAnswer {
    let from = try distanceUnit(input.from)
    let to = try distanceUnit(input.to)
    let distance = try converted(
      input.distance, from: from, to: to, reading: try RunInputs.distance(unit: from.symbol),
      landing: try RunInputs.distance(unit: to.symbol)
    ) { RunText.amount(Ratio($0), places: 6) }
    return DistanceAnswer(distance: distance, unit: to.symbol)
  }

  /// A value read on `reading`'s wheels in `from`, converted exactly to `to`, written by
  /// `writing` and landed on `landing`'s wheels (the nearest value they hold), as written.
  private static func converted(
    _ text: String, from: ExactUnit, to: ExactUnit, reading: PatternPicker,
    landing: PatternPicker, writing: (Decimal) -> String
  ) throws -> String {
    do {
      let amount = try reading.accept(text).value.decimal
      let value = try ExactConversion.convert(amount, from: from, to: to).value
      return try landing.answer(writing(value), nearest: true).written
    } catch {
      throw APIError.refused(error)
    }
  }

  static func calculate(_ input: PaceInput) throws -> PaceResult {
    do {
      let unit = try distanceUnit(input.distanceUnit ?? "km")
      let run = try RunCalculator(
        distance: try input.distance.map { text in
          try amount("distance", text, on: RunInputs.distance(unit: unit.symbol), in: unit)
        },
        time: try input.time.map { Ratio(try RunInputs.read("time", $0, on: RunInputs.time())) },
        pace: try pace(input))
      let split = try RunLength(parsing: input.split ?? "km") { .badSplit($0) }
      let model = try PredictionModel(parsing: input.model ?? "average")
      let predictor = try RacePredictor(
        riegelExponent: try input.riegelExponent.map { text in
          do { return try RunInputs.exponent().accept(text).value.decimal } catch {
            throw RunError.exponent(text)
          }
        } ?? RacePredictor.standardExponent)
      let imperial = ["mi", "yd"].contains(unit.symbol)
      // Counted before any is read, so a body of 100,000 targets costs nothing to refuse.
      let asked = (input.targets?.count ?? 0) + (input.timeTargets?.count ?? 0)
      guard asked <= RunError.targetLimit else { throw RunError.tooManyTargets(asked) }
      let targets = try (input.targets ?? Race.allCases.map(\.rawValue)).map { text in
        PredictionTarget.distance(try RunLength(parsing: text) { .badTarget($0) })
      }
      let times = try (input.timeTargets ?? ["1:00:00"]).map { text in
        PredictionTarget.time(Ratio(try RunInputs.read("time target", text, on: RunInputs.time())))
      }
      let predictions = try predictor.predictions(from: run, for: targets + times)
      let scores = RacePredictor.scores(of: run)
      return PaceResult(
        distance: shown(run.distance, imperial: imperial),
        distanceKm: try run.distance(in: RunUnits.kilometres).rounded(places: 3),
        distanceMi: try run.distance(in: RunUnits.miles).rounded(places: 3),
        time: RunText.duration(run.time, places: 2),
        timeSeconds: run.time.rounded(places: 6),
        pacePerKm: RunText.duration(try run.pace(in: RunUnits.perKilometre), places: 1),
        pacePerMi: RunText.duration(try run.pace(in: RunUnits.perMile), places: 1),
        speedKmh: try run.speed(in: RunUnits.kilometresPerHour).rounded(places: 3),
        speedMph: try run.speed(in: RunUnits.milesPerHour).rounded(places: 3),
        split: split.description,
        splits: try run.splits(every: split.meters).map { row(of: $0, every: split) },
        model: model.rawValue, modelName: model.name,
        riegelExponent: "\(predictor.riegelExponent)",
        vdot: scores.vdot.map { Ratio(Decimal($0)).rounded(places: 1) },
        purdyPoints: scores.purdyPoints.map { Ratio(Decimal($0)).rounded(places: 0) },
        predictions: predictions.prefix(targets.count).map {
          row(of: $0, model: model, imperial: imperial)
        },
        timePredictions: predictions.dropFirst(targets.count).map {
          row(of: $0, model: model, imperial: imperial)
        })
    } catch let error as HTTPError {
      throw error
    } catch {
      throw APIError.refused(error)
    }
  }

  /// The pace from `pace` or `speed`, whichever was given (both is refused).
  private static func pace(_ input: PaceInput) throws -> Ratio? {
    switch (input.pace, input.speed) {
    case (.some, .some): throw RunError.paceAndSpeed
    case (let text?, nil):
      let unit = try paceUnit(input.paceUnit ?? "min/km")
      return try amount("pace", text, on: RunInputs.pace(), in: unit)
    case (nil, let text?):
      let unit = try speedUnit(input.speedUnit ?? "km/h")
      let speed = try amount("speed", text, on: RunInputs.speed(), in: unit)
      guard speed.isPositive else { throw RunError.notPositive("speed", speed.decimal) }
      return speed.reciprocal
    case (nil, nil): return nil
    }
  }

  private static func row(of split: Split, every length: RunLength) -> PaceResult.SplitRow {
    PaceResult.SplitRow(
      number: split.number,
      distance: "\(RunText.amount(split.distance.amount(in: length.unit))) \(length.unit.symbol)",
      length: "\(RunText.amount(split.length.amount(in: length.unit))) \(length.unit.symbol)",
      partial: split.isPartial, split: RunText.duration(split.time, places: 2),
      elapsed: RunText.duration(split.elapsed, places: 2))
  }

  private static func row(of prediction: Prediction, model: PredictionModel, imperial: Bool)
    -> PaceResult.PredictionRow
  {
    let chosen = prediction.performance(by: model)
    let target: String
    switch prediction.target {
    case .distance(let length): target = length.description
    case .time(let seconds): target = RunText.duration(seconds, places: 0)
    }
    var models: [String: String?] = [:]
    for model in PredictionModel.allCases {
      // updateValue keeps a model with no answer as null (a nil subscript would drop the key).
      models.updateValue(
        prediction.performance(by: model).map { performance in
          switch prediction.target {
          case .distance: RunText.duration(performance.seconds, places: 1)
          case .time: shown(performance.metres, imperial: imperial)
          }
        }, forKey: model.rawValue)
    }
    let pace = chosen.map { $0.seconds / $0.metres }
    return PaceResult.PredictionRow(
      target: target, distance: chosen.map { shown($0.metres, imperial: imperial) } ?? "",
      distanceKm: chosen.map { $0.metres.amount(in: RunUnits.kilometres).rounded(places: 3) } ?? 0,
      distanceMi: chosen.map { $0.metres.amount(in: RunUnits.miles).rounded(places: 3) } ?? 0,
      time: chosen.map { RunText.duration($0.seconds, places: 1) } ?? "",
      pacePerKm: pace.map { RunText.duration($0.amount(in: RunUnits.perKilometre), places: 1) }
        ?? "",
      pacePerMi: pace.map { RunText.duration($0.amount(in: RunUnits.perMile), places: 1) } ?? "",
      models: models)
  }

  /// Metres as a runner reads them: `42.195 km`, or `26.219 mi` for a runner in miles.
  private static func shown(_ metres: Ratio, imperial: Bool) -> String {
    let unit = imperial ? RunUnits.miles : RunUnits.kilometres
    return "\(RunText.amount(metres.amount(in: unit))) \(unit.symbol)"
  }

  /// An amount read on its wheels, in a unit's base (metres, seconds per metre, m/s).
  static func amount(_ field: String, _ text: String, on wheels: PatternPicker, in unit: ExactUnit)
    throws -> Ratio
  {
    Ratio(try RunInputs.read(field, text, on: wheels), unit)
  }

  static func wheels(for unit: ExactUnit) throws -> PatternPicker {
    unit.dimension == .pace ? try RunInputs.pace() : try RunInputs.speed()
  }

  static func distanceUnit(_ symbol: String) throws -> ExactUnit {
    guard let unit = RunUnits.distance(symbol) else {
      throw APIError.refused(RunError.unit(Echo.shown(symbol)))
    }
    return unit
  }

  static func paceUnit(_ symbol: String) throws -> ExactUnit {
    guard let unit = RunUnits.pace(symbol) else {
      throw APIError.refused(RunError.unit(Echo.shown(symbol)))
    }
    return unit
  }

  static func speedUnit(_ symbol: String) throws -> ExactUnit {
    guard let unit = RunUnits.speed(symbol) else {
      throw APIError.refused(RunError.unit(Echo.shown(symbol)))
    }
    return unit
  }

  static func paceOrSpeedUnit(_ symbol: String) throws -> ExactUnit {
    guard let unit = RunUnits.pace(symbol) ?? RunUnits.speed(symbol) else {
      throw APIError.refused(RunError.unit(Echo.shown(symbol)))
    }
    return unit
  }
}
