import ArgumentParser
import PickerTerminal

/// The flags every command that asks shares, a single picker and a form alike: whether a refused
/// answer moves to the nearest legal value, the plain prompt for screen readers, and how long to
/// wait.
struct AskingOptions: ParsableArguments {
  @Flag(help: "Move a refused answer to its nearest legal value instead of refusing it.")
  var nearest = false

  @Flag(help: "Ask on plain lines without cursor movement, for screen readers.")
  var accessible = false

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for an answer; then exit 124, printing --value if one was given (a form: "
        + "its defaults, when every field has one).",
      valueName: "seconds"))
  var timeout: Double?

  /// Refuses a `--timeout` that is not a number of seconds above 0 and at most a day.
  func validate() throws {
    if let timeout, !(timeout > 0 && timeout <= 86_400) {
      throw ValidationError("--timeout is seconds above 0 and at most 86400, got \(timeout)")
    }
  }

  /// The deadline the timeout sets, on the monotonic clock.
  var deadline: Double? { timeout.map { TTY.now() + $0 } }
}
