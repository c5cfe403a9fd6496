/// Why a form cannot be built or a change cannot be made.
public enum FormError: Error, Sendable, Hashable, CustomStringConvertible {
  case noFields
  case tooManyFields(Int, limit: Int)
  case badName(String)
  case duplicateName(String)
  case unknownField(String, in: String)
  case cycle([String])
  case cannotBuild(String, reason: String)
  case noAnswer(String)
  case refused(String, reason: String)
  case unknownAnswer(String, fields: [String])
  case noSuchField(Int, count: Int)
  /// A field's condition that cannot work (it names no other field, a value that field cannot
  /// have, or a bound names a field hidden while this one is shown).
  case badCondition(String, reason: String)

  /// What was wrong and what is allowed, in one line.
  public var description: String {
    switch self {
    case .noFields: "a form needs at least one field"
    case .tooManyFields(let count, let limit):
      "\(count) fields given; a form takes at most \(limit)"
    case .badName(let name): "\"\(Echo.shown(name))\" is not a field name: give each field a name"
    case .duplicateName(let name):
      "two fields are named \(Echo.shown(name)): field names must differ"
    case .unknownField(let name, let field):
      "\(field)'s bound names \(Echo.shown(name)), which is not a field of this form"
    case .cycle(let path):
      "the bounds and whens go round in a circle (\(path.joined(separator: " -> "))): a field may only depend on others that do not depend on it"
    case .cannotBuild(let field, let reason): "field \(field): \(reason)"
    case .noAnswer(let field): "\(field): no answer given and no default"
    case .refused(let field, let reason): "\(field): \(reason)"
    case .unknownAnswer(let name, let fields):
      "\(Echo.shown(name)) is not a field of this form: the fields are \(fields.joined(separator: ", "))"
    case .noSuchField(let position, let count):
      "field \(position) is not a field of this form: its \(count) fields are numbered 0 to \(count - 1)"
    case .badCondition(let field, let reason): "field \(field): \(reason)"
    }
  }
}
