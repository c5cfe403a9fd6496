import Foundation
import Hummingbird
import PaceCalculator
import PickerAPI
import PickerKit

/// The pace calculator's API: any two of distance, time and pace (or speed) give the rest,
/// with splits and predictions; interval sessions; exact unit changes for the page's wheels.
enum PaceRoutes {
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
      let asked = try await request.decodeJSON(
        Components.Schemas.DistanceRequest.self, context: context)
      let distance = try refusing {
        try RunConversions.distance(
          asked.distance, from: asked.from.rawValue, to: asked.to.rawValue)
      }
      return JSONBody(
        value: Components.Schemas.DistanceAnswer(distance: distance, unit: asked.to.rawValue))
    }
    router.post("/api/pace/pace") { request, context in
      let asked = try await request.decodeJSON(
        Components.Schemas.PaceConversionRequest.self, context: context)
      let pace = try refusing {
        try RunConversions.pace(asked.pace, from: asked.from.rawValue, to: asked.to.rawValue)
      }
      return JSONBody(
        value: Components.Schemas.PaceConversionAnswer(pace: pace, unit: asked.to.rawValue))
    }
    router.post("/api/pace/targets") { request, context in
      let locale = try ReaderLocale.asked(request)
      let asked = try await request.decodeJSON(
        Components.Schemas.TargetsRequest.self, context: context)
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
