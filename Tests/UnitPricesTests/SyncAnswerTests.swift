import PickerCore
import Testing
import Thermostat
import UnitPrices

/// One sync answer for every synced document: each names its document by its own member, and a
/// list's answer without its list is refused where a schedule's may hold none.
@Suite("A sync's answer")
struct SyncAnswerTests {
  @Test("A list's answer round-trips through its JSON, under `list`")
  func listRoundTrip() throws {
    let list = try PriceList(name: "groceries", currency: .dollar, products: [])
    let answer = ListSyncAnswer(document: list, version: 7, outcomes: [])
    let text = JSONWriter.text(of: answer.json)
    #expect(text.contains(#""list":"#))
    #expect(try ListSyncAnswer(jsonText: text) == answer)
  }

  @Test("A list's answer without its list is refused; a schedule's may hold none")
  func omitted() throws {
    let bare = #"{"version": 1, "outcomes": []}"#
    #expect(throws: JSONError.self) { try ListSyncAnswer(jsonText: bare) }
    let schedule = try ScheduleSyncAnswer(jsonText: bare)
    #expect(schedule.document == nil)
    #expect(schedule.version == 1)
    #expect(!JSONWriter.text(of: schedule.json).contains("schedule"))
  }
}
