/// What a page asks the core, by number: the calls every host answers alike.
///
/// The page's build of the core (scripts/wasm.sh) exports one function that takes a call's
/// number and its request text; the native hosts call ``answer(to:)`` directly, so the same
/// request gives the same bytes on both, and a differential test can hold them to it.
public enum PageCall: Int, Sendable, CaseIterable {
  /// Reads JSON and writes it back in the core's one encoding (names in order, exact numbers),
  /// or `{"error": MESSAGE}` for text that is not JSON.
  case json = 0
  /// Reads a locale's data as the server hands it to a page (``LocaleData``) and writes it back,
  /// or `{"error": MESSAGE}` naming what is wrong with it.
  case localeData = 1
  /// Takes the platform's data the server hands a page (``Platform/init(json:)``: locales,
  /// zones, the current zone, now) for the calls after it; answers `{}` or `{"error": MESSAGE}`.
  case platform = 2
  /// Moves the platform's now (whole seconds since 1970, as JSON); answers `{}`.
  case now = 3
  /// Answers the body of `POST /api/picker` (``PickerQuestion``) as the route does: the
  /// report, or `{"error": {"message": MESSAGE}}` for a question the route refuses.
  case answer = 4
  /// Answers the body of `POST /api/form` (``FormQuestion``) as the route does: the form's
  /// report, or `{"error": {"message": MESSAGE}}` for a question the route refuses. A form's
  /// description sent as YAML text is refused here: the page's core reads JSON only.
  case form = 5

  /// The calls' names, in number order, as JSON (`["json","localeData"]`): the page's module
  /// makes one method of each, so it keeps no list of its own.
  public static var namesJSON: String {
    JSONWriter.text(of: .array(allCases.map { .string($0.name) }))
  }

  /// The call's name, as the page's module calls it.
  public var name: String {
    switch self {
    case .json: "json"
    case .localeData: "localeData"
    case .platform: "platform"
    case .now: "now"
    case .answer: "answer"
    case .form: "form"
    }
  }

  /// The answer to request text, as JSON, in a session of its own (no platform).
  public func answer(to request: [UInt8]) -> String {
    var session = PageSession()
    return session.answer(self, to: request)
  }
}

/// What a page's core holds between calls: the platform the server handed it.
///
/// The page's module keeps one; a native host runs the same calls on its own to compare.
public struct PageSession: Sendable {
  /// The platform, once a `platform` call handed it.
  public var platform: Platform?

  /// A session with no platform yet.
  public init(platform: Platform? = nil) {
    self.platform = platform
  }

  /// The answer to a call's request text, as JSON.
  public mutating func answer(_ call: PageCall, to request: [UInt8]) -> String {
    func refusal(_ message: String) -> String {
      JSONWriter.text(of: .object(JSONObject([("error", .string(message))])))
    }
    if call == .answer || call == .form {
      guard let platform else { return refusal("no platform yet: call platform first") }
      return call == .form ? Self.form(request, on: platform) : Self.answer(request, on: platform)
    }
    do {
      let value = try JSONReader.value(of: request)
      switch call {
      case .json: return JSONWriter.text(of: value)
      case .localeData: return try LocaleData(json: JSONReading(value)).jsonText
      case .platform:
        platform = try Platform(json: JSONReading(value))
        return "{}"
      case .now:
        guard let platform else { return refusal("no platform yet: call platform first") }
        self.platform = platform.at(Instant(secondsSince1970: try JSONReading(value).int64()))
        return "{}"
      case .answer, .form: return ""
      }
    } catch {
      return refusal(error.description)
    }
  }

  /// The picker route's answer to its body on a platform: the report, or the refusal's body.
  static func answer(_ request: [UInt8], on platform: Platform) -> String {
    do throws(QuestionRefusal) {
      let question = try PickerQuestion(jsonText: request)
      let picker: BuiltPicker
      do {
        picker = try question.picker.makePicker(on: platform)
      } catch {
        throw QuestionRefusal(message: error.description)
      }
      return try picker.report(for: question, now: platform.now).jsonText
    } catch {
      return JSONWriter.text(of: error.json)
    }
  }

  /// The form route's answer to its body on a platform: the report, or the refusal's body.
  static func form(_ request: [UInt8], on platform: Platform) -> String {
    do throws(QuestionRefusal) {
      return try FormQuestion(jsonText: request).report(on: platform).jsonText
    } catch {
      return JSONWriter.text(of: error.json)
    }
  }
}
