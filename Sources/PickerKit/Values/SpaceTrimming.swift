extension StringProtocol {
  /// The text without the spaces and tabs at either end (what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` removes: line ends stay).
  ///
  /// Written here rather than asked of Foundation, whose version goes through `NSString` on
  /// Linux: the first call instantiates the bridging's generic metadata, a tenth of a
  /// millisecond of every `picker --answer` run (Benchmarks/startup.py).
  var trimmingSpaces: String {
    func isSpace(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
