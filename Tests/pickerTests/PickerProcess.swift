import Foundation
import Testing

/// Runs the built `picker` executable as a script would, through real pipes.
struct PickerProcess {
  struct Outcome {
    let status: Int32
    let standardOutput: String
    let standardError: String
  }

  /// The executable SwiftPM built beside this test bundle.
  static let executable: URL = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      bundleDirectory.appendingPathComponent("picker"),
      bundleDirectory.deletingLastPathComponent().appendingPathComponent("picker"),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/picker"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }()

  /// Runs a shell command line as a script author would type it, `$PICKER` the executable.
  ///
  /// More variables may be given. Standard output and error go to files, so nothing blocks on
  /// a full pipe. Nil when it has not finished within `timeout` seconds (it is ended then).
  static func shell(
    _ script: String, environment: [String: String] = [:], timeout: Double = 60
  ) throws -> Outcome? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment.merging(["PICKER": executable.path]) { $1 }
    ) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    guard !process.isRunning else {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
  }

  /// Runs `picker` with arguments and, optionally, text on standard input (else /dev/null).
  static func run(_ arguments: [String], input: String? = nil) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inputPipe.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }
}

extension PickerProcess {
  /// Checks an accepted answer as every contract states it: exit 0, the value printed on
  /// standard output, nothing on standard error.
  static func expectAccepted(
    _ arguments: [String], printed: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 0, sourceLocation: sourceLocation)
    #expect(outcome.standardOutput == printed + "\n", sourceLocation: sourceLocation)
    #expect(outcome.standardError.isEmpty, sourceLocation: sourceLocation)
  }

  /// Checks a refused answer as every contract states it: exit 1, nothing on standard output,
  /// the reason on standard error after `picker: `.
  static func expectRefused(
    _ arguments: [String], message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let outcome = try run(arguments)
    #expect(outcome.status == 1, sourceLocation: sourceLocation)
    #expect(outcome.standardOutput.isEmpty, sourceLocation: sourceLocation)
    #expect(outcome.standardError == "picker: \(message)\n", sourceLocation: sourceLocation)
  }
}
