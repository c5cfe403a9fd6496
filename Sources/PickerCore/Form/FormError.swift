/// Why a form cannot be built or a change cannot be made.
public enum FormError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The description lists no field.
  case noFields
  /// More fields than a form takes: how many were given, and the most allowed.
  case tooManyFields(Int, limit: Int)
  /// A field's name is empty or not a name.
  case badName(String)
  /// Two fields have the same name.
  case duplicateName(String)
  /// A field's bound names a field the form does not have: the name, and the field whose
  /// bound it is.
  case unknownField(String, in: String)
  /// Bounds and conditions that depend on each other in a circle, as the path round it.
  case cycle([String])
  /// A field's picker cannot be built from its description: the field, and why.
  case cannotBuild(String, reason: String)
  /// A field with no default was given no answer.
  case noAnswer(String)
  /// A field's answer was refused: the field, and the picker's reason.
  case refused(String, reason: String)
  /// An answer names a field the form does not have: the name, and the form's fields.
  case unknownAnswer(String, fields: [String])
  /// An action names a field by a position past the form's fields: the position, and how
  /// many fields there are.
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
