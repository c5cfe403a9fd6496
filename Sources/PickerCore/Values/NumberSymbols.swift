/// The signs a locale writes numbers with: its decimal sign, its grouping sign and its ten
/// digits, as Foundation reads them from CLDR (`,` and `.` in de_DE, `٫`, `٬` and `٠`-`٩` in
/// ar_EG).
///
/// Wheels, `text` and `written` are written with them; typed keys and answers are read with
/// them, and with `.` and Latin digits as well; `value` stays canonical (Latin digits, `.`) for
/// machines. Nothing here is a table: the signs are the platform's, handed in (PickerKit reads
/// them from a Foundation `Locale`, CLDR's data, on Linux and Apple platforms alike).
public struct NumberSymbols: Sendable, Hashable {
  /// The decimal sign (`.`, `,`, `٫`).
  public let decimal: Character
  /// The sign between groups of digits (`,`, `.`, U+202F in fr_FR, `’` in de_CH, `٬`).
  public let grouping: Character
  /// The digits zero to nine in the locale's default numbering system.
  public let digits: [Character]
  /// The locale's identifier, or nil for the canonical signs.
  public let localeIdentifier: String?
  /// Whether the digits are 0-9, found once: every title and text a picker writes asks.
  let hasLatinDigits: Bool

  /// The canonical signs: `.`, `,` and Latin digits, what a machine reads.
  public static let canonical = NumberSymbols(
    decimal: ".", grouping: ",", digits: Array("0123456789"), localeIdentifier: nil)

  /// The signs a platform gives for a locale.
  ///
  /// A grouping sign equal to the decimal sign (no locale has one) falls back to `,`, and
  /// digits that are not ten single characters to 0-9, so that reading back stays one
  /// character for one.
  public init(
    decimal: Character, grouping: Character, digits: [Character], localeIdentifier: String?
  ) {
    let latin: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    self.decimal = decimal
    self.grouping = grouping == decimal ? (decimal == "," ? "." : ",") : grouping
    self.digits = digits.count == 10 ? digits : latin
    self.localeIdentifier = localeIdentifier
    hasLatinDigits = self.digits == latin
  }

  /// Whether these are the canonical signs (nothing to map).
  public var isCanonical: Bool {
    decimal == "." && grouping == "," && hasLatinDigits
  }

  /// Canonical text (`03.1`, `$9,999.99`, `1.5 kg`) in the locale's signs (`03,1`,
  /// `$9.999,99`, `1,5 kg`): digits, the decimal point and a grouping comma.
  public func written(_ text: String) -> String {
    guard !isCanonical else { return text }
    var written = ""
    written.reserveCapacity(text.utf8.count)
    for character in text {
      if let digit = character.asciiDigit {
        written.append(digits[digit])
      } else if character == "." {
        written.append(decimal)
      } else if character == "," {
        written.append(grouping)
      } else {
        written.append(character)
      }
    }
    return written
  }

  /// Text with its Latin digits in the locale's digits, and nothing else changed (a date's
  /// `28 فبراير 2026` is `٢٨ فبراير ٢٠٢٦` in ar_EG; a month name's `.` stays).
  public func writtenDigits(_ text: String) -> String {
    guard !hasLatinDigits else { return text }
    return String(text.map { character in character.asciiDigit.map { digits[$0] } ?? character })
  }

  /// The numbers in a line of words in the locale's signs: every digit, and a `.` between two
  /// digits (`about 3.5 to 230 minutes` is `about 3,5 to 230 minutes` in de_DE); the words' own
  /// points and commas stay as they are.
  public func numbers(in line: String) -> String {
    guard !isCanonical else { return line }
    let characters = Array(line)
    func isDigit(_ index: Int) -> Bool {
      characters.indices.contains(index) && characters[index].asciiDigit != nil
    }
    return String(
      characters.indices.map { index -> Character in
        let character = characters[index]
        if let digit = character.asciiDigit { return digits[digit] }
        return character == "." && isDigit(index - 1) && isDigit(index + 1) ? decimal : character
      })
  }

  /// Text with the locale's digits as Latin digits, and nothing else changed.
  public func latinDigits(_ text: String) -> String {
    guard !hasLatinDigits else { return text }
    return String(
      text.map { character in
        digits.firstIndex(of: character).map { Character(String($0)) } ?? character
      })
  }

  /// One typed key read canonically: the locale's digits as Latin digits, its decimal sign as
  /// `.`; any other key as it is (so `.` and Latin digits are read in every locale).
  public func canonical(_ key: Character) -> Character {
    guard !isCanonical else { return key }
    if let digit = digits.firstIndex(of: key) { return Character(String(digit)) }
    if key == decimal { return "." }
    return key
  }

  /// Typed or pasted text read canonically.
  ///
  /// The locale's digits become Latin digits, its decimal sign the decimal point and its
  /// grouping sign a grouping comma (`8’470.41` in de_CH is 8,470.41). A locale that groups
  /// with `.` (de_DE) groups with it only in text that holds its decimal sign (`1.234,5` is
  /// 1234.5): otherwise `.` is the decimal point, as everywhere (`3.1` in de_DE is 3.1).
  ///
  /// The grouping signs people type for the one the locale writes are read as it is: `'` and
  /// `’` alike where a locale groups with either (a Swiss keyboard types `'`, CLDR 46 writes
  /// `’`), and a plain space, U+00A0 or U+202F alike where it groups with a space (fr_FR writes
  /// U+202F). Such a space groups only after a digit and before a group of three digits, so the
  /// space before a fraction stays one (`12 3/8`). Whether a grouping sign stands where groups end
  /// is the reader's to say (``WheelPattern``).
  public func canonical(_ text: String) -> String {
    guard !isCanonical else { return text }
    let groups = grouping != "." || (decimal != "." && text.contains(decimal))
    let characters = Array(text)
    func isDigit(_ index: Int) -> Bool {
      characters.indices.contains(index)
        && (characters[index].isASCIIDigit || digits.contains(characters[index]))
    }
    var read = ""
    read.reserveCapacity(text.utf8.count)
    for (index, character) in characters.enumerated() {
      if let digit = digits.firstIndex(of: character) {
        read.append(Character(String(digit)))
      } else if character == decimal {
        read.append(".")
      } else if groups, character == grouping || isTypedGrouping(character) {
        // A space typed for the locale's groups after a digit and before a group of three
        // (`1 234,5`), not before a fraction or a sixteenth (`12 3/8`, `12 0` in `99 x`).
        let groupsHere =
          character == grouping || !Self.spaces.contains(character)
          || (isDigit(index - 1) && (1...3).allSatisfy { isDigit(index + $0) }
            && !isDigit(index + 4))
        read.append(groupsHere ? "," : character)
      } else {
        read.append(character)
      }
    }
    return read
  }

  /// The signs that group like a space: a space, a no-break space, a narrow no-break space.
  private static let spaces: [Character] = [" ", "\u{00A0}", "\u{202F}"]
  /// The signs that group like an apostrophe: the typewriter's and the typographer's.
  private static let apostrophes: [Character] = ["'", "\u{2019}"]

  /// Whether a person may type this sign for the locale's grouping sign.
  private func isTypedGrouping(_ character: Character) -> Bool {
    (Self.spaces.contains(grouping) && Self.spaces.contains(character))
      || (Self.apostrophes.contains(grouping) && Self.apostrophes.contains(character))
  }
}

extension NumberSymbols {
  /// What a `locale` setting does, for every front end's help.
  public static let localeHelp =
    "The locale whose digits and decimal sign the wheels and text use, and answers and keys are "
    + "read in (as well as . and 0-9), such as de_DE, fr-FR or ar_EG; --print value stays . and "
    + "0-9 (default: . and 0-9)."
}

extension NumberSymbols {
  /// The signs of a locale a description names, as the platform knows it, or the canonical
  /// signs for none; an identifier the platform does not know is the description's error,
  /// naming the setting.
  public static func named(_ identifier: String?, on platform: Platform) throws(SpecError)
    -> NumberSymbols
  {
    guard let identifier else { return .canonical }
    do {
      return try DateWheelPicker.localeData(identifier: identifier, on: platform).numbers
    } catch {
      throw SpecError(setting: "locale", message: error.description)
    }
  }
}
