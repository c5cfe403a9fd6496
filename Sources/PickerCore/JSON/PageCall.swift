/// What a page asks the core, by number: the calls every host answers alike.
///
/// The page's build of the core (scripts/wasm.sh) exports one function that takes a call's
/// number and its request text; the native hosts call ``answer(to:)`` directly, so the same
/// request gives the same bytes on both, and a differential test can hold them to it.
public enum PageCall: Int, Sendable, CaseIterable {
  /// Reads JSON and writes it back in the core's one encoding (names in order, exact numbers),
  /// or `{"error": MESSAGE}` for text that is not JSON.
  case json = 0

  /// The answer to request text, as JSON.
  public func answer(to request: [UInt8]) -> String {
    switch self {
    case .json:
      do {
        return JSONWriter.text(of: try JSONReader.value(of: request))
      } catch {
        return JSONWriter.text(of: .object(JSONObject([("error", .string(error.message))])))
      }
    }
  }
}
