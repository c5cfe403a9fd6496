public import PickerCore

extension JSONError {
  /// What Foundation's decoder found wrong, as the core's reader says it: one place written one
  /// way (`fields[0].name`, `actions[1].select.row`) whichever reader read the JSON, a form file
  /// on the command line or a body on the web API.
  public init(_ error: DecodingError) {
    func steps(_ keys: [any CodingKey]) -> [JSONPathComponent] {
      keys.map { key in key.intValue.map { .index($0) } ?? .name(key.stringValue) }
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self.init("not valid JSON (\(context.debugDescription))")
    case .dataCorrupted(let context):
      // JSON, but a member's value is not one allowed (`"" is no key`).
      self.init(.invalid, path: steps(context.codingPath), message: context.debugDescription)
    case .keyNotFound(let key, let context):
      self.init(.missing, path: steps(context.codingPath + [key]))
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      self.init(.wrongType, path: steps(context.codingPath))
    @unknown default:
      self.init("\(error)")
    }
  }
}
