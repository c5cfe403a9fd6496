/// Several pickers edited together, with bounds that may name another field (an end after its
/// start, a cooling setpoint a deadband above heating).
///
/// A form is the same editing model one level up: a front end keeps the ``FormState`` an
/// outcome hands it, sends it back with keys, and draws the ``FormOutcome``. Tab and Shift-Tab
/// move between fields, Enter moves on and on the last field submits; every other key goes to
/// the focused field's own key map. When a field's value changes, each field whose bounds name
/// it is built again and moved to its nearest legal value, and the message says so.
public struct Form: Sendable {
  /// One field: a name for scripts, a label for people, and how to build its picker from the
  /// values of the fields its bounds name.
  public struct Field: Sendable {
    /// The key in the form's answers and output.
    public let name: String
    /// What a person reads beside the wheels.
    public let label: String
    /// The fields whose values this field's picker depends on.
    public let dependencies: [String]
    /// Builds the picker from those fields' texts (as their wheels read them back).
    let make: @Sendable ([String: String]) throws -> any Picker

    /// The field's picker when the fields it depends on have these texts (by field name).
    public func picker(answers: [String: String]) throws -> any Picker {
      try make(answers.filter { dependencies.contains($0.key) })
    }

    /// Creates a field.
    public init(
      name: String, label: String, dependencies: [String] = [],
      make: @escaping @Sendable ([String: String]) throws -> any Picker
    ) {
      self.name = name
      self.label = label
      self.dependencies = dependencies
      self.make = make
    }
  }

  /// The fields, in the order a person moves through them.
  public let fields: [Field]
  /// The order pickers are built and answers checked in: every field after the fields it
  /// depends on (a prompt that asks one field at a time asks in this order).
  public let buildOrder: [Int]
  /// For each field, the positions of the fields it depends on.
  let dependencyPositions: [[Int]]

  /// The most fields a form may have.
  public static let maximumFields = 64

  /// Creates a form; names must be unique and every dependency a field of the form, with no
  /// field depending on itself through others.
  public init(fields: [Field]) throws(FormError) {
    guard !fields.isEmpty else { throw .noFields }
    guard fields.count <= Self.maximumFields else {
      throw .tooManyFields(fields.count, limit: Self.maximumFields)
    }
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() {
      guard !field.name.isEmpty else { throw .badName(field.name) }
      guard index.updateValue(position, forKey: field.name) == nil else {
        throw .duplicateName(field.name)
      }
    }
    for field in fields {
      for dependency in field.dependencies where index[dependency] == nil {
        throw .unknownField(dependency, in: field.name)
      }
    }
    // Depth-first order, refusing a cycle (its path is named in the message).
    var order: [Int] = []
    var state = [Int](repeating: 0, count: fields.count)  // 0 new, 1 visiting, 2 done
    func visit(_ position: Int, path: [String]) throws(FormError) {
      if state[position] == 2 { return }
      guard state[position] == 0 else {
        throw .cycle(path + [fields[position].name])
      }
      state[position] = 1
      for dependency in fields[position].dependencies {
        try visit(index[dependency] ?? 0, path: path + [fields[position].name])
      }
      state[position] = 2
      order.append(position)
    }
    for position in fields.indices { try visit(position, path: []) }
    self.fields = fields
    self.buildOrder = order
    self.dependencyPositions = fields.map { $0.dependencies.compactMap { index[$0] } }
  }

  /// The pickers, each built from the texts its dependencies had when they were last settled
  /// (`basis`, one text per field), so that a field's rows keep their meaning while another
  /// field is being typed.
  func pickers(basis: [String]) throws(FormError) -> [any Picker] {
    var pickers: [any Picker] = []
    for position in fields.indices { pickers.append(try picker(position, basis: basis)) }
    return pickers
  }

  /// One field's picker from its dependencies' texts in `basis`.
  func picker(_ position: Int, basis: [String]) throws(FormError) -> any Picker {
    let field = fields[position]
    var texts: [String: String] = [:]
    for dependency in dependencyPositions[position] where basis.indices.contains(dependency) {
      texts[fields[dependency].name] = basis[dependency]
    }
    do {
      return try field.make(texts)
    } catch {
      throw .cannotBuild(field.name, reason: Echo.oneLine("\(error)"))
    }
  }

  static func text(of picker: some Picker, _ state: PickerState) -> String {
    picker.text(of: picker.apply(.settle, to: state).state.rows)
  }
}

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
      "the bounds go round in a circle (\(path.joined(separator: " -> "))): a field may only depend on others that do not depend on it"
    case .cannotBuild(let field, let reason): "field \(field): \(reason)"
    case .noAnswer(let field): "\(field): no answer given and no default"
    case .refused(let field, let reason): "\(field): \(reason)"
    case .unknownAnswer(let name, let fields):
      "\(Echo.shown(name)) is not a field of this form: the fields are \(fields.joined(separator: ", "))"
    }
  }
}
