import Foundation
import PickerKit
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
}
