package import Foundation
package import OpenAPIRuntime
package import PickerKit

/// A form's description as a request carries it (the document's `FormSpec`): the JSON as sent,
/// read by the core when a route asks for it.
///
/// The core's `FormSpec` reads a description and says, in its own words, what is wrong with it;
/// the generated types are also `Encodable` and `Hashable`, which a description read for editing
/// need not be. So this keeps the JSON, and ``spec()`` hands it to the core, whose refusal (a
/// `SpecError`) reaches the client as it is, rather than a generated `oneOf` swallowing it.
package struct FormDescription: Codable, Hashable, Sendable {
  /// The description as sent.
  package let sent: OpenAPIObjectContainer

  /// A description from its JSON object.
  package init(_ sent: OpenAPIObjectContainer) { self.sent = sent }

  /// Reads any JSON object; what it says is for the core.
  package init(from decoder: any Decoder) throws {
    sent = try OpenAPIObjectContainer(from: decoder)
  }

  /// Writes the object as sent.
  package func encode(to encoder: any Encoder) throws { try sent.encode(to: encoder) }

  /// The form as the core reads it.
  package func spec() throws -> FormSpec {
    try JSONDecoder().decode(FormSpec.self, from: JSONEncoder().encode(sent))
  }
}
