public import Foundation
import NIOSSL
import SwiftASN1
public import X509

/// A certificate chain and its key, as the server presents them in a handshake.
public struct ServerIdentity: Sendable {
  /// The server's certificate first, then the certificates that issued it.
  public let chain: [Certificate]
  /// The chain as NIOSSL hands it to BoringSSL.
  let sslChain: [NIOSSLCertificateSource]
  /// The key as NIOSSL hands it to BoringSSL.
  let sslKey: NIOSSLPrivateKeySource

  /// The identity of `chain` (the server's certificate first) and its `key`.
  init(chain: [Certificate], key: Certificate.PrivateKey) throws {
    self.chain = chain
    sslChain = try chain.map { certificate in
      var serializer = DER.Serializer()
      try serializer.serialize(certificate)
      return .certificate(try NIOSSLCertificate(bytes: serializer.serializedBytes, format: .der))
    }
    let pem = try key.serializeAsPEM().pemString
    sslKey = .privateKey(try NIOSSLPrivateKey(bytes: Array(pem.utf8), format: .pem))
  }

  /// When the server's certificate stops being valid.
  public var notValidAfter: Date { chain[0].notValidAfter }
  /// When it started being valid.
  public var notValidBefore: Date { chain[0].notValidBefore }

  /// When it is renewed: two thirds into its life, a month before a 90-day certificate ends.
  public var renewal: Date {
    notValidBefore + notValidAfter.timeIntervalSince(notValidBefore) * 2 / 3
  }

  /// One's own certificate (`--tls-cert`, the chain in one PEM file, as Let's Encrypt's
  /// `fullchain.pem`) and key (`--tls-key`), checked as a handshake would: readable, begun,
  /// not expired, and the key the certificate's.
  public static func files(certificate: String, key: String, now: Date = Date())
    throws(TLSSetupError) -> ServerIdentity
  {
    let chain = try CertificateFile.certificates(at: certificate, what: "the certificate")
    let privateKey = try CertificateFile.key(at: key, what: "the key")
    let server = chain[0]
    guard server.notValidAfter > now else {
      throw .expired(certificate, ended: Self.day(server.notValidAfter))
    }
    guard server.notValidBefore <= now else {
      throw .notYetValid(certificate, begins: Self.day(server.notValidBefore))
    }
    guard privateKey.publicKey == server.publicKey else {
      throw .mismatched(certificate: certificate, key: key)
    }
    do {
      return try ServerIdentity(chain: chain, key: privateKey)
    } catch {
      throw .malformed(certificate, what: "the certificate", reason: "\(error)")
    }
  }

  /// A moment as a person reads it in a refusal or a start line: `2026-01-31 12:00 UTC`.
  public static func day(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    return formatter.string(from: date)
  }
}
