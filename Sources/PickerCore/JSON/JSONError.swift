/// Text that is not JSON, or JSON that is not what was asked for: what was wrong, and where.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Problem: Sendable, Hashable {
    /// The text is not JSON; the message says what and at which byte.
    case notJSON
    /// A member that must be there is not.
    case missing
    /// A member's value is of another JSON type than the one asked for.
    case wrongType
    /// A member's value is of the right type but not one allowed; the message says why.
    case invalid
  }

  /// What kind of problem it is.
  public let problem: Problem
  /// Where in the value: member names and array positions from the top.
  public let path: [JSONPathComponent]
  /// What was wrong and what is allowed (for text that is not JSON, and invalid values).
  public let message: String

  /// Text that is not JSON.
  public init(_ message: String) {
    self.init(.notJSON, path: [], message: message)
  }

  /// A problem at a place in a value.
  public init(_ problem: Problem, path: [JSONPathComponent], message: String = "") {
    self.problem = problem
    self.path = path
    self.message = message
  }

  /// The place as a person reads it: `actions[0].select.row`.
  public var place: String {
    path.reduce(into: "") { text, component in
      switch component {
      case .index(let index): text += "[\(index)]"
      case .name(let name): text += text.isEmpty ? name : "." + name
      }
    }
  }

  /// One line: `not valid JSON: ...`, `the field "focus" is missing`, `the field "rows[2]" has
  /// the wrong type`, `the field "actions[0].key": "Shift" is no key: ...`.
  public var description: String {
    switch problem {
    case .notJSON: message
    case .missing: "the field \"\(place)\" is missing"
    case .wrongType: "the field \"\(place)\" has the wrong type"
    case .invalid: "the field \"\(place)\": \(message)"
    }
  }
}
