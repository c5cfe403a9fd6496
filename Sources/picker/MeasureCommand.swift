import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

/// `--unit-turn`, spelled as the core spells it.
enum UnitTurnOption: String, ExpressibleByArgument, CaseIterable {
  case convert, keepDigits

  var turn: MeasurePicker.UnitTurn { self == .convert ? .convert : .keepDigits }
}

/// `DIMENSION`, spelled as the script contract spells it.
enum DimensionOption: String, ExpressibleByArgument, CaseIterable {
  case mass, volume, length, speed, pace, temperature, duration, count

  var dimension: MeasureDimension {
    MeasureDimension(rawValue: rawValue) ?? .mass
  }
}

/// `picker measure`: check, correct or convert a quantity and its unit.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Pick a quantity and its unit on wheels, and convert it exactly.",
    discussion: """
      Units by dimension:
        mass         kg g mg lb oz
        volume       L mL cL gal qt pt cup fl oz, imp gal imp qt imp pt imp fl oz
        length       km m mi yd ft in
        speed        km/h mph m/s
        pace         min/km min/mi (M:SS, as 5:00 min/km)
        temperature  °C °F K (also C, F)
        duration     s (H:MM:SS) min h
        count        ea doz

      --to converts exactly, across speed and pace too (12 km/h --to min/km is 5:00).

      --print value prints the number in the answer's unit (or --to's): exact where the decimal ends, else 12 significant digits; pace in seconds per unit distance.

      Examples:
        picker measure mass --answer '1.5 kg' --to lb
        picker measure temperature --answer '-40 °F' --to °C
      """
  )

  @Argument(help: "mass, volume, length, speed, pace, temperature, duration or count.")
  var dimension: DimensionOption

  @Option(help: "The unit wheel's units, in order, separated by commas (the first is the default).")
  var units: String?

  @Option(help: "A unit to convert the answer to.")
  var to: String?

  @Option(help: "What turning the unit wheel does: convert (1 kg -> 1000 g) or keepDigits.")
  var unitTurn: UnitTurnOption = .convert

  @OptionGroup var options: AnswerOptions

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
      return render(conversion, spoken: outcome.spoken, corrected: outcome.message)
    }
  }

  /// A conversion as --print asks: the true amount, never a wheel's maximum standing in for it.
  private func render(_ conversion: MeasureConversion, spoken: String, corrected: String?)
    -> String
  {
    switch options.print {
    case .text, .label, .index: return conversion.text
    case .value: return conversion.amount.description
    case .json:
      var members = [
        ("text", JSON.string(conversion.text)),
        ("value", conversion.amount.description),
        ("unit", JSON.string(conversion.unit.symbol)),
        ("exact", conversion.amount.isExact ? "true" : "false"),
        ("fits", conversion.fits ? "true" : "false"),
        ("spoken", JSON.string(spoken)),
        ("corrected", corrected == nil ? "false" : "true"),
      ]
      if let corrected { members.append(("message", JSON.string(corrected))) }
      return JSON.object(members)
    }
  }

  private func makePicker() throws -> MeasurePicker {
    try Self.picker(dimension: dimension, units: units, unitTurn: unitTurn)
  }

  /// A measure picker from settings as text (the command line's, or a form field's).
  static func picker(dimension: DimensionOption, units: String?, unitTurn: UnitTurnOption) throws
    -> MeasurePicker
  {
    let symbols = units?.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if let symbols {
      if symbols.contains(where: \.isEmpty) {
        throw ValidationError(
          "--units \(Echo.shown(units ?? "")): an empty unit; list units separated by single commas, as kg,g,lb"
        )
      }
      var seen = Set<String>()
      for symbol in symbols where !seen.insert(symbol).inserted {
        throw ValidationError("--units: \(Echo.shown(symbol)) is listed twice; list each unit once")
      }
    }
    do {
      return try MeasurePicker(
        dimension: dimension.dimension, units: symbols, unitTurn: unitTurn.turn)
    } catch {
      throw ValidationError("--units: \(error)")
    }
  }

  /// The --to unit: of this dimension, or speed for pace and pace for speed.
  private func target() throws -> ExactUnit? {
    guard let to else { return nil }
    let own = dimension.dimension
    let partner: MeasureDimension? = own == .speed ? .pace : (own == .pace ? .speed : nil)
    if let unit = own.unit(named: to) ?? partner?.unit(named: to) { return unit }
    let allowed = own.units.map(\.symbol) + (partner?.units.map(\.symbol) ?? [])
    throw ValidationError(
      "--to \(Echo.shown(to)): not a unit this can convert to; use \(allowed.joined(separator: ", "))"
    )
  }
}
