import Foundation
import Hummingbird
import PickerKit

/// POST /api/picker, /api/date and /api/measure: the core answers, the route only translates.
enum PickerAPI {
  static func add(to router: Router<AppContext>) {
    router.post("/api/picker") { request, context in
      JSONBody(
        value: try pattern(try await request.decodeJSON(PickerRequest.self, context: context)))
    }
    router.post("/api/date") { request, context in
      JSONBody(value: try date(try await request.decodeJSON(DateRequest.self, context: context)))
    }
    router.post("/api/measure") { request, context in
      JSONBody(
        value: try measure(try await request.decodeJSON(MeasureRequest.self, context: context)))
    }
  }

  static func pattern(_ request: PickerRequest) throws -> PickerResponse {
    let wheels: WheelPattern
    do {
      wheels = try WheelPattern(request.pattern)
    } catch {
      throw APIError.refused(error)
    }
    func bound(_ value: FlexibleValue?, _ name: String) throws -> Decimal? {
      guard let value else { return nil }
      do {
        return try wheels.value(parsing: value.text).decimal
      } catch {
        throw APIError.refused("\(name) \(value.text): \(error)")
      }
    }
    let picker: PatternPicker
    do {
      picker = try PatternPicker(
        pattern: wheels,
        constraints: ValueConstraints(
          minimum: try bound(request.min, "min"), maximum: try bound(request.max, "max"),
          step: try bound(request.step, "step")))
    } catch let error as ConstraintError {
      throw APIError.refused(error)
    }
    var focus: Int?
    var typed: String?
    var rows: [Int]
    var message: String?
    var corrected = false
    if let answer = request.answer {
      do {
        let result =
          request.nearest == true ? try picker.nearest(toAnswer: answer) : try picker.accept(answer)
        rows = result.rows
        message = result.reason.map { "\($0); moved to \(result.text)" }
        corrected = result.wasCorrected
      } catch {
        throw APIError.refused(error)
      }
    } else {
      let start = request.rows.map { picker.nearestValid(to: $0) } ?? picker.initialSelection()
      rows = start.rows
      corrected = start.wasCorrected
      message = start.reason.map { "\($0); moved to \(start.text)" }
      if let action = request.action {
        if let spin = action.spin {
          let result = picker.spin(wheel: spin.wheel, by: spin.by, in: rows)
          (rows, corrected) = (result.rows, result.wasCorrected)
          message = result.reason.map { "\($0); moved to \(result.text)" }
        } else if let step = action.step {
          let result = picker.step(wheel: step.wheel, by: step.by, in: rows)
          (rows, corrected) = (result.rows, result.wasCorrected)
          message = result.reason.map { "\($0); moved to \(result.text)" }
        } else if let key = action.type, let character = key.key.first, key.key.count == 1 {
          // A number being typed is not corrected until it is done, as in the terminal.
          let result = picker.enter(
            character, atWheel: key.wheel, in: rows, typed: key.typed ?? "")
          rows = result.rows
          focus = result.focus
          typed = result.typed
          message = result.refusal
          corrected = false
        }
      }
    }
    let value = (try? picker.value(of: rows)) ?? picker.minimum
    return PickerResponse(
      wheels: picker.pattern.wheels.enumerated().map { index, wheel in
        WheelDTO(
          count: wheel.rowCount, selected: rows[index], cyclic: wheel.isAdjustable,
          adjustable: wheel.isAdjustable
        ) { wheel.title(forRow: $0) }
      },
      rows: rows, text: picker.pattern.text(of: rows), value: value.decimal,
      spoken: picker.spokenDescription(of: value), corrected: corrected, message: message,
      focus: focus, typed: typed)
  }
}
