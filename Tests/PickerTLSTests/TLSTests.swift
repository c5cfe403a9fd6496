import Crypto
import Foundation
import PickerServer
import PickerTLS
import Synchronization
import Testing
@_spi(FixedExpiryValidationTime) import X509

/// HTTPS's parts as files on disk: the local authority kept beside the database, the server's
/// certificate it issues and renews, and one's own certificate, refused with its reason.
@Suite("HTTPS certificates")
struct TLSTests {
  let folder: String
  let now = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-tls-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  var database: String { folder + "/picker.sqlite" }

  func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test("The authority is made once beside the database, its key owner-only, and kept on restart")
  func authorityKept() throws {
    let (first, made) = try LocalAuthority.opened(beside: database, now: now)
    #expect(made)
    let files = LocalAuthority.files(beside: database)
    #expect(files == (database + "-ca.crt", database + "-ca.key"))
    #expect(try mode(files.key) == 0o600)
    let constraints = try #require(try first.certificate.extensions.basicConstraints)
    #expect(constraints == .isCertificateAuthority(maxPathLength: 0))
    #expect(try first.certificate.extensions.keyUsage?.keyCertSign == true)
    #expect(first.certificate.notValidAfter.timeIntervalSince(now) > 9 * 365 * 86_400)
    // What /ca.crt serves is the kept certificate, as DER.
    #expect(try Certificate(derEncoded: first.derBytes) == first.certificate)
    let (again, madeAgain) = try LocalAuthority.opened(beside: database)
    #expect(!madeAgain)
    #expect(again.certificate == first.certificate)
  }

  @Test("A key others could read is made owner-only again")
  func keyTightened() throws {
    _ = try LocalAuthority.opened(beside: database, now: now)
    let key = LocalAuthority.files(beside: database).key
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key)
    _ = try LocalAuthority.opened(beside: database)
    #expect(try mode(key) == 0o600)
  }

  @Test("A key another user owns is refused: phones would trust an authority someone else holds")
  func foreignKey() throws {
    _ = try LocalAuthority.opened(beside: database, now: now)
    let key = LocalAuthority.files(beside: database).key
    // Only the superuser can give a file away; as anyone else there is nothing to try.
    guard geteuid() == 0 else { return }
    #expect(chown(key, 65_534, 65_534) == 0)
    #expect(
      throws: TLSSetupError.keyNotPrivate(key, reason: "belongs to user 65534, not to this one")
    ) {
      try LocalAuthority.opened(beside: database)
    }
  }

  @Test("Half an authority, or a key not its certificate's, is refused rather than made anew")
  func authorityRefusals() throws {
    let (certificate, key) = LocalAuthority.files(beside: database)
    _ = try LocalAuthority.opened(beside: database, now: now)
    let keptKey = try String(contentsOfFile: key, encoding: .utf8)
    try FileManager.default.removeItem(atPath: key)
    #expect(throws: TLSSetupError.halfAuthority(missing: key, kept: certificate)) {
      try LocalAuthority.opened(beside: database)
    }
    try Certificate.PrivateKey(P256.Signing.PrivateKey()).serializeAsPEM().pemString
      .write(toFile: key, atomically: true, encoding: .utf8)
    #expect(throws: TLSSetupError.mismatched(certificate: certificate, key: key)) {
      try LocalAuthority.opened(beside: database)
    }
    try FileManager.default.removeItem(atPath: certificate)
    try keptKey.write(toFile: key, atomically: true, encoding: .utf8)
    #expect(throws: TLSSetupError.halfAuthority(missing: certificate, kept: key)) {
      try LocalAuthority.opened(beside: database)
    }
    #expect(TLSSetupError.halfAuthority(missing: certificate, kept: key).exitCode == 66)
    #expect(
      TLSSetupError.halfAuthority(missing: "a.crt", kept: "a.key").description
        == "a.crt is missing, though the local authority's other file a.key is there; restore it "
        + "from a backup, or delete a.key too to make a new authority, which every phone must "
        + "then trust again")
    #expect(TLSSetupError.mismatched(certificate: certificate, key: key).exitCode == 64)
  }

  @Test(
    "The server's certificate names each name and address, serves TLS and chains to the authority")
  func issued() async throws {
    let (authority, _) = try LocalAuthority.opened(beside: database, now: now)
    let names = ServedNames(
      host: "0.0.0.0", names: ["Kitchen.local.", "picker.example.org"],
      own: ["127.0.0.1", "192.168.1.20", "fd00::2"])
    let identity = try authority.issue(for: names, at: now)
    let server = identity.chain[0]
    #expect(identity.chain[1] == authority.certificate)
    let alternatives = try #require(try server.extensions.subjectAlternativeNames)
    #expect(
      Array(alternatives).compactMap { if case .dnsName(let name) = $0 { name } else { nil } }
        == ["localhost", "kitchen.local", "picker.example.org"])
    #expect(
      Array(alternatives).filter { if case .ipAddress = $0 { true } else { false } }.count == 4)
    #expect(try server.extensions.extendedKeyUsage?.contains(.serverAuth) == true)
    #expect(try server.extensions.basicConstraints == .notCertificateAuthority)
    #expect(server.notValidAfter.timeIntervalSince(now) == LocalAuthority.serverLife)
    #expect(LocalAuthority.serverLife <= 398 * 86_400)
    for (host, ip) in [
      ("kitchen.local", nil), ("localhost", nil), (nil, "192.168.1.20"), (nil, "fd00::2"),
    ] {
      #expect(try await verified(server, by: authority, host: host, ip: ip), "\(host ?? ip ?? "")")
    }
    #expect(try await !verified(server, by: authority, host: "other.example.org", ip: nil))
    #expect(try await !verified(server, by: authority, host: nil, ip: "192.168.1.21"))
  }

  /// Whether a client that trusts `authority` accepts `server` for that host or address.
  func verified(_ server: Certificate, by authority: LocalAuthority, host: String?, ip: String?)
    async throws -> Bool
  {
    var verifier = Verifier(rootCertificates: CertificateStore([authority.certificate])) {
      RFC5280Policy(fixedExpiryValidationTime: now)
      ServerIdentityPolicy(serverHostname: host, serverIP: ip)
    }
    let result = await verifier.validate(leaf: server, intermediates: CertificateStore())
    if case .validCertificate = result { return true }
    return false
  }

  @Test("The server's certificate is renewed two thirds into its life, while the server runs")
  func renewed() throws {
    let (authority, _) = try LocalAuthority.opened(beside: database, now: now)
    let clock = Mutex(now)
    let heard = Mutex(0)
    let certificates = try ServerCertificates(
      .authority(authority, ServedNames(host: "127.0.0.1")), clock: { clock.withLock { $0 } },
      renewed: { _ in heard.withLock { $0 += 1 } })
    let first = certificates.identity(at: now)
    #expect(certificates.identity(at: now + 59 * 86_400).chain[0] == first.chain[0])
    #expect(heard.withLock { $0 } == 0)
    let later = certificates.identity(at: now + 61 * 86_400)
    #expect(later.chain[0] != first.chain[0])
    #expect(later.notValidAfter == now + 61 * 86_400 + LocalAuthority.serverLife)
    #expect(heard.withLock { $0 } == 1)
    #expect(certificates.identity(at: now + 62 * 86_400).chain[0] == later.chain[0])
  }

  /// A certificate of one's own for `picker.example.org`, signed by its own key, with its PEM
  /// files written.
  func own(
    _ name: String, from start: Date, to end: Date, key: P256.Signing.PrivateKey = .init(),
    signedBy signer: P256.Signing.PrivateKey? = nil
  ) throws -> (certificate: String, key: String) {
    let privateKey = Certificate.PrivateKey(key)
    let subject = try DistinguishedName { CommonName("picker.example.org") }
    let certificate = try Certificate(
      version: .v3, serialNumber: .init(), publicKey: privateKey.publicKey, notValidBefore: start,
      notValidAfter: end, issuer: subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
      extensions: try Certificate.Extensions {
        SubjectAlternativeNames([.dnsName("picker.example.org")])
      }, issuerPrivateKey: Certificate.PrivateKey(signer ?? key))
    let paths = (folder + "/\(name).pem", folder + "/\(name)-key.pem")
    try certificate.serializeAsPEM().pemString.write(
      toFile: paths.0, atomically: true, encoding: .utf8)
    try privateKey.serializeAsPEM().pemString.write(
      toFile: paths.1, atomically: true, encoding: .utf8)
    return paths
  }

  @Test(
    "One's own certificate is read, and refused when missing, unreadable, not PEM, expired, not begun, or not its key's"
  )
  func ownFiles() throws {
    let good = try own("good", from: now - 86_400, to: now + 60 * 86_400)
    let identity = try ServerIdentity.files(certificate: good.certificate, key: good.key, now: now)
    #expect(identity.chain.count == 1)
    let expired = try own("expired", from: now - 100 * 86_400, to: now - 10 * 86_400)
    #expect(throws: TLSSetupError.expired(expired.certificate, ended: "2026-11-08 11:06 UTC")) {
      try ServerIdentity.files(certificate: expired.certificate, key: expired.key, now: now)
    }
    let early = try own("early", from: now + 86_400, to: now + 60 * 86_400)
    #expect(throws: TLSSetupError.notYetValid(early.certificate, begins: "2026-11-19 11:06 UTC")) {
      try ServerIdentity.files(certificate: early.certificate, key: early.key, now: now)
    }
    #expect(throws: TLSSetupError.mismatched(certificate: good.certificate, key: expired.key)) {
      try ServerIdentity.files(certificate: good.certificate, key: expired.key, now: now)
    }
    let missing = folder + "/none.pem"
    #expect(throws: TLSSetupError.missing(missing, what: "the certificate")) {
      try ServerIdentity.files(certificate: missing, key: good.key, now: now)
    }
    #expect(throws: TLSSetupError.missing(missing, what: "the key")) {
      try ServerIdentity.files(certificate: good.certificate, key: missing, now: now)
    }
    // A folder where the file should be cannot be read, whoever runs the test.
    #expect(throws: TLSSetupError.self) {
      try ServerIdentity.files(certificate: folder, key: good.key, now: now)
    }
    do {
      _ = try ServerIdentity.files(certificate: folder, key: good.key, now: now)
    } catch {
      guard case .unreadable(folder, what: "the certificate", _) = error else {
        Issue.record("a folder read as \(error)")
        return
      }
      #expect(error.exitCode == 66)
    }
    let text = folder + "/notes.txt"
    try "not a certificate".write(toFile: text, atomically: true, encoding: .utf8)
    #expect(
      throws: TLSSetupError.malformed(
        text, what: "the certificate", reason: "it holds no BEGIN CERTIFICATE")
    ) {
      try ServerIdentity.files(certificate: text, key: good.key, now: now)
    }
    let noKey = TLSSetupError.malformed(
      text, what: "the key",
      reason: "it holds no private key the server reads (BEGIN PRIVATE KEY, EC PRIVATE KEY or "
        + "RSA PRIVATE KEY, unencrypted)")
    #expect(throws: noKey) {
      try ServerIdentity.files(certificate: good.certificate, key: text, now: now)
    }
    #expect(
      noKey.description
        == "the key \(text) cannot be used: it holds no private key the server reads (BEGIN "
        + "PRIVATE KEY, EC PRIVATE KEY or RSA PRIVATE KEY, unencrypted); the server takes PEM "
        + "certificates (BEGIN CERTIFICATE, the server's first, then its chain) and a PEM "
        + "private key (EC or RSA)")
    #expect(
      TLSSetupError.expired("cert.pem", ended: "2026-11-18 08:26 UTC").description
        == "the certificate cert.pem expired on 2026-11-18 08:26 UTC; renew it (certbot renew) "
        + "or leave out --tls-cert and --tls-key to use the local authority")
  }

  @Test(
    "One's own files are read again when renewed in place, and a bad renewal leaves the old in use")
  func ownFilesRenewed() throws {
    let key = P256.Signing.PrivateKey()
    let paths = try own("live", from: now - 86_400, to: now + 30 * 86_400, key: key)
    let clock = Mutex(now)
    let certificates = try ServerCertificates(
      .files(certificate: paths.certificate, key: paths.key), clock: { clock.withLock { $0 } })
    let first = certificates.identity(at: now)
    // certbot writes new files: a later date, and a later modification time.
    _ = try own("live", from: now, to: now + 90 * 86_400, key: key)
    try FileManager.default.setAttributes(
      [.modificationDate: Date() + 5], ofItemAtPath: paths.certificate)
    #expect(certificates.identity(at: now + 10).chain[0] == first.chain[0])
    let renewed = certificates.identity(at: now + 61)
    #expect(renewed.notValidAfter == now + 90 * 86_400)
    // A renewal that fails its checks (a key of another certificate) is not taken.
    try Certificate.PrivateKey(P256.Signing.PrivateKey()).serializeAsPEM().pemString
      .write(toFile: paths.key, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date() + 10], ofItemAtPath: paths.key)
    #expect(certificates.identity(at: now + 200).chain[0] == renewed.chain[0])
  }
}
