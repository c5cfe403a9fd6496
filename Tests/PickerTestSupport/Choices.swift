/// A stream of choices that random cases are drawn from.
///
/// A seeded generator for the laws, or a fuzzer's bytes, so one set of generators serves both.
///
/// Each choice takes as few bytes as its range needs, so a fuzzer's mutation of one byte changes
/// one choice; bytes that run out read as zero, which makes the shortest inputs the simplest cases.
public struct Choices: Sendable {
  private enum Source: Sendable {
    case seeded(SeededRandom)
    case bytes([UInt8], position: Int)
  }

  private var source: Source

  /// Choices from a seeded generator, repeatable from the seed.
  public init(seed: UInt64) {
    source = .seeded(SeededRandom(seed: seed))
  }

  /// Choices from a seeded generator named after a test, repeatable from the name.
  public init(name: String) {
    source = .seeded(SeededRandom(name: name))
  }

  /// Choices read from bytes, as a fuzzer hands them.
  public init(bytes: [UInt8]) {
    source = .bytes(bytes, position: 0)
  }

  /// Whether every byte has been read (never for a seeded generator).
  public var isExhausted: Bool {
    if case .bytes(let bytes, let position) = source { return position >= bytes.count }
    return false
  }

  /// The next byte.
  public mutating func byte() -> UInt8 {
    switch source {
    case .seeded(var random):
      let byte = UInt8(truncatingIfNeeded: random.next())
      source = .seeded(random)
      return byte
    case .bytes(let bytes, let position):
      guard position < bytes.count else { return 0 }
      source = .bytes(bytes, position: position + 1)
      return bytes[position]
    }
  }

  /// A number in a range; the whole of `Int.min...Int.max` works.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt(bitPattern: range.upperBound &- range.lowerBound)
    var raw: UInt = 0
    var read = 0
    // Only as many bytes as the span needs.
    repeat {
      raw = raw << 8 | UInt(byte())
      read += 1
    } while read < UInt.bitWidth / 8 && span >> (8 * read) != 0
    let offset = span == .max ? raw : raw % (span + 1)
    return range.lowerBound &+ Int(bitPattern: offset)
  }

  /// True or false, even odds.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// True about once in `n` draws.
  public mutating func oneIn(_ n: Int) -> Bool { int(in: 0...max(n - 1, 0)) == 0 }

  /// One of some elements; the list must not be empty.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(in: 0...elements.count - 1)]
  }

  /// Any Int, most often a small one, often an edge.
  ///
  /// Edges are `Int.min`, `Int.max`, their neighbours, -1, 0 and 1; the rest of the time any 64
  /// bits.
  public mutating func hostileInt() -> Int {
    switch int(in: 0...7) {
    case 0...2: int(in: -3...12)
    case 3: int(in: -1_000...1_000)
    case 4, 5: pick([Int.min, Int.min + 1, Int.max, Int.max - 1, -1, 0, 1, Int(Int32.max) + 1])
    default: int(in: Int.min...Int.max)
    }
  }

  /// A count for a spin or step: small most often, any Int (with both extremes) otherwise.
  public mutating func count() -> Int {
    oneIn(3) ? hostileInt() : int(in: -3...3)
  }

  /// A string of up to `maximum` characters drawn from an alphabet.
  public mutating func string(from alphabet: [Character], maximum: Int) -> String {
    String((0..<int(in: 0...maximum)).map { _ in pick(alphabet) })
  }
}
