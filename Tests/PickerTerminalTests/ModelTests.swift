import PickerKit
import Testing

@testable import PickerTerminal

@Suite("The terminal picker as a pure model")
struct ModelTests {
  private func state(_ pattern: String = "59:59.99") throws -> PickerState {
    let picker = try PatternPicker(pattern: WheelPattern(pattern))
    let session = PatternSession(
      picker: picker, start: picker.initialSelection(), title: "Pace / Speed",
      label: "Minutes per Mile")
    return PickerState(session: session, columns: 80, usesColor: false)
  }

  private func run(_ keys: [Key], from start: PickerState) -> PickerState {
    keys.reduce(start, update)
  }

  @Test("The first frame, as golden text")
  func firstFrame() throws {
    #expect(
      view(try state()).lines == [
        " Pace / Speed",
        "   5   9     5   9     9   9  ",
        "  [0]  0  :  0   0  .  0   0  ",
        "   1   1     1   1     1   1  ",
        " Minutes per Mile",
        " 0 seconds",
        " ←→ wheel  ↑↓ spin  +/- step  digits type  Enter accept  Esc cancel",
      ])
  }

  @Test("Typing fills wheels left to right and the frame follows")
  func typing() throws {
    let typed = run("1254".map { .character($0) }, from: try state())
    #expect(typed.focus == 6)
    #expect(
      view(typed).lines[2] == "   1   2  :  5   4  . [0]  0  ")
    #expect(view(typed).lines[5] == " 12 minutes 54 seconds")
  }

  @Test("A refused digit stays out and the message line says why")
  func refused() throws {
    let refused = run([.character("1"), .character("2"), .character("7")], from: try state())
    #expect(refused.rows == [1, 2, 0, 0, 0, 0, 0, 0])
    #expect(view(refused).lines[5] == " ! 7 does not fit wheel 4: it holds 0-5")
  }

  @Test("Focus moves over separators; Home and End go to the ends")
  func focus() throws {
    let start = try state()
    #expect(run([.right, .right], from: start).focus == 3)
    #expect(run([.tab, .tab, .shiftTab], from: start).focus == 1)
    #expect(run([.end], from: start).focus == 7)
    #expect(run([.end, .home], from: start).focus == 0)
    #expect(run([.left], from: start).focus == 0)
  }

  @Test("+ steps the whole value with carry; Up and Down spin one wheel")
  func stepAndSpin() throws {
    let start = run(
      [.character("0"), .character("0"), .character("5"), .character("9")], from: try state())
    let stepped = run([.left, .character("+")], from: start)  // the seconds' units wheel (4)
    #expect(stepped.session.spokenDescription(of: stepped.rows) == "1 minute")
    let spun = run([.down], from: try state())
    #expect(spun.rows.first == 1)
  }

  @Test("Enter settles and accepts; Esc and Ctrl-C cancel")
  func endings() throws {
    #expect(run([.enter], from: try state()).outcome == .accepted)
    #expect(run([.escape], from: try state()).outcome == .cancelled)
    #expect(run([.controlC], from: try state()).outcome == .cancelled)
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
      ([0x1B, 0x5B, 0x41], [Key.up]),
      ([0x1B, 0x4F, 0x42], [.down]),
      ([0x1B, 0x5B, 0x5A], [.shiftTab]),
      ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.pageUp, .pageDown]),
      ([0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x34, 0x7E], [.home, .end]),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.right]),
      (Array("\u{1B}[<64;12;3M".utf8), [.mouseWheel(up: true, column: 12)]),
      (Array("\u{1B}[<65;7;3M\u{1B}[<0;7;3m".utf8), [.mouseWheel(up: false, column: 7)]),
      ([0x1B], [.escape]),
      ([0x0D, 0x09, 0x7F, 0x03], [.enter, .tab, .backspace, .controlC]),
      (Array("1°é".utf8), [.character("1"), .character("°"), .character("é")]),
    ] as [([UInt8], [Key])])
  func decoding(bytes: [UInt8], keys: [Key]) {
    #expect(KeyDecoder().keys(in: bytes) == keys)
  }

  @Test("Only changed lines are redrawn")
  func redraw() {
    var renderer = FrameRenderer(fullScreen: false)
    let first = renderer.draw(Frame(lines: ["title", "above", "middle", "below"]))
    #expect(first.contains("title") && first.contains("below"))
    let second = renderer.draw(Frame(lines: ["title", "above", "MIDDLE", "below"]))
    #expect(second.contains("MIDDLE"))
    #expect(!second.contains("title") && !second.contains("above") && !second.contains("below"))
    let same = renderer.draw(Frame(lines: ["title", "above", "MIDDLE", "below"]))
    #expect(same == "\r")
    #expect(renderer.erase() == "\r\u{1B}[3A\u{1B}[J")
  }
}
