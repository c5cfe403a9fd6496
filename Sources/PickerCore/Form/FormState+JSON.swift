/// A form's state as JSON, as a client sends it back: `{"fields": [PickerState...], "focus": N,
/// "basis": [number, date fields or null...]}`.
extension FormState: JSONCodable {
  /// Reads a state; each member must be there (`null` is the wrong type), and members of other
  /// names are not looked at.
  public init(json: JSONReading) throws(JSONError) {
    var fields: [PickerState] = []
    for element in try json.memberOrNull("fields").elements() {
      fields.append(try PickerState(json: element))
    }
    let focus = try json.memberOrNull("focus").int()
    var basis: [FieldValue?] = []
    for element in try json.memberOrNull("basis").elements() {
      basis.append(element.value == .null ? nil : try FieldValue(json: element))
    }
    self.init(fields: fields, focus: focus, basis: basis)
  }

  /// The state as JSON: a field no bound can name has `null` in the basis.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("fields", .array(fields.map { $0.json })), ("focus", .number(focus)),
        ("basis", .array(basis.map { $0?.json ?? .null })),
      ]))
  }
}
