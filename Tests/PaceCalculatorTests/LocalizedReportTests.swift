import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PaceCalculator

/// The pace report in the reader's locale (issue 25): distances, splits, predictions, speeds and
/// paces in the locale's digits and decimal sign; its numbers and the request stay canonical.
@Suite("The pace report in the reader's locale")
struct LocalizedReportTests {
  static let locales = ["de_DE", "fr_FR", "ar_EG", "ja_JP", "de_CH"]

  /// A line read back with Latin digits and `.` between digits: the inverse of
  /// ``RunText/numbers(in:symbols:)``, written here with the signs alone.
  private func canonicalNumbers(_ line: String, _ symbols: NumberSymbols) -> String {
    let latin = line.map { character in
      symbols.digits.firstIndex(of: character).map { Character(String($0)) } ?? character
    }
    return String(
      latin.indices.map { index -> Character in
        let between =
          index > 0 && index < latin.count - 1 && latin[index - 1].isASCII
          && latin[index - 1].isNumber && latin[index + 1].isASCII && latin[index + 1].isNumber
        return latin[index] == symbols.decimal && between ? "." : latin[index]
      })
  }

  /// Every line of a report a person reads.
  private func lines(_ report: PaceReport) -> [String] {
    var lines = [
      report.distance, report.time, report.pacePerKm, report.pacePerMi, report.distanceLine,
      report.paceLine, report.speedLine, report.summary, report.split, report.riegelExponent,
      report.vdotText ?? "", report.purdyPointsText ?? "",
    ]
    lines += report.warnings
    for split in report.splits {
      lines += [split.numberText, split.distance, split.length, split.split, split.elapsed]
    }
    for row in report.predictions + report.timePredictions {
      lines += [row.target, row.distance, row.time, row.pacePerKm, row.pacePerMi, row.pace]
      lines += row.warnings + row.models.sorted { $0.key < $1.key }.map { $0.value ?? "" }
    }
    return lines
  }

  @Test("A German reader reads 42,195 km; an Egyptian one ٤٢٫١٩٥ km; the numbers stay numbers")
  func examples() throws {
    let request = PaceRequest(distance: "42.195", time: "3:00:00")
    let german = try PaceReport(
      request, symbols: NumberSymbols(locale: Locale(identifier: "de_DE")))
    #expect(german.distance == "42,195 km")
    #expect(german.distanceLine == "42,195 km = 26,219 mi")
    #expect(german.paceLine == "4:16,0 /km, 6:51,9 /mi")
    #expect(german.speedLine == "14,065 km/h, 8,74 mph")
    #expect(german.summary == "Pace 4:16,0 per km, time 3:00:00,00")
    #expect(german.distanceKm == ExactNumber("42.195"))
    let arabic = try PaceReport(
      request, symbols: NumberSymbols(locale: Locale(identifier: "ar_EG")))
    #expect(arabic.distance == "٤٢٫١٩٥ km")
    #expect(arabic.time == "٣:٠٠:٠٠٫٠٠")
    #expect(arabic.splits.first?.numberText == "١")
    // Race names are names: the 5K stays the 5K.
    #expect(arabic.predictions.map(\.target).contains("5K"))
    #expect(arabic.timePredictions.map(\.target) == ["١:٠٠:٠٠"])
    #expect(arabic.timeSeconds == 10_800)
    // Without a locale, as before.
    #expect(try PaceReport(request).distance == "42.195 km")
  }

  @Test(
    "Every line is the canonical report's, its numbers in the locale's signs",
    arguments: locales)
  func reports(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let symbols = NumberSymbols(locale: locale)
    var random = SeededRandom(name: "pace \(identifier)")
    let units = ["km", "mi", "m", "yd"]
    for _ in 0..<12 {
      let unit = units[Int.random(in: 0..<units.count, using: &random)]
      let metres = ["m", "yd"].contains(unit)
      let distance =
        metres
        ? "\(Int.random(in: 200...42_000, using: &random))"
        : "\(Int.random(in: 1...60, using: &random)).\(Int.random(in: 0...999, using: &random))"
      let seconds = Int.random(in: 40...20_000, using: &random)
      let request = PaceRequest(
        distance: distance, distanceUnit: unit, time: "\(seconds)",
        split: metres ? "400 m" : unit, timeTargets: ["30:00", "2:00:00"])
      let plain = lines(try PaceReport(request))
      let local = lines(try PaceReport(request, symbols: NumberSymbols(locale: locale)))
      #expect(local.map { canonicalNumbers($0, symbols) } == plain, "\(identifier) \(request)")
    }
  }

  @Test("An interval session and the targets in the reader's locale")
  func intervalsAndTargets() throws {
    let german = Locale(identifier: "de_DE")
    let session = try IntervalReport(
      IntervalRequest(repetitions: "6", distance: "800", pace: "3:45", recoveryTime: "1:30"),
      symbols: NumberSymbols(locale: german))
    #expect(session.summary == "6 × 800 m at 3:45,0 /km, 1:30 rest")
    #expect(session.distanceLine == "4,8 km = 2,983 mi")
    #expect(session.rows.first?.time == "3:00,00")
    let arabic = try IntervalReport(
      IntervalRequest(
        repetitions: "2", distance: "0.5", distanceUnit: "mi", pace: "6:00",
        paceUnit: "min/mi"),
      symbols: NumberSymbols(locale: Locale(identifier: "ar_EG")))
    #expect(arabic.rows.map(\.repetition) == ["١", "", "٢"])
    #expect(arabic.totalDistance == "١ mi")
    // Targets are named canonically for requests, and written for the reader beside them.
    let targets = try PaceTargets(
      targets: ["0.500 mi", "5K"], timeTargets: ["1800"], symbols: NumberSymbols(locale: german))
    #expect(targets.targets == ["0.5 mi", "5K"])
    #expect(targets.writtenTargets == ["0,5 mi", "5K"])
    #expect(targets.timeTargets == ["30:00"])
    #expect(targets.writtenTimeTargets == ["30:00"])
  }

  @Test("A range's sentence takes the locale's signs in its numbers only")
  func numbersInWords() {
    let german = NumberSymbols(locale: Locale(identifier: "de_DE"))
    #expect(
      german.numbers(in: "about 3.5 to 230 minutes. Then, 1.")
        == "about 3,5 to 230 minutes. Then, 1.")
    #expect(NumberSymbols.canonical.numbers(in: "3.5") == "3.5")
  }

  @Test("The page's wheels are in the reader's signs; requests are read on canonical ones")
  func wheels() throws {
    let symbols = NumberSymbols(locale: Locale(identifier: "ar_EG"))
    let distance = try RunInputs.distance(unit: "km", symbols: symbols)
    let typed = try distance.answer(symbols.written("42.195"), nearest: false)
    #expect(distance.valueText(of: typed.value) == "42.195")
    guard case .pattern(let spec) = PickerSpec(try RunInputs.time(symbols: symbols)) else {
      Issue.record("times are pattern wheels")
      return
    }
    #expect(spec.locale == "ar_EG")
    // The page sends the value (seconds), which the report reads on its own wheels.
    #expect(try PaceReport(PaceRequest(distance: "42.195", time: "10800")).time == "3:00:00.00")
  }
}
