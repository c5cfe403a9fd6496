/// An outcome as every front end writes it for a program: one shape for `picker --print json`,
/// `POST /api/picker`, a form's fields and the page, written by the core's one JSON writer.
///
/// The members: `text` (what the wheels show), `written` (as a person writes it), `value` (an
/// exact JSON number, ISO text or the chosen values), `valueText` (the value as plain text, as
/// `picker --print value` writes it and a web form submits it), `rows`, `spoken`, `corrected`, `ready`
/// (whether a confirmation takes the value now), `message` when there is something to say,
/// `entering`, `state` (to send back with the next actions), `moves`, the kind's facts
/// (``PickerDetails``), and, where a front end asks for them, the `wheels` to draw, a measure's
/// `converted` amount and a date's `formatted` text.
public struct PickerReport: Sendable, Hashable {
  /// What the wheels show, as text reads back.
  public let text: String
  /// The value as a person writes it.
  public let written: String
  /// The value as a machine reads it.
  public let value: PickerDatum
  /// The value as plain text: what `picker --print value` prints and `<picker-wheels>` submits.
  public let valueText: String
  /// The selection, one row per wheel.
  public let rows: [Int]
  /// The value in words.
  public let spoken: String
  /// Whether the selection had to move to become legal.
  public let corrected: Bool
  /// Whether a confirmation takes the value now (``PickerOutcome/isReady``).
  public let ready: Bool
  /// The one line to show a person, or nil.
  public var message: String?
  /// Whether keys are still being typed.
  public let entering: Bool
  /// The state to send back with the next actions.
  public let state: PickerState
  /// The wheels whose rows changed.
  public let moves: [WheelMove]
  /// The kind's facts beyond the value.
  public let details: PickerDetails
  /// The wheels to draw, when asked for.
  public var wheels: [WheelReport]?
  /// A key for the wheels drawn, which a client that holds them sends back so they are not sent
  /// again (``WheelReport/key(of:)``).
  public var wheelsKey: String?
  /// A measure converted to another unit, when asked for.
  public var converted: ConversionReport?
  /// A date in a format of the caller's, when asked for.
  public var formatted: String?
  /// While typing narrows a wheel, the line that says so (``Narrowing/description``), with the
  /// wheels.
  public var filtered: String?

  /// A report of an outcome, as a picker describes it.
  public init<P: Picker>(_ outcome: PickerOutcome<P.Value>, of picker: P) {
    text = outcome.text
    written = outcome.written
    value = picker.datum(of: outcome.value)
    valueText = picker.valueText(of: outcome.value)
    rows = outcome.state.rows
    spoken = outcome.spoken
    corrected = outcome.wasCorrected
    ready = outcome.isReady
    message = outcome.message
    entering = outcome.state.isEntering
    state = outcome.state
    moves = outcome.moves
    details = picker.details(of: outcome.state)
  }

  /// The report as JSON: the members, with the kind's facts among them, listed in name order as
  /// the writer writes them (so it has nothing to sort).
  public var json: JSONValue {
    .object(
      JSONObject([
        ("converted", converted?.json), ("corrected", .bool(corrected)),
        ("display", details.display.map(JSONValue.string)),
        ("end", details.end.map(JSONValue.string)), ("entering", .bool(entering)),
        ("exact", details.exact.map(JSONValue.bool)),
        ("filtered", filtered.map(JSONValue.string)),
        ("formatted", formatted.map(JSONValue.string)),
        ("index", details.index.map { JSONValue.number($0) }),
        ("indexes", details.indexes.map { $0.json }),
        ("instant", details.instant.map(JSONValue.string)),
        ("label", details.label.map(JSONValue.string)),
        ("labels", details.labels.map { .array($0.map(JSONValue.string)) }),
        ("message", message.map(JSONValue.string)), ("moves", .array(moves.map { $0.json })),
        ("occurrence", details.occurrence.map(JSONValue.string)), ("ready", .bool(ready)),
        ("rows", rows.json), ("spoken", .string(spoken)),
        ("start", details.start.map(JSONValue.string)), ("state", state.json),
        ("text", .string(text)), ("unit", details.unit.map(JSONValue.string)),
        ("value", value.json), ("valueText", .string(valueText)),
        ("wheels", wheels.map { .array($0.map { $0.json }) }),
        ("wheelsKey", wheelsKey.map(JSONValue.string)), ("written", .string(written)),
      ]))
  }

  /// The report as JSON text, members in name order, numbers exact.
  public var jsonText: String { JSONWriter.text(of: json) }
}

/// A key for wheels as drawn, hashed wheel by wheel, so a picker can name the wheels it would
/// send without building them (``Picker/wheelsKey(for:)``).
///
/// FNV-1a over each wheel's shape as the text `count,offset,cyclic,adjustable`, its name and its
/// titles, each part followed by a byte no title holds, written in hex: the same in every
/// process, so a key a client kept across a restart still matches (hand-written: a few lines,
/// and no stable hash is in the standard library).
struct WheelsKey {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let separator: UInt8 = 0x1f

  /// One wheel's shape and name, before its titles.
  mutating func add(
    wheel count: Int, offset: Int, _ cyclic: Bool, _ adjustable: Bool, _ name: String
  ) {
    mix(count)
    mix(UInt8(ascii: ","))
    mix(offset)
    mix(UInt8(ascii: ","))
    mix(cyclic ? "true" : "false")
    mix(UInt8(ascii: ","))
    mix(adjustable ? "true" : "false")
    mix(Self.separator)
    mix(name)
    mix(Self.separator)
  }

  /// The wheel's next title.
  mutating func add(title: String) {
    mix(title)
    mix(Self.separator)
  }

  /// A row sent that cannot be chosen, after the titles (wheels with none hash as before).
  mutating func add(disabled row: Int) {
    mix(UInt8(ascii: "!"))
    mix(row)
    mix(Self.separator)
  }

  /// A narrowed wheel's query and the rows its titles stand for, after the rest.
  mutating func add(filter: String, rows: [Int]) {
    mix(UInt8(ascii: "?"))
    mix(filter)
    mix(Self.separator)
    for row in rows {
      mix(row)
      mix(UInt8(ascii: ","))
    }
    mix(Self.separator)
  }

  /// A wheel that chooses several, after the rest.
  mutating func addSeveral() {
    mix(UInt8(ascii: "+"))
    mix(Self.separator)
  }

  /// The key, in hex.
  var text: String { String(hash, radix: 16) }

  private mutating func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

  private mutating func mix(_ text: String) { for byte in text.utf8 { mix(byte) } }

  /// A whole number's decimal digits.
  private mutating func mix(_ number: Int) {
    if number < 0 { mix(UInt8(ascii: "-")) }
    var digits: [UInt8] = []
    var rest = number.magnitude
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    for digit in digits.reversed() { mix(digit) }
  }
}

extension Picker {
  /// The wheels a selection shows, each with the titles of its rows; a wheel longer than twice
  /// ``WheelReport/window`` sends only the window around its selected row.
  public func wheelReports(for rows: [Int]) -> [WheelReport] {
    var reports: [WheelReport] = []
    forEachSentWheel(of: rows) { index, wheel, sent in
      reports.append(
        WheelReport(
          count: wheel.rowCount, offset: sent.lowerBound,
          titles: sent.map { title(ofRow: $0, inWheel: index, rows: rows) },
          cyclic: wheel.isCyclic, adjustable: wheel.isAdjustable, name: wheel.accessibleName,
          disabled: wheel.disabledRows.filter { sent.contains($0) }, several: wheel.choosesSeveral,
          divides: wheel.divides))
    }
    return reports
  }

  /// The key of the wheels a selection shows, `WheelReport.key(of: wheelReports(for: rows))`,
  /// hashed title by title without keeping them.
  public func wheelsKey(for rows: [Int]) -> String {
    var key = WheelsKey()
    forEachSentWheel(of: rows) { index, wheel, sent in
      key.add(
        wheel: wheel.rowCount, offset: sent.lowerBound, wheel.isCyclic, wheel.isAdjustable,
        wheel.accessibleName)
      for row in sent { key.add(title: title(ofRow: row, inWheel: index, rows: rows)) }
      for row in wheel.disabledRows where sent.contains(row) { key.add(disabled: row) }
      if wheel.choosesSeveral { key.addSeveral() }
    }
    return key.text
  }

  /// Each wheel a selection shows, in order, with the rows of it a report sends: what both the
  /// wheels and their key are made of.
  private func forEachSentWheel(
    of rows: [Int], _ body: (_ index: Int, _ wheel: PickerWheel, _ sent: Range<Int>) -> Void
  ) {
    for (index, wheel) in wheels(for: rows).enumerated() {
      body(
        index, wheel,
        WheelReport.rowsSent(of: wheel.rowCount, selected: index < rows.count ? rows[index] : 0))
    }
  }

  /// The report of an outcome, with the wheels to draw when asked for: their key always, and the
  /// wheels themselves unless they are the ones whose key the client says it holds.
  public func report(
    _ outcome: PickerOutcome<Value>, wheels: Bool = false, holding held: String? = nil
  ) -> PickerReport {
    var report = PickerReport(outcome, of: self)
    if wheels, let narrowing = narrowing(of: outcome.state) {
      // A narrowed wheel's rows are its matches: drawn, and keyed, from what is sent.
      var drawn = wheelReports(for: outcome.state.rows)
      if drawn.indices.contains(narrowing.wheel) {
        drawn[narrowing.wheel] = narrowedReport(
          of: drawn[narrowing.wheel], narrowing, outcome.state)
      }
      let key = WheelReport.key(of: drawn)
      report.wheelsKey = key
      report.filtered = narrowing.description
      if held != key { report.wheels = drawn }
    } else if wheels {
      let rows = outcome.state.rows
      if let held, held == wheelsKey(for: rows) {
        report.wheelsKey = held
      } else {
        // Built once, and keyed from what is sent.
        let drawn = wheelReports(for: rows)
        report.wheels = drawn
        report.wheelsKey = WheelReport.key(of: drawn)
      }
    }
    return report
  }
}

extension Picker {
  /// A wheel's report narrowed to the rows that match an entry, best first: a window of them
  /// around the selection, as a long wheel sends.
  fileprivate func narrowedReport(
    of wheel: WheelReport, _ narrowing: Narrowing, _ state: PickerState
  ) -> WheelReport {
    let selected = state.rows.indices.contains(narrowing.wheel) ? state.rows[narrowing.wheel] : 0
    let position = narrowing.rows.firstIndex(of: selected) ?? 0
    let sent = WheelReport.rowsSent(of: narrowing.rows.count, selected: position)
    let rows = Array(narrowing.rows[sent])
    return WheelReport(
      count: narrowing.rows.count, offset: sent.lowerBound,
      titles: rows.map { title(ofRow: $0, inWheel: narrowing.wheel, rows: state.rows) },
      cyclic: false, adjustable: wheel.adjustable, name: wheel.name, disabled: [],
      filter: narrowing.query, rows: rows, several: wheel.several)
  }
}

extension ConversionReport {
  /// The report of a conversion.
  public init(_ conversion: MeasureConversion) {
    self.init(
      value: .number(conversion.amount.value.description), exact: conversion.amount.isExact,
      fits: conversion.fits, unit: conversion.unit.symbol, text: conversion.text)
  }
}
