import ArgumentParser

/// The `picker` command: wheels for validated input, in the terminal and for scripts.
@main
struct Picker: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "picker",
    abstract: "Enter numbers, durations and fractions on wheels that hold only legal values.",
    discussion: """
      PATTERN describes the wheels: a digit N (1-9) is a wheel 0...N, x a wheel of sixteenths,
      ± a sign wheel, anything else a fixed separator. `59:59.99` holds minutes, seconds and
      hundredths; `99x` whole numbers and sixteenths.

      Scripts: x=$(picker 59:59.99 --answer 12:54.37 --print value) sets x to 774.37. When
      standard input is not a terminal, its first line is the answer.

      Exit codes:
        0    the answer was accepted (or moved to the nearest legal value with --nearest)
        1    the answer was refused; the reason is on standard error, nothing on standard output
        64   a bad pattern, constraint or flag; the usage is on standard error
      """,
    version: "0.1.0",
    subcommands: [PatternCommand.self, DateCommand.self, MeasureCommand.self],
    defaultSubcommand: PatternCommand.self
  )
}
