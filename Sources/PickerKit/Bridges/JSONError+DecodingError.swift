public import PickerCore

extension JSONError {
  /// What Foundation's decoder found wrong, as the core's reader says it: one place written one
  /// way (`fields[0].name`, `actions[1].select.row`) whichever reader read the JSON, a form file
  /// on the command line or a body on the web API.
  ///
  /// A value of the wrong type says what it must be (`the field "pattern": must be text`) where
  /// the decoder names a JSON type; text that is no JSON at all is ``Problem/notJSON`` with the
  /// decoder's words.
  public init(_ error: DecodingError) {
    func steps(_ keys: [any CodingKey]) -> [JSONPathComponent] {
      keys.map { key in key.intValue.map { .index($0) } ?? .name(key.stringValue) }
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self.init(context.debugDescription)
    case .dataCorrupted(let context):
      // JSON, but a member's value is not one allowed (`"" is no key`).
      self.init(.invalid, path: steps(context.codingPath), message: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(.missing, path: steps(context.codingPath + [key]))
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      if let kind = Self.jsonKind(of: type) {
        self.init(.invalid, path: steps(context.codingPath), message: "must be \(kind)")
      } else {
        self.init(.wrongType, path: steps(context.codingPath))
      }
    @unknown default:
      self.init("\(error)")
    }
  }

  /// The JSON type a Swift type is read from, as a person names it, where there is one.
  private static func jsonKind(of type: Any.Type) -> String? {
    switch type {
    case is String.Type: "text"
    case is Bool.Type: "true or false"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: "a number"
    case is [String: Any].Type, is [String: any Sendable].Type: "an object"
    case is any JSONList.Type: "a list"
    default: nil
    }
  }
}

/// A Swift type read from a JSON list: any array, whatever its elements.
private protocol JSONList {}
extension Array: JSONList {}
