import Foundation

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
