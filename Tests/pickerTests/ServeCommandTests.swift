import Foundation
import Testing

/// The shell tool and the web app are two executables; `picker serve` runs the second.
@Suite("picker serve and picker-serve")
struct ServeCommandTests {
  /// Names only the server's libraries carry in their symbols: a `picker` that holds none of
  /// them loads no network, database or template code when it starts.
  @Test("The shell tool carries no part of the server; picker-serve does")
  func shellToolWithoutServer() throws {
    let picker = try Data(contentsOf: PickerProcess.executable)
    let server = try Data(
      contentsOf: PickerProcess.executable.deletingLastPathComponent()
        .appendingPathComponent("picker-serve"))
    for library in ["Hummingbird", "GRDB", "NIOPosix", "NIOCore", "Mustache"] {
      let name = Data(library.utf8)
      #expect(picker.range(of: name) == nil, "picker carries \(library)")
      #expect(server.range(of: name) != nil, "picker-serve lacks \(library)")
    }
  }

  @Test("Without picker-serve beside it, picker serve says how to build it (exit 69)")
  func missingServer() throws {
    // Beside the build folder, on its file system, so the picker alone is a hard link: a copy
    // is written through a descriptor that a process another test spawns at that moment
    // inherits, and running the copy then fails with "Text file busy".
    let folder = PickerProcess.executable.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("picker-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("picker")
    try FileManager.default.linkItem(at: PickerProcess.executable, to: alone)
    let outcome = try #require(
      try PickerProcess.shell("\"\(alone.path)\" serve --port 0", timeout: 30))
    #expect(outcome.status == 69)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError
        == "picker: picker-serve is not beside picker; build it with "
        + "`swift build --product picker-serve` (or `swift build` for both)\n")
    // Bad options are refused by picker itself, before any server is looked for.
    let refused = try #require(
      try PickerProcess.shell("\"\(alone.path)\" serve --port 70000", timeout: 30))
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("the port must be 0-65535, got 70000"))
  }
}
