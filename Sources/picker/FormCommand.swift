import ArgumentParser
import Foundation
import PickerFiles
import PickerKit
import PickerTerminal

/// `picker form SPEC`: several fields in one run, printed as one JSON object.
struct FormCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "form",
    abstract: "Fill several fields of any picker kind at once; print one JSON object.",
    discussion: """
      SPEC is a JSON or YAML file with an optional "title" and a list of "fields". Each field has a "name" (its key in the output), a "kind" (pattern, date, measure or choose), an optional "label" and "default", and its kind's settings: pattern (pattern, min, max, step, locale), date (mode, min, max, minuteInterval, seconds, clock, locale, timeZone), measure (dimension, units, unitTurn, locale), choose (options, a list of labels). A field's locale (de_DE, ar_EG) writes its wheels and text in that locale's digits and decimal sign and reads its answers in them; the values printed stay . and 0-9.

      A pattern or date field's min or max may name another field of its kind: {field: start} keeps an end on or after its start; {field: heating, plus: 2} keeps cooling at least 2 above heating. When a field's value settles, the fields whose bounds name it move to their nearest legal value, and the message line says so.

      A field with when: {field: trip, is: return} (or is: [a list]) is shown only while that field's value is one of those answers; a hidden field is not asked, not checked and not printed.

      On a terminal all fields are shown together: Tab and Shift-Tab move between fields, Left and Right between wheels, Enter moves on and on the last field submits. Without a terminal, standard input holds one JSON object of answers by field name (text or numbers); each is checked, in bound order, and a refusal names its field (exit 1). Fields left out take their default.

      The output is one JSON object keyed by field name: numbers exact, dates ISO text, choices their label, a measure its exact amount with its unit as --print json gives them ({"unit":"kg","value":1.5}; a pace in seconds per unit distance). With --timeout, a form whose fields all have defaults prints the defaults when time runs out (exit 124).

      Example (YAML):
        title: Thermostat
        fields:
          - {name: heat, label: Heating °F, kind: pattern, pattern: "99", min: 45, max: 85, default: 68}
          - {name: cool, label: Cooling °F, kind: pattern, pattern: "99", min: {field: heat, plus: 2}, max: 90, default: 76}
      """
  )

  @Argument(help: "The form: a JSON or YAML file.")
  var spec: String

  @OptionGroup var asking: AskingOptions

  /// The most bytes of answers read from standard input.
  static let largestAnswers = 1 << 20

  func validate() throws {
    _ = try load()
  }

  func run() throws {
    let form = try load()
    let render = { (outcome: FormOutcome) throws -> String in try outcome.json() }
    if Terminal.isPiped {
      let outcome: FormOutcome
      let answers = try readAnswers()
      do {
        outcome = try form.answer(answers, nearest: asking.nearest)
      } catch {
        Terminal.writeError("picker: \(error)")
        throw ExitCode(1)
      }
      if let message = outcome.message { Terminal.writeError("picker: \(message)") }
      try Terminal.writeOutput(render(outcome))
      return
    }
    let drawing = TerminalOptions(usesColor: Terminal.usesColor, timeout: asking.timeout)
    let ending =
      asking.accessible || !Terminal.canDraw
      ? askOneByOne(form)
      : TerminalProgram<FormTerminalState>(options: drawing).run { columns in
        FormTerminalState(
          form: form, state: form.start, columns: columns, usesColor: drawing.usesColor)
      }
    switch ending {
    case .accepted(let state):
      try Terminal.writeOutput(render(form.apply([], to: state)))
    case .timedOut:
      // Every field has a default exactly when the form answers with none given.
      if let outcome = try? form.answer([:], nearest: true) {
        try Terminal.writeOutput(render(outcome))
      }
      Terminal.writeError("picker: timed out after \(asking.timeout ?? 0) seconds")
      throw ExitCode(124)
    case .cancelled: throw ExitCode(130)
    case .terminated(let signal): throw ExitCode(128 + signal)
    case .noTerminal:
      throw ValidationError(
        "no terminal: pipe the answers as one JSON object on standard input")
    }
  }

  private func load() throws -> Form {
    let fd = open(spec, O_RDONLY)
    guard fd >= 0 else {
      throw ValidationError(
        "\(Echo.shown(spec)): cannot be read: \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    guard let text = Self.readAll(fd, limit: DescriptionText.largestText) else {
      throw ValidationError(
        "\(Echo.shown(spec)): larger than \(DescriptionText.largestText) bytes, or not readable")
    }
    let formSpec: FormSpec
    do {
      formSpec = try DescriptionText.decode(FormSpec.self, from: text)
    } catch let error as SpecError {
      throw error.usage
    } catch {
      throw ValidationError("\(Echo.shown(spec)): \(error)")
    }
    do {
      return try formSpec.makeForm()
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// The answers on standard input: one JSON object, values text or numbers.
  private func readAnswers() throws -> [String: String] {
    guard let text = Self.readAll(STDIN_FILENO, limit: Self.largestAnswers) else {
      Terminal.writeError(
        "picker: the answers on standard input are larger than \(Self.largestAnswers) bytes")
      throw ExitCode(1)
    }
    if text.allSatisfy(\.isWhitespace) { return [:] }
    do {
      return try FormQuestion.answers(in: JSONReading(try JSONReader.value(of: Array(text.utf8))))
    } catch {
      Terminal.writeError(
        "picker: the answers on standard input must be one JSON object of answers by field name, "
          + "each text, a number or a list of labels: \(error)")
      throw ExitCode(1)
    }
  }

  /// One field at a time in the accessible prompt, as the form asks them: in bound order, each
  /// built from the answers before it, a field its condition hides not asked.
  private func askOneByOne(_ form: Form) -> TerminalEnding<FormState> {
    var answers: [String: String] = [:]
    while true {
      let next: (position: Int, picker: BuiltPicker)?
      do {
        next = try form.nextQuestion(after: answers)
      } catch {
        return .noTerminal
      }
      guard let next else { break }
      let field = form.fields[next.position]
      switch Self.ask(
        next.picker.picker, label: field.label, start: field.defaultValue, timeout: asking.timeout)
      {
      case .accepted(let text): answers[field.name] = text
      case .cancelled: return .cancelled
      case .terminated(let signal): return .terminated(signal)
      case .noTerminal: return .noTerminal
      case .timedOut: return .timedOut
      }
    }
    guard let outcome = try? form.answer(answers, nearest: true) else { return .cancelled }
    return .accepted(outcome.state)
  }

  /// One field in the accessible prompt; accepted, the text of its selection.
  private static func ask(
    _ picker: some Picker, label: String, start: String?, timeout: Double?
  ) -> TerminalEnding<String> {
    let state = start.flatMap { try? picker.state(startingAt: $0) } ?? picker.initialState
    return AccessiblePrompt.run(picker, from: state, title: label, timeout: timeout).map {
      picker.selection(of: $0).text
    }
  }

  /// Reads a file descriptor to its end, or nil past a limit or on an error.
  static func readAll(_ fd: Int32, limit: Int) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      if count < 0 { return nil }
      if count == 0 { return String(decoding: bytes, as: UTF8.self) }
      bytes += chunk[0..<count]
      if bytes.count > limit { return nil }
    }
  }
}
