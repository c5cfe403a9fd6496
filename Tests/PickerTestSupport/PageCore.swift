public import Foundation

/// The page's builds of the core (the served pickerkit.wasm and pickerkit-APP.wasm, through
/// pickerkit.js, in node), for the tests that hold their answers to the native core's.
public enum PageCore {
  /// The package's folder.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// The assets the server serves, the page's core among them.
  public static let assets = root.appendingPathComponent("Sources/PickerServer/Resources/assets")

  /// Each request answered by the page's core, in order: the call's name as the page's module
  /// names it (`answer`, `paceReport`), and the request's bytes.
  public static func answers(_ requests: [(String, [UInt8])]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("page-core-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var framed: [UInt8] = []
    for (name, bytes) in requests {
      let name = Array(name.utf8)
      framed.append(UInt8(name.count))
      framed += name
      framed += withUnsafeBytes(of: UInt32(bytes.count).littleEndian, Array.init)
      framed += bytes
    }
    let requestsFile = folder.appendingPathComponent("requests")
    let answersFile = folder.appendingPathComponent("answers")
    try Data(framed).write(to: requestsFile)
    let node = Process()
    node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    node.arguments = [
      "node", root.appendingPathComponent("Tests/PickerCoreTests/page-core.mjs").path,
      assets.appendingPathComponent("pickerkit.js").path,
      assets.appendingPathComponent(core(for: requests.map(\.0)) + ".wasm").path,
      requestsFile.path, answersFile.path,
    ]
    try node.run()
    node.waitUntilExit()
    guard node.terminationStatus == 0 else {
      throw PageCoreFailure(message: "node exited with \(node.terminationStatus)")
    }
    let answers = [UInt8](try Data(contentsOf: answersFile))
    var texts: [String] = []
    var at = 0
    while at + 4 <= answers.count {
      let length = answers[at..<at + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
      texts.append(String(decoding: answers[at + 4..<at + 4 + length], as: UTF8.self))
      at += 4 + length
    }
    return texts
  }
}

extension PageCore {
  /// The core a page that asks these calls loads (scripts/wasm.sh builds one per page): the one
  /// with the app whose calls are asked (`paceReport`: pickerkit-pace), else the core alone.
  static func core(for names: [String]) -> String {
    for (prefix, core) in [
      ("pace", "pickerkit-pace"), ("price", "pickerkit-prices"),
      ("schedule", "pickerkit-thermostat"),
    ] where names.contains(where: { $0.hasPrefix(prefix) }) {
      return core
    }
    return "pickerkit"
  }
}

/// The page's core did not run to the end.
public struct PageCoreFailure: Error, CustomStringConvertible {
  /// What happened.
  public let message: String
  /// The message.
  public var description: String { message }
}

extension PageCore {
  /// The page's answers to requests held to the native answers, request by request.
  public struct Comparison: Sendable {
    /// The answers not compared (the platform's: `{}` when the core took it).
    public let skipped: [String]
    /// How many answers differ.
    public let differences: Int
    /// The first three that differ: the request, where the two part, and each answer from there.
    public let firstDifferences: [String]
    /// How many of the page's answers are not refusals (`{"error": ...}`).
    public let answered: Int
  }

  /// Runs `requests` in the page's core (the first may hand it its platform, and is not
  /// compared) and holds each later answer to `natives`, in order.
  public static func compare(
    _ requests: [(String, [UInt8])], to natives: [String], skipping: Int = 1
  )
    throws -> Comparison
  {
    let page = try answers(requests)
    var differences = 0
    var first: [String] = []
    var answered = 0
    for (index, (native, answer)) in zip(natives, page.dropFirst(skipping)).enumerated() {
      if !answer.hasPrefix("{\"error\"") { answered += 1 }
      guard native != answer else { continue }
      differences += 1
      guard first.count < 3 else { continue }
      let at = zip(native, answer).prefix { $0 == $1 }.count
      let from = max(0, at - 80)
      let request = String(decoding: requests[index + skipping].1, as: UTF8.self)
      first.append(
        "\(request.prefix(300)): at \(at), native …\(String(native.dropFirst(from).prefix(300))), "
          + "page …\(String(answer.dropFirst(from).prefix(300)))")
    }
    return Comparison(
      skipped: Array(page.prefix(skipping)), differences: differences, firstDifferences: first,
      answered: answered)
  }
}
