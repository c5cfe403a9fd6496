/// One question to one form, as `POST /api/form` and a page's core take it: a form's
/// description, and answers to read or actions to apply to a state.
///
/// The answer to it (``report(on:)``) is the one rule every host applies, so the server's route
/// and the page's core give the same report for the same question.
///
/// The description is an object, or its text. The core reads JSON text itself; a host that also
/// reads YAML (the server, as `picker form` does) hands the core its reading of text that is not
/// JSON, and a host that does not (the page) refuses such text, saying so.
public struct FormQuestion: Sendable, Hashable {
  /// The form described.
  public var form: FormSpec
  /// Answers by field name; when present, `state` and `actions` may not be.
  public var answers: [String: String]?
  /// With `answers`, move a refused answer to its nearest legal value instead of refusing it.
  public var nearest: Bool
  /// The state actions start from; a fresh form's without one.
  public var state: FormState?
  /// Actions applied in order.
  public var actions: [FormAction]?

  /// A question; every part but the description is optional.
  public init(
    form: FormSpec, answers: [String: String]? = nil, nearest: Bool = false,
    state: FormState? = nil, actions: [FormAction]? = nil
  ) {
    self.form = form
    self.answers = answers
    self.nearest = nearest
    self.state = state
    self.actions = actions
  }

  /// The members a question takes.
  public static let members = ["actions", "answers", "form", "nearest", "state"]
}

extension FormQuestion {
  /// The report for the question, as every host answers it: the form built on the platform,
  /// the answers read (in bound order, the first refusal naming its field) or the actions
  /// applied to the state (a fresh form's without one), with every field's wheels.
  public func report(on platform: Platform) throws(QuestionRefusal) -> FormReport {
    let form: Form
    do {
      form = try self.form.makeForm(on: platform)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
    if let answers {
      guard state == nil, actions == nil else {
        throw QuestionRefusal(message: "send answers, or a state and actions, not both")
      }
      do {
        return form.report(try form.answer(answers, nearest: nearest), wheels: true)
      } catch {
        throw QuestionRefusal(message: error.description)
      }
    }
    let actions = actions ?? []
    do {
      try form.check(actions)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
    return form.report(form.apply(actions, to: state ?? form.start), wheels: true)
  }
}

extension FormQuestion {
  /// Reads a description's text that is not JSON, for a host that reads more (the server reads
  /// YAML): the value it spells, or the refusal that says what is wrong with it.
  public typealias TextReader = @Sendable (String) throws(QuestionRefusal) -> JSONValue

  /// Reads a question from its JSON text, as the form route's body: a member the question does
  /// not take, or `null` for one, is refused naming it (422); text that is not JSON, or a member
  /// of the wrong type, is malformed (400); a description the core refuses is refused with its
  /// message (422).
  ///
  /// A description sent as text is read as JSON; text that is not JSON goes to `readingText`,
  /// and without one is refused: this core reads no YAML.
  public init(jsonText bytes: [UInt8], readingText: TextReader? = nil) throws(QuestionRefusal) {
    let value: JSONValue
    do {
      value = try JSONReader.value(of: bytes)
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error.description)")
    }
    try self.init(json: JSONReading(value), readingText: readingText)
  }

  /// Reads a question from a JSON value (see ``init(jsonText:readingText:)``).
  ///
  /// Every member is read before the description, so a malformed member is refused (400) before
  /// a description that cannot work (422), as the route has always answered.
  public init(json: JSONReading, readingText: TextReader? = nil) throws(QuestionRefusal) {
    func malformed(_ error: JSONError) -> QuestionRefusal {
      QuestionRefusal(malformed: true, message: "malformed request: \(error.description)")
    }
    try QuestionRefusal.checkMembers(of: json.value, among: Self.members)
    let description: JSONValue
    do {
      description = try Self.descriptionValue(json.memberOrNull("form"))
      answers = try json.optionalMember("answers").map(Self.answers(in:))
      nearest = try json.optionalMember("nearest")?.bool() ?? false
      if let given = try json.optionalMember("state") {
        state = try FormState(json: given)
      } else {
        state = nil
      }
      if let given = try json.optionalMember("actions") {
        var actions: [FormAction] = []
        for element in try given.elements() { actions.append(try FormAction(json: element)) }
        self.actions = actions
      } else {
        actions = nil
      }
    } catch {
      throw malformed(error)
    }
    form = try Self.description(description, readingText: readingText)
  }

  /// A description as sent: an object, or its text.
  private static func descriptionValue(_ form: JSONReading) throws(JSONError) -> JSONValue {
    switch form.value {
    case .string, .object: form.value
    default: throw form.wrongType
    }
  }

  /// Answers by field name: each text, a number as its exact plain text, or a list of labels
  /// (a field that takes several choices), one per line; the one reading of `picker form`'s
  /// piped answers and the API's.
  public static func answers(in given: JSONReading) throws(JSONError) -> [String: String] {
    var answers: [String: String] = [:]
    for name in try given.object().names.ordered() {
      let answer = try given.member(name)
      switch answer.value {
      case .string(let text): answers[name] = text
      case .number(let number): answers[name] = ExactNumber(number.text)?.description ?? number.text
      case .array: answers[name] = try answer.strings().joined(separator: "\n")
      default: throw answer.wrongType
      }
    }
    return answers
  }

  /// The form a description sent as an object or as its text describes.
  public static func description(_ value: JSONValue, readingText: TextReader?)
    throws(QuestionRefusal) -> FormSpec
  {
    var description = value
    if case .string(let text) = value {
      do {
        description = try JSONReader.value(of: text)
      } catch {
        guard let readingText else {
          throw QuestionRefusal(
            message: "the form's text: \(error.description); this core reads a form's text as "
              + "JSON only (the server reads YAML too): send the form as an object or as JSON text")
        }
        description = try readingText(text)
      }
    }
    do {
      return try FormSpec(json: JSONReading(description))
    } catch {
      throw QuestionRefusal(message: error.description)
    }
  }
}
