/// Terminal column widths of text.
///
/// Hand-written because no package on this machine offers wcwidth for Swift: East Asian wide and
/// full-width characters take two columns, combining marks none, everything else one.
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark
      || scalar.properties.generalCategory == .enclosingMark || (0x200B...0x200F).contains(value)
    {
      return 0
    }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// Text padded with spaces to a width, centred.
  static func centred(_ text: String, in width: Int) -> String {
    let gap = max(0, width - of(text))
    let left = gap / 2
    return String(repeating: " ", count: left) + text + String(repeating: " ", count: gap - left)
  }

  /// Text cut to at most a width.
  static func truncated(_ text: String, to width: Int) -> String {
    var used = 0
    var out = ""
    for character in text {
      let w = of(String(character))
      if used + w > width { break }
      used += w
      out.append(character)
    }
    return out
  }
}
