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
    }
  }

  /// The answer to request text, as JSON.
  public func answer(to request: [UInt8]) -> String {
    do {
      let value = try JSONReader.value(of: request)
      switch self {
      case .json: return JSONWriter.text(of: value)
      case .localeData: return try LocaleData(json: JSONReading(value)).jsonText
      }
    } catch {
      return JSONWriter.text(of: .object(JSONObject([("error", .string(error.description))])))
    }
  }
}
