import PickerKit
import PickerTestSupport
import Testing

/// The editing contract as laws over seeded random cases of all four picker kinds: what every
/// front end relies on, whatever a person, a browser or a stored file sends.
///
/// Pickers are drawn from the documented domain (``PickerSpec/draw(_:from:hostile:)`` without
/// `hostile`); states, actions, rows and counts are drawn hostile. A failure prints the picker,
/// state and actions, and replays from the test's name.
@Suite("Editing laws, every picker kind")
struct EditingLawTests {
  /// Pickers per kind and law; each picker gets several states, rows or counts.
  ///
  /// Dates cost the most (a time-zone look-up in every correction), options and patterns the least.
  private static func pickers(_ kind: PickerKind) -> Int {
    switch kind {
    case .pattern: 400
    case .date: 150
    case .measure: 250
    case .options: 400
    }
  }

  /// Runs a law on in-domain pickers of a kind drawn from a seed named after the law, until
  /// enough were built (constructors may refuse a spec), and gathers what broke.
  private func check(
    _ kind: PickerKind, law: String,
    _ body: (any CheckedPicker, inout Choices) -> (cases: Int, breaks: [LawBreak])
  ) -> (cases: Int, breaks: [LawBreak]) {
    var choices = Choices(name: "\(law) \(kind)")
    var built = 0
    var cases = 0
    var breaks: [LawBreak] = []
    for _ in 0..<Self.pickers(kind) * 10 where built < Self.pickers(kind) {
      let spec = PickerSpec.draw(kind, from: &choices)
      guard let picker = spec.make() else { continue }
      built += 1
      let result = body(picker, &choices)
      cases += result.cases
      breaks += result.breaks.map { LawBreak(law: $0.law, detail: "\(spec) \($0.detail)") }
    }
    return (cases, breaks)
  }

  @Test(
    "Whatever state and actions arrive, rows stay inside their wheels and settle legal",
    arguments: PickerKind.allCases)
  func editingLandsOnLegalRows(kind: PickerKind) throws {
    let (cases, breaks) = check(kind, law: "editing") { picker, choices in
      var breaks: [LawBreak] = []
      for _ in 0..<4 {
        let start = picker.drawState(&choices)
        let actions = picker.drawActions(&choices)
        guard let state = try? start.state else {
          return (0, [LawBreak(law: "every state of the right shape decodes", detail: "\(start)")])
        }
        breaks += checkEditing(picker, from: state, applying: actions)
      }
      return (4, breaks)
    }
    #expect(cases >= Self.pickers(kind) * 4)
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  @Test("Correcting a selection twice moves it no further", arguments: PickerKind.allCases)
  func correctingIsIdempotent(kind: PickerKind) {
    let (cases, breaks) = check(kind, law: "correcting") { picker, choices in
      let rows =
        (0..<3).map { _ in picker.drawRows(&choices) }
        + (0..<3).map { _ in picker.drawStrayRows(&choices) }
      return (rows.count, rows.flatMap { checkCorrecting(picker, $0) })
    }
    #expect(cases >= Self.pickers(kind) * 6)
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  @Test(
    "Every value the wheels print reads back as the same value", arguments: PickerKind.allCases)
  func printedTextReadsBack(kind: PickerKind) throws {
    let (cases, breaks) = check(kind, law: "text") { picker, choices in
      let rows = (0..<4).map { _ in picker.corrected(picker.drawRows(&choices)).rows }
      var breaks = rows.flatMap { checkTextReadsBack(picker, $0) }
      // Selections reached by editing, too: a typed entry settles on rows a draw may miss, and
      // options are chosen several at a time.
      if let state = try? picker.drawState(&choices).state {
        breaks += editedTextReadsBack(picker, from: state, applying: picker.drawActions(&choices))
      }
      return (rows.count + 1, breaks)
    }
    #expect(cases >= Self.pickers(kind) * 4)
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  @Test(
    "A confirmation is refused at most once: after any state and actions, the next settle is ready",
    arguments: PickerKind.allCases)
  func confirmingTwiceTakes(kind: PickerKind) {
    let (cases, breaks) = check(kind, law: "ready") { picker, choices in
      var breaks: [LawBreak] = []
      for _ in 0..<4 {
        guard let state = try? picker.drawState(&choices).state else { continue }
        breaks += checkConfirming(picker, state, picker.drawActions(&choices))
      }
      return (4, breaks)
    }
    #expect(cases >= Self.pickers(kind) * 4)
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  /// One case of the law: a settle with nothing being typed is ready (the rows a state the core
  /// handed out holds are legal, and were seen), and the settle after any settle is ready, on
  /// the rows the first left.
  private func checkConfirming<P: Picker>(
    _ picker: P, _ state: PickerState, _ actions: [PickerAction]
  ) -> [LawBreak] {
    let before = picker.apply(actions, to: state)
    let first = picker.apply(.settle, to: before.state)
    let second = picker.apply(.settle, to: first.state)
    var breaks: [LawBreak] = []
    // Fewer chosen than the least is not ready, saying so, until more are chosen.
    let short = picker.shortfall(of: first.state) != nil
    if !before.state.isEntering, !first.isReady, !short {
      breaks.append(
        LawBreak(
          law: "a settle with nothing typed is ready",
          detail: "state \(state) actions \(actions): \(first.message ?? "")"))
    }
    if !second.isReady && !short || second.state.rows != first.state.rows {
      breaks.append(
        LawBreak(
          law: "the second settle is ready, on the rows the first left",
          detail: "state \(state) actions \(actions): \(first.state.rows) then "
            + "\(second.state.rows), ready \(second.isReady)"))
    }
    return breaks
  }

  /// The law of printed text on the state some actions and a settle lead to.
  private func editedTextReadsBack<P: CheckedPicker>(
    _ picker: P, from state: PickerState, applying actions: [PickerAction]
  ) -> [LawBreak] {
    checkTextReadsBack(picker, state: picker.apply(actions + [.settle], to: state).state)
  }

  /// Counts at and next to both ends of Int, and zero: the ones that overflow naive arithmetic.
  static let edgeCounts = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]

  @Test(
    "Spinning or stepping by any count, Int.min and Int.max included, lands on a legal value",
    arguments: PickerKind.allCases)
  func spinAndStepByAnyCount(kind: PickerKind) throws {
    let (cases, breaks) = check(kind, law: "counts") { picker, choices in
      guard let state = try? picker.drawState(&choices).state else { return (0, []) }
      let wheelCount = picker.wheels(for: state.rows).count
      // A wheel that exists and one that may not.
      let wheels = [choices.int(in: 0...max(wheelCount - 1, 0)), choices.hostileInt()]
      let counts = Self.edgeCounts + [choices.int(in: Int.min...Int.max)]
      var breaks: [LawBreak] = []
      for wheel in wheels {
        for count in counts {
          breaks += checkEditing(picker, from: state, applying: [.spin(wheel: wheel, by: count)])
          breaks += checkEditing(picker, from: state, applying: [.step(wheel: wheel, by: count)])
        }
      }
      // The extremes one after another, each from where the last left off.
      let run = counts.flatMap {
        [PickerAction.step(wheel: wheels[0], by: $0), .spin(wheel: wheels[1], by: $0)]
      }
      breaks += checkEditing(picker, from: state, applying: run)
      return (wheels.count * counts.count * 2 + 1, breaks)
    }
    #expect(cases >= Self.pickers(kind) * 30)
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  @Test(
    "Actions sent in two requests do what they do in one (a browser sends key by key)",
    arguments: PickerKind.allCases)
  func splittingActionsChangesNothing(kind: PickerKind) throws {
    let (cases, breaks) = check(kind, law: "splitting") { picker, choices in
      guard let state = try? picker.drawState(&choices).state else { return (0, []) }
      let actions = picker.drawActions(&choices)
      let split = choices.int(in: 0...actions.count)
      return (1, checkSplitting(picker, from: state, applying: actions, splitAt: split))
    }
    #expect(cases >= Self.pickers(kind))
    #expect(breaks.count == 0, "\(breaks.summary())")
  }

  @Test(
    "An answer accepted as given is legal, and is its own nearest value",
    arguments: PickerKind.allCases)
  func acceptedAnswersAreLegal(kind: PickerKind) throws {
    let (cases, breaks) = check(kind, law: "answers") { picker, choices in
      let answers = picker.drawAnswers(&choices) + [picker.text(of: picker.drawRows(&choices))]
      return (answers.count, answers.flatMap { checkAnswer(picker, $0) })
    }
    #expect(cases >= Self.pickers(kind))
    #expect(breaks.count == 0, "\(breaks.summary())")
  }
}

/// The order of values, over seeded random values: pickers sort, deduplicate and hash them, so
/// `<`, `==` and `hashValue` must agree, across resolutions too.
@Suite("Value order laws")
struct ValueOrderLawTests {
  /// Every resolution a pattern can have: 0 to 18 decimals, or sixteenths.
  static let resolutions: [Resolution] = (0...18).map { .decimal(places: $0) } + [.sixteenths]

  /// A value, and the same number in finer resolutions where it fits (1, 1.0, 16/16, 1.0000).
  private func family(_ choices: inout Choices) -> [PatternValue] {
    let resolution = choices.pick(Self.resolutions)
    let units: Int64 =
      switch choices.int(in: 0...3) {
      case 0: Int64(choices.int(in: -40...40))
      case 1: Int64(choices.int(in: -1_000_000...1_000_000))
      case 2: choices.pick([.min, .min + 1, -1, 0, 1, .max - 1, .max])
      default: Int64(choices.int(in: Int.min...Int.max))
      }
    var family = [PatternValue(units: units, resolution: resolution)]
    func add(_ scaled: (partialValue: Int64, overflow: Bool), _ resolution: Resolution) {
      guard !scaled.overflow else { return }
      family.append(PatternValue(units: scaled.partialValue, resolution: resolution))
    }
    switch resolution {
    case .decimal(let places):
      for finer in stride(from: places + 1, through: min(places + 3, 18), by: 1) {
        let scale = Resolution.decimal(places: finer - places).denominator
        add(units.multipliedReportingOverflow(by: scale), .decimal(places: finer))
      }
      let sixteenths = units.multipliedReportingOverflow(by: 16)
      if !sixteenths.overflow, sixteenths.partialValue % resolution.denominator == 0 {
        add((sixteenths.partialValue / resolution.denominator, false), .sixteenths)
      }
    case .sixteenths:
      add(units.multipliedReportingOverflow(by: 625), .decimal(places: 4))
      if units % 16 == 0 { add((units / 16, false), .decimal(places: 0)) }
    }
    return family
  }

  /// The exact order of two values, by cross-multiplying in 128 bits.
  private func exactOrder(_ a: PatternValue, _ b: PatternValue) -> Int {
    let left = Int128(a.units) * Int128(b.resolution.denominator)
    let right = Int128(b.units) * Int128(a.resolution.denominator)
    return left < right ? -1 : (left == right ? 0 : 1)
  }

  @Test("1 and 1.0 are one value: PatternValue orders, equates and hashes alike")
  func patternValuesAgree() {
    var choices = Choices(name: "pattern value order")
    var breaks: [LawBreak] = []
    for _ in 0..<400 {
      let values = (0..<6).flatMap { _ in family(&choices) }
      breaks += checkComparable(values, oracle: exactOrder)
    }
    #expect(breaks.count == 0, "\(breaks.summary())")
    let one = PatternValue(units: 1, resolution: .decimal(places: 0))
    let oneZero = PatternValue(units: 10, resolution: .decimal(places: 1))
    #expect(one == oneZero)
    #expect(one.hashValue == oneZero.hashValue)
    #expect(Set([one, oneZero, PatternValue(units: 16, resolution: .sixteenths)]).count == 1)
    #expect(PatternValue(units: -8, resolution: .sixteenths) < .zero(.decimal(places: 2)))
  }

  @Test("Wall-clock fields order, equate and hash alike")
  func localDateTimesAgree() {
    var choices = Choices(name: "local date time order")
    // Narrow ranges, so that equal fields and near neighbours come up often.
    func field(_ range: ClosedRange<Int>, _ choices: inout Choices) -> Int {
      choices.oneIn(10) ? choices.pick([Int.min, -1, Int.max]) : choices.int(in: range)
    }
    var breaks: [LawBreak] = []
    for _ in 0..<400 {
      let values = (0..<24).map { _ in
        LocalDateTime(
          year: field(1999...2001, &choices), month: field(1...2, &choices),
          day: field(28...29, &choices), hour: field(0...1, &choices),
          minute: field(0...1, &choices))
      }
      breaks += checkComparable(values) { a, b in
        let left = [a.year, a.month, a.day, a.hour, a.minute]
        let right = [b.year, b.month, b.day, b.hour, b.minute]
        return left == right ? 0 : (left.lexicographicallyPrecedes(right) ? -1 : 1)
      }
    }
    #expect(breaks.count == 0, "\(breaks.summary())")
  }
}
