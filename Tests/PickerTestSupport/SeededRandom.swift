public import Foundation

/// A repeatable generator (SplitMix64), so a failing random case can be replayed from its seed.
///
/// One generator for every test target, as swift-collections' `RepeatableRandomNumberGenerator`.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// A seed from a name, so each test case has its own repeatable stream.
  public init(name: String) {
    self.init(
      seed: name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension UUID {
  /// A UUID from a seeded generator, so a failing case replays.
  public init(random: inout SeededRandom) {
    let high = random.next()
    let low = random.next()
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
      buffer.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
      buffer.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
    }
    self.init(uuid: bytes)
  }
}
