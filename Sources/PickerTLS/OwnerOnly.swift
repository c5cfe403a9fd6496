import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that only their owner may read: the local authority's key.
///
/// Written with `open(2)` and mode 0600, so that the key is never, even for a moment, in a
/// file others can read (Foundation's writes create the file first and set its mode after).
enum OwnerOnly {
  /// Creates `path` with `contents`, readable and writable by the owner only; an existing file
  /// is refused.
  static func create(_ path: String, contents: String) throws(TLSSetupError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .unwritable(path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { throw .unwritable(path, reason: String(cString: strerror(errno))) }
      written += count
    }
    guard fsync(descriptor) == 0 else {
      throw .unwritable(path, reason: String(cString: strerror(errno)))
    }
  }

  /// Makes an existing file owner-only again when its group or others could read it; refuses
  /// one another user owns (someone who could write to the folder may have put it there).
  static func tighten(_ path: String) throws(TLSSetupError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw .unreadable(
        path, what: "the local authority's key", reason: String(cString: strerror(errno)))
    }
    guard status.st_uid == geteuid() else {
      throw .keyNotPrivate(path, reason: "belongs to user \(status.st_uid), not to this one")
    }
    guard status.st_mode & 0o077 != 0 else { return }
    guard chmod(path, 0o600) == 0 else {
      throw .keyNotPrivate(
        path, reason: "cannot be made owner-only (\(String(cString: strerror(errno))))")
    }
  }
}
