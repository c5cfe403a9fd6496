import ArgumentParser
import Foundation
import PickerServeOptions

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `picker serve`: runs the web app, `picker-serve`, found beside this executable, with the same
/// options, in this process (exec), so its signals and exit code are the command's own.
///
/// The shell tool links no part of the server: starting a picker loads no network or database
/// code, and `picker serve` checks its options here before handing them on.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: ServeOptions.abstract, discussion: ServeOptions.discussion)

  @OptionGroup var options: ServeOptions

  /// The server's executable name.
  static let server = "picker-serve"

  func run() throws {
    // What followed the subcommand's name (the executable's own name, first, is not it).
    let arguments = CommandLine.arguments.dropFirst()
    let given = arguments.firstIndex(of: "serve").map { Array(arguments[($0 + 1)...]) } ?? []
    guard let path = Self.serverPath() else {
      Terminal.writeError(
        "picker: \(Self.server) is not beside picker; build it with "
          + "`swift build --product \(Self.server)` (or `swift build` for both)")
      throw ExitCode(69)
    }
    let argv = ([path] + given).map { strdup($0) } + [nil]
    execv(path, argv)
    // exec returns only when it failed.
    Terminal.writeError("picker: cannot run \(path): \(String(cString: strerror(errno)))")
    throw ExitCode(69)
  }

  /// `picker-serve` in this executable's folder (symbolic links followed), when it is there.
  static func serverPath() -> String? {
    guard let me = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    let path = me.deletingLastPathComponent().appendingPathComponent(server).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}
