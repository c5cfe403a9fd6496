public import PickerKit

/// Keys a person (or a fuzzer) may type.
///
/// Digits, separators, signs, letters that begin months, units and labels, and characters no
/// wheel takes.
public let typedKeys: [Character] =
  Array("0123456789") + [
    ".", ":", "-", "+", "−", " ", "/", "j", "f", "m", "a", "s", "o", "n", "d", "k", "g", "l", "b",
    "z", "x", "e", "p", "J", "K", "G", "é", "日", "\n", "🙂", "٣", "½",
  ]

/// Answers worth trying on every picker: empty, not finite, exponents, edges of each form.
public let trickyAnswers = [
  "", " ", "nan", "-inf", "1e5", "0", "-0", "+0", "00:00", "24:00", "0:60", "2025-02-29",
  "2024-02-29", "9999-12-31T23:59", "0000-01-01", "1.5 kg", "-40 °F", "-500 K", "3/8", "12 3/8",
  "1/0", "999999999999999999999999", "0x10", "½", "٣", ".", "-", ":", "5:00 min/km", "kg",
  "1 1/16", "−3.5",
]

extension Picker {
  /// Rows of the right count, each inside its wheel (legal or not).
  ///
  /// A measure's wheels follow its unit, the last row, so the rows are drawn again for the unit's
  /// wheels, keeping the unit.
  public func drawRows(_ choices: inout Choices) -> [Int] {
    var rows = wheels(for: []).map { choices.int(in: 0...$0.rowCount - 1) }
    for _ in 0..<4 {
      let wheels = self.wheels(for: rows)
      let fits =
        wheels.count == rows.count && zip(wheels, rows).allSatisfy { $1 < $0.rowCount }
      if fits { return rows }
      let unit = rows.last ?? 0
      rows = wheels.indices.map { index in
        index == wheels.count - 1 && unit < wheels[index].rowCount
          ? unit : choices.int(in: 0...wheels[index].rowCount - 1)
      }
    }
    return rows
  }

  /// Rows of the right count with values anywhere, `Int.min` to `Int.max`.
  public func drawStrayRows(_ choices: inout Choices) -> [Int] {
    drawRows(&choices).map { row in choices.oneIn(3) ? choices.hostileInt() : row }
  }

  /// Rows of any count with any values.
  public func drawHostileRows(_ choices: inout Choices) -> [Int] {
    let count = wheels(for: []).count
    return (0..<choices.int(in: 0...count + 2)).map { _ in
      choices.bool() ? choices.hostileInt() : choices.int(in: -2...20)
    }
  }

  /// A state, often hostile.
  ///
  /// Legal rows, rows reached by editing, rows inside or outside the wheels, and sometimes an
  /// entry whose keys, wheel and rows need not agree with anything.
  ///
  /// Nothing is drawn from ``Picker/initialState``: a date picker's starts at the current time,
  /// and a case must replay alike tomorrow.
  public func drawState(_ choices: inout Choices) -> StateSpec {
    let wheelCount = wheels(for: []).count
    var spec: StateSpec
    switch choices.int(in: 0...5) {
    case 0, 1: spec = StateSpec(rows: corrected(drawRows(&choices)).rows, focus: 0)
    case 2: spec = StateSpec(rows: drawRows(&choices), focus: choices.int(in: 0...wheelCount))
    case 3:
      spec = StateSpec(rows: drawHostileRows(&choices), focus: choices.hostileInt())
      // Chosen rows from outside: any values, repeated, unordered.
      if choices.oneIn(3) { spec.chosen = drawHostileRows(&choices) }
    default:
      let start = StateSpec(rows: corrected(drawRows(&choices)).rows, focus: 0)
      let actions = drawActions(&choices)
      spec = (try? start.state).map { StateSpec(apply(actions, to: $0).state) } ?? start
    }
    if choices.oneIn(4) {
      // Mostly a key or two, where replaying and erasing go wrong; sometimes far too many.
      let keyCount = choices.oneIn(8) ? 400 : (choices.bool() ? 2 : 12)
      let rows = choices.bool() ? spec.rows : drawHostileRows(&choices)
      spec.entry = StateSpec.EntrySpec(
        keys: choices.string(from: typedKeys, maximum: keyCount),
        wheel: choices.oneIn(3) ? choices.hostileInt() : choices.int(in: 0...wheelCount),
        rows: rows)
    }
    return spec
  }

  /// A list of actions, any wheel, any count.
  ///
  /// Taps, spins and steps by any count on any wheel, keys, titles and printed texts typed key
  /// by key, keys through the key map, erases, focus moves and settles.
  public func drawActions(_ choices: inout Choices) -> [PickerAction] {
    let count = choices.oneIn(8) ? choices.int(in: 0...40) : choices.int(in: 0...8)
    var actions: [PickerAction] = []
    var rows = drawRows(&choices)
    while actions.count < count {
      let wheels = self.wheels(for: rows)
      let valid = choices.int(in: 0...max(wheels.count - 1, 0))
      let wheel = choices.oneIn(6) ? choices.hostileInt() : valid
      let rowCount = wheels.indices.contains(valid) ? wheels[valid].rowCount : 1
      switch choices.int(in: 0...11) {
      case 0:
        let row = choices.oneIn(5) ? choices.hostileInt() : choices.int(in: 0...rowCount - 1)
        // Now and then a row chosen or taken back (refused by a picker that takes one value).
        actions.append(choices.oneIn(3) ? .toggle(row: row) : .select(wheel: wheel, row: row))
      case 1: actions.append(.spin(wheel: wheel, by: choices.count()))
      case 2: actions.append(.step(wheel: wheel, by: choices.count()))
      case 3, 4: actions.append(.type(choices.pick(typedKeys)))
      case 5:
        // A title typed key by key, as type-ahead expects.
        let title = self.title(
          ofRow: choices.int(in: 0...rowCount - 1), inWheel: valid, rows: rows)
        actions.append(.focus(.wheel(valid)))
        actions += title.prefix(choices.int(in: 1...max(title.count, 1))).map { .type($0) }
      case 6:
        // What the wheels print, typed back, as a calculator entry expects.
        actions += text(of: drawRows(&choices)).map { .type($0) }
      case 7: actions.append(.erase)
      case 8:
        let moves: [FocusMove] = [
          .wheel(wheel), .next, .previous, .first, .last, .wheel(choices.hostileInt()),
        ]
        actions.append(.focus(choices.pick(moves)))
      case 9: actions.append(.settle)
      case 10:
        // A key through the shared key map, or the actions it maps to on a state focused there.
        let key = choices.pick(pickerKeys)
        if choices.bool() {
          actions.append(.key(key))
        } else if let state = try? StateSpec(rows: rows, focus: valid).state {
          actions += self.actions(for: key, in: state)
        }
      default:
        // Actions on other rows, for a measure on another unit.
        rows = drawRows(&choices)
        actions.append(.select(wheel: wheels.count - 1, row: rows.last ?? 0))
      }
    }
    return actions
  }

  /// Answers, from printed texts to garbage.
  ///
  /// Printed texts (legal or not), plain value texts, texts with a key changed, garbage,
  /// over-long text, and tricky forms.
  public func drawAnswers(_ choices: inout Choices) -> [String] {
    (0..<choices.int(in: 0...3)).map { _ in
      switch choices.int(in: 0...6) {
      case 0: return text(of: drawRows(&choices))
      case 1: return text(of: corrected(drawRows(&choices)).rows)
      case 2: return valueText(of: value(of: corrected(drawRows(&choices)).rows))
      case 3:
        var text = Array(text(of: drawRows(&choices)))
        let index = choices.int(in: 0...text.count)
        if index < text.count, choices.bool() { text.remove(at: index) }
        text.insert(choices.pick(typedKeys), at: min(index, text.count))
        return String(text)
      case 4: return choices.string(from: typedKeys, maximum: 20)
      case 5: return choices.string(from: typedKeys, maximum: 100)
      default: return choices.pick(trickyAnswers)
      }
    }
  }
}

/// Every key a front end may send.
public let pickerKeys: [PickerKey] =
  [
    .up, .down, .left, .right, .tab, .backTab, .pageUp, .pageDown, .home, .end, .backspace,
    .enter,
  ] + typedKeys.map { .character($0) }
