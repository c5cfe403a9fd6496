import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

@Suite("Cyclic wheels")
struct CyclicWheelTests {
  @Test(
    "Recentring keeps the logical row over 100,000 seeded random scrolls",
    arguments: [10_000, Int.max])
  func recentring(virtualRows: Int) {
    var random = SeededRandom(seed: UInt64(truncatingIfNeeded: virtualRows))
    for rowCount in [7, 12, 24, 31, 60] {
      let wheel = CyclicWheel(rowCount: rowCount, virtualRowCount: virtualRows)
      var virtual = wheel.virtualRow(centeredOn: Int.random(in: 0..<rowCount, using: &random))
      for _ in 0..<20_000 {
        let flick = Int.random(in: -3 * rowCount...3 * rowCount, using: &random)
        // Now and then a flick far enough to reach an end.
        let distance = Int.random(in: 0..<50, using: &random) == 0 ? virtualRows / 2 : flick
        let moved = wheel.virtualRow(
          virtual, movedBy: Int.random(in: 0...1, using: &random) == 0 ? distance : -distance)
        let settled = wheel.recentred(moved)
        #expect(wheel.logicalRow(ofVirtualRow: settled) == wheel.logicalRow(ofVirtualRow: moved))
        #expect((0..<virtualRows).contains(settled))
        #expect(!wheel.needsRecentring(settled))
        virtual = settled
      }
    }
  }

  @Test("A wheel starts mid-range on its selected row")
  func startsMidRange() {
    let months = CyclicWheel(rowCount: 12)
    let start = months.virtualRow(centeredOn: 1)
    #expect(months.logicalRow(ofVirtualRow: start) == 1)
    #expect(abs(start - 5_000) < 12)
    let endless = CyclicWheel(rowCount: 12, virtualRowCount: .max)
    #expect(endless.logicalRow(ofVirtualRow: endless.virtualRow(centeredOn: 11)) == 11)
  }

  @Test("Memory is constant in the virtual row count")
  func constantMemory() {
    #expect(MemoryLayout<CyclicWheel>.size == 3 * MemoryLayout<Int>.size)
    let small = CyclicWheel(rowCount: 10, virtualRowCount: 10)
    let huge = CyclicWheel(rowCount: 10, virtualRowCount: .max)
    #expect(MemoryLayout.size(ofValue: small) == MemoryLayout.size(ofValue: huge))
  }
}
