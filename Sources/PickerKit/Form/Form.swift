public import Foundation

/// Several pickers edited together, with bounds that may name another field (an end after its
/// start, a cooling setpoint a deadband above heating).
///
/// A form is the same editing model one level up: a front end keeps the ``FormState`` an
/// outcome hands it, sends it back with ``FormAction``s, and draws the ``FormOutcome``. An
/// action goes to one field's picker, moves the focus between fields, or submits; keys go
/// through the form's key map (``actions(for:in:)``): Tab and Shift-Tab move between fields,
/// Enter moves on and on the last field submits, every other key goes to the focused field's own
/// key map. When a field's value settles, each field whose bounds name it is built again from
/// that value and moved to its nearest legal value, and the message says so.
public struct Form: Sendable {
  /// One field: a name for scripts, a label for people, and how to build its picker from the
  /// values of the fields its bounds name (a number for a pattern field, wall-clock fields for
  /// a date field).
  public struct Field: Sendable {
    /// The key in the form's answers and output.
    public let name: String
    /// What a person reads beside the wheels.
    public let label: String
    /// The answer the field starts on, and gives when no answer is given; nil for none.
    public let defaultValue: String?
    /// The fields whose values this field's picker depends on.
    public let dependencies: [String]
    /// Builds the picker from those fields' values.
    let make: @Sendable ([String: FieldValue]) throws -> any Picker

    /// The field's picker when the fields it depends on have these values (by field name).
    public func picker(values: [String: FieldValue]) throws -> any Picker {
      try make(values.filter { dependencies.contains($0.key) })
    }

    /// Creates a field.
    public init(
      name: String, label: String, defaultValue: String? = nil, dependencies: [String] = [],
      make: @escaping @Sendable ([String: FieldValue]) throws -> any Picker
    ) {
      self.name = name
      self.label = label
      self.defaultValue = defaultValue
      self.dependencies = dependencies
      self.make = make
    }
  }

  /// The title above the fields.
  public let title: String
  /// The fields, in the order a person moves through them.
  public let fields: [Field]
  /// The order pickers are built and answers checked in: every field after the fields it
  /// depends on (a prompt that asks one field at a time asks in this order).
  public let buildOrder: [Int]
  /// For each field, the positions of the fields it depends on.
  let dependencyPositions: [[Int]]
  /// The state the form starts on: every field at its default (or its picker's first legal
  /// value), built once with the form.
  public private(set) var start: FormState

  /// The most fields a form may have.
  public static let maximumFields = 64

  /// Creates a form; names must be unique and every dependency a field of the form, with no
  /// field depending on itself through others, and every field must have a legal value at its
  /// start (a bound's `plus` may leave it none).
  public init(title: String = "Form", fields: [Field]) throws(FormError) {
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
    self.title = title
    self.fields = fields
    self.buildOrder = order
    self.dependencyPositions = fields.map { $0.dependencies.compactMap { index[$0] } }
    self.start = FormState(fields: [], focus: 0, basis: [])
    self.start = try initialState()
  }

  /// The pickers, each built from the values its dependencies had when they were last settled
  /// (`basis`, one per field), so that a field's rows keep their meaning while another field is
  /// being typed.
  func pickers(basis: [FieldValue?]) throws(FormError) -> [any Picker] {
    var pickers: [any Picker] = []
    for position in fields.indices { pickers.append(try picker(position, basis: basis)) }
    return pickers
  }

  /// One field's picker from its dependencies' values in `basis`.
  func picker(_ position: Int, basis: [FieldValue?]) throws(FormError) -> any Picker {
    let field = fields[position]
    var values: [String: FieldValue] = [:]
    for dependency in dependencyPositions[position] where basis.indices.contains(dependency) {
      values[fields[dependency].name] = basis[dependency]
    }
    do {
      return try field.make(values)
    } catch {
      throw .cannotBuild(field.name, reason: Echo.oneLine("\(error)"))
    }
  }

  static func text(of picker: some Picker, _ state: PickerState) -> String {
    picker.text(of: picker.apply(.settle, to: state).state.rows)
  }
}

/// A field's value as the bounds that name it read it.
///
/// A pattern field's is its exact number, a date field's its wall-clock fields. Other kinds
/// have none: no bound can name them.
///
/// As JSON a number is a JSON number with its exact digits and a date its fields
/// (`{"year": 2025, "month": 2, ...}`).
public enum FieldValue: Sendable, Hashable, Codable {
  /// A pattern field's value.
  case number(Decimal)
  /// A date field's value.
  case date(LocalDateTime)

  /// The value a selection gives the bounds that name its field; nil for a kind no bound names.
  public init?(of picker: some Picker, rows: [Int]) {
    switch picker {
    case let pattern as PatternPicker: self = .number(pattern.value(of: rows).decimal)
    case let date as DateWheelPicker: self = .date(date.value(of: rows))
    default: return nil
    }
  }

  /// Whether a picker's values can be named by a bound (a pattern's or a date's).
  static func names(_ picker: some Picker) -> Bool {
    picker is PatternPicker || picker is DateWheelPicker
  }

  /// A state on the legal selection nearest this value, in a picker of its kind; nil for
  /// another kind, or for wall-clock fields outside any calendar (a state edited by hand).
  func nearestState(in picker: some Picker) -> PickerState? {
    if case .date(let fields) = self {
      guard (1...9999).contains(fields.year), (1...12).contains(fields.month),
        (1...31).contains(fields.day), (0...9999).contains(fields.hour),
        (0...59).contains(fields.minute), (0...59).contains(fields.second)
      else { return nil }
    }
    switch (self, picker) {
    case (.number(let number), let pattern as PatternPicker):
      return pattern.state(rows: pattern.nearestValid(to: number).rows)
    case (.date(let fields), let date as DateWheelPicker):
      return date.state(rows: date.corrected(date.rows(for: fields)).rows)
    default: return nil
    }
  }

  /// Reads a number or a date's fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Decimal.self) {
      self = .number(number)
    } else if let number = try? container.decode(Double.self), number.isFinite {
      // A JSON number beyond Decimal's exponents (1e160, 1e-200) is no value any field holds,
      // so a state carrying one is one no action could have left, and starts afresh: it is
      // read as the Decimal of the same sign nearest it (the largest, or the least non-zero).
      let magnitude = abs(number) >= 1 ? Decimal.greatestFiniteMagnitude : .leastNonzeroMagnitude
      self = .number(number < 0 ? -magnitude : magnitude)
    } else {
      self = .date(try container.decode(LocalDateTime.self))
    }
  }

  /// Writes a number or a date's fields.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .date(let fields): try container.encode(fields)
    }
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
  case noSuchField(Int, count: Int)

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
    case .noSuchField(let position, let count):
      "field \(position) is not a field of this form: its \(count) fields are numbered 0 to \(count - 1)"
    }
  }
}
