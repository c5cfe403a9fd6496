import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

/// `picker PATTERN`: check or correct an answer against pattern wheels.
struct PatternCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pattern",
    abstract: "Pick a value on wheels described by a pattern (the default command)."
  )

  @Argument(help: "The wheels, for example 99.9, 999.99, 59:59.99, 99:59:59, 99x or ±99.9.")
  var pattern: String

  @Option(parsing: .unconditional, help: "The lowest legal value.")
  var min: String?

  @Option(parsing: .unconditional, help: "The highest legal value.")
  var max: String?

  @Option(
    parsing: .unconditional, help: "The step between legal values, counted from --min (or from 0).")
  var step: String?

  @Option(help: ArgumentHelp(NumberSymbols.localeHelp, valueName: "locale"))
  var locale: String?

  @OptionGroup var options: AnswerOptions

  /// The command's flags as the core's description.
  var spec: PatternSpec {
    PatternSpec(
      pattern: pattern, min: min.map { SpecText($0) }, max: max.map { SpecText($0) },
      step: step.map { SpecText($0) }, locale: locale)
  }

  func validate() throws {
    _ = try building { () throws(SpecError) in try spec.makePicker() }
  }

  func run() throws {
    try Answering.run(
      try building { () throws(SpecError) in try spec.makePicker() }, options, title: pattern)
  }
}
