import Foundation
import Hummingbird
import PickerKit

extension PickerAPI {
  static func date(_ request: DateRequest) throws -> DateResponse {
    let modeName = request.mode ?? "date"
    guard let mode = DateMode(rawValue: modeName) else {
      throw APIError.refused("unknown mode \(modeName): use date, time, datetime or countdown")
    }
    let zoneName = request.timeZone ?? "UTC"
    guard let zone = TimeZone(identifier: zoneName) else {
      throw APIError.refused(
        "unknown time zone \(zoneName): use an IANA name such as Europe/Berlin")
    }
    let localeName = request.locale ?? "en_US"
    guard Locale.availableIdentifiers.contains(localeName) else {
      throw APIError.refused(
        "unknown locale \(localeName): use an identifier such as en_US or de_DE")
    }
    let picker: DateWheelPicker
    do {
      func bound(_ text: String?) throws -> LocalDateTime? {
        try text.map {
          try DateWheelPicker.bound(parsing: $0, mode: mode, timeZone: zone, now: Date())
        }
      }
      // Browsers get a year wheel of today ± 100 years unless told otherwise.
      let today = try DateWheelPicker.bound(
        parsing: "today", mode: .date, timeZone: zone, now: Date())
      let defaultMin =
        mode == .date || mode == .dateAndTime
        ? LocalDateTime(year: today.year - 100) : nil
      let defaultMax =
        mode == .date || mode == .dateAndTime
        ? LocalDateTime(year: today.year + 100, month: 12, day: 31, hour: 23, minute: 59) : nil
      picker = try DateWheelPicker(
        mode: mode, locale: Locale(identifier: localeName), timeZone: zone,
        minimum: try bound(request.min) ?? defaultMin,
        maximum: try bound(request.max) ?? defaultMax,
        minuteInterval: request.minuteInterval ?? 1)
    } catch {
      throw APIError.refused(error)
    }
    var result: DateCorrection
    var focus: Int?
    var typed: String?
    var refusal: String?
    if let answer = request.answer {
      do {
        result =
          request.nearest == true ? try picker.nearest(toAnswer: answer) : try picker.accept(answer)
      } catch {
        throw APIError.refused(error)
      }
    } else {
      let now = WallClockNow.fields(in: zone)
      result = request.rows.map { picker.nearestValid(to: $0) } ?? picker.nearestValid(to: now)
      if let action = request.action {
        if let spin = action.spin {
          result = picker.spin(wheel: spin.wheel, by: spin.by, in: result.rows)
        } else if let step = action.step, picker.wheels.indices.contains(step.wheel) {
          result = picker.step(picker.wheels[step.wheel].field, by: step.by, in: result.rows)
        } else if let key = action.type, let character = key.key.first, key.key.count == 1 {
          let typing = picker.type(
            character, atWheel: key.wheel, in: result.rows, typed: key.typed ?? "")
          (result, focus, refusal, typed) = typing
        }
      }
    }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = zone
    return DateResponse(
      wheels: picker.wheels.enumerated().map { index, wheel in
        WheelDTO(
          count: wheel.rowCount, selected: result.rows[index], cyclic: wheel.isCyclic,
          adjustable: true
        ) { picker.title(forRow: $0, inWheel: index) }
      },
      rows: result.rows, text: picker.isoText(of: result.fields),
      display: picker.displayText(of: result.rows),
      spoken: picker.spokenDescription(of: result.fields),
      instant: result.instant.map { formatter.string(from: $0) },
      occurrence: result.occurrence?.rawValue, corrected: result.wasCorrected,
      message: refusal
        ?? result.reason.map { "\($0); moved to \(picker.isoText(of: result.fields))" },
      focus: focus, typed: typed)
  }

  static func measure(_ request: MeasureRequest) throws -> MeasureResponse {
    guard let dimension = MeasureDimension(rawValue: request.dimension) else {
      throw APIError.refused(
        "unknown dimension \(request.dimension): use "
          + MeasureDimension.allCases.map(\.rawValue).joined(separator: ", "))
    }
    do {
      let picker = try MeasurePicker(dimension: dimension, units: request.units)
      var reading: MeasureReading
      var focus: Int?
      var typed: String?
      if let answer = request.answer {
        reading =
          request.nearest == true ? try picker.nearest(toAnswer: answer) : try picker.accept(answer)
      } else {
        let start = try picker.nearest(toAnswer: "0")
        reading = request.rows.flatMap { picker.reading(of: $0) } ?? start
        if let action = request.action {
          let quantityWheels =
            (try? picker.quantityPicker(for: reading.unit))?.numberOfComponents ?? 0
          let quantity = try picker.quantityPicker(for: reading.unit)
          if let turn = action.spin ?? action.step, turn.wheel >= quantityWheels {
            let index = min(
              max((picker.units.firstIndex(of: reading.unit) ?? 0) + min(max(turn.by, -99), 99), 0),
              picker.units.count - 1)
            reading = try picker.changingUnit(
              of: reading, to: picker.units[index], keepingDigits: false)
          } else if let spin = action.spin {
            let moved = quantity.spin(wheel: spin.wheel, by: spin.by, in: reading.quantity.rows)
            reading =
              picker.reading(of: moved.rows + [picker.units.firstIndex(of: reading.unit) ?? 0])
              ?? reading
          } else if let key = action.type, let character = key.key.first, key.key.count == 1 {
            let entry = quantity.enter(
              character, atWheel: key.wheel, in: reading.quantity.rows, typed: key.typed ?? "")
            let unitRow = picker.units.firstIndex(of: reading.unit) ?? 0
            reading = picker.reading(of: entry.rows + [unitRow]) ?? reading
            (focus, typed) = (entry.focus, entry.typed)
          } else if let step = action.step {
            let moved = quantity.step(wheel: step.wheel, by: step.by, in: reading.quantity.rows)
            reading =
              picker.reading(of: moved.rows + [picker.units.firstIndex(of: reading.unit) ?? 0])
              ?? reading
          }
        }
      }
      let rows = picker.rows(of: reading)
      let quantity = try picker.quantityPicker(for: reading.unit)
      var wheels = quantity.pattern.wheels.enumerated().map { index, wheel in
        WheelDTO(
          count: wheel.rowCount, selected: rows[index], cyclic: wheel.isAdjustable,
          adjustable: wheel.isAdjustable
        ) {
          wheel.title(forRow: $0)
        }
      }
      wheels.append(
        WheelDTO(
          count: picker.units.count, selected: rows.last ?? 0, cyclic: false, adjustable: true
        ) {
          picker.units[$0].symbol
        })
      var converted: MeasureResponse.Converted?
      if let target = request.to {
        let partner: MeasureDimension? =
          dimension == .speed ? .pace : (dimension == .pace ? .speed : nil)
        guard let unit = dimension.unit(named: target) ?? partner?.unit(named: target) else {
          throw APIError.refused("\(target) is not a unit this can convert to")
        }
        let (amount, shown) = try picker.convert(reading, to: unit)
        converted = .init(
          value: amount.value, exact: amount.isExact, unit: unit.symbol, text: shown.text)
      }
      return MeasureResponse(
        wheels: wheels, rows: rows, text: reading.text, value: reading.amount,
        unit: reading.unit.symbol,
        spoken: picker.spokenDescription(of: reading), corrected: reading.reason != nil,
        message: reading.reason.map { "\($0); moved to \(reading.text)" }, converted: converted,
        focus: focus, typed: typed)
    } catch let error as MeasureError {
      throw APIError.refused(error)
    }
  }
}

/// Now, as wall-clock fields in a time zone (the one place the server reads the clock).
enum WallClockNow {
  static func fields(in zone: TimeZone) -> LocalDateTime {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
    return LocalDateTime(
      year: parts.year ?? 2001, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
      minute: parts.minute ?? 0)
  }
}
