public import Foundation

extension ExactNumber {
  /// The same number as a Foundation `Decimal`, exactly (a `Decimal` holds every exact number).
  public var decimal: Decimal {
    Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")) ?? 0
  }

  /// A `Decimal` as an exact number; nil for NaN, or a `Decimal` of more than 38 digits.
  public init?(_ decimal: Decimal) {
    guard decimal.isFinite else { return nil }
    // Its stored parts, where they read as checked: its text costs a microsecond, more than
    // the conversion a picker asks of it.
    guard let significand = decimal.storedSignificand else {
      self.init(decimal.description)
      return
    }
    self.init(
      isNegative: decimal.sign == .minus, significand: significand, exponent: decimal.exponent)
  }
}

extension Decimal {
  /// The significand as stored (up to 128 bits), or nil where the storage is not laid out as
  /// `significandLayoutHolds` checked.
  ///
  /// Foundation gives no accessor for it on Linux. Darwin's NSDecimal and swift-foundation's
  /// Decimal both keep it little-endian after a 4-byte header, as eight 16-bit words with zeros
  /// above those in use (swift-foundation writes them so, and reads its own words the same way).
  fileprivate var storedSignificand: UInt128? {
    guard Self.significandLayoutHolds else { return nil }
    return readSignificand()
  }

  private func readSignificand() -> UInt128 {
    withUnsafeBytes(of: self) {
      UInt128(littleEndian: $0.loadUnaligned(fromByteOffset: 4, as: UInt128.self))
    }
  }

  /// Whether reading the storage gives back the significands of decimals of every length.
  private static let significandLayoutHolds: Bool = {
    guard MemoryLayout<Decimal>.size == 20,
      let widest = Decimal(string: "340282366920938463463374607431768211455")
    else { return false }
    let probes: [(Decimal, UInt128)] = [
      (Decimal(0), 0),
      (Decimal(37), 37),
      (Decimal(1_609_344 as UInt64), 1_609_344),
      (Decimal(sign: .minus, exponent: -9, significand: 3_785_411_784), 3_785_411_784),
      (Decimal(UInt64.max), UInt128(UInt64.max)),
      (widest, UInt128.max),
    ]
    return probes.allSatisfy { $0.0.readSignificand() == $0.1 }
  }()
}

extension ValueConstraints {
  /// Creates constraints from Foundation decimals; every part is optional.
  public init(minimum: Decimal? = nil, maximum: Decimal? = nil, step: Decimal? = nil) {
    self.init(
      minimum: minimum.flatMap(ExactNumber.init), maximum: maximum.flatMap(ExactNumber.init),
      step: step.flatMap(ExactNumber.init))
  }
}

extension PatternPicker {
  /// The nearest legal value to any Foundation decimal.
  public func nearestValid(to value: Decimal) -> Correction {
    nearestValid(to: ExactNumber(value) ?? .zero)
  }

  /// The selection to start from: a Foundation decimal's nearest legal rows.
  public func initialSelection(for value: Decimal) -> Correction {
    initialSelection(for: ExactNumber(value))
  }
}

extension ExactNumber: Codable {
  /// Reads a JSON number exactly, through `Decimal`; a number past what an ``ExactNumber``
  /// holds is refused.
  public init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    guard let number = ExactNumber(try single.decode(Decimal.self)) else {
      throw DecodingError.dataCorruptedError(
        in: single, debugDescription: "a number of more than 38 digits or past 10^127")
    }
    self = number
  }

  /// Writes the number as a JSON number, its digits exactly (through `Decimal`, which holds
  /// every ``ExactNumber``).
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    try single.encode(decimal)
  }
}
