extension StringProtocol {
  /// The text without the spaces and tabs at either end (what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` removes: line ends stay).
  ///
  /// Written here rather than asked of Foundation, whose version goes through `NSString` on
  /// Linux: the first call instantiates the bridging's generic metadata, a tenth of a
  /// millisecond of every `picker --answer` run (Benchmarks/startup.py).
  package var trimmingSpaces: String { trimming { $0.isWhitespace && !$0.isNewline } }

  /// The text without any white space at either end, line ends included (a label, a unit name).
  package var trimmingWhitespace: String { trimming({ $0.isWhitespace }) }

  /// The text without the characters at either end that `isTrimmed` names.
  private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !isTrimmed($0) }),
      let last = lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(self[first...last])
  }
}
