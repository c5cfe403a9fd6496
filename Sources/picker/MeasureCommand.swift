public import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

// The core's own names are the command line's spellings (`mass`, `keepDigits`).
extension MeasureDimension: ExpressibleByArgument {}
extension MeasurePicker.UnitTurn: ExpressibleByArgument {}

/// One line of the help's unit list: `pace: min/km (59:59), min/mi (59:59)`.
private func unitLine(_ dimension: MeasureDimension) -> String {
  let units = dimension.units.map {
    $0.pattern.contains(":") ? "\($0.symbol) (\($0.pattern))" : $0.symbol
  }
  return "\(dimension.rawValue): \(units.joined(separator: ", "))"
}

/// `picker measure`: check, correct or convert a quantity and its unit.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Pick a quantity and its unit on wheels, and convert it exactly.",
    discussion: """
      --to converts exactly, across speed and pace too (12 km/h --to min/km is 5:00).

      --print value prints the number in the answer's unit (or --to's): exact where the decimal ends, else 12 significant digits; pace in seconds per unit distance.

      Examples:
        picker measure mass --answer '1.5 kg' --to lb
        picker measure temperature --answer '-40 °F' --to °C
      """
  )

  // The unit list is the argument's help, not the command's discussion: the parser reads every
  // command's configuration on every run, but an argument's help only when it reads this
  // command, so `picker 59:59.99` does not build the unit catalog before its first frame.
  @Argument(
    help: ArgumentHelp(
      "The dimension of the quantity.",
      discussion: """
        Units by dimension, as the core lists them (the first is the default; a unit written as \
        a clock shows its pattern):
        \(MeasureDimension.allCases.map(unitLine).joined(separator: "\n"))
        """,
      valueName: "dimension"))
  var dimension: MeasureDimension

  @Option(
    help:
      "The unit wheel's units, in order, separated by commas (the first is the default; \\, and \\\\ for a comma and a backslash in a name, as in --column)."
  )
  var units: String?

  @Option(help: "A unit to convert the answer to.")
  var to: String?

  @Option(help: "What turning the unit wheel does: convert (1 kg -> 1000 g) or keepDigits.")
  var unitTurn: MeasurePicker.UnitTurn = .convert

  @Option(help: ArgumentHelp(NumberSymbols.localeHelp, valueName: "locale"))
  var locale: String?

  @OptionGroup var options: AnswerOptions

  /// The command's flags as the core's description: `--units` a list (``SpecAttributes/list(_:)``).
  var spec: MeasureSpec {
    MeasureSpec(
      dimension: dimension,
      units: units.map(SpecAttributes.list),
      unitTurn: unitTurn, locale: locale)
  }

  func validate() throws {
    _ = try makePicker()
    _ = try target()
  }

  func run() throws {
    let picker = try makePicker()
    guard let target = try target() else {
      try Answering.run(picker, options, title: dimension.rawValue)
      return
    }
    try Answering.run(picker, options, title: dimension.rawValue) { outcome in
      let conversion: MeasureConversion
      do {
        conversion = try picker.convert(outcome.value, to: target)
      } catch {
        Terminal.writeError("picker: \(error)")
        throw ExitCode(1)
      }
      // The converted amount is what --print text and value print; json reports both.
      switch options.print {
      case .text, .written, .label, .index: return conversion.text
      case .value: return conversion.amount.description
      case .json:
        return try Answering.render(outcome, of: picker, as: .json) { report in
          report.converted = ConversionReport(conversion)
        }
      }
    }
  }

  private func makePicker() throws -> MeasurePicker {
    try building { () throws(SpecError) in try spec.makePicker() }
  }

  /// The --to unit: of this dimension, or speed for pace and pace for speed.
  private func target() throws -> ExactUnit? {
    guard let to else { return nil }
    do {
      return try dimension.conversionTarget(named: to)
    } catch {
      throw ValidationError("--to \(error)")
    }
  }
}
