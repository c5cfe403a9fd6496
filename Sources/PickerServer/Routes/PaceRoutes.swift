import Foundation
import Hummingbird
import PaceCalculator
import PickerKit

/// The pace calculator's API: any two of distance, time and pace give the rest.
enum PaceRoutes {
  struct PaceInput: Codable, Sendable {
    var distance: String?
    var distanceUnit: String?
    var time: String?
    var pace: String?
    var paceUnit: String?
    var split: String?
  }

  struct PaceResult: Codable, Sendable {
    let distanceKm: Decimal
    let distanceMi: Decimal
    let time: String
    let pacePerKm: String
    let pacePerMi: String
    let speedKmh: Decimal
    let speedMph: Decimal
    let splits: [SplitRow]
    let predictions: [Prediction]

    struct SplitRow: Codable, Sendable {
      let number: Int
      let distance: String
      let split: String
      let elapsed: String
    }

    struct Prediction: Codable, Sendable {
      let race: String
      let time: String
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

  /// POST /api/pace/pace: a pace per another unit (5:00 /km is 8:02.8 /mi), as the pace wheels
  /// hold it.
  struct PaceConversionInput: Codable, Sendable {
    let pace: String
    let from: String
    let to: String
  }

  struct PaceConversionAnswer: Codable, Sendable {
    /// As the pace wheels hold it: `8:02.8`.
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
  }

  static func convert(_ input: PaceConversionInput) throws -> PaceConversionAnswer {
    let to = try unit(RunUnits.pace(input.to))
    let wheels = try RunInputs.pace()
    let pace = try converted(
      input.pace, from: try unit(RunUnits.pace(input.from)), to: to, reading: wheels,
      landing: wheels
    ) { DurationText.format($0, fractionDigits: 1) }
    return PaceConversionAnswer(pace: pace, unit: to.symbol)
  }

  static func convert(_ input: DistanceInput) throws -> DistanceAnswer {
    let from = try unit(RunUnits.distance(input.from))
    let to = try unit(RunUnits.distance(input.to))
    let distance = try converted(
      input.distance, from: from, to: to, reading: try RunInputs.distance(unit: from.symbol),
      landing: try RunInputs.distance(unit: to.symbol)
    ) { rounded($0, places: 6).description }
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
      let kilometres = try unit(RunUnits.distance("km"))
      let miles = try unit(RunUnits.distance("mi"))
      let meters = try unit(RunUnits.distance("m"))
      var distance: Decimal?
      if let text = input.distance {
        let distanceUnit = try unit(RunUnits.distance(input.distanceUnit ?? "km"))
        let amount = try RunInputs.distance(unit: distanceUnit.symbol).accept(text).value.decimal
        distance = try ExactConversion.convert(amount, from: distanceUnit, to: meters).value
      }
      let time = try input.time.map { try RunInputs.time().accept($0).value.decimal }
      var pace: Decimal?
      if let text = input.pace {
        let paceUnit = try unit(RunUnits.pace(input.paceUnit ?? "min/km"))
        let seconds = try RunInputs.pace().accept(text).value.decimal
        pace = try ExactConversion.convert(
          seconds, from: paceUnit, to: unit(RunUnits.pace("min/km"))
        ).value
      }
      let run: RunCalculator
      switch (distance, time, pace) {
      case (let d?, let t?, _): run = try RunCalculator(distance: d, time: t)
      case (let d?, nil, let p?):
        var solved = try RunCalculator(distance: d, time: p * d / 1_000, locked: .distance)
        try solved.set(.pace, to: p)
        run = solved
      case (nil, let t?, let p?):
        run = try RunCalculator(distance: t * 1_000 / p, time: t, locked: .time)
      default:
        throw APIError.refused("give two of distance, time and pace")
      }
      let splitUnit = input.split ?? "km"
      guard splitUnit == "km" || splitUnit == "mi" else {
        throw APIError.refused("splits are per km or per mi, got \(splitUnit.prefix(20))")
      }
      let splitLength = splitUnit == "mi" ? Race.mile.meters : 1_000
      return PaceResult(
        distanceKm: rounded(try run.distance(in: kilometres)),
        distanceMi: rounded(try run.distance(in: miles)),
        time: DurationText.format(run.time, fractionDigits: 1),
        pacePerKm: DurationText.format(run.pace, fractionDigits: 1),
        pacePerMi: DurationText.format(
          try run.pace(in: unit(RunUnits.pace("min/mi"))), fractionDigits: 1),
        speedKmh: rounded(try run.speed(in: unit(RunUnits.speed("km/h")))),
        speedMph: rounded(try run.speed(in: unit(RunUnits.speed("mph")))),
        splits: try run.splits(every: splitLength).prefix(200).map { split in
          PaceResult.SplitRow(
            number: split.number,
            distance: "\(rounded(split.distance / splitLength)) \(splitUnit)",
            split: DurationText.format(split.time, fractionDigits: 1),
            elapsed: DurationText.format(split.elapsed, fractionDigits: 1))
        },
        predictions: Riegel.predictions(time: run.time, over: run.distance).map {
          PaceResult.Prediction(
            race: $0.0.rawValue, time: DurationText.format($0.1, fractionDigits: 1))
        })
    } catch let error as HTTPError {
      throw error
    } catch {
      throw APIError.refused(error)
    }
  }

  private static func unit(_ unit: ExactUnit?) throws -> ExactUnit {
    guard let unit else { throw APIError.refused("use km, mi or m; min/km or min/mi") }
    return unit
  }

  private static func rounded(_ value: Decimal, places: Int = 3) -> Decimal {
    var input = value
    var output = Decimal()
    NSDecimalRound(&output, &input, places, .plain)
    return output
  }
}
