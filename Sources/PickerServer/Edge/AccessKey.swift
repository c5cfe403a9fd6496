import Crypto
import Foundation

/// The access token as the checks need it: digests to compare against, and the session cookie's
/// value derived from it.
///
/// What a request sends is hashed and its digest compared with swift-crypto's constant-time
/// `==`, so the time a refusal takes says nothing of how much of a guess matched, nor of the
/// token's length.
struct AccessKey: Sendable {
  /// The session cookie's name.
  static let cookieName = "picker_session"

  /// What the cookie's value is derived from, under the token.
  static let sessionLabel = "picker-serve session cookie v1"

  /// The session cookie's value: HMAC-SHA256 of ``sessionLabel`` keyed by the token, in hex.
  ///
  /// Not the token itself, so a cookie read off a browser does not give the token (or a way in
  /// with `Authorization`); fixed by the token, so a browser's cookie still works after a
  /// restart with the same token, and no longer after one with another.
  let cookieValue: String
  private let tokenDigest: SHA256.Digest
  private let cookieDigest: SHA256.Digest

  /// The key for a token.
  init(token: String) {
    let code = HMAC<SHA256>.authenticationCode(
      for: Data(Self.sessionLabel.utf8), using: SymmetricKey(data: Data(token.utf8)))
    let value = hexText(code)
    cookieValue = value
    tokenDigest = SHA256.hash(data: Data(token.utf8))
    cookieDigest = SHA256.hash(data: Data(value.utf8))
  }

  /// Whether `token` (from `Authorization: Bearer` or `?token=`) is the token.
  func accepts(token: some StringProtocol) -> Bool {
    SHA256.hash(data: Data(token.utf8)) == tokenDigest
  }

  /// Whether `cookie` is the session cookie's value.
  func accepts(cookie: some StringProtocol) -> Bool {
    SHA256.hash(data: Data(cookie.utf8)) == cookieDigest
  }
}
