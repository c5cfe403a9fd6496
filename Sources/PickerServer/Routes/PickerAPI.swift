import Foundation
import Hummingbird
import PickerAPI
import PickerKit

/// The body of POST /api/picker, generated from the OpenAPI document.
typealias PickerRequest = Components.Schemas.PickerRequest

/// POST /api/picker: one route shape for every picker kind.
///
/// The core answers: the route builds the picker the request's description names (the core's
/// ``PickerSpec``), reads the answer or applies the actions, and encodes the core's report.
enum PickerAPI {
  /// The pickers built so far, by description.
  static let pickers = PickerCache()

  static func add(to router: Router<AppContext>) {
    router.post("/api/picker") { request, context in
      JSONBody(
        value: try respond(to: try await request.decodeJSON(PickerRequest.self, context: context)))
    }
  }

  /// The report for a request; wheels the client holds (`wheelsKey`) are not sent again.
  static func respond(to request: PickerRequest) throws -> PickerReport {
    var report = try answer(request)
    if let held = request.wheelsKey, held == report.wheelsKey { report.wheels = nil }
    return report
  }

  private static func answer(_ request: PickerRequest) throws -> PickerReport {
    let picker = try refusing { () throws(SpecError) in try pickers.picker(for: request.picker) }
    if let measure = picker as? MeasurePicker {
      let target = try request.to.map { to in
        try refusing { () throws(MeasureError) in
          try measure.dimension.conversionTarget(named: to)
        }
      }
      let outcome = try self.outcome(measure, request)
      var report = measure.report(outcome, wheels: true)
      if let target {
        report.converted = ConversionReport(
          try refusing { () throws(MeasureError) in try measure.convert(outcome.value, to: target) }
        )
      }
      return report
    }
    guard request.to == nil else {
      throw APIError.refused("\"to\" converts a measure; this is a \(request.picker.kind) picker")
    }
    return try report(picker, request)
  }

  static func report<P: Picker>(_ picker: P, _ request: PickerRequest) throws -> PickerReport {
    picker.report(try outcome(picker, request), wheels: true)
  }

  /// Reads the answer, or applies the actions to the state sent (a fresh picker's without one).
  static func outcome<P: Picker>(_ picker: P, _ request: PickerRequest) throws
    -> PickerOutcome<P.Value>
  {
    if let answer = request.answer {
      return try refusing { () throws(PickerRefusal) in
        try picker.answer(answer, nearest: request.nearest ?? false)
      }
    }
    return picker.apply(request.actions ?? [], to: request.state ?? picker.initialState)
  }

  /// A core refusal as a 422 with its message.
  static func refusing<T, Failure: Error>(_ body: () throws(Failure) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw APIError.refused(error)
    }
  }
}
