import Foundation
import Hummingbird
import PickerKit

/// POST /api/picker: one route shape for every picker kind.
///
/// The core answers; the route only builds the picker a request describes, applies the actions it sends, and writes the outcome.
enum PickerAPI {
  static func add(to router: Router<AppContext>) {
    router.post("/api/picker") { request, context in
      JSONText(
        text: try respond(to: try await request.decodeJSON(PickerRequest.self, context: context)))
    }
  }

  /// The JSON answer to a request.
  static func respond(to request: PickerRequest) throws -> String {
    let spec = request.picker
    switch spec.kind {
    case .pattern: return try answer(try patternPicker(spec), request)
    case .date: return try answer(try datePicker(spec), request)
    case .options: return try answer(try optionPicker(spec), request)
    case .measure:
      let picker = try measurePicker(spec)
      let target = try request.to.map { try unit(named: $0, convertingFrom: picker.dimension) }
      return try answer(picker, request) { outcome, json in
        guard let target else { return }
        let conversion = try refusing { () throws(MeasureError) in
          try picker.convert(outcome.value, to: target)
        }
        json.key("converted")
        json.raw("{\"exact\":\(conversion.amount.isExact),\"fits\":\(conversion.fits),\"text\":")
        json.string(conversion.text)
        json.raw(",\"unit\":")
        json.string(conversion.unit.symbol)
        json.raw(",\"value\":\(conversion.amount.value.description)}")
      }
    }
  }

  /// Reads the answer, or applies the actions to the state sent (a fresh picker's without one),
  /// and writes the outcome.
  static func answer<P: Picker>(
    _ picker: P, _ request: PickerRequest,
    extra: ((PickerOutcome<P.Value>, inout JSONWriter) throws -> Void)? = nil
  ) throws -> String {
    let outcome: PickerOutcome<P.Value>
    if let answer = request.answer {
      outcome = try refusing { () throws(PickerRefusal) in
        try picker.answer(answer, nearest: request.nearest ?? false)
      }
    } else {
      outcome = picker.apply(
        (request.actions ?? []).map(\.action), to: request.state ?? picker.initialState)
    }
    var json = JSONWriter()
    write(outcome, of: picker, to: &json)
    try extra?(outcome, &json)
    json.raw("}")
    return json.text
  }

  /// Every kind's outcome in one shape; the object is left open for kind-specific members.
  static func write<P: Picker>(
    _ outcome: PickerOutcome<P.Value>, of picker: P, to json: inout JSONWriter
  ) {
    let state = outcome.state
    json.raw("{")
    json.key("corrected", first: true)
    json.raw(outcome.wasCorrected ? "true" : "false")
    json.key("entering")
    json.raw(state.isEntering ? "true" : "false")
    if let message = outcome.message {
      json.key("message")
      json.string(message)
    }
    json.key("moves")
    json.raw("[")
    for (index, move) in outcome.moves.enumerated() {
      json.raw(index == 0 ? "" : ",")
      json.raw("{\"from\":\(move.from),\"to\":\(move.to),\"wheel\":\(move.wheel)}")
    }
    json.raw("]")
    json.key("rows")
    json.ints(state.rows)
    json.key("spoken")
    json.string(outcome.spoken)
    json.key("state")
    json.raw("{\"focus\":\(state.focus),\"rows\":")
    json.ints(state.rows)
    if let entry = state.entry {
      json.raw(",\"entry\":{\"keys\":")
      json.string(entry.keys)
      json.raw(",\"rows\":")
      json.ints(entry.rows)
      json.raw(",\"wheel\":\(entry.wheel)}")
    }
    json.raw("}")
    json.key("text")
    json.string(outcome.text)
    json.key("value")
    json.datum(picker.datum(of: outcome.value))
    json.key("written")
    json.string(outcome.written)
    json.key("wheels")
    json.raw("[")
    for (index, wheel) in picker.wheels(for: state.rows).enumerated() {
      json.raw(index == 0 ? "" : ",")
      // Long wheels (years) send a window of rows around the selection.
      let count = wheel.rowCount
      let selected = index < state.rows.count ? state.rows[index] : 0
      let start = count > 2 * window ? max(0, min(selected - window, count - 2 * window)) : 0
      let end = count > 2 * window ? start + 2 * window : count
      json.raw(
        "{\"adjustable\":\(wheel.isAdjustable),\"count\":\(count),\"cyclic\":\(wheel.isCyclic)"
          + ",\"name\":")
      json.string(wheel.accessibleName)
      json.raw(",\"offset\":\(start),\"titles\":[")
      for row in start..<end {
        json.raw(row == start ? "" : ",")
        json.string(picker.title(ofRow: row, inWheel: index, rows: state.rows))
      }
      json.raw("]}")
    }
    json.raw("]")
    for (name, datum) in picker.details(of: state.rows) {
      json.key(name)
      json.datum(datum)
    }
  }

  /// Half the rows a long wheel sends around its selection.
  static let window = 150

  /// A core refusal as a 422 with its message.
  static func refusing<T, Failure: Error>(_ body: () throws(Failure) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw APIError.refused(error)
    }
  }

  static func patternPicker(_ spec: PickerSpec) throws -> PatternPicker {
    guard let source = spec.pattern else {
      throw APIError.refused("a pattern picker needs \"pattern\", such as \"59:59.99\"")
    }
    let wheels = try refusing { () throws(PatternError) in try WheelPattern(source) }
    func bound(_ value: FlexibleValue?, _ name: String) throws -> Decimal? {
      guard let value else { return nil }
      do {
        return try wheels.value(parsing: value.text).decimal
      } catch {
        throw APIError.refused("\(name) \(value.text.prefix(64)): \(error)")
      }
    }
    let constraints = ValueConstraints(
      minimum: try bound(spec.min, "min"), maximum: try bound(spec.max, "max"),
      step: try bound(spec.step, "step"))
    return try refusing { () throws(ConstraintError) in
      try PatternPicker(pattern: wheels, constraints: constraints)
    }
  }

  static func datePicker(_ spec: PickerSpec) throws -> DateWheelPicker {
    let modeName = spec.mode ?? "date"
    guard let mode = DateMode(rawValue: modeName) else {
      throw APIError.refused(
        "unknown mode \(modeName.prefix(40)): use "
          + DateMode.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let zoneName = spec.timeZone ?? "UTC"
    guard zoneName.count <= 64, let zone = TimeZone(identifier: zoneName) else {
      throw APIError.refused(
        "unknown time zone \(zoneName.prefix(64)): use an IANA name such as Europe/Berlin")
    }
    return try refusing { () throws(DateError) in
      let locale = try DateWheelPicker.locale(identifier: spec.locale ?? "en_US")
      func bound(_ value: FlexibleValue?) throws(DateError) -> LocalDateTime? {
        guard let value else { return nil }
        return try DateWheelPicker.bound(
          parsing: value.text, mode: mode, timeZone: zone, now: Date())
      }
      // Browsers get a year wheel of today ± 100 years unless told otherwise.
      let today = try DateWheelPicker.bound(
        parsing: "today", mode: .date, timeZone: zone, now: Date())
      let showsDate = mode.showsDate
      let defaultMinimum = showsDate ? LocalDateTime(year: today.year - 100) : nil
      let defaultMaximum =
        showsDate
        ? LocalDateTime(year: today.year + 100, month: 12, day: 31, hour: 23, minute: 59) : nil
      return try DateWheelPicker(
        mode: mode, locale: locale, timeZone: zone,
        minimum: try bound(spec.min) ?? defaultMinimum,
        maximum: try bound(spec.max) ?? defaultMaximum,
        minuteInterval: spec.minuteInterval ?? 1)
    }
  }

  static func measurePicker(_ spec: PickerSpec) throws -> MeasurePicker {
    let name = spec.dimension ?? ""
    guard let dimension = MeasureDimension(rawValue: name) else {
      throw APIError.refused(
        "unknown dimension \"\(name.prefix(40))\": use "
          + MeasureDimension.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let turnName = spec.unitTurn ?? "convert"
    guard let turn = MeasurePicker.UnitTurn(rawValue: turnName) else {
      throw APIError.refused("unitTurn is convert or keepDigits, got \(turnName.prefix(40))")
    }
    return try refusing { () throws(MeasureError) in
      try MeasurePicker(dimension: dimension, units: spec.units, unitTurn: turn)
    }
  }

  static func optionPicker(_ spec: PickerSpec) throws -> OptionPicker {
    guard let columns = spec.columns else {
      throw APIError.refused("an options picker needs \"columns\": [{\"options\": [...]}]")
    }
    return try refusing { () throws(OptionError) in
      try OptionPicker(
        columns: columns.enumerated().map { index, column in
          OptionPicker.Column(
            name: column.name ?? (columns.count == 1 ? "choice" : "column \(index + 1)"),
            options: column.options.map { OptionPicker.Option($0.label, value: $0.value) },
            isCyclic: column.cyclic ?? false)
        })
    }
  }

  /// A unit a measure can be converted to: of its dimension, or speed for pace and back.
  static func unit(named name: String, convertingFrom dimension: MeasureDimension) throws
    -> ExactUnit
  {
    let partner: MeasureDimension? =
      dimension == .speed ? .pace : (dimension == .pace ? .speed : nil)
    guard let unit = dimension.unit(named: name) ?? partner?.unit(named: name) else {
      let allowed = dimension.units.map(\.symbol) + (partner?.units.map(\.symbol) ?? [])
      throw APIError.refused(
        "\(name.prefix(40)) is not a unit this can convert to: use "
          + allowed.joined(separator: ", "))
    }
    return unit
  }
}
