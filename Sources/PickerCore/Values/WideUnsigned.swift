/// An unsigned integer of any width, for exact products and quotients past 128 bits.
///
/// Hand-written because the core may use only the standard library, which stops at `UInt128`:
/// a conversion multiplies a 38-digit amount by two unit definitions and aligns sums across
/// exponents up to 255 apart, products of up to a thousand bits that must stay exact. The
/// digits are 64-bit words, least significant first, with no zero word at the top; every
/// operation is exact, and subtraction is asked only of a larger number (callers compare
/// first), so nothing here can overflow or trap.
///
/// A value of up to four words (256 bits: every product, quotient and power of ten a
/// picker-sized conversion asks for) keeps them inline, so its arithmetic allocates nothing;
/// a wider one keeps them in an array. The inline words are a tuple rather than an
/// `InlineArray`, which needs macOS 26 where the package supports macOS 15.
struct WideUnsigned: Sendable, Comparable {
  /// The words, inline when there are few.
  private var storage: Storage

  private enum Storage {
    /// Up to four words, least significant first, and how many there are; zero above them.
    case inline((UInt64, UInt64, UInt64, UInt64), count: Int)
    /// More than four words, least significant first.
    case spilled([UInt64])
  }

  /// The most words a value keeps inline.
  private static let inlineCapacity = 4

  /// Zero.
  static let zero = WideUnsigned(UInt128(0))

  /// A value of 128 bits or fewer.
  init(_ value: UInt128) {
    let low = UInt64(truncatingIfNeeded: value)
    let high = UInt64(truncatingIfNeeded: value >> 64)
    storage = .inline((low, high, 0, 0), count: high != 0 ? 2 : low != 0 ? 1 : 0)
  }

  /// A value of up to `capacity` words, which `body` writes into words that start at zero.
  private init(capacity: Int, writing body: (UnsafeMutableBufferPointer<UInt64>) -> Void) {
    guard capacity > Self.inlineCapacity else {
      var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      let count = withUnsafeMutableBytes(of: &words) { bytes in
        let buffer = UnsafeMutableBufferPointer(
          rebasing: bytes.assumingMemoryBound(to: UInt64.self)[..<capacity])
        body(buffer)
        return Self.significantCount(UnsafeBufferPointer(buffer))
      }
      storage = .inline(words, count: count)
      return
    }
    var words = [UInt64](repeating: 0, count: capacity)
    let count = words.withUnsafeMutableBufferPointer { buffer in
      body(buffer)
      return Self.significantCount(UnsafeBufferPointer(buffer))
    }
    guard count <= Self.inlineCapacity else {
      words.removeLast(capacity - count)
      storage = .spilled(words)
      return
    }
    storage = .inline(
      (words[0], words[1], words[2], words[3]), count: count)
  }

  /// The count of words up to the highest nonzero one.
  private static func significantCount(_ words: UnsafeBufferPointer<UInt64>) -> Int {
    var count = words.count
    while count > 0, words[count - 1] == 0 { count -= 1 }
    return count
  }

  /// Calls `body` with the words, least significant first (none for zero).
  private func withWords<Result>(_ body: (UnsafeBufferPointer<UInt64>) -> Result) -> Result {
    switch storage {
    case .inline(let words, let count):
      withUnsafeBytes(of: words) { bytes in
        body(UnsafeBufferPointer(rebasing: bytes.assumingMemoryBound(to: UInt64.self)[..<count]))
      }
    case .spilled(let words):
      words.withUnsafeBufferPointer(body)
    }
  }

  /// How many words the value has, with no zero word at the top: 0 for zero.
  private var wordCount: Int {
    switch storage {
    case .inline(_, let count): count
    case .spilled(let words): words.count
    }
  }

  /// Whether the value is zero.
  var isZero: Bool { wordCount == 0 }

  /// The value as a `UInt128`, or nil when it needs more bits.
  var uint128: UInt128? {
    guard case .inline(let words, let count) = storage, count <= 2 else { return nil }
    return UInt128(words.1) << 64 | UInt128(words.0)
  }

  /// The value as one word, or nil when it needs more.
  private var word: UInt64? {
    guard case .inline(let words, let count) = storage, count <= 1 else { return nil }
    return words.0
  }

  static func == (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool {
    lhs.withWords { left in rhs.withWords { right in left.elementsEqual(right) } }
  }

  static func < (lhs: WideUnsigned, rhs: WideUnsigned) -> Bool {
    if lhs.wordCount != rhs.wordCount { return lhs.wordCount < rhs.wordCount }
    return lhs.withWords { left in
      rhs.withWords { right in
        for index in left.indices.reversed() where left[index] != right[index] {
          return left[index] < right[index]
        }
        return false
      }
    }
  }

  static func + (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    lhs.withWords { left in
      rhs.withWords { right in
        let (long, short) = left.count >= right.count ? (left, right) : (right, left)
        return WideUnsigned(capacity: long.count + 1) { sum in
          var carry = false
          for index in long.indices {
            let (partial, first) = long[index].addingReportingOverflow(
              index < short.count ? short[index] : 0)
            let (total, second) = partial.addingReportingOverflow(carry ? 1 : 0)
            sum[index] = total
            carry = first || second
          }
          sum[long.count] = carry ? 1 : 0
        }
      }
    }
  }

  /// lhs − rhs, for lhs ≥ rhs (callers compare first); zero otherwise rather than a trap.
  static func - (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    guard rhs < lhs else { return .zero }
    return lhs.withWords { left in
      rhs.withWords { right in
        WideUnsigned(capacity: left.count) { difference in
          var borrow = false
          for index in left.indices {
            let (partial, first) = left[index].subtractingReportingOverflow(
              index < right.count ? right[index] : 0)
            let (total, second) = partial.subtractingReportingOverflow(borrow ? 1 : 0)
            difference[index] = total
            borrow = first || second
          }
        }
      }
    }
  }

  static func * (lhs: WideUnsigned, rhs: WideUnsigned) -> WideUnsigned {
    guard !lhs.isZero, !rhs.isZero else { return .zero }
    if let left = lhs.word, let right = rhs.word {
      return WideUnsigned(UInt128(left) * UInt128(right))
    }
    return lhs.withWords { left in
      rhs.withWords { right in
        WideUnsigned(capacity: left.count + right.count) { product in
          for (i, leftWord) in left.enumerated() {
            var carry: UInt64 = 0
            for (j, rightWord) in right.enumerated() {
              let (high, low) = leftWord.multipliedFullWidth(by: rightWord)
              let (withCarry, carried) = low.addingReportingOverflow(carry)
              let (total, added) = product[i + j].addingReportingOverflow(withCarry)
              product[i + j] = total
              // The word's whole sum, p + l·r + carry, is below 2^128, so its top word is too.
              carry = high &+ (carried ? 1 : 0) &+ (added ? 1 : 0)
            }
            product[i + right.count] = carry
          }
        }
      }
    }
  }

  /// The quotient and remainder by a nonzero word.
  func quotientAndRemainder(dividingBy divisor: UInt64) -> (
    quotient: WideUnsigned, remainder: UInt64
  ) {
    if let value = uint128 {
      let quotient = value / UInt128(divisor)
      return (
        WideUnsigned(quotient), UInt64(truncatingIfNeeded: value - quotient * UInt128(divisor))
      )
    }
    var remainder: UInt64 = 0
    let quotient = withWords { words in
      WideUnsigned(capacity: words.count) { quotient in
        for index in words.indices.reversed() {
          // remainder < divisor, so the quotient word fits in 64 bits.
          (quotient[index], remainder) = divisor.dividingFullWidth((remainder, words[index]))
        }
      }
    }
    return (quotient, remainder)
  }

  /// The quotient and remainder by a nonzero value; zero by zero rather than a trap.
  func quotientAndRemainder(dividingBy divisor: WideUnsigned) -> (
    quotient: WideUnsigned, remainder: WideUnsigned
  ) {
    guard !divisor.isZero, !(self < divisor) else { return (.zero, self) }
    if let word = divisor.word {
      let (quotient, remainder) = quotientAndRemainder(dividingBy: word)
      return (quotient, WideUnsigned(UInt128(remainder)))
    }
    if let dividend = uint128, let divisor = divisor.uint128 {
      return (WideUnsigned(dividend / divisor), WideUnsigned(dividend % divisor))
    }
    return withWords { dividend in
      divisor.withWords { divisor in Self.longDivision(dividend, by: divisor) }
    }
  }

  /// Knuth's long division (The Art of Computer Programming, 4.3.1, algorithm D) of at least
  /// as many words by at least two, a word of the quotient at a time.
  private static func longDivision(
    _ dividend: UnsafeBufferPointer<UInt64>, by divisor: UnsafeBufferPointer<UInt64>
  ) -> (quotient: WideUnsigned, remainder: WideUnsigned) {
    let length = divisor.count
    // Shifted so the divisor's top bit is set, each estimated quotient word is at most two
    // above the true one.
    let shift = divisor[length - 1].leadingZeroBitCount
    let top = divisor.indices.map { index in
      divisor[index] << shift | (index > 0 ? divisor[index - 1] >> (64 - shift) : 0)
    }
    var rest = (0...dividend.count).map { index in
      (index < dividend.count ? dividend[index] << shift : 0)
        | (index > 0 ? dividend[index - 1] >> (64 - shift) : 0)
    }
    let divisorTop = top[length - 1]
    let divisorNext = top[length - 2]
    let quotient = WideUnsigned(capacity: dividend.count - length + 1) { quotient in
      for position in (0...(dividend.count - length)).reversed() {
        // Estimate the quotient word from the top two words of the remainder.
        let high = rest[position + length]
        let low = rest[position + length - 1]
        var estimate: UInt64
        var estimateRest: UInt64
        var restOverflowed = false
        if high >= divisorTop {
          estimate = .max
          (estimateRest, restOverflowed) = low.addingReportingOverflow(divisorTop)
        } else {
          (estimate, estimateRest) = divisorTop.dividingFullWidth((high, low))
        }
        while !restOverflowed {
          let (productHigh, productLow) = estimate.multipliedFullWidth(by: divisorNext)
          let next = rest[position + length - 2]
          guard productHigh > estimateRest || (productHigh == estimateRest && productLow > next)
          else { break }
          estimate -= 1
          (estimateRest, restOverflowed) = estimateRest.addingReportingOverflow(divisorTop)
        }
        // Subtract estimate × divisor; if that went below zero, the estimate was one too many.
        var carry: UInt64 = 0
        var borrow = false
        for index in 0..<length {
          let (productHigh, productLow) = estimate.multipliedFullWidth(by: top[index])
          let (withCarry, carried) = productLow.addingReportingOverflow(carry)
          carry = productHigh &+ (carried ? 1 : 0)
          let (partial, first) = rest[position + index].subtractingReportingOverflow(withCarry)
          let (total, second) = partial.subtractingReportingOverflow(borrow ? 1 : 0)
          rest[position + index] = total
          borrow = first || second
        }
        let (partial, first) = rest[position + length].subtractingReportingOverflow(carry)
        let (total, second) = partial.subtractingReportingOverflow(borrow ? 1 : 0)
        rest[position + length] = total
        if first || second {
          estimate -= 1
          var carried = false
          for index in 0..<length {
            let (partial, first) = rest[position + index].addingReportingOverflow(top[index])
            let (total, second) = partial.addingReportingOverflow(carried ? 1 : 0)
            rest[position + index] = total
            carried = first || second
          }
          rest[position + length] &+= carried ? 1 : 0
        }
        quotient[position] = estimate
      }
    }
    let remainder = WideUnsigned(capacity: length) { remainder in
      for index in 0..<length {
        remainder[index] = rest[index] >> shift | rest[index + 1] << (64 - shift)
      }
    }
    return (quotient, remainder)
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

  /// 10^0 through 10^76, the powers that fit inline, made once.
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

  /// ⌊value ÷ 10^exponent⌋, for exponent ≥ 0, a word's power at a time.
  func dividedByPowerOfTen(_ exponent: Int) -> WideUnsigned {
    var quotient = self
    var left = exponent
    while left > 0, !quotient.isZero {
      let step = min(left, 19)
      quotient = quotient.quotientAndRemainder(dividingBy: Self.tenToThe(step)).quotient
      left -= step
    }
    return quotient
  }

  /// 2^exponent, for exponent ≥ 0.
  static func powerOfTwo(_ exponent: Int) -> WideUnsigned {
    var power = WideUnsigned(1)
    var left = exponent
    while left > 0 {
      let step = min(left, 127)
      power = power * WideUnsigned(UInt128(1) << step)
      left -= step
    }
    return power
  }

  /// The number of binary digits (0 for zero).
  var bitLength: Int {
    guard let top = withWords({ $0.last }) else { return 0 }
    return 64 * (wordCount - 1) + 64 - top.leadingZeroBitCount
  }

  /// The value as one word, or nil when it needs more (for the page's 32-bit hosts, where a
  /// word is not an `Int`).
  var uint64: UInt64? { word }

  /// The number of decimal digits (1 for zero).
  var digitCount: Int {
    guard let top = withWords({ $0.last }) else { return 1 }
    let bits = 64 * (wordCount - 1) + 64 - top.leadingZeroBitCount
    // 1233 ÷ 4096 is just below log10(2), so this is at most the count; one or two steps reach it.
    var count = (((bits - 1) * 1233) >> 12) + 1
    while !(self < Self.powerOfTen(count)) { count += 1 }
    return count
  }

  /// The value with its trailing decimal zeros removed, and how many there were.
  var withoutTrailingZeros: (WideUnsigned, Int) {
    if var value = word {
      // A word divides by a constant ten with a multiplication.
      var zeros = 0
      while value != 0, value % 10 == 0 {
        value /= 10
        zeros += 1
      }
      return (WideUnsigned(UInt128(value)), zeros)
    }
    var value = self
    var zeros = 0
    // Nineteen zeros at a time first: an exact quotient scaled by 10^38 ends in dozens of them.
    while !value.isZero {
      let (quotient, remainder) = value.quotientAndRemainder(dividingBy: Self.tenToThe(19))
      guard remainder == 0 else {
        // The value's last nineteen digits are the remainder's, so the rest of its zeros are.
        var last = remainder
        var fewer = 0
        while last % 10 == 0 {
          last /= 10
          fewer += 1
        }
        if fewer > 0 {
          value = value.quotientAndRemainder(dividingBy: Self.tenToThe(fewer)).quotient
        }
        return (value, zeros + fewer)
      }
      value = quotient
      zeros += 19
    }
    return (value, zeros)
  }
}
