import Testing

/// The emulated screen the pty tests read: if it were wrong, they would be too.
@Suite("The emulated screen")
struct ScreenTests {
  static func screen(
    _ bytes: String, columns: Int = 10, rows: Int = 4, reflow: Screen.Reflow = .rewraps
  ) -> Screen {
    var screen = Screen(columns: columns, rows: rows, reflow: reflow)
    screen.feed(Array(bytes.utf8))
    return screen
  }

  @Test("Text, CR and LF; LF at the bottom row scrolls into the scrollback")
  func textAndLineFeeds() {
    let screen = Self.screen("one\r\ntwo\r\nthree\r\nfour\r\nfive")
    #expect(screen.lines == ["two", "three", "four", "five"])
    #expect(screen.scrollback == ["one"])
  }

  @Test("A character in the last column waits to wrap until the next one comes")
  func pendingWrap() {
    var screen = Self.screen("0123456789")
    #expect(screen.lines[0] == "0123456789")
    #expect(screen.cursor == (0, 9))
    #expect(screen.wrappedRows.isEmpty)
    screen.feed(Array("\r".utf8))  // CR cancels the pending wrap
    screen.feed(Array("ab".utf8))
    #expect(screen.lines[0] == "ab23456789")
    screen.feed(Array("cdefghijX".utf8))
    #expect(screen.lines[0...1] == ["abcdefghij", "X"])
    #expect(screen.wrappedRows == [0])
  }

  @Test("East Asian wide characters take two columns and wrap whole")
  func wideCharacters() {
    let screen = Self.screen("日本語の文字です")
    #expect(screen.lines[0...1] == ["日本語の文", "字です"])
    #expect(screen.width(ofLine: 0) == 10)
    let crossing = Self.screen("123456789日")
    #expect(crossing.lines[0...1] == ["123456789", "日"])
  }

  @Test("Cursor moves, erasures and ignored sequences")
  func controlSequences() {
    let bytes =
      "\u{1B}[?25l\u{1B}]0;title\u{07}abcdef\r\n" + "ghijkl\u{1B}[A\u{1B}[3G\u{1B}[1;31mX"
      + "\u{1B}[0m\u{1B}[K\u{1B}[B\u{1B}[2D\u{1B}[1K\u{1B}[2;6HY\u{8}Z"
    let screen = Self.screen(bytes)
    #expect(screen.lines[0] == "abX")
    #expect(screen.lines[1] == "  ijkZ")
    let erased = Self.screen("abc\r\ndef\r\nghi\u{1B}[2A\u{1B}[2G\u{1B}[J")
    #expect(erased.lines == ["a", "", "", ""])
  }

  @Test("A narrower window re-wraps lines, a wider one joins them; xterm cuts instead")
  func resize() {
    var screen = Self.screen("0123456789\r\nab", columns: 12)
    screen.resize(columns: 4, rows: 4)
    #expect(screen.lines == ["0123", "4567", "89", "ab"])
    #expect(screen.cursor == (3, 2))
    screen.resize(columns: 12, rows: 4)
    #expect(screen.lines == ["0123456789", "ab", "", ""])
    #expect(screen.cursor == (1, 2))

    var cut = Self.screen("0123456789\r\nab", columns: 12, reflow: .cuts)
    cut.resize(columns: 4, rows: 4)
    #expect(cut.lines == ["0123", "ab", "", ""])
    #expect(cut.cursor == (1, 2))
  }
}
