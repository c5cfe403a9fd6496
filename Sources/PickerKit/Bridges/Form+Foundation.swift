public import Foundation

extension FormSpec {
  /// The form, its fields' pickers checked and built with Foundation's locales and zones (now
  /// for relative date bounds is when it is built); a field that cannot be built names itself.
  public func makeForm() throws(FormError) -> Form {
    try makeForm(on: .foundation())
  }
}

extension FieldSpec {
  /// The field's picker, built with Foundation's locales and zones, when the fields its bounds
  /// name have these values (by field name).
  public func picker(linkedTo values: [String: FieldValue]) throws(SpecError) -> any Picker {
    try picker(linkedTo: values, on: .foundation()).picker
  }
}

extension FieldLink {
  /// Describes a link whose `plus` is a Foundation `Decimal`.
  public init(bound: Bound, field: String, plus: Decimal?) {
    self.init(bound: bound, field: field, plus: plus.flatMap(ExactNumber.init))
  }
}

extension Form.Field {
  /// Creates a field whose picker is made by a function that gives any picker of the four
  /// kinds and throws any error; an error, or a picker of another kind, is the field's
  /// refusal (``FormError/cannotBuild(_:reason:)``).
  public init(
    name: String, label: String, defaultValue: String? = nil, dependencies: [String] = [],
    condition: FieldCondition? = nil,
    make: @escaping @Sendable ([String: FieldValue]) throws -> any Picker
  ) {
    // The condition named, so this calls the core's initializer rather than itself.
    self.init(
      name: name, label: label, defaultValue: defaultValue, dependencies: dependencies,
      condition: condition
    ) { (values) throws(SpecError) in
      let made: any Picker
      do {
        made = try make(values)
      } catch let error as SpecError {
        throw error
      } catch {
        throw SpecError(setting: "picker", message: "\(error)")
      }
      guard let built = BuiltPicker(made) else {
        throw SpecError(
          setting: "picker",
          message: "a form's field is a pattern, date, measure or options picker")
      }
      return built
    }
  }
}

extension FieldValue {
  /// The value a selection of a picker of any of the four kinds gives the bounds that name its
  /// field; nil for a kind no bound names.
  public init?(of picker: some Picker, rows: [Int]) {
    guard let built = BuiltPicker(picker) else { return nil }
    self.init(of: built, rows: rows)
  }
}
