import Foundation
import SwiftASN1
import X509

/// PEM files of certificates and keys, read with a refusal that names the file and the fault.
enum CertificateFile {
  /// The certificates in a PEM file, in order (the server's first, then its chain); at least one.
  static func certificates(at path: String, what: String) throws(TLSSetupError) -> [Certificate] {
    let text = try read(path, what: what)
    // The library's own errors name its source files; the refusal says what a person can see.
    guard let documents = try? PEMDocument.parseMultiple(pemString: text) else {
      throw .malformed(path, what: what, reason: "it is not PEM text")
    }
    let blocks = documents.filter { $0.discriminator == "CERTIFICATE" }
    guard !blocks.isEmpty else {
      throw .malformed(path, what: what, reason: "it holds no BEGIN CERTIFICATE")
    }
    var certificates: [Certificate] = []
    for (index, block) in blocks.enumerated() {
      guard let certificate = try? Certificate(pemDocument: block) else {
        throw .malformed(
          path, what: what, reason: "its certificate \(index + 1) cannot be read as X.509")
      }
      certificates.append(certificate)
    }
    return certificates
  }

  /// The private key in a PEM file (PKCS #8, SEC 1 EC or PKCS #1 RSA).
  static func key(at path: String, what: String) throws(TLSSetupError) -> Certificate.PrivateKey {
    let text = try read(path, what: what)
    guard let key = try? Certificate.PrivateKey(pemEncoded: text) else {
      throw .malformed(
        path, what: what,
        reason: "it holds no private key the server reads (BEGIN PRIVATE KEY, EC PRIVATE KEY or "
          + "RSA PRIVATE KEY, unencrypted)")
    }
    return key
  }

  /// The file's text; at most a megabyte, which no certificate chain or key comes near.
  static func read(_ path: String, what: String) throws(TLSSetupError) -> String {
    guard FileManager.default.fileExists(atPath: path) else { throw .missing(path, what: what) }
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      let data = try handle.read(upToCount: 1 << 20) ?? Data()
      guard let text = String(data: data, encoding: .utf8) else {
        throw TLSSetupError.malformed(path, what: what, reason: "it is not text")
      }
      return text
    } catch let error as TLSSetupError {
      throw error
    } catch {
      throw .unreadable(path, what: what, reason: Self.reason(error))
    }
  }

  /// The system's words for a file error (`Permission denied`), else the error itself.
  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
      return "permission denied"
    }
    return nsError.localizedDescription
  }
}
