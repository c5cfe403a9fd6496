import ArgumentParser
import PickerKit
import PickerTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `picker choose`: one of some labels (or one per column), on wheels or for a script.
struct ChooseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "choose",
    abstract: "Choose one of some labels on a wheel.",
    discussion: """
      The labels come from the arguments, or one per line from --file or from standard input (then the wheel opens on the terminal device, as gum choose does, and --answer checks an answer). Typing the first letters of a label jumps to it; with --filter (for long lists) typing narrows the wheel to the labels that have the letters typed in that order, not necessarily together, best first as fzf ranks them (a word's start, letters side by side, a shorter label), Backspace widens it again, and Enter takes the one in the band. An answer is a label, in any case; with --nearest the start of one label is enough.

      Several columns: each --column adds a wheel of comma-separated labels (\\, for a comma in a label), and an answer names one label per column, separated by spaces.

      Several choices: --limit N lets up to N labels be chosen, --no-limit any number (as gum choose names them), --least N asks for at least N. On the wheel Space (or x, without --filter) chooses the label in the band or takes it back, a tick marks each chosen label, the line below counts them, and Enter takes them (the label in the band while none is). --answer is given once per label (or once, with the labels separated by commas); the chosen labels are printed one per line, in list order.

      --disabled LABEL shows a label that cannot be chosen: dimmed on the wheel, passed over by a spin and by typing, refused as an answer ("is unavailable"), and with --nearest replaced by the nearest label that can be chosen.

      --print label (the default, as text) prints the chosen labels separated by spaces; index prints their 0-based positions, separated by spaces; json prints an object with "labels" and, for one column, "label" and "index", for several columns "indexes". Several choices print one label (or position) per line, and json has "labels" and "indexes" lists.

      Examples:
        picker choose red green blue --answer green --print index
        fruit=$(printf 'apple\\nbanana\\ncherry\\n' | picker choose)
        picker choose --column S,M,L --column red,green,blue --answer 'M red'
        picker choose S M L XL --disabled M --answer M --nearest
        ls /usr/share/zoneinfo/*/ | picker choose --filter
        picker choose apple banana cherry --limit 2 --answer apple --answer cherry
      """
  )

  @Argument(help: "The labels, in wheel order.")
  var labels: [String] = []

  @Option(help: "A file with one label per line (- for standard input).")
  var file: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A wheel of comma-separated labels; repeat for several columns.", valueName: "labels"))
  var column: [String] = []

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "What a screen reader calls the wheel (default: \(OptionPicker.Column.soleName)); repeat to name "
        + "each --column in turn.",
      valueName: "name"))
  var name: [String] = []

  @Flag(help: "Spinning past the last label comes back to the first (every column).")
  var cyclic = false

  @Option(
    name: .customLong("cyclic-column"),
    help: ArgumentHelp(
      "Only column N loops (1 is the first): spinning past its last label comes back to its "
        + "first; repeat for several.", valueName: "N"))
  var cyclicColumns: [Int] = []

  @Flag(
    help:
      "Typing narrows the wheel to the labels that have the letters typed in that order, best first (as fzf matches); Backspace widens it, Up and Down move among the matches, Enter takes the one in the band."
  )
  var filter = false

  @Option(
    help: ArgumentHelp(
      "How many labels may be chosen (1, the default, takes one per column).", valueName: "N"))
  var limit: Int?

  @Flag(help: "Any number of labels may be chosen.")
  var noLimit = false

  @Option(
    help: ArgumentHelp(
      "The fewest labels Enter takes, with --limit or --no-limit (default 1).", valueName: "N"))
  var least: Int?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A label shown dimmed that cannot be chosen (a spin passes over it, an answer naming it is refused, --nearest takes the nearest one that can); repeat for several.",
      valueName: "label"))
  var disabled: [String] = []

  @Option(
    name: .customLong("disabled-in-column"),
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "As --disabled, in column N alone (1 is the first): 2:M dims the second column's M; repeat for several.",
      valueName: "N:label"))
  var disabledInColumn: [String] = []

  @Option(
    help: ArgumentHelp(
      "Split each label at the first D into the label shown and the value printed (--label-delimiter = turns size=M into M, printing M as --print value's M).",
      valueName: "D"))
  var labelDelimiter: String?

  @Option(help: ArgumentHelp(NumberSymbols.localeHelp, valueName: "locale"))
  var locale: String?

  @OptionGroup var options: AnswerOptions

  func validate() throws {
    if !column.isEmpty, !labels.isEmpty || file != nil {
      throw ValidationError(
        "give the labels either as arguments or --file, or as --column wheels, not both")
    }
    if name.count > Swift.max(column.count, 1) {
      throw ValidationError(
        "\(name.count) names for \(Swift.max(column.count, 1)) wheel(s): give one --name per --column"
      )
    }
    if noLimit, limit != nil {
      throw ValidationError("give --limit N or --no-limit, not both")
    }
    if let labelDelimiter, labelDelimiter.isEmpty {
      throw ValidationError(
        "--label-delimiter is empty: give the text between label and value, as =")
    }
  }

  func run() throws {
    let readsStandardInput = labels.isEmpty && column.isEmpty && (file == nil || file == "-")
    let picker = try makePicker()
    // Standard input holding the labels gives no answer: only --answer does.
    try Answering.run(
      picker, options, title: "Choose", answersFromStandardInput: !readsStandardInput
    ) { outcome in
      try render(outcome, of: picker)
    }
  }

  /// The chosen options as --print asks: labels, values, positions or the core's report.
  private func render(_ outcome: PickerOutcome<[OptionPicker.Option]>, of picker: OptionPicker)
    throws -> String
  {
    // Several choices are printed one per line.
    let separator = picker.choiceLimit == nil ? " " : "\n"
    switch options.print {
    case .text, .label: return outcome.value.map(\.label).joined(separator: separator)
    case .index:
      let indexes = picker.details(of: outcome.state).indexes ?? outcome.state.rows
      return indexes.map(String.init).joined(separator: separator)
    case .value, .written, .json:
      return try Answering.render(outcome, of: picker, as: options.print)
    }
  }

  /// The command's labels and flags as the core's description.
  func spec() throws -> OptionsSpec {
    let lists = column.isEmpty ? [try readLabels()] : column.map(SpecAttributes.list)
    if let outside = cyclicColumns.first(where: { !(1...lists.count).contains($0) }) {
      throw ValidationError(
        "--cyclic-column \(outside) names no column: there \(lists.count == 1 ? "is 1 column" : "are \(lists.count) columns"), 1 is the first"
      )
    }
    var columns = lists.enumerated().map { index, labels in
      OptionsSpec.Column(
        name: index < name.count ? name[index] : nil, options: labels.map(option),
        cyclic: cyclic || cyclicColumns.contains(index + 1))
    }
    // A --disabled label is one of a column's, in any case and without surrounding spaces, as
    // an answer names it; a --disabled-in-column label is one of its column's.
    let key = { (label: String) in label.trimmingWhitespace.lowercased() }
    var names = Array(repeating: Set(disabled.map(key)), count: columns.count)
    for written in disabledInColumn {
      guard let colon = written.firstIndex(of: ":"), let number = Int(written[..<colon]),
        columns.indices.contains(number - 1)
      else {
        throw ValidationError(
          "--disabled-in-column \(Echo.shown(written)) is not N:label with N a column, 1 to \(columns.count) (2:M dims the second column's M)"
        )
      }
      let label = String(written[written.index(after: colon)...])
      guard columns[number - 1].options.contains(where: { key($0.label) == key(label) }) else {
        throw ValidationError(
          "--disabled-in-column \(Echo.shown(written)): column \(number) has no label \(Echo.shown(label))"
        )
      }
      names[number - 1].insert(key(label))
    }
    for index in columns.indices {
      columns[index].options = columns[index].options.map { option in
        guard names[index].contains(key(option.label)) else { return option }
        return OptionPicker.Option(option.label, value: option.value, isEnabled: false)
      }
    }
    let labels = Set(columns.flatMap { $0.options.map { key($0.label) } })
    if let unknown = disabled.first(where: { !labels.contains(key($0)) }) {
      throw ValidationError("--disabled \(Echo.shown(unknown)) names no label")
    }
    var spec = OptionsSpec(columns: columns)
    spec.locale = locale
    spec.filter = filter
    if noLimit || limit != nil || least != nil {
      spec.choices = try OptionsSpec.choices(
        limit: noLimit ? .some(nil) : limit.map { Optional($0) }, least: least)
    }
    return spec
  }

  /// A label, split at `--label-delimiter` into label and value.
  private func option(_ text: String) -> OptionPicker.Option {
    guard let labelDelimiter, let split = text.range(of: labelDelimiter) else {
      return OptionPicker.Option(text)
    }
    return OptionPicker.Option(
      String(text[..<split.lowerBound]), value: String(text[split.upperBound...]))
  }

  private func makePicker() throws -> OptionPicker {
    do {
      return try spec().makePicker()
    } catch let error as SpecError {
      throw error.usage
    }
  }

  private func readLabels() throws -> [String] {
    if !labels.isEmpty { return labels }
    // A label of the longest, each character as four UTF-8 bytes at most.
    let longestLine = OptionPicker.maximumLabelLength * 4
    var reader: LineReader
    var source = "standard input"
    if let file, file != "-" {
      let fd = open(file, O_RDONLY)
      guard fd >= 0 else {
        throw ValidationError(
          "--file \(Echo.shown(file)): cannot be read: \(String(cString: strerror(errno)))")
      }
      reader = LineReader(fd: fd, longest: longestLine)
      source = "--file \(Echo.shown(file))"
    } else {
      guard Terminal.isPiped else {
        throw ValidationError(
          "no labels: give them as arguments, or one per line with --file or on standard input")
      }
      reader = LineReader(
        fd: STDIN_FILENO, longest: longestLine, deadline: options.asking.deadline)
    }
    defer { if reader.fd != STDIN_FILENO { close(reader.fd) } }
    var lines: [String] = []
    // Bounded: no wheel offers more than this many choices, and no label is longer. Blank lines
    // are skipped; the picker trims the others.
    reading: while lines.count <= OptionPicker.maximumOptions {
      switch reader.next() {
      case .line(let line):
        if !line.allSatisfy(\.isWhitespace) { lines.append(line) }
      case .end: break reading
      case .tooLong:
        throw ValidationError(
          "\(source): a line is longer than \(OptionPicker.maximumLabelLength) characters")
      case .timedOut:
        Terminal.writeError("picker: no labels on \(source) within the timeout")
        throw ExitCode(124)
      case .failed(let code):
        throw ValidationError("\(source): cannot be read: \(String(cString: strerror(code)))")
      }
    }
    return lines
  }
}
