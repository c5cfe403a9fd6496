import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

/// What `--print` writes on standard output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, written, value, json
  /// `picker choose` only: the chosen labels, or their 0-based indexes.
  case label, index
}

/// The options every picker command shares: the answer, where the wheels start, whether to move
/// to the nearest legal value, what to print, and how the terminal picker looks.
struct AnswerOptions: ParsableArguments {
  @Option(
    parsing: .unconditionalSingleValue,
    help: "The answer to check, instead of asking; picker choose --limit takes one per label.")
  var answer: [String] = []

  @Option(parsing: .unconditional, help: "The value the wheels start on in the interactive picker.")
  var value: String?

  @Option(
    help:
      "What to print: text (the value in the form --answer reads back: 14:30, 01:30.00), written (as a person writes it, as the readout under the wheels: 2:30 PM, 1:30.00), value (plain, exact) or json; for choose also label or index."
  )
  var print: OutputFormat = .text

  @Option(help: "The title above the wheels.")
  var title: String?

  @Option(help: "The label under the wheels, as \"Minutes per Mile\".")
  var label: String?

  @Flag(help: "Draw on the alternate screen instead of inline under the prompt.")
  var fullscreen = false

  @OptionGroup var asking: AskingOptions

  /// The `--answer`s as one answer, one per line (several only where several choices are made).
  func givenAnswer(takesSeveral: Bool) throws -> String? {
    guard answer.count <= 1 || takesSeveral else {
      throw ValidationError(
        "--answer is given \(answer.count) times: give it once (only picker choose --limit or "
          + "--no-limit takes one per label)")
    }
    return answer.isEmpty ? nil : answer.joined(separator: "\n")
  }
}

/// The script contract's one answering path, for every kind of picker.
enum Answering {
  /// Reads the answer (`--answer`, or the first line of a piped standard input) or, without
  /// one, opens the terminal picker; then prints the settled outcome.
  ///
  /// A refusal is one line on standard error and exit 1; a correction says on standard error
  /// what moved.
  static func run<P: Picker>(
    _ picker: P, _ options: AnswerOptions, title: String, answersFromStandardInput: Bool = true,
    render: ((PickerOutcome<P.Value>) throws -> String)? = nil
  ) throws {
    if render == nil, options.print == .label || options.print == .index {
      throw ValidationError(
        "--print \(options.print.rawValue) is for picker choose; use text, value or json")
    }
    let outcome: PickerOutcome<P.Value>
    let given = try options.givenAnswer(
      takesSeveral: picker.wheels(for: picker.initialRows).contains { $0.choosesSeveral })
    let piped =
      answersFromStandardInput && given == nil
      ? try Terminal.pipedLine(deadline: options.asking.deadline) : nil
    if let answer = given ?? piped {
      do {
        outcome = try picker.answer(answer, nearest: options.asking.nearest)
      } catch {
        Terminal.writeError("picker: \(error)")
        throw ExitCode(1)
      }
      if let message = outcome.message { Terminal.writeError("picker: \(message)") }
    } else {
      switch try interactive(picker, options, title: title) {
      case .accepted(let state):
        outcome = picker.apply(.settle, to: state)
      case .timedOut(let start):
        // The --value default, settled, when one was given; the wheels' own position is not
        // an answer nobody confirmed.
        if let start {
          let settled = picker.apply(.settle, to: start)
          try Terminal.writeOutput(
            try render?(settled) ?? self.render(settled, of: picker, as: options.print))
        }
        Terminal.writeError("picker: timed out after \(options.asking.timeout ?? 0) seconds")
        throw ExitCode(124)
      }
    }
    try Terminal.writeOutput(
      try render?(outcome) ?? self.render(outcome, of: picker, as: options.print))
  }

  /// The printed form of an outcome: the wheels' text, the plain value, or the core's report
  /// as JSON (which `amend` may add to: a conversion, a formatted date).
  static func render<P: Picker>(
    _ outcome: PickerOutcome<P.Value>, of picker: P, as format: OutputFormat,
    amend: (inout PickerReport) -> Void = { _ in }
  ) throws -> String {
    switch format {
    case .text, .label, .index: return outcome.text
    case .written: return outcome.written
    case .value: return picker.valueText(of: outcome.value)
    case .json:
      var report = picker.report(outcome)
      amend(&report)
      return report.jsonText
    }
  }

  /// How an interactive run ended that the command answers: a state Enter accepted, or the
  /// timeout (with the --value state, if one was given).
  enum Interaction {
    case accepted(PickerState)
    case timedOut(PickerState?)
  }

  /// Runs the terminal picker (or the accessible prompt, also when `TERM` cannot draw).
  static func interactive<P: Picker>(
    _ picker: P, _ options: AnswerOptions, title: String
  ) throws -> Interaction {
    var given: PickerState?
    if let value = options.value {
      do {
        given = try picker.state(startingAt: value)
      } catch {
        throw ValidationError("--value \(Echo.shown(value)): \(error)")
      }
    }
    let start = given ?? picker.initialState
    let title = options.title ?? title
    let ending: TerminalEnding<PickerState>
    if options.asking.accessible || !Terminal.canDraw {
      ending = AccessiblePrompt.run(
        picker, from: start, title: title, timeout: options.asking.timeout)
    } else {
      let drawing = TerminalOptions(
        fullScreen: options.fullscreen, usesColor: Terminal.usesColor,
        timeout: options.asking.timeout)
      ending = TerminalProgram<TerminalState<P>>(options: drawing).run { columns in
        TerminalState(
          picker: picker, state: start, title: title, label: options.label ?? "",
          columns: columns, usesColor: drawing.usesColor)
      }
    }
    switch ending {
    case .accepted(let state): return .accepted(state)
    case .timedOut: return .timedOut(given)
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
