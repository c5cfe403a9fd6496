/// An unsigned integer of any width, for exact products and quotients past 128 bits.
///
/// Hand-written because the core may use only the standard library, which stops at `UInt128`:
/// a conversion multiplies a 38-digit amount by two unit definitions and aligns sums across
/// exponents up to 255 apart, products of up to a thousand bits that must stay exact. The
/// digits are 64-bit words, least significant first, with no zero word at the top; every
/// operation is exact, and subtraction is asked only of a larger number (callers compare
/// first), so nothing here can overflow or trap.
struct WideUnsigned: Sendable, Hashable, Comparable {
  /// The 64-bit words, least significant first; empty for zero.
  private(set) var words: [UInt64]

  /// Zero.
  static let zero = WideUnsigned(words: [])

  private init(words: [UInt64]) {
    self.words = words
    trim()
  }

  /// A value of 128 bits or fewer.
  init(_ value: UInt128) {
    self.init(words: [UInt64(truncatingIfNeeded: value), UInt64(truncatingIfNeeded: value >> 64)])
  }

  /// Whether the value is zero.
  var isZero: Bool { words.isEmpty }

  /// The value as a `UInt128`, or nil when it needs more bits.
  var uint128: UInt128? {
    switch words.count {
    case 0: 0
    case 1: UInt128(words[0])
    case 2: UInt128(words[1]) << 64 | UInt128(words[0])
    default: nil
    }
  }

  private mutating func trim() {
    while let last = words.last, last == 0 { words.removeLast() }
  }

  static func < (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool {
    if lhs.words.count != rhs.words.count { return lhs.words.count < rhs.words.count }
    for index in lhs.words.indices.reversed() where lhs.words[index] != rhs.words[index] {
      return lhs.words[index] < rhs.words[index]
    }
    return false
  }

  static func + (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    var sum: [UInt64] = []
    sum.reserveCapacity(max(lhs.words.count, rhs.words.count) + 1)
    var carry: UInt64 = 0
    for index in 0..<max(lhs.words.count, rhs.words.count) {
      let left = index < lhs.words.count ? lhs.words[index] : 0
      let right = index < rhs.words.count ? rhs.words[index] : 0
      let (partial, firstCarry) = left.addingReportingOverflow(right)
      let (total, secondCarry) = partial.addingReportingOverflow(carry)
      sum.append(total)
      carry = (firstCarry ? 1 : 0) + (secondCarry ? 1 : 0)
    }
    sum.append(carry)
    return WideUnsigned(words: sum)
  }

  /// lhs − rhs, for lhs ≥ rhs (callers compare first); zero otherwise rather than a trap.
  static func - (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    guard rhs < lhs else { return .zero }
    var difference = lhs.words
    var borrow: UInt64 = 0
    for index in difference.indices {
      let right = index < rhs.words.count ? rhs.words[index] : 0
      let (partial, firstBorrow) = difference[index].subtractingReportingOverflow(right)
      let (total, secondBorrow) = partial.subtractingReportingOverflow(borrow)
      difference[index] = total
      borrow = (firstBorrow ? 1 : 0) + (secondBorrow ? 1 : 0)
    }
    return WideUnsigned(words: difference)
  }

  static func * (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    guard !lhs.isZero, !rhs.isZero else { return .zero }
    var product = [UInt64](repeating: 0, count: lhs.words.count + rhs.words.count)
    for (i, left) in lhs.words.enumerated() {
      var carry: UInt64 = 0
      for (j, right) in rhs.words.enumerated() {
        let (high, low) = left.multipliedFullWidth(by: right)
        let (withCarry, carried) = low.addingReportingOverflow(carry)
        let (total, added) = product[i + j].addingReportingOverflow(withCarry)
        product[i + j] = total
        // The word's whole sum, p + l·r + carry, is below 2^128, so its top word is too.
        carry = high &+ (carried ? 1 : 0) &+ (added ? 1 : 0)
      }
      product[i + rhs.words.count] = carry
    }
    return WideUnsigned(words: product)
  }

  /// The quotient and remainder by a nonzero word.
  func quotientAndRemainder(dividingBy divisor: UInt64) -> (
    quotient: WideUnsigned, remainder: UInt64
  ) {
    var quotient = words
    var remainder: UInt64 = 0
    for index in words.indices.reversed() {
      // remainder < divisor, so the quotient word fits in 64 bits.
      let (digit, rest) = divisor.dividingFullWidth((remainder, words[index]))
      quotient[index] = digit
      remainder = rest
    }
    return (WideUnsigned(words: quotient), remainder)
  }

  /// The quotient and remainder by a nonzero value; zero by zero rather than a trap.
  func quotientAndRemainder(dividingBy divisor: WideUnsigned) -> (
    quotient: WideUnsigned, remainder: WideUnsigned
  ) {
    guard !divisor.isZero, !(self < divisor) else { return (.zero, self) }
    if divisor.words.count == 1 {
      let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor.words[0])
      return (quotient, WideUnsigned(UInt128(remainder)))
    }
    if let dividend = uint128, let divisor = divisor.uint128 {
      return (WideUnsigned(dividend / divisor), WideUnsigned(dividend % divisor))
    }
    // Long division a bit at a time, in place: only amounts far past what a picker shows have
    // a divisor past 128 bits or a dividend past it that a word cannot divide.
    let divisorWords = divisor.words
    var quotient = [UInt64](repeating: 0, count: words.count)
    var remainder = [UInt64](repeating: 0, count: divisorWords.count + 1)
    for bit in (0..<(words.count * 64)).reversed() {
      var carry = words[bit / 64] >> UInt64(bit % 64) & 1
      for index in remainder.indices {
        let word = remainder[index]
        remainder[index] = word << 1 | carry
        carry = word >> 63
      }
      if !Self.isBelow(remainder, divisorWords) {
        var borrow: UInt64 = 0
        for index in remainder.indices {
          let right = index < divisorWords.count ? divisorWords[index] : 0
          let (partial, firstBorrow) = remainder[index].subtractingReportingOverflow(right)
          let (total, secondBorrow) = partial.subtractingReportingOverflow(borrow)
          remainder[index] = total
          borrow = (firstBorrow ? 1 : 0) + (secondBorrow ? 1 : 0)
        }
        quotient[bit / 64] |= 1 << UInt64(bit % 64)
      }
    }
    return (WideUnsigned(words: quotient), WideUnsigned(words: remainder))
  }

  /// Whether words (with zero words at the top allowed) are below a trimmed value's words.
  private static func isBelow(_ left: [UInt64], _ right: [UInt64]) -> Bool {
    for index in left.indices.reversed() {
      let other = index < right.count ? right[index] : 0
      if left[index] != other { return left[index] < other }
    }
    return false
  }

  /// 10^exponent, for exponent ≥ 0.
  static func powerOfTen(_ exponent: Int) -> WideUnsigned {
    if powersOfTen.indices.contains(exponent) { return powersOfTen[exponent] }
    var power = powersOfTen[powersOfTen.count - 1]
    var left = exponent - (powersOfTen.count - 1)
    while left > 0 {
      let step = min(left, 19)
      power = power * WideUnsigned(UInt128(tenToThe(step)))
      left -= step
    }
    return power
  }

  /// 10^0 through 10^76, the powers a conversion of picker-sized amounts asks for, made once.
  private static let powersOfTen: [WideUnsigned] = {
    var powers = [WideUnsigned(1)]
    while powers.count <= 76 { powers.append(powers[powers.count - 1] * WideUnsigned(10)) }
    return powers
  }()

  /// 10^exponent for 0...19, the powers a word holds.
  private static func tenToThe(_ exponent: Int) -> UInt64 {
    var power: UInt64 = 1
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// The number of decimal digits (1 for zero).
  var digitCount: Int {
    var count = 0
    var rest = self
    while rest.words.count > 1 {
      rest = rest.quotientAndRemainder(dividingBy: Self.tenToThe(19)).quotient
      count += 19
    }
    var word = rest.words.first ?? 0
    repeat {
      word /= 10
      count += 1
    } while word != 0
    return count
  }

  /// The value with its trailing decimal zeros removed, and how many there were.
  var withoutTrailingZeros: (WideUnsigned, Int) {
    var value = self
    var zeros = 0
    // Nineteen zeros at a time first: an exact quotient scaled by 10^38 ends in dozens of them.
    while !value.isZero {
      let (quotient, remainder) = value.quotientAndRemainder(dividingBy: Self.tenToThe(19))
      guard remainder == 0 else { break }
      value = quotient
      zeros += 19
    }
    while let low = value.words.first, low & 1 == 0 {
      let (quotient, remainder) = value.quotientAndRemainder(dividingBy: 10)
      guard remainder == 0 else { break }
      value = quotient
      zeros += 1
    }
    return (value, zeros)
  }
}
