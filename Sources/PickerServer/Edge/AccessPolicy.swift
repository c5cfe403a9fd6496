/// Which token, if any, a server requires: the rule behind `picker serve --token`.
///
/// A loopback address is reached only from this machine, so without a token nothing is asked
/// there and nothing changes. Any other address opens the app to a network: without a token
/// given, one is made at random for the start, so that no address but loopback is ever served
/// without one.
public enum AccessPolicy {
  /// A token in force, and whether it was made for this start.
  public struct Token: Sendable, Hashable {
    /// The token, as requests carry it.
    public let text: String
    /// True when none was given and this one was made at random.
    public let generated: Bool
  }

  /// The token a server bound to `host` requires: the one given (`--token`, `PICKER_TOKEN`),
  /// else none on a loopback address, else one made from `generator`.
  ///
  /// An empty token counts as none given: it would let in anyone who sends `Bearer ` alone.
  public static func requiredToken(
    host: String, given: String?, using generator: inout some RandomNumberGenerator
  ) -> Token? {
    if let given, !given.isEmpty { return Token(text: given, generated: false) }
    if isLoopback(host) { return nil }
    return Token(text: randomToken(using: &generator), generated: true)
  }

  /// Whether a server bound to `host` serves HTTPS: when asked (`--tls`, or a certificate of
  /// one's own), and on any address but loopback unless plain HTTP is asked for by name
  /// (`--insecure-http`), since a phone's browser keeps no app offline and the token would
  /// cross the network in clear over plain HTTP.
  public static func servesTLS(host: String, asked: Bool, plainAsked: Bool) -> Bool {
    asked || (!isLoopback(host) && !plainAsked)
  }

  /// Whether `host` (as `--host` takes it) is reached only from this machine.
  ///
  /// That is an address in 127.0.0.0/8, `::1`, or `localhost`. A name other than `localhost` is
  /// not, whatever it resolves to here: the rule fails closed.
  public static func isLoopback(_ host: String) -> Bool {
    let name = host.lowercased()
    if name == "localhost" || name == "localhost." { return true }
    return IPAddress(host)?.isLoopback ?? false
  }

  /// The letters of a made token: digits and lowercase letters without i, l, o and u
  /// (Crockford's base 32), so that a person copying the address onto a phone meets no shift key,
  /// no 1/l or 0/o to tell apart, and nothing a URL must escape.
  static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

  /// A made token's length: 26 letters of 5 bits hold the 128 random bits.
  static let generatedLength = 26

  /// 128 bits from `generator`, written in ``alphabet``, least significant letter first.
  static func randomToken(using generator: inout some RandomNumberGenerator) -> String {
    let high = UInt128(generator.next())
    let bits = high << 64 | UInt128(generator.next())
    let letters = (0..<generatedLength).map { index in
      alphabet[Int(truncatingIfNeeded: (bits >> (5 * index)) & 31)]
    }
    return String(decoding: letters, as: UTF8.self)
  }
}
