/// An exact decimal number: a sign, up to 38 significant digits and a power of ten from -128 to
/// 127 (the numbers Foundation's `Decimal` holds, so a value crosses PickerKit's bridge unchanged).
///
/// The core's own number, where it once used `Decimal`: bounds, steps and answers are read and
/// written as decimal text, exactly, on every host (Embedded Swift has no Foundation). Equal
/// numbers are one value (`1.50` and `1.5`, `0` and `-0`), and ``description`` writes each in one
/// plain form, as `Decimal` does: no exponent, no trailing zeros (`1e3` is `1000`).
public struct ExactNumber: Sendable, Hashable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// Whether the number is below zero (never for zero).
  public let isNegative: Bool
  /// The digits as a whole number, without trailing zeros (0 for zero).
  public let significand: UInt128
  /// The power of ten the significand is multiplied by (0 for zero).
  public let exponent: Int

  /// The most significant digits a number holds.
  public static let maximumDigits = 38
  /// The powers of ten a number may have.
  public static let exponents = -128...127

  /// Zero.
  public static let zero = ExactNumber(0)

  /// A number from its parts, in lowest form; nil when it has more digits or a wider exponent
  /// than a number holds.
  public init?(isNegative: Bool, significand: UInt128, exponent: Int) {
    guard significand != 0 else {
      self.init(normalized: false, 0, 0)
      return
    }
    var significand = significand
    var exponent = exponent
    while significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    guard significand < Self.tenToThe38, Self.exponents.contains(exponent) else { return nil }
    self.init(normalized: isNegative, significand, exponent)
  }

  private init(normalized isNegative: Bool, _ significand: UInt128, _ exponent: Int) {
    self.isNegative = isNegative
    self.significand = significand
    self.exponent = exponent
  }

  /// A whole number.
  public init(_ value: Int) {
    // Any Int has at most 19 digits and no exponent: always a number.
    var significand = UInt128(value.magnitude)
    var exponent = 0
    while significand != 0, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    self.init(normalized: value < 0, significand, significand == 0 ? 0 : exponent)
  }

  /// A whole number from a literal.
  public init(integerLiteral value: Int) { self.init(value) }

  /// The number decimal text writes: an optional sign (`-`, `+`), digits with an optional `.`
  /// (`12`, `1.5`, `.5`, `5.`) and an optional exponent (`1e3`, `2.5E-4`); nil for any other
  /// text, or a number with more than 38 significant digits or outside 10^-128...10^127.
  public init?(_ text: String) {
    var bytes = Array(text.utf8)[...]
    var negative = false
    if let sign = bytes.first, sign == 0x2D || sign == 0x2B {
      negative = sign == 0x2D
      bytes = bytes.dropFirst()
    }
    var significand: UInt128 = 0
    var digits = 0
    var exponent = 0
    var sawDigit = false
    var sawPoint = false
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x2E, !sawPoint {
        sawPoint = true
      } else if (0x30...0x39).contains(byte) {
        sawDigit = true
        if significand == 0, byte == 0x30 {
          if sawPoint { exponent -= 1 }
        } else if digits < Self.maximumDigits {
          significand = significand * 10 + UInt128(byte - 0x30)
          digits += 1
          if sawPoint { exponent -= 1 }
        } else if byte != 0x30 {
          return nil  // a 39th significant digit that is not zero
        } else if !sawPoint {
          exponent += 1  // a trailing zero of the whole part
        }
      } else {
        break
      }
      index += 1
    }
    guard sawDigit else { return nil }
    if index < bytes.endIndex {
      guard bytes[index] == 0x65 || bytes[index] == 0x45 else { return nil }
      index += 1
      var exponentNegative = false
      if index < bytes.endIndex, bytes[index] == 0x2D || bytes[index] == 0x2B {
        exponentNegative = bytes[index] == 0x2D
        index += 1
      }
      guard index < bytes.endIndex else { return nil }
      var written = 0
      while index < bytes.endIndex {
        let byte = bytes[index]
        guard (0x30...0x39).contains(byte) else { return nil }
        // Past ten thousand the number is far outside the exponents either way.
        written = min(written * 10 + Int(byte - 0x30), 10_000)
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    self.init(isNegative: negative, significand: significand, exponent: exponent)
  }

  /// The number as plain decimal text: `-12.5`, `1000`, `0.001`, `0`.
  public var description: String {
    guard significand != 0 else { return "0" }
    let digits = String(significand)
    var text = isNegative ? "-" : ""
    if exponent >= 0 {
      text += digits + String(repeating: "0", count: exponent)
    } else if -exponent < digits.count {
      let point = digits.index(digits.endIndex, offsetBy: exponent)
      text += digits[..<point] + "." + digits[point...]
    } else {
      text += "0." + String(repeating: "0", count: -exponent - digits.count) + digits
    }
    return text
  }

  /// Orders numbers by value.
  public static func < (lhs: ExactNumber, rhs: ExactNumber) -> Bool {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
    let magnitudeBelow = lhs.magnitudeCompared(to: rhs) < 0
    let magnitudeAbove = lhs.magnitudeCompared(to: rhs) > 0
    return lhs.isNegative ? magnitudeAbove : magnitudeBelow
  }

  /// -1, 0 or 1 as this number's magnitude is below, equal to or above another's.
  private func magnitudeCompared(to other: ExactNumber) -> Int {
    if significand == 0 || other.significand == 0 {
      return significand == other.significand ? 0 : (significand == 0 ? -1 : 1)
    }
    // The power of ten of the leading digit decides, then the digits aligned.
    let digits = Self.digitCount(significand)
    let otherDigits = Self.digitCount(other.significand)
    let leading = digits + exponent
    let otherLeading = otherDigits + other.exponent
    if leading != otherLeading { return leading < otherLeading ? -1 : 1 }
    var left = significand
    var right = other.significand
    for _ in digits..<max(digits, otherDigits) { left *= 10 }
    for _ in otherDigits..<max(digits, otherDigits) { right *= 10 }
    return left == right ? 0 : (left < right ? -1 : 1)
  }

  private static let tenToThe38: UInt128 = 100_000_000_000_000_000_000_000_000_000_000_000_000

  private static func digitCount(_ value: UInt128) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}

extension ExactNumber {
  /// The number without its sign.
  public var magnitude: ExactNumber {
    ExactNumber(isNegative: false, significand: significand, exponent: exponent) ?? self
  }

  /// The number with the other sign.
  public var negated: ExactNumber {
    ExactNumber(isNegative: !isNegative, significand: significand, exponent: exponent) ?? self
  }

  /// The number as an Int when it is a whole number an Int holds, else nil.
  public var wholeNumber: Int? { whole(as: Int.self) }

  /// The number as a whole number of a fixed width, or nil when it has a fraction or does not
  /// fit (an `Int` has 32 bits on wasm32, so a count of seconds asks for an `Int64`).
  public func whole<Integer: FixedWidthInteger & SignedInteger>(as _: Integer.Type) -> Integer? {
    guard exponent >= 0 else { return nil }
    var value = significand
    for _ in 0..<exponent {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      value = product
    }
    let largest = UInt128(Integer.max)
    if isNegative {
      guard value <= largest + 1 else { return nil }
      return value == largest + 1 ? Integer.min : -Integer(value)
    }
    guard value <= largest else { return nil }
    return Integer(value)
  }

}
