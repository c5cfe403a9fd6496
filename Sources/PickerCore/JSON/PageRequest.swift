/// An app's call from a page, as the page's module sends it: `{"request": BODY, "locale": NAME}`,
/// the body a route takes and the reader's locale (`PaceCall`, `PriceCall`, `ThermostatCall`).
public struct PageRequest: Sendable {
  /// The route's body.
  public let body: JSONValue
  /// The reader's locale as named, or nil for none.
  public let locale: String?

  /// Reads a call's request text; text that is not one is malformed.
  public init(_ request: [UInt8]) throws(QuestionRefusal) {
    do {
      let json = JSONReading(try JSONReader.value(of: request))
      body = try json.member("request").value
      locale = try json.optionalString("locale")
    } catch {
      throw QuestionRefusal(malformed: true, message: "malformed request: \(error)")
    }
  }

  /// The reader's locale on a platform (``LocaleData/readerDefault`` when none is named); one
  /// the platform does not know is refused.
  public func localeData(on platform: Platform) throws(QuestionRefusal) -> LocaleData {
    do throws(DateError) {
      return try DateWheelPicker.localeData(
        identifier: locale ?? LocaleData.readerDefault, on: platform)
    } catch {
      throw QuestionRefusal(message: error.description)
    }
  }

  /// The answer to a call's request text: what `answer` makes of it, or the refusal's body.
  public static func answer(
    _ request: [UInt8], _ answer: (PageRequest) throws(QuestionRefusal) -> String
  ) -> String {
    do throws(QuestionRefusal) {
      return try answer(try PageRequest(request))
    } catch {
      return JSONWriter.text(of: error.json)
    }
  }
}
