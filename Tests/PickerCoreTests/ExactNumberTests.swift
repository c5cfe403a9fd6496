import Foundation
import PickerCore
import PickerTestSupport
import Testing

/// The core's exact number against Foundation's `Decimal`, which it stands in for.
@Suite("Exact numbers")
struct ExactNumberTests {
  /// Decimal text of every form: signs, leading and trailing zeros, points, exponents.
  static func drawnText(using random: inout SeededRandom) -> String {
    var text = ["", "-", "+"].randomElement(using: &random) ?? ""
    let digits = (0..<Int.random(in: 0...40, using: &random)).map { _ in
      String(Int.random(in: 0...9, using: &random))
    }.joined()
    let zeros = String(repeating: "0", count: Int.random(in: 0...3, using: &random))
    switch Int.random(in: 0...3, using: &random) {
    case 0: text += zeros + digits
    case 1: text += zeros + digits + "." + digits.prefix(Int.random(in: 0...6, using: &random))
    case 2: text += "." + zeros + digits
    default: text += digits + zeros
    }
    if Bool.random(using: &random) {
      text +=
        (["e", "E", "e-", "e+"].randomElement(using: &random) ?? "e")
        + String(Int.random(in: 0...140, using: &random))
    }
    return text
  }

  @Test("Text reads as Decimal reads it, and writes as Decimal writes it (seeded, 20,000)")
  func asDecimal() {
    var random = SeededRandom(name: "exact number as decimal")
    var compared = 0
    for _ in 0..<20_000 {
      let text = Self.drawnText(using: &random)
      guard let ours = ExactNumber(text) else { continue }
      guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        continue
      }
      compared += 1
      #expect(ours.description == decimal.description, "\(text)")
      #expect(ExactNumber(ours.description) == ours, "\(text)")
    }
    #expect(compared > 5_000)
  }

  @Test("Numbers order as Decimal orders them, and equal numbers are one value (seeded)")
  func order() {
    var random = SeededRandom(name: "exact number order")
    let numbers = (0..<600).compactMap { _ in ExactNumber(Self.drawnText(using: &random)) }
    for (left, right) in zip(numbers, numbers.shuffled(using: &random)) {
      guard let l = Decimal(string: left.description), let r = Decimal(string: right.description)
      else { continue }
      #expect((left < right) == (l < r), "\(left) \(right)")
      #expect((left == right) == (l == r), "\(left) \(right)")
    }
    #expect(ExactNumber("1.50") == ExactNumber("1.5"))
    #expect(ExactNumber("-0") == .zero)
    #expect(ExactNumber("1e3")?.description == "1000")
    #expect(ExactNumber("-2.5E-4")?.description == "-0.00025")
  }

  @Test("Text that is no number, or more than a number holds, is nil")
  func refused() {
    for text in [
      "", "-", ".", "1.2.3", "1e", "e5", "1x", "--1", "0x10", "1e128", "1e-129",
      "123456789012345678901234567890123456789", "NaN", "∞",
    ] {
      #expect(ExactNumber(text) == nil, "\(text)")
    }
    #expect(
      ExactNumber("12345678901234567890123456789012345678")?.description
        == "12345678901234567890123456789012345678")
    #expect(ExactNumber("1e127") != nil)
    #expect(ExactNumber("1" + String(repeating: "0", count: 100_000)) == nil)
  }
}
