import ArgumentParser
import Foundation
import PickerKit

/// `picker choose`: one of some labels, on a wheel or for a script.
struct ChooseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "choose",
    abstract: "Choose one of some labels on a wheel.",
    discussion: """
      The labels come from the arguments, or one per line from --file or from standard input
      (then the wheel opens on the terminal device, as gum choose does, and --answer checks an
      answer). Typing the first letters of a label jumps to it. An answer is a label, in any case;
      with --nearest the start of one label is enough.
        picker choose red green blue --answer green
        fruit=$(printf 'apple\\nbanana\\ncherry\\n' | picker choose)
      """
  )

  @Argument(help: "The labels, in wheel order.")
  var labels: [String] = []

  @Option(help: "A file with one label per line (- for standard input).")
  var file: String?

  @Option(help: "What a screen reader calls the wheel.")
  var name = "choice"

  @Flag(help: "Spinning past the last label comes back to the first.")
  var cyclic = false

  @OptionGroup var options: AnswerOptions

  func run() throws {
    let readsStandardInput = labels.isEmpty && (file == nil || file == "-")
    let picker = try makePicker(labels: try readLabels())
    // Standard input holds the labels here, so only --answer gives an answer.
    let answer = readsStandardInput ? options.answer : nil
    if readsStandardInput, answer == nil {
      let state = try Answering.interactive(picker, options, title: options.title ?? "Choose")
      let outcome = picker.apply(.settle, to: state)
      Swift.print(Answering.render(outcome, of: picker, as: options.print))
      return
    }
    try Answering.run(picker, options, title: "Choose", answer: answer)
  }

  private func readLabels() throws -> [String] {
    if !labels.isEmpty { return labels }
    var lines: [String] = []
    if let file, file != "-" {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw ValidationError("--file \(file): cannot be read as UTF-8 text")
      }
      lines = text.split(whereSeparator: \.isNewline).map(String.init)
    } else {
      guard Terminal.isPiped else {
        throw ValidationError(
          "no labels: give them as arguments, or one per line with --file or on standard input")
      }
      // Bounded: no wheel offers more than this many choices.
      while lines.count <= OptionPicker.maximumOptions, let line = readLine() { lines.append(line) }
    }
    return lines.map(\.trimmingWhitespaceForLabels).filter { !$0.isEmpty }
  }

  private func makePicker(labels: [String]) throws -> OptionPicker {
    do {
      return try OptionPicker(labels: labels, name: name, isCyclic: cyclic)
    } catch {
      throw ValidationError("\(error)")
    }
  }
}

extension String {
  /// A line without surrounding spaces, tabs and a carriage return.
  fileprivate var trimmingWhitespaceForLabels: String {
    trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
