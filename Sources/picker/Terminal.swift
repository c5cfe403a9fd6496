#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard streams as the script contract uses them.
enum Terminal {
  /// The first line of standard input when it is not a terminal (a pipe or a file), else nil.
  static func pipedLine() -> String? {
    guard isatty(STDIN_FILENO) == 0 else { return nil }
    return readLine(strippingNewline: true) ?? ""
  }

  /// Writes a line to standard error.
  static func writeError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in
      _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count)
    }
  }
}
