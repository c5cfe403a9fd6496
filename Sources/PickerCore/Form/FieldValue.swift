/// A field's value as the bounds that name it read it.
///
/// A pattern field's is its exact number, a date field's its wall-clock fields. Other kinds
/// have none: no bound can name them.
///
/// As JSON a number is a JSON number with its exact digits and a date its fields
/// (`{"year": 2025, "month": 2, ...}`).
public enum FieldValue: Sendable, Hashable {
  /// A pattern field's value.
  case number(ExactNumber)
  /// A date field's value.
  case date(LocalDateTime)

  /// The value a selection gives the bounds that name its field; nil for a kind no bound names.
  public init?(of picker: BuiltPicker, rows: [Int]) {
    switch picker {
    case .pattern(let pattern): self = .number(pattern.value(of: rows).exactNumber)
    case .date(let date): self = .date(date.value(of: rows))
    case .dateRange, .measure, .options: return nil
    }
  }

  /// Whether a picker's values can be named by a bound (a pattern's or a date's).
  static func names(_ picker: BuiltPicker) -> Bool {
    switch picker {
    case .pattern, .date: true
    case .dateRange, .measure, .options: false
    }
  }

  /// A state on the legal selection nearest this value, in a picker of its kind; nil for
  /// another kind, or for wall-clock fields outside any calendar (a state edited by hand).
  func nearestState(in picker: BuiltPicker) -> PickerState? {
    if case .date(let fields) = self {
      guard (1...9999).contains(fields.year), (1...12).contains(fields.month),
        (1...31).contains(fields.day), (0...9999).contains(fields.hour),
        (0...59).contains(fields.minute), (0...59).contains(fields.second)
      else { return nil }
    }
    switch (self, picker) {
    case (.number(let number), .pattern(let pattern)):
      return pattern.state(rows: pattern.nearestValid(to: number).rows)
    case (.date(let fields), .date(let date)):
      return date.state(rows: date.corrected(date.rows(for: fields)).rows)
    default: return nil
    }
  }
}

extension FieldValue {
  /// Reads a number or a date's fields; `null` is no value (read by the caller).
  ///
  /// A number no field can hold is still read, so that a state carrying one is a state no action
  /// could have left, and starts afresh: past the exponents an exact number has (1e160,
  /// 1e-200) it is the number of the same sign nearest it (the largest, or the least non-zero),
  /// and past 38 significant digits its first 38.
  public init(json: JSONReading) throws(JSONError) {
    if case .number(let number) = json.value {
      self = .number(Self.nearestExact(to: number.text))
      return
    }
    _ = try json.object()
    func field(_ name: String) throws(JSONError) -> Int {
      try json.memberOrNull(name).int()
    }
    self = .date(
      LocalDateTime(
        year: try field("year"), month: try field("month"), day: try field("day"),
        hour: try field("hour"), minute: try field("minute"), second: try field("second")))
  }

  /// The value as JSON: an exact number, or the date's fields.
  public var json: JSONValue {
    switch self {
    case .number(let number): JSONValue.number(text: number.description) ?? .number(0)
    case .date(let fields):
      .object(
        JSONObject([
          ("year", .number(fields.year)), ("month", .number(fields.month)),
          ("day", .number(fields.day)), ("hour", .number(fields.hour)),
          ("minute", .number(fields.minute)), ("second", .number(fields.second)),
        ]))
    }
  }

  /// 38 nines: the most digits an exact number holds.
  private static let largestSignificand: UInt128 =
    99_999_999_999_999_999_999_999_999_999_999_999_999

  /// The exact number nearest a JSON number's text.
  static func nearestExact(to text: String) -> ExactNumber {
    if let exact = ExactNumber(text) { return exact }
    // JSON's grammar: -?digits(.digits)?([eE][+-]?digits)?, so every byte below is known.
    var bytes = Array(text.utf8)[...]
    let negative = bytes.first == 0x2D
    if negative { bytes = bytes.dropFirst() }
    var significand: UInt128 = 0
    var digits = 0
    var exponent = 0
    var pastPoint = false
    while let byte = bytes.first, byte != 0x65, byte != 0x45 {
      bytes = bytes.dropFirst()
      if byte == 0x2E {
        pastPoint = true
        continue
      }
      if significand == 0, byte == 0x30 {
        if pastPoint { exponent -= 1 }
      } else if digits < ExactNumber.maximumDigits {
        significand = significand * 10 + UInt128(byte - 0x30)
        digits += 1
        if pastPoint { exponent -= 1 }
      } else if !pastPoint {
        exponent += 1  // a digit past the 38th, dropped
      }
    }
    if !bytes.isEmpty {
      bytes = bytes.dropFirst()
      var exponentNegative = false
      if let sign = bytes.first, sign == 0x2D || sign == 0x2B {
        exponentNegative = sign == 0x2D
        bytes = bytes.dropFirst()
      }
      var written = 0
      for byte in bytes { written = min(written * 10 + Int(byte - 0x30), 10_000) }
      exponent += exponentNegative ? -written : written
    }
    if let truncated = ExactNumber(
      isNegative: negative, significand: significand, exponent: exponent)
    {
      return truncated
    }
    let magnitude =
      exponent + digits > 0
      ? ExactNumber(
        isNegative: negative, significand: largestSignificand,
        exponent: ExactNumber.exponents.upperBound)
      : ExactNumber(
        isNegative: negative, significand: 1, exponent: ExactNumber.exponents.lowerBound)
    return magnitude ?? .zero
  }
}
