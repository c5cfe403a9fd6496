/// Why HTTPS could not be set up at start: which file, and what was wrong with it.
public enum TLSSetupError: Error, Equatable, CustomStringConvertible, Sendable {
  /// A file that is not there.
  case missing(String, what: String)
  /// A file that cannot be read (permissions, a folder).
  case unreadable(String, what: String, reason: String)
  /// A file that holds no certificate or key this server reads.
  case malformed(String, what: String, reason: String)
  /// A certificate past its end.
  case expired(String, ended: String)
  /// A certificate that begins later than now.
  case notYetValid(String, begins: String)
  /// A key that is not the certificate's.
  case mismatched(certificate: String, key: String)
  /// A file that cannot be written beside the database.
  case unwritable(String, reason: String)
  /// A certificate or key that could not be made.
  case unmade(String, reason: String)
  /// One file of the local authority's pair without the other.
  case halfAuthority(missing: String, kept: String)
  /// The local authority's key belongs to another user, or cannot be made owner-only.
  case keyNotPrivate(String, reason: String)

  public var description: String {
    switch self {
    case .missing(let path, let what):
      "\(what) \(path) does not exist"
    case .unreadable(let path, let what, let reason):
      "\(what) \(path) cannot be read (\(reason))"
    case .malformed(let path, let what, let reason):
      "\(what) \(path) cannot be used: \(reason); the server takes PEM certificates (BEGIN "
        + "CERTIFICATE, the server's first, then its chain) and a PEM private key (EC or RSA)"
    case .expired(let path, let ended):
      "the certificate \(path) expired on \(ended); renew it (certbot renew) or leave out "
        + "--tls-cert and --tls-key to use the local authority"
    case .notYetValid(let path, let begins):
      "the certificate \(path) is not valid before \(begins); check this machine's clock"
    case .mismatched(let certificate, let key):
      "the key \(key) is not the key of the certificate \(certificate); give the key the "
        + "certificate was made for"
    case .unwritable(let path, let reason):
      "cannot write \(path) (\(reason)); --db chooses the folder the local authority is kept in"
    case .unmade(let what, let reason):
      "cannot make \(what) (\(reason))"
    case .halfAuthority(let missing, let kept):
      "\(missing) is missing, though the local authority's other file \(kept) is there; restore "
        + "it from a backup, or delete \(kept) too to make a new authority, which every phone must "
        + "then trust again"
    case .keyNotPrivate(let path, let reason):
      "the local authority's key \(path) \(reason); it must be this user's own and readable by "
        + "it alone, or phones would trust an authority someone else holds"
    }
  }

  /// The exit code `picker serve` ends with: 66 for a file missing or unreadable, 73 for one
  /// that cannot be written, 70 for a certificate that could not be made, else 64, as for
  /// other bad options.
  public var exitCode: Int32 {
    switch self {
    case .missing, .unreadable, .halfAuthority: 66
    case .unwritable: 73
    case .unmade: 70
    case .malformed, .expired, .notYetValid, .mismatched, .keyNotPrivate: 64
    }
  }
}
