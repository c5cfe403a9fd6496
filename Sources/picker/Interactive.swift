import ArgumentParser
import Foundation
import PickerTerminal

/// Options every picker shares when it runs on the terminal.
struct InteractiveOptions: ParsableArguments {
  @Option(help: "The title above the wheels.")
  var title: String?

  @Option(help: "The label under the wheels (seed 000: \"Minutes per Mile\").")
  var label: String?

  @Flag(help: "Draw on the alternate screen instead of inline under the prompt.")
  var fullscreen = false

  @Flag(help: "A plain line-based prompt without cursor movement, for screen readers.")
  var accessible = false
}

/// Runs a session on the terminal and turns how it ended into rows or an exit code.
enum Interactive {
  static func run(_ session: any PickerSession, _ options: InteractiveOptions) throws -> [Int] {
    if options.accessible {
      guard let rows = AccessiblePrompt.run(session) else { throw noTerminal }
      return rows
    }
    let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    switch TerminalPicker.run(
      session, options: .init(fullScreen: options.fullscreen, usesColor: !noColor))
    {
    case .accepted(let rows): return rows
    case .cancelled: throw ExitCode(130)
    case .terminated(let signal): throw ExitCode(128 + signal)
    case .noTerminal: throw noTerminal
    }
  }

  private static var noTerminal: ValidationError {
    ValidationError(
      "no answer and no terminal: pass --answer TEXT or pipe one line on standard input")
  }
}
