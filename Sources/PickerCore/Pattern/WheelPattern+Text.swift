/// Reading and writing what the wheels show.
extension WheelPattern {
  /// The longest answer read; longer text is refused rather than parsed.
  public static let maximumAnswerLength = 64

  /// What the wheels show for a selection, leading zeros included: `03.1`, `12:54.37`, `12 3/8`.
  ///
  /// A zero sixteenth shows nothing (`12`, not `12 0`), and a non-zero one follows a space after
  /// digits, the data-entry lesson's fix for `33 1/3` reading as `331/3`.
  public func text(of rows: [Int]) -> String {
    var text = ""
    for (index, wheel) in wheels.enumerated() {
      let row = index < rows.count ? min(max(rows[index], 0), wheel.rowCount - 1) : 0
      if wheel.kind == .sixteenths {
        guard row != 0 else {
          if text.isEmpty || !(text.last?.isASCIIDigit ?? false) { text += "0" }
          continue
        }
        if let last = text.last, last.isASCIIDigit { text += " " }
      }
      if case .digit = wheel.kind {
        // A digit's title is the digit: appended as a character, with no String made for it.
        text.unicodeScalars.append(Unicode.Scalar(UInt8(48 + row)))
      } else {
        text += wheel.title(forRow: row)
      }
    }
    return text
  }

  /// The text of the largest value, used as an example in messages.
  var example: String {
    let maximum = PatternValue(units: maximumUnits, resolution: resolution)
    guard let rows = try? RowValueConversion(pattern: self).rows(for: maximum) else {
      return maximum.description
    }
    return text(of: rows)
  }

  /// Reads an answer as an exact-or-rounded number of units.
  ///
  /// Accepts the wheels' own text (`03.1`, `-03.5`, `$012.50`), `:` groups aligned from the right
  /// (`11:23` in `99:59:59`), or a plain number (`774.37`, `12 3/8`). Returns the number with
  /// whatever lies below one unit, and a group that exceeded its range, if any, for the caller to
  /// refuse or to correct.
  package func scaledNumber(parsing answer: String) throws(ValueError) -> (
    ScaledNumber, groupProblem: ValueError?
  ) {
    let trimmed = answer.trimmingSpaces
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.count <= Self.maximumAnswerLength else {
      throw .tooLong(count: trimmed.count, limit: Self.maximumAnswerLength)
    }
    let lowered = String(trimmed.lowercased().drop { "+-−".contains($0) })
    if ["nan", "inf", "infinity", "snan"].contains(lowered) { throw .notFinite(trimmed) }

    if let rows = rowsMatchingLayout(trimmed),
      let value = try? RowValueConversion(pattern: self).value(of: rows)
    {
      return (
        ScaledNumber(
          negative: value.units < 0, floor: value.units.magnitude.clamped, remainder: .zero), nil
      )
    }
    let body = strippingLiterals(trimmed)
    if body.contains(":") { return try groupedNumber(body, answer: trimmed) }
    guard let plain = ungrouped(body), let number = ParsedNumber(plain) else {
      throw .notANumber(trimmed, pattern: source, example: example)
    }
    return (number.scaled(to: resolution), nil)
  }

  /// The rows of text laid out exactly as the wheels show it (`$1,234.50` for `$9,999.99`,
  /// `9'15/16` for `9'x`, `12 0` for `99 x`), so whatever `text(of:)` prints reads back; nil
  /// for other text.
  private func rowsMatchingLayout(_ text: String) -> [Int]? {
    let characters = Array(text)
    var position = 0
    var rows: [Int] = []
    rows.reserveCapacity(wheels.count)
    for wheel in wheels {
      switch wheel.kind {
      case .digit(let max):
        guard position < characters.count, let digit = characters[position].asciiDigit,
          digit <= max
        else { return nil }
        rows.append(digit)
        position += 1
      case .sign:
        guard position < characters.count, "+-−".contains(characters[position]) else {
          return nil
        }
        rows.append(characters[position] == "+" ? 0 : 1)
        position += 1
      case .separator(let shown):
        guard position < characters.count, characters[position] == shown else { return nil }
        rows.append(0)
        position += 1
      case .sixteenths:
        // As text(of:) writes it: a space after a digit, then the title; zero is nothing after a
        // digit and `0` elsewhere.
        let afterDigit = position > 0 && characters[position - 1].isASCIIDigit
        var start = position
        if afterDigit, start < characters.count, characters[start] == " " { start += 1 }
        let rest = String(characters[min(start, characters.count)...])
        if let row = (1..<16).reversed().first(where: { rest.hasPrefix(Sixteenths.title($0)) }) {
          rows.append(row)
          position = start + Sixteenths.title(row).count
        } else if !afterDigit, position < characters.count, characters[position] == "0" {
          rows.append(0)
          position += 1
        } else {
          rows.append(0)
        }
      }
    }
    return position == characters.count ? rows : nil
  }

  /// A plain number without the grouping commas a person types (`1,234.50` for `$9,999.99`),
  /// or nil when a comma stands where no group ends (`12,34.5`, `1,,234`, `1,234,5`).
  ///
  /// Groups end where the pattern's integer part has a `,` (counted in digits from its end)
  /// and on, at the same distance as the pattern's last two (or its one) apart; a pattern with
  /// none groups by three, as `9,999` does.
  private func ungrouped(_ body: Substring) -> Substring? {
    guard body.contains(",") else { return body }
    var ends: [Int] = []
    var digits = 0
    for wheel in wheels.prefix(while: { $0.kind != .separator(".") && $0.kind != .sixteenths })
      .reversed()
    {
      switch wheel.kind {
      case .digit: digits += 1
      // Two commas with no digit between end one group (`9,,999`), so the ends rise and the
      // distance between the last two is never 0.
      case .separator(","): if ends.last != digits { ends.append(digits) }
      default: continue
      }
    }
    // The pattern's own ends, then on at the distance of its last two apart, to every digit an
    // exact value may have.
    if ends.isEmpty { ends = [3] }
    let period = ends.count > 1 ? ends[ends.count - 1] - ends[ends.count - 2] : ends[0]
    while let last = ends.last, last < Self.maximumDigits { ends.append(last + period) }
    let signed = body.first.map { "+-−".contains($0) } ?? false
    let number = body.dropFirst(signed ? 1 : 0)
    let integerEnd = number.firstIndex { !($0.isASCIIDigit || $0 == ",") } ?? number.endIndex
    let integer = number[..<integerEnd]
    guard integer.first?.isASCIIDigit == true, !number[integerEnd...].contains(",") else {
      return nil
    }
    var distance = 0
    var lastEnd = -1
    for character in integer.reversed() {
      guard character == "," else {
        distance += 1
        continue
      }
      guard distance > lastEnd, ends.contains(distance) else { return nil }
      lastEnd = distance
    }
    return Substring(
      String(body.prefix(signed ? 1 : 0)) + String(integer.filter { $0 != "," })
        + String(number[integerEnd...]))
  }

  /// Drops the pattern's own leading and trailing literals (`$`, `°`) when the answer has them.
  private func strippingLiterals(_ answer: String) -> Substring {
    var body = answer[...]
    let prefix = String(
      wheels.drop { $0.kind == .sign }.prefix {
        if case .separator(let c) = $0.kind { c != "." && c != ":" } else { false }
      }
      .compactMap { if case .separator(let c) = $0.kind { c } else { nil } })
    let suffix = String(
      wheels.reversed()
        .prefix { if case .separator(let c) = $0.kind { c != "." && c != ":" } else { false } }
        .compactMap { if case .separator(let c) = $0.kind { c } else { nil } }.reversed())
    var sign: Character?
    if let first = body.first, "+-−".contains(first), !prefix.isEmpty {
      sign = first
      body = body.dropFirst()
    }
    if !prefix.isEmpty, body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
    if !suffix.isEmpty, body.hasSuffix(suffix) { body = body.dropLast(suffix.count) }
    body = body.drop { $0 == " " }
    while body.last == " " { body = body.dropLast() }
    return sign.map { String($0) + body }.map { $0[...] } ?? body
  }

  /// Reads `H:MM:SS.ff` style text, each group aligned to the pattern's groups from the right.
  private func groupedNumber(_ body: Substring, answer: String) throws(ValueError) -> (
    ScaledNumber, groupProblem: ValueError?
  ) {
    var text = body
    var negative = false
    if let first = text.first, "+-−".contains(first) {
      negative = first != "+"
      text = text.dropFirst()
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard groups.count > 1, parts.count <= groups.count else {
      throw .tooManyGroups(answer, pattern: source, groups: groups.count > 1 ? groups.count : 0)
    }
    let notANumber = ValueError.notANumber(answer, pattern: source, example: example)
    guard let lastText = parts.last, !lastText.isEmpty,
      let last = ParsedNumber(lastText, allowSign: false)
    else { throw notANumber }
    let firstGroup = groups.count - parts.count
    var problem: ValueError?
    var total = last.scaled(to: resolution)
    total.negative = negative
    for (index, part) in parts.enumerated() {
      let group = groups[firstGroup + index]
      let isLast = index == parts.count - 1
      let digits: String =
        isLast ? String(last.integerDigits.map { Character(String($0)) }) : String(part)
      guard isLast || (!part.isEmpty && part.allSatisfy({ $0.isASCIIDigit })) else {
        throw notANumber
      }
      let significant = digits.drop { $0 == "0" }
      let value =
        significant.count > WheelPattern.maximumDigits
        ? ScaledNumber.huge : Int64(String(significant)) ?? 0
      if value > group.maxValue, problem == nil {
        problem = .groupOutOfRange(name: group.name, maximum: group.maxValue, got: String(part))
      }
      if !isLast {
        total.floor = total.floor.saturatingAdded(value.saturatingMultiplied(by: group.unitWeight))
      }
    }
    return (total, problem)
  }
}

extension WheelPattern {
  /// Reads text as an exact value of this pattern's resolution, without asking whether the
  /// wheels or any constraints allow it (for reading a minimum or maximum given as text).
  public func value(parsing text: String) throws(ValueError) -> PatternValue {
    let (number, groupProblem) = try scaledNumber(parsing: text)
    if let groupProblem { throw groupProblem }
    let shown = text.trimmingSpaces
    guard number.isExact else {
      throw resolution == .sixteenths
        ? .notSixteenths(shown, pattern: source) : .tooManyDecimals(shown, pattern: source)
    }
    guard number.floor < ScaledNumber.huge else {
      throw .aboveMaximum(
        shown, maximum: PatternValue(units: maximumUnits, resolution: resolution).description)
    }
    return PatternValue(units: number.signed.floor, resolution: resolution)
  }
}

extension UInt64 {
  /// The magnitude as Int64; pattern values stay far below Int64.max.
  fileprivate var clamped: Int64 { self > UInt64(Int64.max) ? .max : Int64(self) }
}

extension WheelPattern {
  /// What the wheels show without the first group's leading zeros or a plus sign, for reading in
  /// a sentence: `5:00` for `05:00`, `12.500` for `012.500`, `0:11:23` for `00:11:23`.
  public func compactText(of rows: [Int]) -> String {
    var text = Substring(text(of: rows))
    var sign = ""
    if let first = text.first, first == "+" || first == "-" {
      sign = first == "-" ? "-" : ""
      text = text.dropFirst()
    }
    while text.first == "0", let next = text.dropFirst().first, next.isASCIIDigit {
      text = text.dropFirst()
    }
    return sign + text
  }
}
