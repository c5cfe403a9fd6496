import Crypto
public import Foundation
public import PickerServer
import SwiftASN1
public import X509

/// The server's own certificate authority: made once, kept beside the database, and trusted
/// once on each phone, so that the server can give itself certificates for the names phones
/// reach it by, with no domain and no outside authority.
///
/// Made with swift-certificates and swift-crypto (a P-256 key), never by calling `openssl`. Its
/// certificate is `<database>-ca.crt` and its key `<database>-ca.key`, readable by the owner
/// only; a restart reads them again, so phones that trust it keep trusting the server.
public struct LocalAuthority: Sendable {
  /// The authority's certificate, as phones install it.
  public let certificate: Certificate
  /// Its key, which signs the server's certificates.
  let key: Certificate.PrivateKey

  /// How long the authority lasts: ten years, since a phone trusts it by hand.
  static let life: TimeInterval = 10 * 365 * 86_400
  /// How long a server certificate lasts: 90 days, well within the 398 days browsers and the
  /// 825 days iOS accept for a certificate from an authority installed by hand.
  public static let serverLife: TimeInterval = 90 * 86_400
  /// How far back a certificate's start is set, so a phone whose clock runs a little behind
  /// accepts it.
  static let backdating: TimeInterval = 3_600

  /// The files of the authority kept beside `database`: its certificate and its key.
  public static func files(beside database: String) -> (certificate: String, key: String) {
    (database + "-ca.crt", database + "-ca.key")
  }

  /// The authority kept beside `database`, made there first if there is none yet.
  ///
  /// A key file that others could read is made owner-only again. A pair that cannot be read,
  /// or whose key is not the certificate's, is refused: making a new authority would make every
  /// phone stop trusting the server without a word.
  public static func opened(beside database: String, now: Date = Date()) throws(TLSSetupError)
    -> (authority: LocalAuthority, made: Bool)
  {
    let (certificatePath, keyPath) = files(beside: database)
    let manager = FileManager.default
    let hasCertificate = manager.fileExists(atPath: certificatePath)
    let hasKey = manager.fileExists(atPath: keyPath)
    if !hasCertificate && !hasKey {
      let authority = try made(at: now)
      try authority.write(certificate: certificatePath, key: keyPath)
      return (authority, true)
    }
    guard hasCertificate else {
      throw .halfAuthority(missing: certificatePath, kept: keyPath)
    }
    guard hasKey else { throw .halfAuthority(missing: keyPath, kept: certificatePath) }
    try OwnerOnly.tighten(keyPath)
    let certificate = try CertificateFile.certificates(
      at: certificatePath, what: "the local authority's certificate")[0]
    let key = try CertificateFile.key(at: keyPath, what: "the local authority's key")
    guard key.publicKey == certificate.publicKey else {
      throw .mismatched(certificate: certificatePath, key: keyPath)
    }
    return (LocalAuthority(certificate: certificate, key: key), false)
  }

  /// A new authority, valid from `now` (back-dated an hour) for ten years.
  static func made(at now: Date) throws(TLSSetupError) -> LocalAuthority {
    let key = Certificate.PrivateKey(P256.Signing.PrivateKey())
    do {
      let name = try DistinguishedName {
        OrganizationName("PickerKit")
        CommonName("PickerKit local authority (\(ProcessInfo.processInfo.hostName))")
      }
      let certificate = try Certificate(
        version: .v3, serialNumber: serialNumber(), publicKey: key.publicKey,
        notValidBefore: now - backdating, notValidAfter: now + life, issuer: name, subject: name,
        signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
          Critical(KeyUsage(keyCertSign: true, cRLSign: true))
          SubjectKeyIdentifier(hash: key.publicKey)
        },
        issuerPrivateKey: key)
      return LocalAuthority(certificate: certificate, key: key)
    } catch {
      throw .unmade("the local authority", reason: "\(error)")
    }
  }

  /// A certificate for the server, naming every name and address it answers to, valid from
  /// `now` (back-dated an hour) for ``serverLife``, with a key of its own.
  public func issue(for names: ServedNames, at now: Date) throws(TLSSetupError) -> ServerIdentity {
    let key = Certificate.PrivateKey(P256.Signing.PrivateKey())
    do {
      let alternatives =
        names.names.map { GeneralName.dnsName($0) }
        + names.addresses.compactMap { address in
          IPAddress(address).map {
            GeneralName.ipAddress(ASN1OctetString(contentBytes: $0.bytes[...]))
          }
        }
      let authorityKey = try certificate.extensions.subjectKeyIdentifier?.keyIdentifier
      let certificate = try Certificate(
        version: .v3, serialNumber: Self.serialNumber(), publicKey: key.publicKey,
        notValidBefore: now - Self.backdating, notValidAfter: now + Self.serverLife,
        issuer: certificate.subject,
        // The names are the alternative names; the common name only labels the certificate.
        subject: try DistinguishedName { CommonName("PickerKit server") },
        signatureAlgorithm: .ecdsaWithSHA256,
        extensions: try Certificate.Extensions {
          Critical(BasicConstraints.notCertificateAuthority)
          Critical(KeyUsage(digitalSignature: true))
          try ExtendedKeyUsage([.serverAuth])
          SubjectAlternativeNames(alternatives)
          SubjectKeyIdentifier(hash: key.publicKey)
          AuthorityKeyIdentifier(keyIdentifier: authorityKey)
        },
        issuerPrivateKey: self.key)
      return try ServerIdentity(chain: [certificate, self.certificate], key: key)
    } catch let error as TLSSetupError {
      throw error
    } catch {
      throw .unmade("the server's certificate", reason: "\(error)")
    }
  }

  /// A serial number of 159 random bits: positive and at most 20 bytes as DER writes it
  /// (RFC 5280 4.1.2.2), where swift-certificates' own 20 random bytes may need 21.
  static func serialNumber() -> Certificate.SerialNumber {
    var generator = SystemRandomNumberGenerator()
    var bytes = (0..<20).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[0] = bytes[0] & 0x7F | 0x40
    return Certificate.SerialNumber(bytes: bytes[...])
  }

  /// The certificate as DER, as `/ca.crt` serves it.
  public var derBytes: [UInt8] {
    var serializer = DER.Serializer()
    // A certificate this process made or read serializes.
    try? serializer.serialize(certificate)
    return serializer.serializedBytes
  }

  /// The certificate's SHA-256 fingerprint as phones show it (`3F:A0:…`), so that its owner can
  /// check that the certificate a phone fetched is this one.
  public var fingerprint: String {
    hexText(SHA256.hash(data: derBytes), uppercase: true, separator: ":")
  }

  /// Writes the pair, the key first and owner-only from its creation.
  private func write(certificate certificatePath: String, key keyPath: String) throws(TLSSetupError)
  {
    do {
      try OwnerOnly.create(keyPath, contents: key.serializeAsPEM().pemString + "\n")
      try Data((self.certificate.serializeAsPEM().pemString + "\n").utf8)
        .write(to: URL(fileURLWithPath: certificatePath), options: .withoutOverwriting)
    } catch let error as TLSSetupError {
      throw error
    } catch {
      throw .unwritable(certificatePath, reason: "\(error)")
    }
  }
}
