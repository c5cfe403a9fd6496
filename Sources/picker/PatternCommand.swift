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

  @Option(help: "The answer to check, instead of asking.")
  var answer: String?

  @Option(help: "The value the wheels start on in the interactive picker.")
  var value: String?

  @Option(help: "The lowest legal value.")
  var min: String?

  @Option(help: "The highest legal value.")
  var max: String?

  @Option(help: "The step between legal values, counted from --min (or from 0).")
  var step: String?

  @Flag(help: "Move a refused answer to the nearest legal value instead of refusing it.")
  var nearest = false

  @Option(help: "What to print: text (what the wheels show), value (exact decimal) or json.")
  var print: OutputFormat = .text

  @OptionGroup var interactive: InteractiveOptions

  func validate() throws {
    _ = try makePicker()
  }

  func run() throws {
    let picker = try makePicker()
    guard let answer = answer ?? Terminal.pipedLine() else {
      let start = try value.map { try startValue($0, picker) } ?? picker.initialSelection()
      let session = PatternSession(
        picker: picker, start: start, title: interactive.title ?? pattern,
        label: interactive.label ?? "")
      let rows = try Interactive.run(session, interactive)
      Swift.print(Output.render(picker.nearestValid(to: rows), of: picker, as: print))
      return
    }
    let correction = try Answering.settle(
      nearest: nearest, strictly: { try picker.accept(answer) },
      nearestly: { try picker.nearest(toAnswer: answer) },
      moved: { result in result.reason.map { "\($0); moved to \(result.text)" } })
    Swift.print(Output.render(correction, of: picker, as: print))
  }

  private func startValue(_ text: String, _ picker: PatternPicker) throws -> Correction {
    do {
      return try picker.nearest(toAnswer: text)
    } catch {
      throw ValidationError("--value \(text): \(error)")
    }
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
        throw ValidationError("--\(name) \(text): \(error)")
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
