import Foundation
import PickerCore
import PickerTestSupport
import Testing

/// The core's exact rational: arithmetic that loses nothing, rounding decided on the exact
/// value (against Foundation's `NSDecimalRound` where a quotient ends), and the nearest `Double`.
@Suite("Exact ratios")
struct RatioTests {
  /// A decimal of up to 12 digits and 6 places, either sign.
  static func drawnNumber(_ random: inout SeededRandom) -> ExactNumber {
    let significand = UInt128(Int64.random(in: 0...999_999_999_999, using: &random))
    return ExactNumber(
      isNegative: Bool.random(using: &random), significand: significand,
      exponent: -Int.random(in: 0...6, using: &random)) ?? 0
  }

  /// A ratio of two drawn decimals, the divisor never zero.
  static func drawnRatio(_ random: inout SeededRandom) -> Ratio {
    var divisor = drawnNumber(&random)
    if divisor == .zero { divisor = 7 }
    return Ratio(drawnNumber(&random), over: divisor)
  }

  @Test("Sums, differences, products and quotients undo each other exactly (seeded, 3,000)")
  func arithmeticLaws() {
    var random = SeededRandom(name: "ratio laws")
    for _ in 0..<3_000 {
      let (a, b, c) = (Self.drawnRatio(&random), Self.drawnRatio(&random), Self.drawnRatio(&random))
      #expect((a + b) - b == a)
      #expect(a + b == b + a && a * b == b * a)
      #expect((a + b) + c == a + (b + c))
      #expect(a * (b + c) == a * b + a * c)
      if !b.isZero { #expect((a * b) / b == a && (a / b) * b == a) }
      #expect(a - a == Ratio(0) && (a - a).isZero)
      // Ordered as their difference says.
      #expect((a < b) == (b - a).isPositive)
    }
  }

  @Test("Rounding a decimal is Foundation's NSDecimalRound, half away from zero (seeded, 5,000)")
  func roundingAsDecimal() throws {
    var random = SeededRandom(name: "ratio rounding")
    for _ in 0..<5_000 {
      let number = Self.drawnNumber(&random)
      let places = Int.random(in: 0...5, using: &random)
      var value = try #require(Decimal(string: number.description))
      var rounded = Decimal()
      NSDecimalRound(&rounded, &value, places, .plain)
      #expect(Ratio(number).rounded(places: places).description == rounded.description)
    }
  }

  @Test("A quotient rounds on its exact value: a third, two thirds, a tie reached by division")
  func roundingQuotients() throws {
    #expect(Ratio(1, over: 3).rounded(places: 5) == ExactNumber("0.33333"))
    #expect(Ratio(2, over: 3).rounded(places: 5) == ExactNumber("0.66667"))
    #expect(Ratio(-2, over: 3).rounded(places: 0) == ExactNumber(-1))
    // 1408.95 / 3 is 469.65 exactly, a tie at one place: up, never 469.6.
    let third = Ratio(try #require(ExactNumber("1408.95")), over: 3)
    #expect(third.rounded(places: 1) == ExactNumber("469.7"))
    #expect(Ratio(42_195, over: 1_000).rounded(places: 0, .awayFromZero) == 43)
    #expect(Ratio(42_000, over: 1_000).rounded(places: 0, .awayFromZero) == 42)
    #expect(Ratio(1, over: 3).description == "0.33333333333333333333")
  }

  @Test("A quotient past what a number holds is the largest number, not a hang or a trap")
  func roundingHuge() throws {
    let huge = try #require(ExactNumber("9e120"))
    let product = Ratio(huge) * Ratio(huge)
    #expect(product.rounded(places: 2) > huge)
    #expect(product.negated.rounded(places: 2) < huge.negated)
    // 38 digits and more than fit at two places keep as many as fit.
    let wide = Ratio(try #require(ExactNumber("12345678901234567890123456789012345678")))
    #expect(wide.rounded(places: 2).description == "12345678901234567890123456789012345678")
  }

  @Test("A Double's exact value, and the nearest Double to a ratio, correctly rounded")
  func doubles() throws {
    #expect(Ratio(0.5) == Ratio(1, over: 2))
    #expect(Ratio(-0.75) == Ratio(-3, over: 4))
    // 0.1 is 3602879701896397 / 2^55.
    #expect(Ratio(0.1) == Ratio(3_602_879_701_896_397) / Ratio(36_028_797_018_963_968))
    #expect(Ratio(Double.infinity) == nil && Ratio(Double.nan) == nil)
    #expect(Ratio(Double.leastNonzeroMagnitude)?.isPositive == true)
    #expect(Ratio(1, over: 3).double == 1.0 / 3.0)
    #expect(Ratio(try #require(ExactNumber("0.1"))).double == 0.1)
    var random = SeededRandom(name: "ratio doubles")
    for _ in 0..<2_000 {
      let ratio = Self.drawnRatio(&random)
      let double = ratio.double
      // No Double is nearer: not the one above, not the one below.
      let distance = (try #require(Ratio(double)) - ratio).magnitude
      let above = (try #require(Ratio(double.nextUp)) - ratio).magnitude
      let below = (try #require(Ratio(double.nextDown)) - ratio).magnitude
      #expect(!(above < distance) && !(below < distance), "\(ratio) as \(double)")
    }
  }
}
