import Foundation
import Hummingbird
import PickerKit
import Yams

/// The members each route's JSON body may have, read from the OpenAPI document the server
/// publishes, so that the document, not a second list, says what a body takes.
///
/// A body whose schema says `additionalProperties: false` is refused with 422 when it has a
/// member the schema does not list, naming it and the members it takes, and when a member that
/// may not be null is `null` (leaving it out is how an optional member is not given). Members of
/// members are checked by their own readers (a picker description by the core).
struct DocumentedBodies: Sendable {
  /// What one body takes.
  struct Members: Sendable, Hashable {
    /// The members the schema lists.
    let known: Set<String>
    /// Those of them whose schema allows `null`.
    let nullable: Set<String>
    /// The values a member of a few named values takes (`to`: m, km, mi, yd), for the message
    /// when another is sent.
    var choices: [String: [String]] = [:]
  }

  /// By method and route path (`POST /api/lists/{name}/products`).
  private let bodies: [String: Members]

  /// The bodies the document at `url` declares; none when it cannot be read (the server then
  /// checks nothing beyond each route's own reader).
  init(document url: URL) {
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let document = try? Yams.load(yaml: text) as? [String: Any]
    else {
      bodies = [:]
      return
    }
    let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
    var bodies: [String: Members] = [:]
    for (path, item) in document["paths"] as? [String: Any] ?? [:] {
      for (method, operation) in item as? [String: Any] ?? [:] {
        guard let operation = operation as? [String: Any],
          let body = operation["requestBody"] as? [String: Any],
          let json = (body["content"] as? [String: Any])?["application/json"] as? [String: Any],
          let schema = Self.resolved(json["schema"], in: schemas),
          schema["additionalProperties"] as? Bool == false
        else { continue }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        let nullable = properties.filter { _, property in
          Self.allowsNull(Self.resolved(property, in: schemas) ?? [:])
        }
        let choices = properties.compactMapValues { property in
          (Self.resolved(property, in: schemas)?["enum"] as? [Any])?.map { "\($0)" }
        }
        bodies["\(method.uppercased()) \(path)"] = Members(
          known: Set(properties.keys), nullable: Set(nullable.keys), choices: choices)
      }
    }
    self.bodies = bodies
  }

  /// What the body of a request to a route takes, or nil when the document does not say.
  func members(method: HTTPRequest.Method, path: String?) -> Members? {
    guard let path else { return nil }
    return bodies["\(method.rawValue) \(path)"]
  }

  private static func resolved(_ schema: Any?, in schemas: [String: Any]) -> [String: Any]? {
    guard let schema = schema as? [String: Any] else { return nil }
    guard let reference = schema["$ref"] as? String else { return schema }
    let name = reference.split(separator: "/").last.map(String.init) ?? ""
    return schemas[name] as? [String: Any]
  }

  private static func allowsNull(_ schema: [String: Any]) -> Bool {
    if let type = schema["type"] as? String { return type == "null" }
    if let types = schema["type"] as? [String] { return types.contains("null") }
    // No type (any value), or a choice whose member allows null.
    for key in ["oneOf", "anyOf"] where schema[key] != nil {
      return (schema[key] as? [[String: Any]] ?? []).contains { allowsNull($0) }
    }
    return schema["type"] == nil && schema["$ref"] == nil && schema["const"] == nil
      && schema["enum"] == nil
  }
}

/// A body read strictly against its documented members, then as `Value` from the same JSON.
///
/// The members come in the decoder's `userInfo` under the one key of ``MembersKey``.
struct StrictBody<Value: Decodable>: Decodable {
  let value: Value

  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let key = MembersKey.key, let members = decoder.userInfo[key] as? DocumentedBodies.Members,
      let container = try? decoder.container(keyedBy: AnyKey.self)
    {
      let names = container.allKeys.map(\.stringValue)
      let unknown = names.filter { !members.known.contains($0) }.sorted()
      guard unknown.isEmpty else {
        throw QuestionRefusal.unknownMembers(unknown, takes: members.known.sorted())
      }
      for name in names.sorted() where !members.nullable.contains(name) {
        if try container.decodeNil(forKey: AnyKey(stringValue: name)) {
          throw QuestionRefusal.nullMember(name)
        }
      }
    }
    do {
      value = try Value(from: decoder)
    } catch DecodingError.dataCorrupted(let context) {
      // A member of named values sent another: say which it takes, from the document.
      guard context.codingPath.count == 1, let key = MembersKey.key,
        let members = decoder.userInfo[key] as? DocumentedBodies.Members,
        let name = context.codingPath.first?.stringValue, let choices = members.choices[name]
      else { throw DecodingError.dataCorrupted(context) }
      throw HTTPError(
        .badRequest,
        message: "malformed request: \"\(name)\" is one of \(choices.joined(separator: ", "))")
    }
  }
}

/// The `userInfo` key the members of a body are passed under.
enum MembersKey {
  static let key = CodingUserInfoKey(rawValue: "picker.members")
}

extension DocumentedBodies {
  /// The bodies of the document this server publishes (its `assets/openapi.yaml`).
  static let served = DocumentedBodies(document: documentURL)

  /// Where this server's document is.
  static let documentURL =
    Bundle.module.url(forResource: "Resources", withExtension: nil)?
    .appendingPathComponent("assets/openapi.yaml") ?? URL(fileURLWithPath: "/nonexistent")
}
