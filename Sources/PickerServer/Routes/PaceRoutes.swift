import Foundation
import Hummingbird
import PaceCalculator
import PickerKit

/// The pace calculator's API: any two of distance, time and pace (or speed) give the rest,
/// with splits and predictions; interval sessions; exact unit changes for the page's wheels.
enum PaceRoutes {
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

  /// POST /api/pace/targets: prediction targets as a runner lists them.
  struct TargetsInput: Codable, Sendable {
    var targets: [String]?
    var timeTargets: [String]?
  }

  /// Each route decodes, asks the calculator once, and encodes; a refusal is a 422 with the
  /// calculator's message.
  ///
  /// A report is written in the `?locale=` (en_US when absent; an unknown one is refused); the
  /// values asked and the conversions for the wheels stay `.` and 0-9.
  static func add(to router: Router<AppContext>) {
    router.post("/api/pace") { request, context in
      let locale = try ReaderLocale.asked(request)
      let asked = try await request.decodeJSON(PaceRequest.self, context: context)
      return JSONBody(value: try refusing { try PaceReport(asked, locale: locale) })
    }
    router.post("/api/pace/distance") { request, context in
      let asked = try await request.decodeJSON(DistanceInput.self, context: context)
      let distance = try refusing {
        try RunConversions.distance(asked.distance, from: asked.from, to: asked.to)
      }
      return JSONBody(value: DistanceAnswer(distance: distance, unit: asked.to))
    }
    router.post("/api/pace/pace") { request, context in
      let asked = try await request.decodeJSON(PaceConversionInput.self, context: context)
      let pace = try refusing {
        try RunConversions.pace(asked.pace, from: asked.from, to: asked.to)
      }
      return JSONBody(value: PaceConversionAnswer(pace: pace, unit: asked.to))
    }
    router.post("/api/pace/targets") { request, context in
      let locale = try ReaderLocale.asked(request)
      let asked = try await request.decodeJSON(TargetsInput.self, context: context)
      return JSONBody(
        value: try refusing {
          try PaceTargets(
            targets: asked.targets ?? [], timeTargets: asked.timeTargets ?? [], locale: locale)
        })
    }
    router.post("/api/pace/intervals") { request, context in
      let locale = try ReaderLocale.asked(request)
      let asked = try await request.decodeJSON(IntervalRequest.self, context: context)
      return JSONBody(value: try refusing { try IntervalReport(asked, locale: locale) })
    }
  }

  /// The calculator's refusal as a 422 with its message.
  static func refusing<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as HTTPError {
      throw error
    } catch {
      throw APIError.refused(error)
    }
  }
}
