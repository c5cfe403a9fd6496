import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerServer

@Suite("The edit route's pickers: built once per description, bounded")
struct PickerCacheTests {
  @Test("A description is built once; one counted from now is never kept")
  func buildsOnce() throws {
    let cache = PickerCache()
    let spec = PickerSpec.pattern(PatternSpec(pattern: "59:59.99"))
    _ = try cache.picker(for: spec)
    _ = try cache.picker(for: spec)
    #expect(cache.count == 1)
    let today = PickerSpec.date(DateSpec(mode: .date, min: "today", timeZone: "UTC"))
    #expect(today.dependsOnNow)
    _ = try cache.picker(for: today)
    #expect(cache.count == 1)
    let fixed = PickerSpec.date(DateSpec(mode: .date, min: "2026-01-01", timeZone: "UTC"))
    #expect(!fixed.dependsOnNow)
    _ = try cache.picker(for: fixed)
    #expect(cache.count == 2)
    // A description that builds nothing is refused as before, and not kept.
    #expect(throws: SpecError.self) {
      try cache.picker(for: .pattern(PatternSpec(pattern: "")))
    }
    #expect(cache.count == 2)
  }

  @Test("A client sending a new description each time costs builds, never unbounded memory")
  func bounded() throws {
    let cache = PickerCache()
    for maximum in 0..<(PickerCache.capacity * 3) {
      _ = try cache.picker(
        for: .pattern(PatternSpec(pattern: "9999", max: SpecText("\(maximum + 1)"))))
      #expect(cache.count <= PickerCache.capacity)
    }
  }

  @Test("Equal wheels have equal keys; other titles, another key")
  func wheelKeys() throws {
    let pace = try PatternPicker(pattern: WheelPattern("59:59.99"))
    let rows = pace.initialState.rows
    let key = WheelReport.key(of: pace.wheelReports(for: rows))
    #expect(key == WheelReport.key(of: pace.wheelReports(for: rows)))
    let other = try PatternPicker(pattern: WheelPattern("59:59.9"))
    #expect(key != WheelReport.key(of: other.wheelReports(for: other.initialState.rows)))
  }

  @Test("A picker names the key of the wheels it sends without building them, windows and all")
  func namedKeys() throws {
    // A wheel longer than two windows sends the window around its row: at the start, in the
    // middle and at the end, each window with its own key.
    let long = try OptionPicker(labels: (0..<1_000).map { "item \($0)" })
    var keys: Set<String> = []
    for row in [0, 1, 151, 500, 849, 999] {
      let sent = long.wheelReports(for: [row])
      #expect(long.wheelsKey(for: [row]) == WheelReport.key(of: sent))
      #expect(sent[0].titles.count == 2 * WheelReport.window)
      keys.insert(long.wheelsKey(for: [row]))
    }
    #expect(keys.count == 5)  // rows 0 and 1 send the same first window
    // Every kind, seeded: the law the fuzzer checks too.
    var choices = Choices(name: "wheels keys")
    var breaks: [LawBreak] = []
    var checked = 0
    for _ in 0..<800 {
      let fuzz = FuzzCase(drawingFrom: &choices, hostile: choices.oneIn(3))
      guard let picker = fuzz.picker else { continue }
      for rows in fuzz.rows where picker.wheels(for: rows).count == rows.count {
        breaks += checkWheelsKey(picker, rows)
        checked += 1
      }
    }
    #expect(checked > 1_000)
    #expect(breaks.isEmpty, "\(breaks.summary())")
  }
}
