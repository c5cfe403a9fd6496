import Foundation
import OpenAPIRuntime

/// A form's description as a request carries it (the document's `FormSpec`): the JSON as sent.
///
/// The form route hands its whole body to the core (`FormQuestion`), which reads the description
/// and says, in its own words, what is wrong with it; this type only lets the generated request
/// types hold a description as any JSON object, rather than a generated `oneOf` that would
/// refuse one in words of its own.
struct FormDescription: Codable, Hashable, Sendable {
  /// The description as sent.
  let sent: OpenAPIObjectContainer

  /// A description from its JSON object.
  init(_ sent: OpenAPIObjectContainer) { self.sent = sent }

  /// Reads any JSON object; what it says is for the core.
  init(from decoder: any Decoder) throws {
    sent = try OpenAPIObjectContainer(from: decoder)
  }

  /// Writes the object as sent.
  func encode(to encoder: any Encoder) throws { try sent.encode(to: encoder) }
}
