import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PickerCore
import PickerKit
import PickerTestSupport
import Testing
import Thermostat

@testable import PickerServer

/// The schedule routes, through Hummingbird's testing module, against the model's calls that the
/// page's core runs on the schedule a device keeps (``ThermostatCall``): the same schedule and
/// the same change give the same answer and the same schedule to keep, whether the store or the
/// device holds it.
@Suite("The schedule routes answer as the page's schedule calls")
struct ScheduleRouteTests {
  static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "ja_JP"]
  static let groups = DayGroup.allCases.map(\.rawValue)
  static let periods = Period.allCases.map(\.rawValue)

  /// A seeded change, as a route's path and body; a quarter of the edits refused by the model.
  static func change(
    _ random: inout SeededRandom, scale: TemperatureScale, holding: [String]
  ) -> (
    path: String, body: String
  ) {
    let group = groups.randomElement(using: &random) ?? "weekdays"
    let period = periods.randomElement(using: &random) ?? "wake"
    switch Int.random(in: 0..<12, using: &random) {
    case 10:
      let (range, heat, cool) = hold(&random, scale: scale)
      return ("hold", #"{"range":"\#(range)","heat":"\#(heat)","cool":"\#(cool)"}"#)
    case 11:
      // Mostly a hold the schedule has.
      let start =
        (holding.isEmpty || Int.random(in: 0..<4, using: &random) == 0 ? holdStarts : holding)
        .randomElement(using: &random) ?? ""
      return ("release", #"{"start":"\#(start)"}"#)
    case 0: return ("layout", #"{"layout":"each-day"}"#)
    case 1: return ("layout", #"{"layout":"weekdays-weekend"}"#)
    case 2:
      let to = Array(DayGroup.eachDay.shuffled(using: &random).prefix(2)).map(\.rawValue)
      return ("copy", #"{"from":"monday","to":["\#(to.joined(separator: #"",""#))"]}"#)
    case 3: return ("reset", "")
    case 4: return ("undo", "")
    case 5:
      let scale = Bool.random(using: &random) ? "C" : "F"
      return ("edit", #"{"field":"scale","value":"\#(scale)"}"#)
    case 6:
      let minute = Int.random(in: 0..<96, using: &random) * 15
      let time = String(format: "%02d:%02d", minute / 60, minute % 60)
      return (
        "edit", #"{"field":"time","group":"\#(group)","period":"\#(period)","value":"\#(time)"}"#
      )
    default:
      let field = Bool.random(using: &random) ? "heat" : "cool"
      let value =
        ["45", "62", "70", "78", "88", "21.5", "16", "30", "95", "7"]
        .randomElement(using: &random) ?? "70"
      return (
        "edit",
        #"{"field":"\#(field)","group":"\#(group)","period":"\#(period)","value":"\#(value)"}"#
      )
    }
  }

  /// A few starts, so that holds overlap and releases find them at times.
  static let holdStarts = ["2026-12-20T08:00", "2026-12-31T23:45", "2027-01-05T00:00"]

  /// A seeded hold as typed: mostly one the model takes, at times a range ending before it
  /// starts or off the grid, a setpoint out of range or without the deadband.
  static func hold(_ random: inout SeededRandom, scale: TemperatureScale) -> (
    range: String, heat: String, cool: String
  ) {
    let start = holdStarts.randomElement(using: &random) ?? ""
    let ends = ["2027-01-02T18:00", "2027-02-01T00:00", "2026-12-19T08:00", "2027-02-01T10:07"]
    let bad = Int.random(in: 0..<4, using: &random) == 0
    return (
      start + "/"
        + (ends[bad ? Int.random(in: 2..<4, using: &random) : Int.random(in: 0..<2, using: &random)]),
      bad && Bool.random(using: &random) ? "40" : (scale == .fahrenheit ? "55" : "13.5"),
      bad && Bool.random(using: &random) ? "14" : (scale == .fahrenheit ? "85" : "29")
    )
  }

  @Test(
    "150 seeded changes in five locales on both clocks: the route's answers and saved schedule are the calls'"
  )
  func seededChanges() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store))
    let platform = Platform.foundation()
    try await app.test(.router) { client in
      var random = SeededRandom(name: "schedule routes against the calls")
      var applied = 0
      for index in 0..<150 {
        let locale = Self.locales[index % Self.locales.count]
        let localeData = try #require(platform.locale(locale))
        let clock = Bool.random(using: &random) ? 12 : 24
        // The schedule as a device would keep it, before the change (none before the first).
        let kept = try store.schedule(named: "home").map { JSONWriter.text(of: $0.json) }
        let scale =
          try store.schedule(named: "home")?.schedule.scale
          ?? ThermostatSchedule.energyStar(for: localeData).scale
        let holding =
          try store.schedule(named: "home")?.schedule.holds.map(\.start.wallTimeText) ?? []
        let (path, body) = Self.change(&random, scale: scale, holding: holding)
        let (status, text) = try await client.execute(
          uri: "/api/schedules/home/\(path)?locale=\(locale)&clock=\(clock)", method: .post,
          headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
        let call = try #require(
          ThermostatCall.allCases.first { $0.name == "schedule" + path.capitalized })
        let members = body.isEmpty ? "" : "," + body.dropFirst().dropLast()
        let request =
          #"{"name":"home","clock":\#(clock)"# + (kept.map { #","kept":\#($0)"# } ?? "")
          + members + "}"
        let asked = try JSONReader.value(of: Array(request.utf8))
        do throws(QuestionRefusal) {
          let answer = try call.answer(to: asked, locale: localeData, on: platform)
          #expect(status == 200, "\(path) \(body): \(text)")
          let reading = JSONReading((try? JSONReader.value(of: Array(answer.utf8))) ?? .null)
          #expect(
            (try? reading.member("answer").value) == (try? JSONReader.value(of: Array(text.utf8))),
            "\(answer.prefix(300)) against \(text.prefix(300))")
          // What the device would keep is what the store now holds.
          let stored = try? store.schedule(named: "home")
          #expect((try? EditedSchedule(json: reading.member("kept"))) == stored)
          applied += 1
        } catch {
          // Refused alike: a 422 whose message is the model's.
          #expect(status == 422, "\(path) \(body): \(text)")
          #expect(text.contains(jsonString(error.message)), "\(error.message) against \(text)")
        }
        // The schedule itself, read from the store and from the device's copy.
        // At a seeded moment: in a hold at times, else in one of the program's periods.
        let moment =
          (Self.holdStarts.randomElement(using: &random) ?? "").prefix(11)
          + String(format: "%02d:%02d", Int.random(in: 0..<24, using: &random), 15)
        let (_, shown) = try await client.execute(
          uri: "/api/schedules/home?locale=\(locale)&clock=\(clock)&at=\(moment)", method: .get
        ) { response in ((), String(buffer: response.body)) }
        // None is saved while every change so far was refused: both show the fresh default.
        let now = try store.schedule(named: "home").map {
          #","kept":"# + JSONWriter.text(of: $0.json)
        }
        let viewed = try ThermostatCall.view.answer(
          to: try JSONReader.value(
            of: Array(#"{"name":"home","clock":\#(clock)\#(now ?? ""),"at":"\#(moment)"}"#.utf8)),
          locale: localeData, on: platform)
        #expect(
          try JSONReader.value(of: Array(viewed.utf8)) == JSONReader.value(of: Array(shown.utf8)))
      }
      #expect(applied > 75, "\(applied) of 150 changes applied")
    }
  }

  /// A message as it is written inside a JSON string.
  private func jsonString(_ text: String) -> String {
    String(JSONWriter.text(of: .string(text)).dropFirst().dropLast())
  }
}
