import Testing

@testable import PaceCalculator

@Suite("Prediction targets as a runner lists them")
struct PaceTargetsTests {
  @Test("Targets from the wheels are named as the report names them, each once")
  func names() throws {
    let named = try PaceTargets(
      targets: ["5K", "15.000 km", "5000 m", "3.100 mi", "0.5 mi", "880 yd"],
      timeTargets: ["0:30:00.00", "1:00:00", "0:30:00"])
    // 5000 m is the 5K again; 880 yd is exactly half a mile (880 × 0.9144 = 804.672 m =
    // 0.5 × 1609.344 m).
    #expect(named.targets == ["5K", "15 km", "3.1 mi", "0.5 mi"])
    #expect(named.timeTargets == ["30:00", "1:00:00"])
  }

  @Test("A target the wheels cannot hold, or too many, is refused with what is allowed")
  func refusals() throws {
    #expect(throws: RunError.self) { try PaceTargets(targets: ["15 furlongs"], timeTargets: []) }
    #expect(throws: RunError.self) { try PaceTargets(targets: ["0 km"], timeTargets: []) }
    #expect(throws: (any Error).self) { try PaceTargets(targets: [], timeTargets: ["99:99:99"]) }
    #expect(throws: RunError.tooManyTargets(31)) {
      try PaceTargets(targets: Array(repeating: "5K", count: 31), timeTargets: [])
    }
  }
}
