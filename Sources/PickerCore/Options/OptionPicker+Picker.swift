/// Option columns as a ``Picker``.
extension OptionPicker: Picker {
  /// One wheel per column.
  public func wheels(for rows: [Int]) -> [PickerWheel] { pickerWheels }

  /// An option's label.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    guard columns.indices.contains(wheel), columns[wheel].options.indices.contains(row) else {
      return ""
    }
    return columns[wheel].options[row].label
  }

  /// Every row is legal: rows only go into their wheels.
  public func corrected(_ rows: [Int]) -> Settled { Settled(rows: inWheels(rows)) }

  /// Sets one column's row.
  public func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled {
    var changed = inWheels(rows)
    if changed.indices.contains(wheel) {
      changed[wheel] = min(max(row, 0), columns[wheel].options.count - 1)
    }
    return Settled(rows: changed)
  }

  /// Steps like an odometer: past a column's last option the column to its left moves on; the
  /// first and last combinations are the ends.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    var rows = inWheels(rows)
    guard rows.indices.contains(wheel) else { return Settled(rows: rows) }
    var carry = count
    var index = wheel
    while carry != 0, index >= 0 {
      let size = columns[index].options.count
      // row + carry as whole turns and a remainder, so no count overflows.
      var turns = carry / size
      var row = rows[index] + carry % size
      if row < 0 {
        row += size
        turns -= 1
      } else if row >= size {
        row -= size
        turns += 1
      }
      rows[index] = row
      carry = turns
      index -= 1
    }
    if carry > 0 { return Settled(rows: columns.map { $0.options.count - 1 }) }
    if carry < 0 { return Settled(rows: columns.map { _ in 0 }) }
    return Settled(rows: rows)
  }

  /// Type-ahead by first letters of a label or value.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    guard columns.indices.contains(state.focus) else {
      return Typed(state: state, refusal: .key(.noRowStartsWith(String(key))))
    }
    let spellings = columns[state.focus].options.map { option in
      [option.label.lowercased(), option.value.lowercased()]
    }
    return typeAhead(key, in: state, spellings: spellings)
  }

  /// The option chosen in each column.
  public func value(of rows: [Int]) -> [Option] {
    let rows = inWheels(rows)
    return columns.indices.map { columns[$0].options[rows[$0]] }
  }

  /// The labels, separated by spaces.
  public func text(of rows: [Int]) -> String {
    value(of: rows).map { $0.label }.joined(separator: " ")
  }

  /// The labels, separated by commas.
  public func spokenDescription(of rows: [Int]) -> String {
    value(of: rows).map { $0.label }.joined(separator: ", ")
  }

  /// The values, separated by spaces.
  public func valueText(of value: [Option]) -> String {
    value.map { $0.value }.joined(separator: " ")
  }

  /// Reads labels (or values), one per column separated by spaces, in any case.
  ///
  /// With `nearest`, the start of a label is enough when only one label begins so.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    let trimmed = answer.trimmingWhitespace
    guard trimmed.count <= columns.count * (Self.maximumLabelLength + 1) else {
      throw .option(.noSuchOption(answer, allowed: columns[0].options.map { $0.label }))
    }
    if let rows = exactRows(Array(trimmed.lowercased())) { return Settled(rows: rows) }
    var rest = Substring(trimmed)
    var rows: [Int] = []
    for (index, column) in columns.enumerated() {
      let isLast = index == columns.count - 1
      let row: Int
      do {
        row = try match(&rest, in: column, wholeRest: isLast, nearest: nearest)
      } catch {
        throw .option(error)
      }
      rows.append(row)
      rest = rest.drop { $0 == " " }
    }
    guard rest.isEmpty else {
      throw .option(.noSuchOption(answer, allowed: columns.last?.options.map { $0.label } ?? []))
    }
    return Settled(rows: rows)
  }

  /// The rows whose labels (or values) spell the text exactly, one per column.
  ///
  /// Columns are separated by spaces; labels before values and longer before shorter where several fit, going back when a
  /// later column cannot follow (`fl oz` is `fl` then `oz` when `fl oz` leaves no unit). Dead
  /// ends are remembered, so the search visits each column at each place once.
  private func exactRows(_ text: [Character]) -> [Int]? {
    var deadEnds = Set<Int>()
    func search(_ column: Int, _ offset: Int) -> [Int]? {
      if column == columns.count { return offset == text.count ? [] : nil }
      let key = column * (text.count + 1) + offset
      guard !deadEnds.contains(key) else { return nil }
      var start = offset
      if column > 0 {
        guard start < text.count, text[start] == " " else { return nil }
        while start < text.count, text[start] == " " { start += 1 }
      }
      let options = columns[column].options
      for name in Option.spellings {
        let fits = options.indices.compactMap { row -> (row: Int, length: Int)? in
          let spelled = Array(name(options[row]).lowercased())
          guard start + spelled.count <= text.count,
            text[start..<(start + spelled.count)].elementsEqual(spelled)
          else { return nil }
          return (row, spelled.count)
        }.sorted { $0.length > $1.length }
        for fit in fits {
          if let rest = search(column + 1, start + fit.length) { return [fit.row] + rest }
        }
      }
      deadEnds.insert(key)
      return nil
    }
    return search(0, 0)
  }

  /// The row of the option the text begins with, consuming it.
  private func match(_ rest: inout Substring, in column: Column, wholeRest: Bool, nearest: Bool)
    throws(OptionError) -> Int
  {
    let lowered = rest.lowercased()
    func ends(_ name: String) -> Bool {
      let name = name.lowercased()
      guard lowered.hasPrefix(name) else { return false }
      if wholeRest { return lowered.count == name.count }
      let next = lowered.dropFirst(name.count).first
      return next == nil || next == " "
    }
    // Labels before values (what the wheel shows wins), longest first, so "fl oz" is not read
    // as "fl".
    for name in Option.spellings {
      let found = column.options.indices.filter { ends(name(column.options[$0])) }
        .max { name(column.options[$0]).count < name(column.options[$1]).count }
      if let found {
        rest = rest.dropFirst(name(column.options[found]).count)
        return found
      }
    }
    let word = wholeRest ? lowered : String(lowered.prefix { $0 != " " })
    if nearest, !word.isEmpty {
      let candidates = column.options.indices.filter {
        column.options[$0].label.lowercased().hasPrefix(word)
      }
      if candidates.count == 1 {
        rest = rest.dropFirst(word.count)
        return candidates[0]
      }
      if candidates.count > 1 {
        throw .ambiguous(word, candidates: candidates.map { column.options[$0].label })
      }
    }
    throw .noSuchOption(String(rest), allowed: column.options.map { $0.label })
  }

  /// What an answer looks like.
  public var answerHint: String {
    let labels = columns[0].options.prefix(3).map { $0.label }.joined(separator: ", ")
    return columns.count == 1
      ? "one of \(labels)\(columns[0].options.count > 3 ? " ..." : "")"
      : "one label per column, separated by spaces"
  }
}

extension OptionPicker.Option {
  /// The ways an option is spelled when read: its label, then its value.
  fileprivate static let spellings: [@Sendable (OptionPicker.Option) -> String] = [
    { $0.label }, { $0.value },
  ]
}
