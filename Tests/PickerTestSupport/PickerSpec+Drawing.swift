public import Foundation
public import PickerKit

/// The four picker kinds the editing model unifies, as the core names them.
public typealias PickerKind = PickerSpec.Kind

extension PickerSpec.Kind: CustomStringConvertible {
  /// The kind's name.
  public var description: String { rawValue }
}

extension PickerSpec: CustomStringConvertible {
  /// The description as JSON, to rebuild a failing case from.
  public var description: String { (try? PickerJSON.text(of: self)) ?? "\(kind) picker" }

  /// The picker the core builds, or nil when it refuses the description (which is allowed);
  /// `virtualRowCount` reaches a date picker's cyclic wheels.
  public func make(virtualRowCount: Int = 10_000) -> (any CheckedPicker)? {
    switch self {
    case .pattern(let spec): try? spec.makePicker()
    case .date(let spec) where spec.range:
      (try? spec.makePicker(virtualRowCount: virtualRowCount)).flatMap {
        try? DateRangePicker(dates: $0, longest: spec.longest)
      }
    case .date(let spec): try? spec.makePicker(virtualRowCount: virtualRowCount)
    case .measure(let spec): try? spec.makePicker()
    case .options(let spec): try? spec.makePicker()
    }
  }
}

extension PickerSpec {
  /// A random spec of a kind (any kind when nil).
  ///
  /// Without `hostile`, parameters stay in the documented domain (patterns that parse, date
  /// bounds with fields in their ranges and years 1-9999, known units), though constructors may
  /// still refuse some; with it, anything goes: pattern strings of any characters up to past the
  /// 64-character limit, NaN and huge bounds, unknown time zones, fields such as month 13.
  public static func draw(
    _ kind: PickerKind? = nil, from choices: inout Choices, hostile: Bool = false
  ) -> PickerSpec {
    switch kind ?? choices.pick(PickerKind.allCases) {
    case .pattern: drawPattern(&choices, hostile: hostile)
    case .date: .date(drawDate(&choices, hostile: hostile))
    case .measure: drawMeasure(&choices, hostile: hostile)
    case .options: drawOptions(&choices, hostile: hostile)
    }
  }

  /// Patterns from the documentation and the seed apps, to start from.
  public static let documentedPatterns = [
    "99.9", "±99.9", "59:59.99", "99x", "9'x\"", "$9,999.99", "99:59:59", "9:59", "999.999",
    "99999.9", "±999.99", "999999999999.999999", "95.5", "1.3", "±59:59", "±9x", "9", "x",
    "9°", "99.99 kg", "23:59", "1", "5", "±1",
  ]

  private static func drawPattern(_ choices: inout Choices, hostile: Bool) -> PickerSpec {
    let source: String
    switch choices.int(in: 0...9) {
    case 0...3: source = choices.pick(documentedPatterns)
    case 4...7: source = wellFormedPattern(&choices)
    default:
      source =
        hostile
        ? choices.string(from: Array("0123456789xX±.:$,'\" -/a9999"), maximum: 70)
        : wellFormedPattern(&choices)
    }
    let pattern = try? WheelPattern(source)
    var spec = PatternSpec(pattern: source)
    if choices.oneIn(3) {
      spec.min = bound(in: pattern, &choices, hostile: hostile).map { SpecText($0) }
      spec.max = bound(in: pattern, &choices, hostile: hostile).map { SpecText($0) }
      spec.step = step(in: pattern, &choices, hostile: hostile).map { SpecText($0) }
    }
    return .pattern(spec)
  }

  /// A pattern that parses, most of the time.
  ///
  /// Groups of digit wheels, decimals or sixteenths, literals before and after.
  private static func wellFormedPattern(_ choices: inout Choices) -> String {
    var source = ""
    if choices.oneIn(4) { source += "±" }
    if choices.oneIn(6) { source += choices.pick(["$", "€", "#"]) }
    let groups = choices.pick([1, 1, 1, 2, 3])
    let digit = { (choices: inout Choices) -> String in
      choices.bool() ? "9" : String(choices.int(in: 1...9))
    }
    let firstLength = choices.oneIn(8) ? choices.int(in: 1...14) : choices.int(in: 1...3)
    for position in 0..<firstLength {
      if position > 0, groups == 1, choices.oneIn(8) { source += "," }
      source += digit(&choices)
    }
    for _ in 1..<groups {
      // A group after ':' counts 0-59.
      source += ":" + String(choices.int(in: 1...5)) + digit(&choices)
    }
    switch choices.int(in: 0...5) {
    case 0, 1: break
    case 2, 3:
      source += "."
      for _ in 0..<choices.int(in: 1...(choices.oneIn(6) ? 8 : 3)) { source += digit(&choices) }
    case 4: source += "x"
    default: source += choices.pick(["'x\"", " x", "x\""])
    }
    if choices.oneIn(6) { source += choices.pick(["°", " kg", "%", "\""]) }
    return source
  }

  /// A minimum or maximum: none, a value the wheels show, one with finer decimals, or garbage.
  private static func bound(
    in pattern: WheelPattern?, _ choices: inout Choices, hostile: Bool
  ) -> Decimal? {
    switch choices.int(in: 0...9) {
    case 0...3: return nil
    case 4...6:
      guard let pattern else { return Decimal(choices.int(in: -5...100)) }
      let low = pattern.allowsNegative ? -pattern.maximumUnits : 0
      return PatternValue(
        units: Int64(choices.int(in: Int(low)...Int(pattern.maximumUnits))),
        resolution: pattern.resolution
      ).decimal
    case 7:
      return Decimal(choices.int(in: -5...100))
        + Decimal(choices.int(in: 1...999)) / 1_000
    default:
      guard hostile else { return Decimal(choices.int(in: 0...10)) }
      return choices.pick(hostileDecimals)
    }
  }

  /// A step: none, a few of the pattern's units, or garbage.
  private static func step(
    in pattern: WheelPattern?, _ choices: inout Choices, hostile: Bool
  ) -> Decimal? {
    switch choices.int(in: 0...5) {
    case 0, 1: return nil
    case 2...4:
      let resolution = pattern?.resolution ?? .decimal(places: 0)
      let units = choices.oneIn(4) ? choices.int(in: 1...100_000) : choices.int(in: 1...12)
      return PatternValue(units: Int64(units), resolution: resolution).decimal
    default:
      guard hostile else { return Decimal(choices.int(in: 1...5)) / 4 }
      return choices.pick(hostileDecimals)
    }
  }

  /// Decimals that no bound should be: NaN, zero, signs, and magnitudes beyond every pattern.
  public static let hostileDecimals: [Decimal] = [
    .nan, 0, -1, Decimal(string: "1e30") ?? 1, Decimal(string: "-1e30") ?? -1,
    Decimal(string: "1e-30") ?? 1, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    Decimal(string: "0.0000000000000000001") ?? 1, Decimal(string: "999999999999999999.5") ?? 1,
  ]
}

extension PickerSpec {
  /// Locales with other field orders, 12-hour clocks, AM/PM first, other scripts, and nonsense.
  public static let locales = [
    "en_US", "de_DE", "ja_JP", "ar_EG", "hi_IN", "fr_FR", "en_GB", "ko_KR", "zh_CN",
    "th_TH@calendar=buddhist", "", "zz_ZZ",
  ]

  /// Time zones with daylight-saving changes of an hour, half an hour, at midnight, and none.
  public static let timeZones = [
    "UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Sao_Paulo",
    "Asia/Kolkata", "Pacific/Apia", "America/St_Johns", "Asia/Tehran", "Pacific/Chatham",
  ]

  /// Daylight-saving changes, each with its zone.
  ///
  /// Skipped hours (spring forward, Sao Paulo's at midnight, Apia's skipped day, Chatham's at
  /// 2:45, Lord Howe's half hour) and repeated ones, which bounds hit far more often when drawn
  /// from here.
  public static let changeTimes: [(timeZone: String, time: LocalDateTime)] = [
    ("America/New_York", LocalDateTime(year: 2025, month: 3, day: 9, hour: 2, minute: 30)),
    ("America/New_York", LocalDateTime(year: 2025, month: 11, day: 2, hour: 1, minute: 30)),
    ("Europe/Berlin", LocalDateTime(year: 2025, month: 3, day: 30, hour: 2, minute: 15)),
    ("Europe/Berlin", LocalDateTime(year: 2025, month: 10, day: 26, hour: 2, minute: 45)),
    ("Australia/Lord_Howe", LocalDateTime(year: 2025, month: 10, day: 5, hour: 2, minute: 15)),
    ("Australia/Lord_Howe", LocalDateTime(year: 2025, month: 4, day: 6, hour: 1, minute: 45)),
    ("America/Sao_Paulo", LocalDateTime(year: 2018, month: 11, day: 4, hour: 0, minute: 30)),
    ("Pacific/Apia", LocalDateTime(year: 2011, month: 12, day: 30, hour: 10, minute: 0)),
    ("America/St_Johns", LocalDateTime(year: 2025, month: 3, day: 9, hour: 2, minute: 30)),
    ("Pacific/Chatham", LocalDateTime(year: 2025, month: 9, day: 28, hour: 3, minute: 0)),
  ]

  private static func drawDate(_ choices: inout Choices, hostile: Bool) -> DateSpec {
    var spec = DateSpec(
      mode: choices.pick(DateMode.allCases), locale: choices.pick(locales),
      timeZone: choices.pick(timeZones))
    if hostile, choices.oneIn(16) { spec.timeZone = choices.pick(["Invalid/Zone", "GMT+5", ""]) }
    let modeIsClock = spec.mode == .time || spec.mode == .countdown
    var minimum: LocalDateTime?
    var maximum: LocalDateTime?
    if choices.oneIn(3) { minimum = dateTime(&choices, hostile: hostile, mode: spec.mode) }
    if choices.oneIn(3) { maximum = dateTime(&choices, hostile: hostile, mode: spec.mode) }
    if !modeIsClock, choices.oneIn(4) {
      // A bound, or both, minutes from a daylight-saving change in its zone.
      let change = choices.pick(changeTimes)
      spec.timeZone = change.timeZone
      let near = { (choices: inout Choices) -> LocalDateTime in
        var time = change.time
        time.minute = min(max(time.minute + choices.int(in: -40...40), 0), 59)
        return time
      }
      switch choices.int(in: 0...2) {
      case 0: maximum = near(&choices)
      case 1: minimum = near(&choices)
      default:
        let (a, b) = (near(&choices), near(&choices))
        (minimum, maximum) = (min(a, b), max(a, b))
      }
    } else if !modeIsClock, choices.bool() {
      // A span of a few years, as a birthday or booking picker has: a short year wheel, which
      // type-ahead reads far faster than the default 9999 years.
      var low = minimum ?? dateTime(&choices, hostile: false, mode: .date)
      low.year = min(max(low.year, 1), 9_000)
      var high = low
      high.year += choices.int(in: 0...30)
      high.month = choices.int(in: 1...12)
      high.day = choices.int(in: 1...28)
      minimum = low
      maximum = high
    }
    if choices.bool() { spec.minuteInterval = choices.pick(DateWheelPicker.minuteIntervals) }
    if hostile, choices.oneIn(10) { spec.minuteInterval = choices.hostileInt() }
    spec.repeated = choices.bool() ? .first : .second
    if spec.mode.showsTime, choices.oneIn(4) { spec.seconds = true }
    // A clock asked for whatever the locale; on a mode with no time of day, refused.
    if spec.mode.showsClock ? choices.oneIn(3) : hostile && choices.oneIn(20) {
      spec.clock = choices.pick(Clock.allCases)
    }
    spec.min = minimum.map { boundText($0, mode: spec.mode) }
    spec.max = maximum.map { boundText($0, mode: spec.mode) }
    // Now and then a start and an end, with a longest span (in a unit the mode may not count).
    if spec.mode != .countdown || hostile, choices.oneIn(5) {
      spec.range = true
      if choices.bool() {
        spec.longest = choices.pick(["1d", "2w", "1mo", "3h", "90min", "0d", "1y"])
      }
    }
    return spec
  }

  /// Fields written in a mode's form as they are, out-of-range fields included (the core parses
  /// them and refuses what no wheel holds).
  public static func boundText(_ fields: LocalDateTime, mode: DateMode) -> String {
    func pad(_ number: Int, _ width: Int) -> String {
      let digits = String(number.magnitude)
      return (number < 0 ? "-" : "") + String(repeating: "0", count: max(width - digits.count, 0))
        + digits
    }
    let date = "\(pad(fields.year, 4))-\(pad(fields.month, 2))-\(pad(fields.day, 2))"
    let time = "\(pad(fields.hour, 2)):\(pad(fields.minute, 2))"
    return switch mode {
    case .date: date
    case .time: time
    case .dateAndTime: date + "T" + time
    case .countdown: "\(fields.hour):\(pad(fields.minute, 2))"
    case .monthYear: "\(pad(fields.year, 4))-\(pad(fields.month, 2))"
    case .year: pad(fields.year, 4)
    }
  }

  /// Wall-clock fields for a bound; a countdown's hours may be many.
  private static func dateTime(_ choices: inout Choices, hostile: Bool, mode: DateMode)
    -> LocalDateTime
  {
    if hostile, choices.oneIn(4) {
      let field = { (choices: inout Choices) -> Int in
        choices.oneIn(4) ? choices.hostileInt() : choices.int(in: -2...70)
      }
      return LocalDateTime(
        year: choices.oneIn(3) ? choices.hostileInt() : choices.int(in: -100...20_000),
        month: field(&choices), day: field(&choices), hour: field(&choices),
        minute: field(&choices))
    }
    let year =
      choices.oneIn(4) ? choices.pick([1, 2, 1970, 9998, 9999]) : choices.int(in: 1...9999)
    let month = choices.int(in: 1...12)
    return LocalDateTime(
      year: year, month: month, day: choices.int(in: 1...31),
      hour: mode == .countdown && choices.oneIn(4)
        ? choices.int(in: 0...99) : choices.int(in: 0...23),
      minute: choices.int(in: 0...59))
  }
}

extension PickerSpec {
  /// Unit names: symbols, aliases, other dimensions' units, other cases, and unknown words.
  public static let unitNames = [
    "kg", "g", "mg", "lb", "lbs", "oz", "L", "l", "mL", "cL", "gal", "US gal", "qt", "pt", "cup",
    "fl oz", "floz", "km", "m", "mi", "yd", "ft", "in", "km/h", "mph", "m/s", "min/km", "min/mi",
    "°C", "°F", "K", "s", "min", "h", "each", "dozen", "KG", "Kg", "kgs", "", " ", "foo", "°c",
  ]

  private static func drawMeasure(_ choices: inout Choices, hostile: Bool) -> PickerSpec {
    let dimension = choices.pick(MeasureDimension.allCases)
    var units: [String]?
    if choices.bool() {
      let offered = hostile ? unitNames : dimension.units.map(\.symbol)
      units = (0..<choices.int(in: 0...4)).map { _ in choices.pick(offered) }
    }
    return .measure(
      MeasureSpec(
        dimension: dimension, units: units,
        unitTurn: choices.pick(MeasurePicker.UnitTurn.allCases)))
  }
}

extension PickerSpec {
  /// Characters of option labels.
  ///
  /// Letters in both cases, spaces inside and around, accents spelled two ways, letters whose
  /// lower case differs in length, other scripts, digits.
  public static let labelAlphabet: [Character] = [
    "a", "b", "c", "A", "B", "k", "g", " ", " ", "-", ".", "0", "1", "é", "e\u{301}", "İ", "ß",
    "ﬁ", "Σ", "日", "\t", "\u{00A0}", "🙂", "/",
  ]

  private static func drawOptions(_ choices: inout Choices, hostile: Bool) -> PickerSpec {
    let columnCount =
      hostile && choices.oneIn(16) ? choices.int(in: 0...18) : choices.pick([1, 1, 1, 2, 3])
    let columns = (0..<columnCount).map { index -> OptionsSpec.Column in
      let optionCount =
        choices.oneIn(12)
        ? choices.int(in: hostile ? 0...300 : 1...300) : choices.int(in: 1...8)
      var options: [OptionPicker.Option] = []
      // Some columns have options shown that cannot be chosen (now and then all of them).
      let disabling = choices.oneIn(4) ? choices.int(in: 1...3) : 0
      for _ in 0..<optionCount {
        let label = drawLabel(&choices, hostile: hostile)
        let value = choices.oneIn(4) ? drawLabel(&choices, hostile: hostile) : nil
        let enabled = disabling == 0 || choices.int(in: 0...disabling) == 0 || choices.oneIn(2)
        options.append(OptionPicker.Option(label, value: value, isEnabled: enabled))
      }
      return OptionsSpec.Column(
        name: choices.oneIn(3) ? nil : "column \(index)", options: options, cyclic: choices.bool())
    }
    var spec = OptionsSpec(columns: columns)
    // Now and then typing filters (the key and action drawings type letters into it).
    spec.filter = choices.oneIn(3)
    // Now and then several choices, in one column (hostile: in any, with any limits).
    if columnCount == 1 || hostile, choices.oneIn(3) {
      let most: Int? = choices.oneIn(3) ? nil : choices.int(in: hostile ? -1...9 : 2...6)
      spec.choices = ChoiceLimit(least: choices.int(in: hostile ? -1...4 : 1...2), most: most)
    }
    return .options(spec)
  }

  private static func drawLabel(_ choices: inout Choices, hostile: Bool) -> String {
    if choices.oneIn(3) {
      // Labels that are words of other labels: "fl oz" or "fl" then "oz".
      return choices.pick(["kg", "g", "lb", "small", "medium", "large", "red", "fl oz", "fl", "oz"])
    }
    let maximum = hostile && choices.oneIn(16) ? 210 : 6
    return String(choices.string(from: labelAlphabet, maximum: maximum))
  }
}
