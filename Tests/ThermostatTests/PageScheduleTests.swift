import Foundation
import PickerCore
import PickerKit
import PickerTestSupport
import Testing

@testable import Thermostat

/// The schedule editor the page runs (the served pickerkit.wasm, in node) against the one the
/// server runs, call by call, locale by locale and clock by clock: byte-identical answers, so a
/// person offline reads and edits the schedule the device keeps as the server would show it.
@Suite("The page's schedule editor answers as the server's model")
struct PageScheduleTests {
  /// Latin digits with `.` and with `,`, Arabic digits and clock words, Japanese clock words
  /// before the hour.
  static let locales = ["en_US", "de_DE", "fr_FR", "ar_EG", "ja_JP"]

  /// A seeded schedule as a device keeps it: a fresh one changed a few times (in either scale,
  /// either layout, with an undo or not), as JSON.
  static func kept(_ random: inout SeededRandom) -> String? {
    edited(&random).map { JSONWriter.text(of: $0.json) }
  }

  /// A seeded schedule: the default changed a few times; none a fifth of the time.
  static func edited(_ random: inout SeededRandom) -> EditedSchedule? {
    guard Int.random(in: 0..<5, using: &random) > 0 else { return nil }
    var edited = EditedSchedule(
      .energyStar(scale: Bool.random(using: &random) ? .fahrenheit : .celsius))
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let group = edited.schedule.groups.randomElement(using: &random) ?? .weekdays
      let period = Period.allCases.randomElement(using: &random) ?? .wake
      let changes: [ScheduleChange] = [
        .layout(Bool.random(using: &random) ? .eachDay : .weekdaysWeekend),
        .scale(Bool.random(using: &random) ? .fahrenheit : .celsius),
        .setpoint(group, period, .heat, ExactNumber(Int.random(in: 60...75, using: &random))),
        .time(group, period, minute: Int.random(in: 0..<96, using: &random) * 15),
        .hold(
          ScheduleHold(
            start: LocalDateTime(
              year: 2026, month: 12, day: Int.random(in: 1...20, using: &random)),
            end: LocalDateTime(year: 2027, month: 1, day: 2, hour: 18),
            heat: Temperature(55, .fahrenheit), cool: Temperature(85, .fahrenheit))),
      ]
      _ = try? edited.apply(changes.randomElement(using: &random) ?? .reset)
    }
    return edited
  }

  /// A seeded body for a call; hostile ones (a quarter) name unknown days, fields, clocks and
  /// members, or send a broken schedule.
  static func body(_ call: ThermostatCall, _ random: inout SeededRandom, hostile: Bool) -> String {
    var members: [String] = [#""name":"home""#]
    if let kept = kept(&random) {
      members.append(
        #""kept":"#
          + (hostile && Bool.random(using: &random)
            ? kept.replacingOccurrences(of: #""minute":360"#, with: #""minute":361"#) : kept))
    }
    let clocks = hostile ? [12, 24, 13] : [12, 24]
    if ![.syncRequest, .synced].contains(call), Int.random(in: 0..<4, using: &random) > 0 {
      members.append(#""clock":\#(clocks.randomElement(using: &random) ?? 12)"#)
    }
    let groups = DayGroup.allCases.map(\.rawValue) + (hostile ? ["funday"] : [])
    let group = groups.randomElement(using: &random) ?? "weekdays"
    let period = Period.allCases.randomElement(using: &random)?.rawValue ?? "wake"
    if ![.syncRequest, .synced].contains(call), Int.random(in: 0..<3, using: &random) > 0 {
      let moments = ["2026-12-24T08:00", "2027-01-02T18:00", "2026-11-30T05:15"]
      let at = (hostile ? moments + ["2026-02-30T08:00", "soon"] : moments)
      members.append(#""at":"\#(at.randomElement(using: &random) ?? "")""#)
    }
    switch call {
    case .view: break
    case .hold:
      let ranges = [
        "2026-12-20T08:00/2027-01-02T18:00", "2026-12-22T06:15/2026-12-23T06:00",
        "2027-01-05T00:00/2027-01-04T00:00", "2027-03-01T10:00/2027-03-02T10:07",
      ]
      let range = ranges.randomElement(using: &random) ?? ""
      let heat = ["55", "62", "13.5", "40"].randomElement(using: &random) ?? "55"
      let cool = ["85", "80", "60", "30"].randomElement(using: &random) ?? "85"
      members.append(#""range":"\#(range)","heat":"\#(heat)","cool":"\#(cool)""#)
      if Bool.random(using: &random) { members.append(#""edit":"\#(UUID(random: &random))""#) }
    case .release:
      let start =
        ["2026-12-20T08:00", "2026-12-22T06:15", "2026-12-21"]
        .randomElement(using: &random) ?? ""
      members.append(#""start":"\#(start)""#)
      if Bool.random(using: &random) { members.append(#""edit":"\#(UUID(random: &random))""#) }
    case .reset, .undo:
      if Bool.random(using: &random) { members.append(#""edit":"\#(UUID(random: &random))""#) }
    case .edit:
      let fields = ["heat", "cool", "time", "scale"] + (hostile ? ["humidity"] : [])
      let field = fields.randomElement(using: &random) ?? "heat"
      let value: String =
        switch field {
        case "time":
          ["06:30", "6:30 AM", "23:45", "12:00", "25:00", "06:07", "٠٦:٣٠"]
            .randomElement(using: &random) ?? "06:30"
        case "scale": ["F", "C", "K"].randomElement(using: &random) ?? "F"
        default:
          ["45", "62", "70", "78", "88", "21.5", "20.3", "95", "7", "x"]
            .randomElement(using: &random) ?? "70"
        }
      members.append(
        #""field":"\#(field)","group":"\#(group)","period":"\#(period)","value":"\#(value)""#)
    case .layout:
      let layouts = ["each-day", "weekdays-weekend"] + (hostile ? ["fortnight"] : [])
      members.append(#""layout":"\#(layouts.randomElement(using: &random) ?? "each-day")""#)
    case .copy:
      let to = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        groups.randomElement(using: &random) ?? "monday"
      }
      members.append(
        #""from":"\#(group)","to":[\#(to.map { "\"\($0)\"" }.joined(separator: ","))]"#)
    case .syncRequest:
      let device = hostile && Bool.random(using: &random) ? "me" : "\(UUID(random: &random))"
      members.append(#""device":"\#(device)""#)
    case .synced:
      // The server's schedule, and outcomes for some of the device's edits (or for none it
      // sent).
      // The server's answer holds the schedule alone, without the device's undo.
      let server = edited(&random).map { JSONWriter.text(of: $0.schedule.json) }
      let kinds = ["applied", "changedElsewhere", "refused"]
      let outcomes = (0..<Int.random(in: 0...3, using: &random)).map { index in
        let kind = hostile && index == 1 ? "lost" : kinds.randomElement(using: &random) ?? ""
        return #"{"edit":"\#(UUID(random: &random))","outcome":"\#(kind)","#
          + #""item":"Weekdays Wake","reason":"a reason"}"#
      }
      let schedule = server.map { #""schedule":\#($0),"# } ?? ""
      members.append(
        #""answer":{\#(schedule)"version":\#(Int.random(in: 0...50, using: &random)),"#
          + #""outcomes":[\#(outcomes.joined(separator: ","))]}"#)
    }
    if hostile && Int.random(in: 0..<4, using: &random) == 0 { members.append(#""colour":1"#) }
    return "{" + members.joined(separator: ",") + "}"
  }

  @Test(
    "1,200 seeded calls on seeded schedules in five locales on both clocks, a quarter hostile: the page's answers are the server's"
  )
  func seededCalls() throws {
    var random = SeededRandom(name: "the page's schedule editor")
    let platform = Platform.foundation()
    // The page of a reader is handed the reader's locale, and it on both clocks
    // (Pages.thermostat).
    let handed = JSONWriter.text(
      of: platform.pageData(
        locales: Self.locales.flatMap { locale in
          [locale] + ScheduleClock.allCases.map { $0.locale(locale) }
        }, zones: ["UTC"]))
    var requests: [(String, [UInt8])] = [("platform", Array(handed.utf8))]
    var natives: [String] = []
    for index in 0..<1_200 {
      let call = ThermostatCall.allCases[index % ThermostatCall.allCases.count]
      let body = Self.body(call, &random, hostile: index % 4 == 0)
      let locale = index % 7 == 0 ? nil : Self.locales[index % Self.locales.count]
      let request = "{\"request\":\(body)" + (locale.map { ",\"locale\":\"\($0)\"" } ?? "") + "}"
      requests.append((call.name, Array(request.utf8)))
      natives.append(call.answer(toPage: Array(request.utf8), on: platform))
    }
    let compared = try PageCore.compare(requests, to: natives)
    #expect(compared.skipped == ["{}"])
    for difference in compared.firstDifferences { Issue.record("\(difference)") }
    #expect(compared.differences == 0)
    let refusals = Dictionary(grouping: natives.filter { $0.hasPrefix("{\"error\"") }) {
      String($0.prefix(90))
    }.mapValues(\.count).sorted { $0.value > $1.value }.prefix(8)
    // About half are answers: besides the hostile quarter, a day the schedule's layout lacks
    // and an undo with nothing to take back are refused, alike on both.
    #expect(compared.answered > 500, "\(compared.answered) answers: \(refusals)")
  }
}
