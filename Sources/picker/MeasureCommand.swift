import ArgumentParser
import Foundation
import PickerKit
import PickerTerminal

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
      Units: mass kg g mg lb oz; volume L mL cL gal qt pt cup fl oz, imp gal imp qt imp pt
      imp fl oz; length km m mi yd ft in; speed km/h mph m/s; pace min/km min/mi (M:SS, as
      5:00 min/km); temperature °C °F K (also C, F); duration s (H:MM:SS) min h; count ea doz.
      --to converts exactly, across speed and pace too (12 km/h --to min/km is 5:00).
      --print value prints the number in the answer's unit (or --to's): exact where the decimal
      ends, else 12 significant digits; pace in seconds per unit distance.
      """
  )

  @Argument(help: "mass, volume, length, speed, pace, temperature, duration or count.")
  var dimension: DimensionOption

  @Option(help: "The unit wheel's units, in order, separated by commas (the first is the default).")
  var units: String?

  @Option(help: "The answer to check, such as \"1.5 kg\" or \"5:00 min/km\".")
  var answer: String?

  @Option(help: "The value the wheels start on in the interactive picker.")
  var value: String?

  @Option(help: "A unit to convert the answer to.")
  var to: String?

  @Flag(help: "Move a refused answer to the nearest legal value instead of refusing it.")
  var nearest = false

  @Option(help: "What to print: text, value or json.")
  var print: OutputFormat = .text

  @OptionGroup var interactive: InteractiveOptions

  func validate() throws {
    _ = try makePicker()
    _ = try target()
  }

  func run() throws {
    let picker = try makePicker()
    let target = try target()
    guard let answer = answer ?? Terminal.pipedLine() else {
      let start: MeasureReading
      do {
        start = try picker.nearest(toAnswer: value ?? "0")
      } catch {
        throw ValidationError("--value \(value ?? ""): \(error)")
      }
      let session = MeasureSession(
        picker: picker, start: start, title: interactive.title ?? dimension.rawValue)
      let rows = try Interactive.run(session, interactive)
      guard let reading = picker.reading(of: rows) else { throw ExitCode(1) }
      try printReading(reading, picker: picker, target: target)
      return
    }
    let reading = try Answering.settle(
      nearest: nearest, strictly: { try picker.accept(answer) },
      nearestly: { try picker.nearest(toAnswer: answer) },
      moved: { result in result.reason.map { "\($0); moved to \(result.text)" } })
    try printReading(reading, picker: picker, target: target)
  }

  /// Prints a reading, converted first when --to asks (a conversion that fails exits 1).
  private func printReading(_ reading: MeasureReading, picker: MeasurePicker, target: ExactUnit?)
    throws
  {
    var amount = ConvertedAmount(value: reading.amount, isExact: true)
    var shown = reading
    if let target {
      do {
        (amount, shown) = try picker.convert(reading, to: target)
      } catch {
        Terminal.writeError("picker: \(error)")
        throw ExitCode(1)
      }
    }
    Swift.print(render(shown, amount: amount, picker: picker))
  }

  private func render(_ reading: MeasureReading, amount: ConvertedAmount, picker: MeasurePicker)
    -> String
  {
    switch print {
    case .text: return reading.text
    case .value: return amount.description
    case .json:
      var members = [
        ("value", amount.description),
        ("unit", JSON.string(reading.unit.symbol)),
        ("text", JSON.string(reading.text)),
        ("exact", amount.isExact ? "true" : "false"),
        ("spoken", JSON.string(picker.spokenDescription(of: reading))),
        ("corrected", reading.reason == nil ? "false" : "true"),
      ]
      if let reason = reading.reason {
        members.append(("message", JSON.string(reason.description)))
      }
      return JSON.object(members)
    }
  }

  private func makePicker() throws -> MeasurePicker {
    let symbols = units?.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    do {
      return try MeasurePicker(dimension: dimension.dimension, units: symbols)
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
      "--to \(to): not a unit this can convert to; use \(allowed.joined(separator: ", "))")
  }
}
