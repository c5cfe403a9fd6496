import ArgumentParser

/// The `picker` command: wheels for validated input, in the terminal and for scripts.
@main
struct Picker: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "picker",
    abstract: "Enter numbers, durations and fractions on wheels that hold only legal values.",
    discussion: """
      PATTERN describes the wheels: a digit N (1-9) is a wheel 0...N, x a wheel of sixteenths,
      ± a sign wheel, anything else a fixed separator. `59:59.99` holds minutes, seconds and
      hundredths; `99x` whole numbers and sixteenths.

      Without --answer, on a terminal, the wheels open on the terminal device and Enter prints
      the value on standard output: x=$(picker 59:59.99 --print value). With --answer, or when
      standard input is not a terminal (its first line is the answer), there is no UI.

      Exit codes:
        0    the answer was accepted (or moved to the nearest legal value with --nearest)
        1    the answer was refused; the reason is on standard error, nothing on standard output
        64   a bad pattern, constraint or flag; the usage is on standard error
        130  cancelled in the interactive picker (Esc or Ctrl-C); nothing on standard output
        128+N  ended by signal N (143 for SIGTERM, 129 for SIGHUP), terminal restored
      """,
    version: "0.1.0",
    subcommands: [
      PatternCommand.self, DateCommand.self, MeasureCommand.self, ChooseCommand.self,
      ServeCommand.self,
    ],
    defaultSubcommand: PatternCommand.self
  )
}
