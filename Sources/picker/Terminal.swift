import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard streams as the script contract uses them.
enum Terminal {
  /// Whether standard input is a pipe or a file rather than a terminal.
  static var isPiped: Bool { isatty(STDIN_FILENO) == 0 }

  /// The first line of standard input when it is not a terminal (a pipe or a file), else nil.
  static func pipedLine() -> String? {
    guard isPiped else { return nil }
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
