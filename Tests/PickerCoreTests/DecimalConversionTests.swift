import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

/// The core's exact conversion against the pre-move `Decimal` implementation it replaces
/// (`DecimalConversionOracle`): the same digits, exponent and exactness, or the same refusal.
@Suite("Exact conversion against the pre-move Decimal code")
struct DecimalConversionTests {
  /// What one side answered: the amount's text and exactness, or why it had none.
  enum Answer: Equatable, CustomStringConvertible {
    case amount(String, isExact: Bool)
    /// The oracle's NaN or a value past an exact number; the core's `MeasureError`.
    case refused(String)

    var description: String {
      switch self {
      case .amount(let text, let isExact): isExact ? text : "\(text) (rounded)"
      case .refused(let why): "refused: \(why)"
      }
    }
  }

  /// One drawn question, both answers, and whether the oracle left its integer shortcut for
  /// Decimal's own arithmetic.
  struct Case {
    let question: String
    let oracle: Answer
    let core: Answer
    let byDecimalArithmetic: Bool

    /// The same answer; a refusal matches the oracle's NaN or a value no exact number holds.
    var agrees: Bool {
      switch (oracle, core) {
      case (.refused(let reason), .refused(let error)):
        reason == error || reason == "NaN" || reason.hasPrefix("past")
      default: oracle == core
      }
    }
  }

  static let units = MeasureDimension.allCases.flatMap { $0.units }

  /// Every pair that converts: within a dimension, and speed with pace both ways.
  static let pairs: [(ExactUnit, ExactUnit)] = units.flatMap { source in
    units.filter { $0.dimension == source.dimension || source.dimension.reciprocal == $0.dimension }
      .map { (source, $0) }
  }

  /// An amount of 1 to `digits` significant digits (sometimes zero) times 10^exponent.
  static func drawnAmount(
    digits: Int, exponents: ClosedRange<Int>, using random: inout SeededRandom
  ) -> ExactNumber {
    var significand: UInt128 = 0
    if Int.random(in: 0..<12, using: &random) != 0 {
      for index in 0..<Int.random(in: 1...digits, using: &random) {
        significand =
          significand * 10 + UInt128(Int.random(in: index == 0 ? 1...9 : 0...9, using: &random))
      }
    }
    return ExactNumber(
      isNegative: Bool.random(using: &random), significand: significand,
      exponent: Int.random(in: exponents, using: &random)) ?? .zero
  }

  static func oracleAnswer(_ answer: () throws(MeasureError) -> OracleAmount) -> (Answer, Bool) {
    do {
      let amount = try answer()
      guard !amount.value.isNaN else { return (.refused("NaN"), amount.byDecimalArithmetic) }
      guard let exact = ExactNumber(amount.value) else {
        return (.refused("past an exact number: \(amount.value)"), amount.byDecimalArithmetic)
      }
      // An exact number writes its digits as Decimal does; a difference would be a Decimal
      // with trailing zeros, which no exact number is.
      let text =
        exact.description == amount.value.description ? exact.description : "\(amount.value)"
      return (.amount(text, isExact: amount.isExact), amount.byDecimalArithmetic)
    } catch {
      return (.refused(error.description), false)
    }
  }

  static func coreAnswer(_ answer: () throws(MeasureError) -> ConvertedAmount) -> Answer {
    do {
      let amount = try answer()
      return .amount(amount.value.description, isExact: amount.isExact)
    } catch {
      return .refused(error.description)
    }
  }

  /// A question of each kind in turn: two conversions, a quotient, a base value.
  static func drawnCases(
    _ count: Int, digits: Int, exponents: ClosedRange<Int>, seed: String
  ) -> [Case] {
    var random = SeededRandom(name: seed)
    return (0..<count).map { index in
      let amount = drawnAmount(digits: digits, exponents: exponents, using: &random)
      switch index % 4 {
      case 0, 1:
        let (source, target) = pairs[Int.random(in: 0..<pairs.count, using: &random)]
        let (oracle, byDecimal) = oracleAnswer { () throws(MeasureError) in
          try DecimalConversionOracle.convert(
            amount.decimal, from: OracleUnit(source), to: OracleUnit(target))
        }
        return Case(
          question: "\(amount) \(source) in \(target)", oracle: oracle,
          core: coreAnswer { () throws(MeasureError) in
            try ExactConversion.convert(amount, from: source, to: target)
          },
          byDecimalArithmetic: byDecimal)
      case 2:
        let divisor = drawnAmount(digits: digits, exponents: exponents, using: &random)
        let (oracle, byDecimal) = oracleAnswer { () throws(MeasureError) in
          DecimalConversionOracle.divide(amount.decimal, by: divisor.decimal)
        }
        return Case(
          question: "\(amount) ÷ \(divisor)", oracle: oracle,
          core: coreAnswer { () throws(MeasureError) in
            try ExactConversion.divide(amount, by: divisor)
          },
          byDecimalArithmetic: byDecimal)
      default:
        let unit = units[Int.random(in: 0..<units.count, using: &random)]
        let (oracle, byDecimal) = oracleAnswer { () throws(MeasureError) in
          DecimalConversionOracle.baseValue(amount.decimal, of: OracleUnit(unit))
        }
        // A base value has no exactness of its own: both sides' values are compared.
        let core = coreAnswer { () throws(MeasureError) in
          ConvertedAmount(value: try ExactConversion.baseValue(amount, of: unit), isExact: true)
        }
        let oracleValue: Answer =
          if case .amount(let text, _) = oracle { .amount(text, isExact: true) } else { oracle }
        return Case(
          question: "\(amount) \(unit) in base units", oracle: oracleValue, core: core,
          byDecimalArithmetic: byDecimal)
      }
    }
  }

  @Test(
    "Identical to the Decimal code for amounts of up to 12 digits, 10^-12 to 10^24: every unit pair, speed and pace, temperatures, quotients and base values (seeded, 24,000)"
  )
  func identicalWithinTwelveDigits() {
    let cases = Self.drawnCases(24_000, digits: 12, exponents: -12...12, seed: "conversion-12")
    let disagreeing = cases.filter { !$0.agrees }
    #expect(
      disagreeing.isEmpty,
      "\(disagreeing.prefix(5).map { "\($0.question): \($0.oracle) / \($0.core)" })")
    // Both of the pre-move code's paths were exercised, and most answers are exact or rounded.
    #expect(cases.filter(\.byDecimalArithmetic).count > 400)
    #expect(
      cases.filter { if case .amount(_, true) = $0.core { true } else { false } }.count > 5_000)
    #expect(
      cases.filter { if case .amount(_, false) = $0.core { true } else { false } }.count > 5_000)
  }

  @Test(
    "Identical to the Decimal code wherever its 128-bit path answered, for amounts of up to 38 digits, 10^-40 to 10^78 (seeded, 20,000)"
  )
  func identicalWhereTheIntegerPathAnswered() {
    let cases = Self.drawnCases(20_000, digits: 38, exponents: -40...40, seed: "conversion-38")
    let integerPath = cases.filter { !$0.byDecimalArithmetic }
    let disagreeing = integerPath.filter { !$0.agrees }
    #expect(
      disagreeing.isEmpty,
      "\(disagreeing.prefix(5).map { "\($0.question): \($0.oracle) / \($0.core)" })")
    #expect(integerPath.count > 10_000)
  }

  /// Two quotients `Decimal` got wrong.
  ///
  /// Where an amount is long or far from 1, the pre-move code fell back to `Decimal`'s own
  /// arithmetic, which loses digits: it rounds a long product or sum, and divides wrongly when
  /// the operands' exponents are far apart (it keeps only the divisor's first digit). The core
  /// computes those exactly; these answers were checked with Python's `fractions`.
  @Test(
    "Past Decimal's precision the core is exact where Decimal was not",
    arguments: [
      (
        "87616202397840000000000000 ÷ 0.00000000005568",
        "1752324047960000000000000000000000000", "1573566853410000000000000000000000000"
      ),
      (
        "8040430000000 ÷ 0.000000000000000000009744406",
        "893381111111000000000000000000000", "825132901893000000000000000000000"
      ),
    ])
  func exactPastDecimal(question: String, decimal: String, exact: String) throws {
    let parts = question.split(separator: " ÷ ").map(String.init)
    let dividend = try #require(ExactNumber(parts[0]))
    let divisor = try #require(ExactNumber(parts[1]))
    #expect(
      DecimalConversionOracle.divide(dividend.decimal, by: divisor.decimal).value.description
        == decimal)
    let quotient = try ExactConversion.divide(dividend, by: divisor)
    #expect(quotient.value.description == exact)
    #expect(!quotient.isExact)
  }

  @Test("An identity conversion of a long amount is the amount, exactly")
  func longIdentity() throws {
    let fahrenheit = try #require(MeasureDimension.temperature.unit(named: "°F"))
    let ounce = try #require(MeasureDimension.mass.unit(named: "oz"))
    for (text, unit) in [
      ("-954455934178600000000000000000000000000", fahrenheit),
      ("-3173643825090000000000000000000000", ounce),
    ] {
      let amount = try #require(ExactNumber(text))
      #expect(
        try ExactConversion.convert(amount, from: unit, to: unit)
          == ConvertedAmount(value: amount, isExact: true))
    }
  }

  @Test("Results past an exact number, zero divisors and zero speeds are refused, never trapped")
  func refusals() throws {
    let huge = try #require(ExactNumber("9e127"))
    let tiny = try #require(ExactNumber("1e-128"))
    let kilometre = try #require(MeasureDimension.length.unit(named: "km"))
    let metre = try #require(MeasureDimension.length.unit(named: "m"))
    let kmh = try #require(MeasureDimension.speed.unit(named: "km/h"))
    let perKilometre = try #require(MeasureDimension.pace.unit(named: "min/km"))
    #expect(throws: MeasureError.outOfRange("\(huge) ÷ \(tiny)")) {
      try ExactConversion.divide(huge, by: tiny)
    }
    #expect(throws: MeasureError.outOfRange("\(huge) km in m")) {
      try ExactConversion.convert(huge, from: kilometre, to: metre)
    }
    #expect(throws: MeasureError.divisionByZero("1 ÷ 0")) {
      try ExactConversion.divide(ExactNumber(1), by: ExactNumber.zero)
    }
    #expect(throws: MeasureError.noReciprocal("0 km/h")) {
      try ExactConversion.convert(ExactNumber.zero, from: kmh, to: perKilometre)
    }
    // The smallest and largest amounts convert wherever the result is a number.
    #expect(
      try ExactConversion.convert(tiny, from: kilometre, to: metre).value.description == "0."
        + String(repeating: "0", count: 124) + "1")
    #expect(
      MeasureError.outOfRange("x").description
        == "x is past what an exact number holds: 38 significant digits, 10^-128 to 10^127")
  }
}
