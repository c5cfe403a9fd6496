public import Foundation
public import PickerKit

/// One form fuzz case from arbitrary bytes: a form of drawn fields whose bounds may name earlier
/// fields, a state a client may have edited by hand (hostile focus, basis values outside any
/// calendar or pattern, fields of the wrong count), and form actions, run together.
///
/// The libFuzzer target runs it on inputs whose first byte marks a form; a seeded test runs it
/// on drawn cases.
public struct FormFuzzCase: Sendable, CustomStringConvertible {
  /// The form described.
  public let spec: FormSpec
  /// The state's JSON, as a client sends it back.
  public let state: Data
  /// The actions applied to it.
  public let actions: [FormAction]

  /// The case some bytes spell.
  public init(bytes: [UInt8]) {
    var choices = Choices(bytes: bytes)
    self.init(drawingFrom: &choices)
  }

  /// A case drawn from choices.
  public init(drawingFrom choices: inout Choices) {
    var fields: [FieldSpec] = []
    for position in 0..<choices.int(in: 1...4) {
      let picker = PickerSpec.draw(from: &choices, hostile: choices.oneIn(4))
      var links: [FieldLink] = []
      let earlier = fields.filter { $0.picker.kind == picker.kind }
      if !earlier.isEmpty, picker.kind == .pattern || picker.kind == .date, choices.bool() {
        let plus: Decimal? =
          picker.kind == .pattern && choices.bool() ? Decimal(choices.int(in: -3...3)) : nil
        links.append(
          FieldLink(
            bound: choices.bool() ? .min : .max, field: choices.pick(earlier).name, plus: plus))
      }
      fields.append(FieldSpec(name: "f\(position)", picker: picker, links: links))
    }
    spec = FormSpec(fields: fields)
    let form = try? spec.makeForm()
    var wire = Wire(fields: [], focus: 0, basis: [])
    if let form, case let start = form.start,
      let data = try? JSONEncoder().encode(start),
      let decoded = try? JSONDecoder().decode(Wire.self, from: data)
    {
      wire = decoded
      let pickers = form.pickers(for: start).map { $0.picker }
      if choices.oneIn(3) { wire.focus = choices.hostileInt() }
      for position in wire.basis.indices where choices.oneIn(4) {
        wire.basis[position] = Self.drawValue(&choices)
      }
      for position in wire.fields.indices
      where choices.oneIn(4) && pickers.indices.contains(position) {
        wire.fields[position] =
          (try? Self.drawState(pickers[position], &choices)) ?? wire.fields[position]
      }
      if choices.oneIn(8) { wire.fields.removeLast() }
    }
    state = (try? JSONEncoder().encode(wire)) ?? Data()
    var actions: [FormAction] = []
    let count = fields.count
    var pickers: [any Picker] = []
    if let form { pickers = form.pickers(for: form.start).map { $0.picker } }
    for _ in 0..<choices.int(in: 0...10) {
      switch choices.int(in: 0...4) {
      case 0:
        actions.append(
          .focus(choices.pick([.next, .previous, .field(choices.int(in: -1...count))])))
      case 1: actions.append(.submit)
      case 2: actions.append(.key(choices.pick(pickerKeys + [.character("1"), .character("5")])))
      default:
        let position = choices.int(in: 0...max(count - 1, 0))
        let pickerActions =
          pickers.indices.contains(position) ? Self.drawActions(pickers[position], &choices) : []
        actions += pickerActions.prefix(4).map { .field(position, $0) }
      }
    }
    self.actions = actions
  }

  /// Runs the case and returns every contract it broke; a trap is a crash to the fuzzer.
  public func run() -> [LawBreak] {
    guard let form = try? spec.makeForm() else { return [] }
    guard let sent = try? JSONDecoder().decode(FormState.self, from: state) else { return [] }
    _ = try? form.check(actions)
    let outcome = form.apply(actions, to: sent)
    var breaks: [LawBreak] = []
    func broke(_ law: String) { breaks.append(LawBreak(law: law, detail: description)) }
    let after = outcome.state
    guard after.fields.count == form.fields.count, after.basis.count == form.fields.count,
      form.fields.indices.contains(after.focus)
    else {
      broke("the outcome is a state of the form")
      return breaks
    }
    let pickers = form.pickers(for: after).map { $0.picker }
    guard pickers.count == form.fields.count else {
      broke("every field's picker builds from the outcome's basis")
      return breaks
    }
    for position in form.fields.indices where !after.fields[position].isEntering {
      if !Self.isSettled(pickers[position], after.fields[position], basis: after.basis[position]) {
        broke("a field not being typed is legal under its bounds and is its basis")
      }
    }
    if position(ofEntering: after).count > 1 { broke("only the focused field is being typed") }
    if (try? form.report(outcome, wheels: true).json()) == nil { broke("the report encodes") }
    return breaks
  }

  private func position(ofEntering state: FormState) -> [Int] {
    state.fields.indices.filter { state.fields[$0].isEntering }
  }

  private static func isSettled(_ picker: some Picker, _ state: PickerState, basis: FieldValue?)
    -> Bool
  {
    picker.corrected(state.rows).rows == state.rows
      && FieldValue(of: picker, rows: state.rows) == basis
  }

  /// The case as text, to rebuild it by hand.
  public var description: String {
    "form \(spec.fields.map { "\($0.name): \($0.picker) \($0.links)" })\n  state: "
      + "\(String(decoding: state, as: UTF8.self))\n  actions: \(actions)"
  }

  // MARK: - Drawing

  /// A state as it travels, so that its parts can be edited as a client could.
  private struct Wire: Codable {
    var fields: [PickerState]
    var focus: Int
    var basis: [FieldValue?]
  }

  private static func drawValue(_ choices: inout Choices) -> FieldValue? {
    switch choices.int(in: 0...3) {
    case 0: return nil
    case 1:
      let whole = choices.hostileInt()
      return .number(
        ExactNumber(
          isNegative: whole < 0, significand: UInt128(whole.magnitude),
          exponent: -choices.pick([0, 1, 2])) ?? .zero)
    case 2: return .number(ExactNumber(choices.int(in: -100...100)))
    default:
      return .date(
        LocalDateTime(
          year: choices.oneIn(2) ? choices.hostileInt() : choices.int(in: 1900...2100),
          month: choices.oneIn(4) ? choices.hostileInt() : choices.int(in: 1...12),
          day: choices.int(in: 0...32), hour: choices.int(in: -1...24),
          minute: choices.int(in: 0...60), second: choices.int(in: 0...59)))
    }
  }

  private static func drawState(_ picker: some Picker, _ choices: inout Choices) throws
    -> PickerState
  {
    try picker.drawState(&choices).state
  }

  private static func drawActions(_ picker: some Picker, _ choices: inout Choices)
    -> [PickerAction]
  {
    picker.drawActions(&choices)
  }
}
