import ArgumentParser

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

/// The script contract's one way of answering, for every kind of picker.
enum Answering {
  /// Checks an answer (or, with --nearest, moves it to the nearest legal value).
  ///
  /// A refusal is one line on standard error and exit 1; a correction says on standard error
  /// what moved.
  static func settle<Result>(
    nearest: Bool, strictly: () throws -> Result, nearestly: () throws -> Result,
    moved: (Result) -> String?
  ) throws -> Result {
    let result: Result
    do {
      result = nearest ? try nearestly() : try strictly()
    } catch {
      Terminal.writeError("picker: \(error)")
      throw ExitCode(1)
    }
    if let note = moved(result) { Terminal.writeError("picker: \(note)") }
    return result
  }
}
