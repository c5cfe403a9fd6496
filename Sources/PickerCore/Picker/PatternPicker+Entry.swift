/// Typing a number into pattern wheels, the way every front end does it.
///
/// From the first wheel of the whole number a number is entered as on a calculator: digits shift
/// in from the right (`5` is 5, `530` is 5:30 in `59:59`, `8:03` with the colon), `.` moves to
/// the decimals, which fill left to right, and a digit past the last decimal is refused rather
/// than dropped. With an `x` wheel, `.375` or ` 3/8` types the sixteenths. Anywhere else a digit
/// fills the focused wheel and moves right. `+` and `-` set the sign wheel.
///
/// Each key replays the whole entry from where it began, so what the wheels show always follows
/// from the keys (an erase is the entry without its last key). Entries are bounded by the wheels,
/// so a key costs time linear in the pattern.
extension PatternPicker {
  /// Types one key into the entry in progress, or starts one at the focused wheel.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    let key = key == "−" ? "-" : symbols.canonical(key)
    let entry = state.entry ?? PickerEntry(keys: "", wheel: state.focus, rows: state.rows)
    let keys = entry.keys + String(key)
    guard keys.count <= Self.longestEntry(wheels: pattern.wheels.count) else {
      return Typed(state: state, refusal: .key(.notUnderstood(key, allowed: "Enter")))
    }
    let result =
      entry.wheel <= (firstIntegerWheel ?? Int.max)
      ? calculatorEntry(keys, base: entry.rows)
      : overwriteEntry(keys, from: entry.wheel, base: entry.rows)
    switch result {
    case .success(let (rows, focus)):
      return Typed(
        state: PickerState(
          rows: rows, focus: focus,
          entry: PickerEntry(keys: keys, wheel: entry.wheel, rows: entry.rows)))
    case .failure(let refusal):
      return Typed(state: state, refusal: .key(refusal.written(in: symbols)))
    }
  }

  /// The digit wheels of the whole number, left to right.
  var integerWheels: [Int] { entryWheels.integer }

  /// The first wheel of the whole number (after any sign wheel), where calculator entry starts.
  var firstIntegerWheel: Int? { entryWheels.integer.first }

  /// The decimal wheels, left to right (none with an `x` wheel).
  var decimalWheels: [Int] { entryWheels.decimal }

  /// The `x` wheel, when there is one.
  var sixteenthsWheel: Int? { entryWheels.sixteenths }

  /// What has been typed of a number, part by part.
  private struct Keys {
    var negative: Bool?
    var groups: [[Int]] = [[]]
    var decimals: [Int] = []
    var inFraction = false
    /// Decimal digits after `.` in a pattern with an `x` wheel.
    var sixteenthDecimals = ""
    /// A sixteenth spelled as its title (`3/8`).
    var sixteenthTitle: String?
  }

  private func calculatorEntry(_ keys: String, base: [Int]) -> Result<([Int], Int), KeyRefusal> {
    var typed = Keys()
    for key in keys {
      if let refusal = read(key, into: &typed) { return .failure(refusal) }
    }
    return layOut(typed, base: base)
  }

  /// Reads one key of a calculator entry; nil when it was taken.
  private func read(_ key: Character, into typed: inout Keys) -> KeyRefusal? {
    let hasSixteenths = sixteenthsWheel != nil
    if key == "+" || key == "-" {
      guard pattern.signWheel != nil else { return .noSign(pattern: pattern.source) }
      typed.negative = key == "-"
      return nil
    }
    if let title = typed.sixteenthTitle {
      typed.sixteenthTitle = title + String(key)
      return sixteenthRow(spelled: title + String(key)) == nil
        ? .noRowStartsWith(title + String(key)) : nil
    }
    if typed.inFraction {
      guard let digit = key.asciiDigit else {
        return .notUnderstood(key, allowed: "digits")
      }
      if hasSixteenths {
        let decimals = typed.sixteenthDecimals + String(key)
        guard Self.sixteenth(decimals: decimals) != nil else {
          return .notASixteenth("." + decimals)
        }
        typed.sixteenthDecimals = decimals
        return nil
      }
      let wheels = decimalWheels
      guard typed.decimals.count < wheels.count else {
        return .noMoreDecimals(pattern: pattern.source, places: wheels.count)
      }
      if let refusal = fits(digit, wheel: wheels[typed.decimals.count]) { return refusal }
      typed.decimals.append(digit)
      return nil
    }
    switch key {
    case ".":
      guard hasSixteenths || !decimalWheels.isEmpty else {
        return .noMoreDecimals(pattern: pattern.source, places: 0)
      }
      typed.inFraction = true
      return nil
    case " " where hasSixteenths:
      typed.sixteenthTitle = ""
      return nil
    case "/" where hasSixteenths:
      // `3/8` typed straight after digits: those digits were the numerator.
      let numerator = typed.groups[typed.groups.count - 1]
      guard !numerator.isEmpty else { return .noRowStartsWith("/") }
      typed.groups[typed.groups.count - 1] = []
      let spelled = numerator.map(String.init).joined() + "/"
      typed.sixteenthTitle = spelled
      return sixteenthRow(spelled: spelled) == nil ? .noRowStartsWith(spelled) : nil
    case ":":
      guard typed.groups.count < pattern.groups.count else {
        return .noMoreGroups(pattern: pattern.source, colons: pattern.groups.count - 1)
      }
      typed.groups.append([])
      return nil
    default:
      guard let digit = key.asciiDigit else {
        return .notUnderstood(key, allowed: "digits, '\(symbols.decimal)', ':' or a sign")
      }
      var trial = typed
      trial.groups[trial.groups.count - 1].append(digit)
      if let refusal = integerRows(trial.groups, base: []).failure {
        // A whole number that is full goes on into the fraction, as a calculator would.
        if case .groupFull = refusal, trial.groups.count == 1 {
          if hasSixteenths {
            typed.sixteenthTitle = ""
            return read(key, into: &typed)
          }
          if !decimalWheels.isEmpty {
            typed.inFraction = true
            return read(key, into: &typed)
          }
        }
        return refusal
      }
      typed = trial
      return nil
    }
  }

  /// The rows and focus a calculator entry shows.
  private func layOut(_ typed: Keys, base: [Int]) -> Result<([Int], Int), KeyRefusal> {
    var rows = [Int](repeating: 0, count: pattern.wheels.count)
    if let sign = pattern.signWheel {
      rows[sign] = typed.negative.map { $0 ? 1 : 0 } ?? (sign < base.count ? base[sign] : 0)
    }
    switch integerRows(typed.groups, base: rows) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let integerRows): rows = integerRows
    }
    let ones = integerWheels.last ?? firstAdjustableWheel
    var focus = ones
    for (index, digit) in typed.decimals.enumerated() { rows[decimalWheels[index]] = digit }
    if let wheel = sixteenthsWheel {
      if typed.inFraction || typed.sixteenthTitle != nil { focus = wheel }
      if let title = typed.sixteenthTitle {
        rows[wheel] = sixteenthRow(spelled: title) ?? 0
      } else if let row = Self.sixteenth(decimals: typed.sixteenthDecimals) {
        rows[wheel] = row
      }
    } else if typed.inFraction, let first = decimalWheels.first {
      focus = decimalWheels[min(typed.decimals.count, decimalWheels.count - 1)]
      if typed.decimals.isEmpty { focus = first }
    } else if typed.groups.count == 1, typed.groups[0].count >= integerWheels.count,
      let first = decimalWheels.first ?? sixteenthsWheel
    {
      focus = first
    }
    return .success((rows, focus))
  }

  /// The integer part's rows: digits shift in from the right, across every group without `:`,
  /// or group by group from the right with it.
  private func integerRows(_ groups: [[Int]], base: [Int]) -> Result<[Int], KeyRefusal> {
    var rows =
      base.count == pattern.wheels.count ? base : [Int](repeating: 0, count: pattern.wheels.count)
    let targets: [[Int]] = groups.count == 1 ? [integerWheels] : pattern.groups.map { $0.wheels }
    guard groups.count <= targets.count else {
      return .failure(.noMoreGroups(pattern: pattern.source, colons: targets.count - 1))
    }
    for (index, digits) in groups.enumerated() {
      let wheels = targets[targets.count - groups.count + index]
      guard digits.count <= wheels.count else {
        let point = "'\(symbols.decimal)'"
        let next =
          !decimalWheels.isEmpty ? point : (sixteenthsWheel != nil ? "' ' or \(point)" : "Enter")
        return .failure(
          .groupFull(
            digits: wheels.count, next: groups.count < targets.count ? "':' or \(next)" : next))
      }
      for (position, digit) in digits.enumerated() {
        let wheel = wheels[wheels.count - digits.count + position]
        if let refusal = fits(digit, wheel: wheel) { return .failure(refusal) }
        rows[wheel] = digit
      }
    }
    return .success(rows)
  }

  /// Keys typed from a wheel other than the first: each digit fills the focused wheel and moves
  /// right; `.` jumps to the decimals; the `x` wheel takes a sixteenth by its title.
  private func overwriteEntry(_ keys: String, from start: Int, base: [Int]) -> Result<
    ([Int], Int), KeyRefusal
  > {
    var rows =
      base.count == pattern.wheels.count ? base : [Int](repeating: 0, count: pattern.wheels.count)
    var position: Int? = valueWheel(atOrAfter: start)
    var title: String?
    for key in keys {
      if key == "+" || key == "-" {
        guard let sign = pattern.signWheel else {
          return .failure(.noSign(pattern: pattern.source))
        }
        rows[sign] = key == "-" ? 1 : 0
        continue
      }
      if key == "." {
        guard let first = decimalWheels.first ?? sixteenthsWheel else {
          return .failure(.noMoreDecimals(pattern: pattern.source, places: 0))
        }
        position = first
        continue
      }
      guard let wheel = position else {
        return .failure(.noMoreDecimals(pattern: pattern.source, places: decimalWheels.count))
      }
      if wheel == sixteenthsWheel {
        let spelled = (title ?? "") + String(key)
        guard let row = sixteenthRow(spelled: spelled) else {
          return .failure(.noRowStartsWith(spelled))
        }
        rows[wheel] = row
        title = spelled
        continue
      }
      guard let digit = key.asciiDigit else {
        return .failure(.notUnderstood(key, allowed: "digits, '\(symbols.decimal)' or a sign"))
      }
      if let refusal = fits(digit, wheel: wheel) { return .failure(refusal) }
      rows[wheel] = digit
      position = valueWheel(atOrAfter: wheel + 1)
    }
    return .success((rows, position ?? lastAdjustableWheel))
  }

  /// The first digit or sixteenths wheel at or after a wheel.
  private func valueWheel(atOrAfter wheel: Int) -> Int? {
    pattern.wheels.indices.first {
      $0 >= wheel && pattern.wheels[$0].isAdjustable && pattern.wheels[$0].kind != .sign
    }
  }

  /// Why a digit does not fit a wheel, or nil when it does.
  private func fits(_ digit: Int, wheel: Int) -> KeyRefusal? {
    let rowCount = pattern.wheels[wheel].rowCount
    guard digit >= rowCount else { return nil }
    return .digitDoesNotFit(
      digit: digit, wheel: accessibleName(ofWheel: wheel), maximum: rowCount - 1)
  }

  /// The sixteenths row a title spelling picks (`3/8` is 6; `1` alone still picks nothing
  /// definite and shows 1/16); nil when no title starts with it.
  private func sixteenthRow(spelled: String) -> Int? {
    if spelled.isEmpty { return 0 }
    let titles = (0..<16).map { [Sixteenths.title($0)] }
    let found = TypeAhead(spellings: titles).match(spelled)
    if let row = found.row { return row }
    guard found.continues else { return nil }
    return titles.firstIndex { $0[0].hasPrefix(spelled) }
  }

  /// The smallest sixteenth whose decimal begins with some digits (`3` is 5/16 = .3125, `375` is
  /// 6/16); nil when none does.
  static func sixteenth(decimals: String) -> Int? {
    guard !decimals.isEmpty else { return 0 }
    return (0..<16).first { numerator in
      // n/16 = n * 625 / 10^4: four decimals at most.
      let digits = String(numerator * 625)
      let padded = String(repeating: "0", count: 4 - digits.count) + digits
      var trimmed = Substring(padded)
      while trimmed.count > 1, trimmed.last == "0" { trimmed = trimmed.dropLast() }
      let expansion = numerator == 0 ? "0" : String(trimmed)
      return expansion.hasPrefix(decimals) || (decimals.allSatisfy { $0 == "0" } && numerator == 0)
    }
  }
}

extension Result {
  /// The error, when there is one.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The wheels typed keys go to, by their part of the number.
struct EntryWheels: Sendable, Hashable {
  /// The digit wheels of the whole number, left to right.
  let integer: [Int]
  /// The decimal wheels, left to right (none with an `x` wheel).
  let decimal: [Int]
  /// The `x` wheel, when there is one.
  let sixteenths: Int?

  init(_ pattern: WheelPattern) {
    let denominator = pattern.resolution.denominator
    integer = pattern.places.filter { $0.weight >= denominator }.map { $0.wheel }
    decimal =
      pattern.resolution == .sixteenths
      ? [] : pattern.places.filter { $0.weight < denominator }.map { $0.wheel }
    sixteenths = pattern.wheels.firstIndex { $0.kind == .sixteenths }
  }
}
