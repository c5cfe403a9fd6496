import Foundation
import PickerKit
import Testing

@testable import PickerTerminal

@Suite("The terminal picker as a pure model")
struct ModelTests {
  private func state(_ pattern: String = "59:59.99") throws -> TerminalState<PatternPicker> {
    let picker = try PatternPicker(pattern: WheelPattern(pattern))
    return TerminalState(
      picker: picker, title: "Pace / Speed", label: "Minutes per Mile", columns: 80,
      usesColor: false)
  }

  private func run(_ keys: [Key], from start: TerminalState<PatternPicker>)
    -> TerminalState<PatternPicker>
  {
    keys.reduce(start) { $0.update($1) }
  }

  private func spoken(_ state: TerminalState<PatternPicker>) -> String {
    state.picker.spokenDescription(of: state.rows)
  }

  @Test("The first frame, as golden text")
  func firstFrame() throws {
    #expect(
      try state().view().lines == [
        " Pace / Speed",
        "   5   9     5   9     9   9  ",
        "  [0]  0  :  0   0  .  0   0  ",
        "   1   1     1   1     1   1  ",
        " Minutes per Mile",
        " 0 seconds",
        " ←→ wheel  ↑↓ spin  +/- step  type to set  Enter accept  Esc cancel",
      ])
  }

  @Test("Calculator entry: digits shift in from the right, then the decimals fill left to right")
  func calculatorEntry() throws {
    let five = run([.character("5")], from: try state("999.99"))
    #expect(five.view().lines[2].contains("0   0  [5] .  0   0"))
    let entered = run("21.1".map { .character($0) } + [.enter], from: try state("999.99"))
    #expect(spoken(entered) == "21.1")
    let pace = run("5:30".map { .character($0) } + [.enter], from: try state("59:59"))
    #expect(spoken(pace) == "5 minutes 30 seconds")
    let colon = run("8:03".map { .character($0) } + [.enter], from: try state("59:59"))
    #expect(spoken(colon) == "8 minutes 3 seconds")
    let hours = run("3:29:59".map { .character($0) } + [.enter], from: try state("99:59:59"))
    #expect(spoken(hours) == "3 hours 29 minutes 59 seconds")
    // Typed on another wheel, a digit overwrites that wheel and moves right.
    let overwrite = run(
      [.picker(.right), .picker(.right), .character("3")], from: try state("59:59"))
    #expect(overwrite.rows == [0, 0, 0, 3, 0])
    #expect(overwrite.focus == 4)
  }

  @Test("Typing fills wheels left to right and the frame follows")
  func typing() throws {
    let typed = run("1254".map { .character($0) }, from: try state())
    #expect(typed.focus == 6)
    #expect(
      typed.view().lines[2] == "   1   2  :  5   4  . [0]  0  ")
    #expect(typed.view().lines[5] == " 12 minutes 54 seconds")
  }

  @Test("A refused digit stays out and the message line says why")
  func refused() throws {
    let refused = run("1277".map { .character($0) }, from: try state())
    #expect(refused.rows == [0, 1, 0, 2, 7, 0, 0, 0])
    #expect(refused.view().lines[5] == " ! 7 does not fit the seconds, tens wheel: it holds 0-5")
  }

  @Test("Focus moves over separators; Home and End select a wheel's first and last rows")
  func focus() throws {
    let start = try state()
    #expect(run([.picker(.right), .picker(.right)], from: start).focus == 3)
    #expect(run([.picker(.tab), .picker(.tab), .picker(.backTab)], from: start).focus == 1)
    #expect(run([.picker(.left)], from: start).focus == 0)
    let last = run([.picker(.right), .picker(.end)], from: start)
    #expect(last.focus == 1 && last.rows[1] == 9)
    #expect(run([.picker(.right), .picker(.end), .picker(.home)], from: start).rows[1] == 0)
  }

  @Test("+ steps the whole value with carry; Up spins a wheel up, as a spin button")
  func stepAndSpin() throws {
    let start = run(
      [.character("0"), .character("0"), .character("5"), .character("9")], from: try state())
    // Left from the first decimal is the seconds' units wheel (4).
    let stepped = run([.picker(.left), .character("+")], from: start)
    #expect(spoken(stepped) == "1 minute")
    #expect(run([.picker(.up)], from: try state()).rows.first == 1)
    #expect(run([.picker(.up), .picker(.down)], from: try state()).rows.first == 0)
  }

  @Test("Enter settles and accepts; Esc and Ctrl-C cancel")
  func endings() throws {
    let entered = run([.enter], from: try state())
    #expect(entered.decision == .accepted(entered.state))
    #expect(run([.escape], from: try state()).decision == .cancelled)
    #expect(run([.controlC], from: try state()).decision == .cancelled)
  }

  @Test("A value Enter had to correct is shown with why first; the next Enter takes it")
  func correctedValueIsShownFirst() throws {
    let picker = try PatternPicker(
      pattern: WheelPattern("99"), constraints: ValueConstraints(minimum: 45))
    let start = TerminalState(picker: picker, title: "Heat", columns: 80, usesColor: false)
    let typed = run([.character("4"), .character("0"), .enter], from: start)
    #expect(typed.decision == nil)
    #expect(typed.message == "40 is below the minimum 45; moved to 45")
    #expect(picker.text(of: typed.rows) == "45")
    let again = run([.enter], from: typed)
    #expect(again.decision == .accepted(again.state))
    #expect(picker.text(of: again.rows) == "45")
    // A value the person saw land (a spin that stopped at the minimum) is taken at once.
    let spun = run([.picker(.down), .enter], from: run([.enter], from: start))
    #expect(spun.decision == .accepted(spun.state))
  }

  @Test("Width-correct drawing: wide month names keep the columns aligned")
  func widths() throws {
    #expect(DisplayWidth.of("2月") == 3)
    #expect(DisplayWidth.of("°F") == 2)
    #expect(DisplayWidth.of("3/8") == 3)
    #expect(DisplayWidth.centred("月", in: 4) == " 月 ")
  }
}

@Suite("Key decoding and redrawing")
struct TerminalIOTests {
  @Test(
    "Escape sequences, control keys, mouse reports and UTF-8",
    arguments: [
      ([0x1B, 0x5B, 0x41], [Key.picker(.up)]),
      ([0x1B, 0x4F, 0x42], [.picker(.down)]),
      ([0x1B, 0x5B, 0x5A], [.picker(.backTab)]),
      ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.picker(.pageUp), .picker(.pageDown)]),
      ([0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x34, 0x7E], [.picker(.home), .picker(.end)]),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.picker(.right)]),
      (Array("\u{1B}[<64;12;3M".utf8), [.mouseWheel(up: true, column: 12)]),
      (Array("\u{1B}[<65;7;3M\u{1B}[<0;7;3m".utf8), [.mouseWheel(up: false, column: 7)]),
      ([0x1B], [.escape]),
      ([0x0D, 0x09, 0x7F, 0x03], [.enter, .picker(.tab), .picker(.backspace), .controlC]),
      (Array("1°é".utf8), [.character("1"), .character("°"), .character("é")]),
    ] as [([UInt8], [Key])])
  func decoding(bytes: [UInt8], keys: [Key]) {
    #expect(KeyDecoder().keys(in: bytes) == keys)
  }

  @Test("Only changed cells are redrawn, and the frame is erased from its top")
  func redraw() {
    var renderer = FrameRenderer(fullScreen: false)
    let first = renderer.draw(Frame(lines: ["title", "above", "middle", "below"]))
    #expect(first.contains("title") && first.contains("below"))
    // The cursor rests after "below" (line 3, column 5); "middle" -> "miXdle" is one cell on
    // line 2, at column 2: up one, three backspaces (shorter than ESC [3D), the cell.
    let second = renderer.draw(Frame(lines: ["title", "above", "miXdle", "below"]))
    #expect(second == "\u{1B}[A\u{8}\u{8}\u{8}X")
    let same = renderer.draw(Frame(lines: ["title", "above", "miXdle", "below"]))
    #expect(same.isEmpty)
    // From line 2 to the top: two lines up, then clear down (the pen is already plain).
    #expect(renderer.erase() == "\r\u{1B}[2A\u{1B}[J")
  }

  @Test("Lines are cut to the window, never wrapped, with wide characters kept whole")
  func cut() {
    var renderer = FrameRenderer(fullScreen: false, columns: 8)
    _ = renderer.draw(Frame(lines: ["0123456789", "日本語です", "\u{1B}[1mbold text\u{1B}[0m"]))
    #expect(renderer.shownText == ["0123456", "日本語", "bold te"])
  }
}

@Suite("Typing on date wheels")
struct DateTypingTests {
  private func state(_ mode: DateMode) throws -> TerminalState<DateWheelPicker> {
    let picker = try DateWheelPicker(
      mode: mode, locale: Locale(identifier: "en_US"),
      timeZone: TimeZone(identifier: "UTC") ?? .current)
    let start = try picker.answer("2001-01-01", nearest: false).state
    return TerminalState(picker: picker, state: start, title: "date", usesColor: false)
  }

  @Test("2, 28, 2025 types February 28, 2025 in eight keys")
  func typedDate() throws {
    let typed = "2282025".reduce(try state(.date)) { $0.update(.character($1)) }
    #expect(typed.picker.spokenDescription(of: typed.rows) == "February 28, 2025")
  }

  @Test("Letters pick month names; digits after them move on")
  func monthLetters() throws {
    let typed = "au15".reduce(try state(.date)) { $0.update(.character($1)) }
    #expect(typed.picker.spokenDescription(of: typed.rows) == "August 15, 2001")
    let numbered = "615".reduce(try state(.date)) { $0.update(.character($1)) }
    #expect(numbered.picker.spokenDescription(of: numbered.rows) == "June 15, 2001")
  }
}

@Suite("One adapter for every picker kind")
struct GenericAdapterTests {
  @Test("Option columns: first letters jump, Up spins to the next, Enter accepts")
  func options() throws {
    let picker = try OptionPicker(labels: ["apple", "banana", "blueberry", "cherry"])
    let start = TerminalState(picker: picker, title: "Fruit", usesColor: false)
    let typed = "bl".reduce(start) { $0.update(.character($1)) }
    #expect(typed.picker.text(of: typed.rows) == "blueberry")
    let spun = typed.update(.picker(.up)).update(.enter)
    #expect(spun.picker.text(of: spun.rows) == "cherry")
    #expect(spun.decision == .accepted(spun.state))
    #expect(spun.view().lines[2].contains("[ cherry"))
  }

  @Test("A measure's unit wheel converts when turned from the keyboard")
  func measure() throws {
    let picker = try MeasurePicker(dimension: .mass, units: ["kg", "g"])
    let start = TerminalState(
      picker: picker, state: try picker.answer("1 kg", nearest: false).state, title: "mass",
      usesColor: false)
    // Tab stops at the last wheel, the unit's; Up turns it to the next unit.
    let turned = (Array(repeating: Key.picker(.tab), count: 10) + [.picker(.up)])
      .reduce(start) { $0.update($1) }
    #expect(turned.picker.text(of: turned.rows) == "1000.0 g")
    #expect(turned.focus == turned.rows.count - 1)
  }

  @Test(
    "A form is a model too: Tab between fields, Enter on the last submits its state, Esc cancels")
  func form() throws {
    let spec = try JSONDecoder().decode(
      FormSpec.self,
      from: Data(
        #"""
        {"title": "Thermostat", "fields": [
          {"name": "heat", "kind": "pattern", "pattern": "99", "default": "68"},
          {"name": "cool", "kind": "pattern", "pattern": "99", "default": "76"}
        ]}
        """#.utf8))
    let form = try spec.makeForm()
    let start = FormTerminalState(
      form: form, state: try form.initialState(), columns: 80, usesColor: false)
    #expect(start.view().lines.first == " Thermostat")
    let typed = [
      Key.character("7"), .character("0"), .picker(.tab), .character("8"), .character("0"),
    ]
    .reduce(start) { $0.update($1) }
    #expect(typed.decision == nil)
    #expect(typed.view().lines.contains { $0.hasPrefix("> cool") })
    let submitted = typed.update(.enter)
    #expect(submitted.decision == .accepted(submitted.state))
    #expect(form.apply([], to: submitted.state).texts == ["70", "80"])
    #expect(typed.update(.escape).decision == .cancelled)
  }
}
