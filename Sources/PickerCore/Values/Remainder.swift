/// What is left of a number below one unit, as far as rounding needs to know.
package enum Remainder: Sendable, Hashable {
  case zero, belowHalf, half, aboveHalf

  init(digits: ArraySlice<UInt8>) {
    guard let first = digits.first else {
      self = .zero
      return
    }
    let restIsZero = digits.dropFirst().allSatisfy { $0 == 0 }
    switch first {
    case 0: self = restIsZero ? .zero : .belowHalf
    case 1...4: self = .belowHalf
    case 5: self = restIsZero ? .half : .aboveHalf
    default: self = .aboveHalf
    }
  }

  init(numerator: Int64, denominator: Int64) {
    if numerator == 0 {
      self = .zero
    } else if numerator * 2 < denominator {
      self = .belowHalf
    } else if numerator * 2 == denominator {
      self = .half
    } else {
      self = .aboveHalf
    }
  }

  /// Combines two remainders where at most one is non-zero (a decimal fraction or a ratio).
  func adding(_ other: Remainder) -> Remainder { self == .zero ? other : self }

  /// The remainder of (1 - r), for turning a negative magnitude into a signed floor.
  var complement: Remainder {
    switch self {
    case .zero: .zero
    case .belowHalf: .aboveHalf
    case .half: .half
    case .aboveHalf: .belowHalf
    }
  }
}
