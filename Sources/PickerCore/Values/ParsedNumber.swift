/// A plain number as a person types it: `774.37`, `-3.1`, `.5`, `12 3/8`, `3/8`.
///
/// Kept as digits rather than a binary or Decimal number so that rounding to a pattern's units is
/// exact however many digits are typed (hand-written because Foundation's Decimal keeps only 38
/// digits and rounds silently beyond them).
package struct ParsedNumber: Sendable {
  var negative: Bool
  /// The integer part's digits, without leading zeros.
  var integerDigits: [UInt8]
  /// The decimal fraction's digits, without trailing zeros.
  var fractionDigits: [UInt8]
  /// A written fraction `top/bottom` added to the integer part (`12 3/8`), with top < bottom.
  var ratio: (top: Int64, bottom: Int64)?

  /// Parses a plain number, or returns nil when the text is not one.
  package init?(_ text: Substring, allowSign: Bool = true) {
    var rest = text[...]
    negative = false
    if allowSign, let first = rest.first, "+-−".contains(first) {
      negative = first != "+"
      rest = rest.dropFirst()
    }
    // "3/8" alone, or "12 3/8".
    var ratioText: Substring?
    if let slash = rest.firstIndex(of: "/") {
      if let space = rest[..<slash].lastIndex(of: " ") {
        ratioText = rest[rest.index(after: space)...]
        rest = rest[..<space]
        while rest.last == " " { rest = rest.dropLast() }
      } else {
        ratioText = rest
        rest = "0"
      }
    }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerText = parts[0]
    let fractionText = parts.count > 1 ? parts[1] : ""
    guard !(integerText.isEmpty && fractionText.isEmpty),
      integerText.allSatisfy({ $0.isASCIIDigit }), fractionText.allSatisfy({ $0.isASCIIDigit }),
      !(ratioText != nil && parts.count > 1)
    else { return nil }
    integerDigits = Array(integerText.utf8.map { $0 - 48 }.drop { $0 == 0 })
    var fraction = fractionText.utf8.map { $0 - 48 }
    while fraction.last == 0 { fraction.removeLast() }
    fractionDigits = fraction
    ratio = nil
    if let ratioText {
      let sides = ratioText.split(separator: "/", omittingEmptySubsequences: false)
      guard sides.count == 2, sides.allSatisfy({ !$0.isEmpty && $0.count <= 6 }),
        sides.allSatisfy({ $0.allSatisfy({ $0.isASCIIDigit }) }),
        let top = Int64(sides[0]), let bottom = Int64(sides[1]), bottom > 0, top < bottom
      else { return nil }
      ratio = (top, bottom)
    }
  }

  /// The number in a resolution's units, rounded down, with what was left over.
  package func scaled(to resolution: Resolution) -> ScaledNumber {
    let denominator = resolution.denominator
    // Integer parts beyond 18 digits exceed every pattern; saturate rather than overflow.
    guard integerDigits.count <= WheelPattern.maximumDigits else {
      return ScaledNumber(negative: negative, floor: ScaledNumber.huge, remainder: .zero)
    }
    var whole: Int64 = 0
    for digit in integerDigits { whole = whole * 10 + Int64(digit) }
    var units = whole.saturatingMultiplied(by: denominator)
    var remainder = Remainder.zero
    switch resolution {
    case .decimal(let places):
      var fractionUnits: Int64 = 0
      for index in 0..<places {
        fractionUnits =
          fractionUnits * 10
          + Int64(index < fractionDigits.count ? fractionDigits[index] : 0)
      }
      units = units.saturatingAdded(fractionUnits)
      remainder = Remainder(digits: fractionDigits.dropFirst(places))
    case .sixteenths:
      // 16 * 0.d1d2d3... by long multiplication: the carry out is the whole sixteenths.
      var digits = fractionDigits
      var carry = 0
      for index in digits.indices.reversed() {
        let product = Int(digits[index]) * 16 + carry
        digits[index] = UInt8(product % 10)
        carry = product / 10
      }
      units = units.saturatingAdded(Int64(carry))
      remainder = Remainder(digits: digits[...])
    }
    if let (top, bottom) = ratio {
      let (scaledTop, overflow) = top.multipliedReportingOverflow(by: denominator)
      if !overflow {
        units = units.saturatingAdded(scaledTop / bottom)
        remainder = remainder.adding(Remainder(numerator: scaledTop % bottom, denominator: bottom))
      } else {
        units = ScaledNumber.huge
      }
    }
    // Any floor past every pattern's range means the same; keeping it there leaves room to add.
    return ScaledNumber(
      negative: negative, floor: min(units, ScaledNumber.huge), remainder: remainder)
  }
}

extension Int64 {
  /// self + other, or Int64.max or Int64.min, by the sum's sign, when that overflows.
  package func saturatingAdded(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other < 0 ? .min : .max
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  package var isASCIIDigit: Bool { ("0"..."9").contains(self) }

  /// The value of an ASCII digit, or nil.
  package var asciiDigit: Int? {
    guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
    return Int(ascii) - 48
  }
}
