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

  @OptionGroup var options: AnswerOptions

  func validate() throws {
    _ = try makePicker()
  }

  func run() throws {
    try Answering.run(try makePicker(), options, title: pattern)
  }

  /// The pattern and constraints as a picker, or a usage error that says what is wrong.
  private func makePicker() throws -> PatternPicker {
    let wheels: WheelPattern
    do {
      wheels = try WheelPattern(pattern)
    } catch {
      throw ValidationError("\(error)\n\(error.caretDiagram)")
    }
    func bound(_ text: String?, _ name: String) throws -> Decimal? {
      guard let text else { return nil }
      do {
        return try wheels.value(parsing: text).decimal
      } catch {
        throw ValidationError("--\(name) \(Echo.shown(text)): \(error)")
      }
    }
    let constraints = ValueConstraints(
      minimum: try bound(min, "min"), maximum: try bound(max, "max"), step: try bound(step, "step"))
    do {
      return try PatternPicker(pattern: wheels, constraints: constraints)
    } catch {
      throw ValidationError("\(error)")
    }
  }
}
