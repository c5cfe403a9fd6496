import ArgumentParser
import Foundation
import PickerKit

/// The `picker` executable: wheels for validated input, in the terminal and for scripts.
@main
struct PickerTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "picker",
    abstract: "Enter numbers, durations and fractions on wheels that hold only legal values.",
    discussion: """
      PATTERN describes the wheels: a digit N (1-9) is a wheel 0...N, x a wheel of sixteenths, ± a sign wheel, anything else a fixed separator. `59:59.99` holds minutes, seconds and hundredths; `99x` whole numbers and sixteenths.

      Without --answer, on a terminal, the wheels open on the terminal device and Enter prints the value on standard output: x=$(picker 59:59.99 --print value). With --answer, or when standard input is not a terminal (its first line is the answer), there is no UI. With TERM unset or dumb the plain --accessible prompt asks instead.

      An option's value may begin with -: --answer -5, --min -40. Each option is given once.

      Exit codes:
        0      the answer was accepted (or moved to the nearest legal value with --nearest)
        1      the answer was refused; the reason is on standard error, nothing on standard output
        64     a bad pattern, constraint or flag; the usage is on standard error
        74     the answer could not be written to standard output (or input could not be read)
        124    --timeout passed (with --value, that value is printed)
        130    cancelled in the interactive picker (Esc, Ctrl-C, or Ctrl-D in --accessible)
        128+N  ended by signal N (143 for SIGTERM, 129 for SIGHUP), terminal restored

      Shell completions: picker --generate-completion-script bash (or zsh, fish).
      """,
    version: PickerKitRelease.version,
    subcommands: [
      PatternCommand.self, DateCommand.self, MeasureCommand.self, ChooseCommand.self,
      FormCommand.self,
      ServeCommand.self,
    ],
    defaultSubcommand: PatternCommand.self
  )

  /// Refuses an option given twice before parsing (the argument parser would keep the last one
  /// silently), then runs the command.
  ///
  /// Synchronous, as every command is: no concurrency runtime starts before the first frame.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let repeated = RepeatedOptions.first(in: arguments) {
      Terminal.writeError(
        "Error: \(Echo.shown(repeated)) is given more than once; give each option once")
      Terminal.writeError("  See 'picker --help' for more information.")
      Foundation.exit(64)
    }
    // As the argument parser's own main, except for how an error is written (below).
    do {
      var command = try parseAsRoot(EmptyValues.attached(arguments))
      try command.run()
    } catch {
      exit(showing: error, for: arguments)
    }
  }

  /// Writes the parser's message for an error and exits with its code.
  ///
  /// Help and completion scripts go to standard output as they are. An error goes to standard
  /// error line by line through ``Terminal/writeError(_:)``, and each argument the parser quotes
  /// (`The value '…' is invalid`, `Unknown option '…'`) is quoted as every other message quotes
  /// input: escaped, and shortened when long, so a pasted 100 KB value or an escape sequence
  /// never reaches the terminal whole.
  private static func exit(showing error: any Error, for arguments: [String]) -> Never {
    let code = exitCode(for: error)
    var message = fullMessage(for: error)
    // An ExitCode the command threw has said what it had to say already.
    guard !message.isEmpty else { Foundation.exit(code.rawValue) }
    if code == .success {
      print(message)
      Foundation.exit(code.rawValue)
    }
    let quoted = arguments.flatMap { argument in
      // `--print=VALUE` is quoted by its value alone.
      argument.hasPrefix("--") && argument.contains("=")
        ? [argument, String(argument.drop { $0 != "=" }.dropFirst())] : [argument]
    }
    for input in Set(quoted).sorted(by: { $0.count > $1.count })
    where Echo.shown(input) != input {
      message = message.replacingOccurrences(of: input, with: Echo.shown(input))
    }
    for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
      Terminal.writeError(String(line))
    }
    Foundation.exit(code.rawValue)
  }
}

/// Keeps an empty value given with `=` as the value it is (`--column=` is an empty column).
///
/// The argument parser reads `--column=` as the option with no value attached and takes the
/// next argument as its value, so `--column= --column=a,b` would make `--column=a,b` the first
/// column's labels. Given apart (`--column ""`), the empty value reaches the command, which
/// refuses it or takes it as the option's own rules say.
enum EmptyValues {
  static func attached(_ arguments: [String]) -> [String] {
    let words = arguments.prefix { $0 != "--" }
    return words.flatMap { word in
      word.hasPrefix("--") && word.count > 3 && word.hasSuffix("=")
        && word.filter({ $0 == "=" }).count == 1
        ? [String(word.dropLast()), ""] : [word]
    } + arguments.dropFirst(words.count)
  }
}

/// Finds an option given twice (`--min 1 --min 2`).
///
/// Which options take a value (so that the word after one is not read as an option) comes
/// from the parser's own help, asked only when some `--name` appears twice at all.
enum RepeatedOptions {
  /// Options that may repeat by design.
  static let repeatable = ["--column", "--name", "--disabled", "--answer", "--cyclic-column"]

  static func first(in arguments: [String]) -> String? {
    let words = arguments.prefix { $0 != "--" }
    // A command line holds a few options: a list is enough, and builds no hash table before
    // the first frame.
    let names = words.compactMap { name(of: $0) }
    let repeated = names.indices.contains { index in
      !repeatable.contains(names[index]) && names[..<index].contains(names[index])
    }
    guard repeated else { return nil }
    let valued = optionsTakingValues(for: words.first { !$0.hasPrefix("-") })
    var counts: [String: Int] = [:]
    var index = words.startIndex
    while index < words.endIndex {
      let word = words[index]
      index += 1
      guard let name = name(of: word) else { continue }
      if !word.contains("="), valued.contains(name) { index += 1 }
      counts[name, default: 0] += 1
      if counts[name] == 2, !repeatable.contains(name) { return name }
    }
    return nil
  }

  private static func name(of word: String) -> String? {
    guard word.hasPrefix("--"), word.count > 2 else { return nil }
    return String(word.prefix { $0 != "=" })
  }

  /// The long options whose help line shows a value (`--min <min>`), for a subcommand's name
  /// (or the default command's).
  private static func optionsTakingValues(for word: String?) -> Set<String> {
    let command: any ParsableCommand.Type =
      PickerTool.configuration.subcommands.first { $0.configuration.commandName == word }
      ?? PatternCommand.self
    let help = PickerTool.helpMessage(for: command, columns: 1_000)
    var names = Set<String>()
    for line in help.split(separator: "\n") {
      let words = line.split(separator: " ")
      for (index, word) in words.enumerated().dropLast()
      where word.hasPrefix("--") && words[index + 1].hasPrefix("<") {
        names.insert(String(word.prefix { $0 != "," }))
      }
    }
    return names
  }
}
