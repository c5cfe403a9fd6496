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
    /// When the field is shown; always when nil.
    public let condition: FieldCondition?
    /// Builds the picker from those fields' values: one of the four kinds, so that every host
    /// (the page's too, which has no `any Picker`) edits a field alike.
    let make: @Sendable ([String: FieldValue]) throws(SpecError) -> BuiltPicker

    /// The field's picker when the fields it depends on have these values (by field name).
    public func picker(values: [String: FieldValue]) throws(SpecError) -> BuiltPicker {
      try make(values.filter { dependencies.contains($0.key) })
    }

    /// Creates a field.
    public init(
      name: String, label: String, defaultValue: String? = nil, dependencies: [String] = [],
      condition: FieldCondition? = nil,
      make: @escaping @Sendable ([String: FieldValue]) throws(SpecError) -> BuiltPicker
    ) {
      self.name = name
      self.label = label
      self.defaultValue = defaultValue
      self.dependencies = dependencies
      self.condition = condition
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
  /// For each field, the position of the field its condition names, if it has one.
  let conditionPositions: [Int?]
  /// The state the form starts on: every field at its default (or its picker's first legal
  /// value), built once with the form.
  public private(set) var start: FormState

  /// The most fields a form may have.
  public static let maximumFields = 64

  /// Creates a form; names must be unique and every dependency a field of the form, with no
  /// field depending on itself through others, and every field must have a legal value at its
  /// start (a bound's `plus` may leave it none).
  ///
  /// A condition names another field, and each of its values must be an answer that field
  /// reads; a bound may name a field that is sometimes hidden only when the field with the
  /// bound is shown no more often (so a bound never names a field that is not there).
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
      if let condition = field.condition,
        index[condition.field] == nil || condition.field == field.name
      {
        throw .badCondition(
          field.name,
          reason:
            "when names \(Echo.shown(condition.field)), which is not another field of this form")
      }
    }
    let conditionPositions = fields.map { $0.condition.flatMap { index[$0.field] } }
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
      if let shownBy = conditionPositions[position] {
        try visit(shownBy, path: path + [fields[position].name])
      }
      state[position] = 2
      order.append(position)
    }
    for position in fields.indices { try visit(position, path: []) }
    self.title = title
    self.fields = fields
    self.buildOrder = order
    self.dependencyPositions = fields.map { $0.dependencies.compactMap { index[$0] } }
    self.conditionPositions = conditionPositions
    self.start = FormState(fields: [], focus: 0, basis: [])
    for (position, field) in fields.enumerated() {
      for named in dependencyPositions[position] where !isShown(named, whenever: position) {
        throw .badCondition(
          field.name,
          reason: "its bound names \(fields[named].name), which is hidden at times when "
            + "\(field.name) is shown: give \(field.name) the same when, or bound it by a field "
            + "that is always there")
      }
    }
    self.start = try initialState()
    for (position, field) in fields.enumerated() {
      guard let condition = field.condition, let shownBy = conditionPositions[position],
        let picker = try? picker(shownBy, basis: start.basis)
      else { continue }
      for value in condition.values {
        do {
          _ = try picker.answer(value, nearest: false)
        } catch {
          throw .badCondition(
            field.name,
            reason: "when: \(Echo.shown(value)) is not a value of \(condition.field): "
              + Echo.oneLine(error.description))
        }
      }
    }
  }

  /// Whether field `named` is shown whenever field `position` is: it has no condition, or
  /// `position` is shown only while it is (its conditions go through it), or only while its
  /// condition holds (one of them is the same).
  private func isShown(_ named: Int, whenever position: Int) -> Bool {
    guard let condition = fields[named].condition else { return true }
    var link: Int? = position
    var steps = 0
    while let current = link, steps <= fields.count {
      if current == named || fields[current].condition == condition { return true }
      link = conditionPositions[current]
      steps += 1
    }
    return false
  }

  /// The pickers, each built from the values its dependencies had when they were last settled
  /// (`basis`, one per field), so that a field's rows keep their meaning while another field is
  /// being typed.
  func pickers(basis: [FieldValue?]) throws(FormError) -> [BuiltPicker] {
    var pickers: [BuiltPicker] = []
    for position in fields.indices { pickers.append(try picker(position, basis: basis)) }
    return pickers
  }

  /// One field's picker from its dependencies' values in `basis`.
  func picker(_ position: Int, basis: [FieldValue?]) throws(FormError) -> BuiltPicker {
    let field = fields[position]
    var values: [String: FieldValue] = [:]
    for dependency in dependencyPositions[position] where basis.indices.contains(dependency) {
      values[fields[dependency].name] = basis[dependency]
    }
    do {
      return try field.make(values)
    } catch {
      throw .cannotBuild(field.name, reason: Echo.oneLine(error.description))
    }
  }
}
