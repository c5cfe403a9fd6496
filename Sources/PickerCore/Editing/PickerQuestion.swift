/// One question to one picker, as `POST /api/picker` and a page's core take it: a description,
/// and an answer to read or actions to apply to a state, and for a measure a unit to convert
/// to.
///
/// The answer to it (``BuiltPicker/report(for:now:)``) is the one rule every host applies, so the
/// server's route and the page's core give the same report for the same question.
public struct PickerQuestion: Sendable, Hashable {
  /// The picker described.
  public var picker: PickerSpec
  /// An answer to read, as a person types it; when present, `state` and `actions` are ignored.
  public var answer: String?
  /// With `answer`, correct an answer the wheels cannot hold to the nearest valid value.
  public var nearest: Bool
  /// The state actions start from; a fresh picker's without one.
  public var state: PickerState?
  /// Actions applied in order.
  public var actions: [PickerAction]
  /// Measures only: a unit to convert the value to.
  public var to: String?
  /// The `wheelsKey` of the last report whose wheels the asker holds.
  public var wheelsKey: String?

  /// A question; every part but the description is optional.
  public init(
    picker: PickerSpec, answer: String? = nil, nearest: Bool = false, state: PickerState? = nil,
    actions: [PickerAction] = [], to: String? = nil, wheelsKey: String? = nil
  ) {
    self.picker = picker
    self.answer = answer
    self.nearest = nearest
    self.state = state
    self.actions = actions
    self.to = to
    self.wheelsKey = wheelsKey
  }

  /// The members a question takes.
  public static let members = [
    "actions", "answer", "nearest", "picker", "state", "to", "wheelsKey",
  ]
}

extension BuiltPicker {
  /// The report for a question, as every host answers it.
  ///
  /// The answer is read, or the actions are applied to the state (a fresh picker's without
  /// one), with a measure's conversion when asked; wheels the asker holds (`wheelsKey`) are not
  /// sent again. The description is this picker's; date wheels asked without a state start at
  /// `now`, however long ago the picker was built.
  public func report(for question: PickerQuestion, now: Instant) throws(QuestionRefusal)
    -> PickerReport
  {
    // Each kind is asked as a BuiltPicker, so the editing function is one function for all four.
    switch self {
    case .pattern, .options: return try Self.report(self, question)
    case .date(let picker): return try Self.report(.date(picker.starting(at: now)), question)
    case .dateRange(let picker):
      return try Self.report(.dateRange(picker.starting(at: now)), question)
    case .measure(let picker):
      let target: ExactUnit?
      do {
        target = try question.to.map { to throws(MeasureError) in
          try picker.dimension.conversionTarget(named: to)
        }
      } catch {
        throw QuestionRefusal(message: error.description)
      }
      return try Self.report(picker, question, converting: target)
    }
  }

  private static func report(_ picker: BuiltPicker, _ question: PickerQuestion)
    throws(QuestionRefusal) -> PickerReport
  {
    guard question.to == nil else {
      throw QuestionRefusal(
        message: "\"to\" converts a measure; this is a \(question.picker.kind.rawValue) picker")
    }
    return picker.report(
      try outcome(picker, question), wheels: true, holding: question.wheelsKey)
  }

  private static func report(
    _ picker: MeasurePicker, _ question: PickerQuestion, converting target: ExactUnit?
  ) throws(QuestionRefusal) -> PickerReport {
    let built = BuiltPicker.measure(picker)
    let outcome = try outcome(built, question)
    var report = built.report(outcome, wheels: true, holding: question.wheelsKey)
    if let target, case .measure(let reading) = outcome.value {
      do {
        report.converted = ConversionReport(try picker.convert(reading, to: target))
      } catch {
        throw QuestionRefusal(message: error.description)
      }
    }
    return report
  }

  /// Reads the answer, or applies the actions to the state sent (a fresh picker's without one).
  private static func outcome(_ picker: BuiltPicker, _ question: PickerQuestion)
    throws(QuestionRefusal) -> PickerOutcome<Value>
  {
    guard let answer = question.answer else {
      return picker.apply(question.actions, to: question.state ?? picker.initialState)
    }
    do {
      return try picker.answer(answer, nearest: question.nearest)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
  }
}

extension PickerQuestion {
  /// Reads a question from its JSON text, as the picker route's body: a member the question
  /// does not take, or `null` for one, is refused naming it (422); text that is not JSON, or a
  /// member of the wrong type, is malformed (400); a description the core refuses is refused
  /// with its message (422).
  public init(jsonText bytes: [UInt8]) throws(QuestionRefusal) {
    let value: JSONValue
    do {
      value = try JSONReader.value(of: bytes)
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    try self.init(json: JSONReading(value))
  }

  /// Reads a question from a JSON value (see ``init(jsonText:)``).
  public init(json: JSONReading) throws(QuestionRefusal) {
    func malformed(_ error: JSONError) -> QuestionRefusal {
      QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
    try QuestionRefusal.checkMembers(of: json.value, among: Self.members)
    let description: JSONReading
    do {
      description = try json.member("picker")
    } catch {
      throw malformed(error)
    }
    do {
      picker = try PickerSpec(json: description)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
    do {
      answer = try json.optionalMember("answer")?.string()
      nearest = try json.optionalMember("nearest")?.bool() ?? false
      state = try json.optionalMember("state").map { reading throws(JSONError) in
        try PickerState(json: reading)
      }
      var actions: [PickerAction] = []
      for element in try json.optionalMember("actions")?.elements() ?? [] {
        actions.append(try PickerAction(json: element))
      }
      self.actions = actions
      to = try json.optionalMember("to")?.string()
      wheelsKey = try json.optionalMember("wheelsKey")?.string()
    } catch {
      throw malformed(error)
    }
  }
}

extension PickerQuestion {
  /// The picker route's answer to its body's bytes, as JSON text.
  ///
  /// The question is read, its picker built by `building` (from the description, on the host's
  /// platform; a server keeps the ones it built), and the report written. A malformed body or a
  /// refused question throws the refusal, whose ``QuestionRefusal/json`` is the route's answer
  /// then.
  public static func answer(
    to body: [UInt8], now: Instant,
    building: (PickerSpec) throws(SpecError) -> BuiltPicker
  ) throws(QuestionRefusal) -> String {
    let question = try PickerQuestion(jsonText: body)
    let picker: BuiltPicker
    do {
      picker = try building(question.picker)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
    return try picker.report(for: question, now: now).jsonText
  }
}
