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

  /// Every enabled row is legal: rows go into their wheels, and a disabled option's row to the
  /// nearest enabled one, saying so.
  public func corrected(_ rows: [Int]) -> Settled {
    var rows = inWheels(rows)
    var reason: PickerRefusal?
    for index in columns.indices {
      let column = columns[index]
      let enabled = column.nearestEnabled(to: rows[index])
      guard enabled != rows[index] else { continue }
      reason =
        reason ?? .option(.unavailable(column.options[rows[index]].label, allowed: allowed(index)))
      rows[index] = enabled
    }
    return Settled(rows: rows, reason: reason)
  }

  /// Sets one column's row; a disabled option is passed over the way the wheel went (the
  /// shorter way round a wheel that wraps), to the first enabled one, or the nearest one when
  /// that way has none.
  public func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled {
    var changed = inWheels(rows)
    guard changed.indices.contains(wheel) else { return corrected(changed) }
    let column = columns[wheel]
    let count = column.options.count
    let target = min(max(row, 0), count - 1)
    let current = changed[wheel]
    var step = target >= current ? 1 : -1
    if column.isCyclic, target != current {
      let forward = (target - current + count) % count
      step = forward <= count - forward ? 1 : -1
    }
    changed[wheel] =
      column.firstEnabled(from: target, going: step) ?? column.nearestEnabled(to: target)
    return corrected(changed)
  }

  /// The labels of a column's enabled options, for messages.
  private func allowed(_ column: Int) -> [String] {
    columns[column].options.filter { $0.isEnabled }.map { $0.label }
  }

  /// Steps like an odometer over the enabled options: past a column's last one the column to
  /// its left moves on; the first and last combinations are the ends.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    let settled = corrected(rows).rows
    // Each column's enabled rows, and where the selection is among them.
    let enabled = columns.map { column in
      column.options.indices.filter { column.options[$0].isEnabled }
    }
    var rows = settled.indices.map { enabled[$0].firstIndex(of: settled[$0]) ?? 0 }
    guard rows.indices.contains(wheel) else { return Settled(rows: settled) }
    func rowsOf(_ positions: [Int]) -> [Int] {
      positions.indices.map { enabled[$0][positions[$0]] }
    }
    var carry = count
    var index = wheel
    while carry != 0, index >= 0 {
      let size = enabled[index].count
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
    if carry > 0 { return Settled(rows: rowsOf(enabled.map { $0.count - 1 })) }
    if carry < 0 { return Settled(rows: rowsOf(enabled.map { _ in 0 })) }
    return Settled(rows: rowsOf(rows))
  }

  /// Type-ahead by first letters of a label or value; on a filtering picker, the keys narrow
  /// the column to the labels that match them (``narrowing(of:)``), the best selected.
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    guard columns.indices.contains(state.focus) else {
      return Typed(state: state, refusal: .key(.noRowStartsWith(String(key))))
    }
    // Space (and x, where x does not filter) chooses the option under the band.
    if choiceLimit != nil, key == " " || (key == "x" && !isFiltering) {
      return toggling(row: state.rows.first ?? 0, in: state)
    }
    if isFiltering { return filtering(key, in: state) }
    // A disabled option is spelled no way, so type-ahead passes over it.
    let spellings = columns[state.focus].options.map { option in
      option.isEnabled ? [option.label.lowercased(), option.value.lowercased()] : []
    }
    return typeAhead(key, in: state, spellings: spellings)
  }

  /// A key added to the focused column's filter: the best match is selected and the entry goes
  /// on (the focus stays), until a spin, a selection, Enter or a focus move ends it.
  private func filtering(_ key: Character, in state: PickerState) -> Typed {
    let wheel = state.focus
    let typed = state.entry.map { $0.wheel == wheel ? $0.keys : "" } ?? ""
    let query = typed + String(key)
    // Leading spaces find nothing a label starts with; the filter starts at the first letter.
    guard query.count <= FuzzyMatch.longestQuery, !(typed.isEmpty && key == " ") else {
      return Typed(state: state, refusal: .option(.noMatch(query)))
    }
    let matches = matching(query, inColumn: wheel)
    guard let best = matches.first else {
      return Typed(state: state, refusal: .option(.noMatch(query)))
    }
    var next = state
    let start = state.entry?.wheel == wheel ? state.entry?.rows ?? state.rows : state.rows
    next.rows = inWheels(state.rows)
    next.rows[wheel] = best
    next.entry = PickerEntry(keys: query, wheel: wheel, rows: start)
    return Typed(state: next)
  }

  /// The enabled rows of a column whose labels match a query, best first.
  func matching(_ query: String, inColumn column: Int) -> [Int] {
    guard filterable.indices.contains(column) else { return [] }
    let filter = filterable[column]
    return FuzzyMatch.ranked(query, in: filter.labels).map { filter.rows[$0] }
  }

  /// The column an entry filters, and the rows that match it, best first.
  public func narrowing(of state: PickerState) -> Narrowing? {
    guard isFiltering, let entry = state.entry, !entry.keys.isEmpty,
      columns.indices.contains(entry.wheel)
    else { return nil }
    let rows = matching(entry.keys, inColumn: entry.wheel)
    guard !rows.isEmpty else { return nil }
    return Narrowing(
      wheel: entry.wheel, query: entry.keys, rows: rows,
      of: columns[entry.wheel].options.count)
  }

  /// Chooses the row, or takes it back.
  ///
  /// A disabled option, or one beyond the limit, is refused. The band stays where it is, and so
  /// does a filter typed so far; a label typed ahead is taken, so the next letter starts a new
  /// one.
  public func toggling(row: Int, in state: PickerState) -> Typed {
    guard let choiceLimit else { return Typed(state: state, refusal: .key(.noChoices)) }
    let column = columns[0]
    let row = min(max(row, 0), column.options.count - 1)
    guard column.options[row].isEnabled else {
      return Typed(
        state: state, refusal: .option(.unavailable(column.options[row].label, allowed: allowed(0)))
      )
    }
    var next = state
    if !isFiltering { next.entry = nil }
    if let index = state.chosen.firstIndex(of: row) {
      next.chosen.remove(at: index)
    } else {
      if let most = choiceLimit.most, state.chosen.count >= most {
        return Typed(state: state, refusal: .option(.tooManyChosen(most: most)))
      }
      next.chosen.insert(row, at: state.chosen.firstIndex { $0 > row } ?? state.chosen.count)
    }
    return Typed(state: next)
  }

  /// The chosen rows that are enabled options of the column, once each and in order, up to the
  /// limit.
  public func keptChoices(_ chosen: [Int]) -> [Int] {
    guard let choiceLimit else { return [] }
    let options = columns[0].options
    let kept = Set(chosen.filter { options.indices.contains($0) && options[$0].isEnabled })
      .ordered()
    return choiceLimit.most.map { Array(kept.prefix($0)) } ?? kept
  }

  /// Fewer chosen than the least (the option under the band counts while none is).
  public func shortfall(of state: PickerState) -> PickerRefusal? {
    guard let least = choiceLimit?.least else { return nil }
    let count = max(state.chosen.count, 1)
    return count < least ? .option(.tooFewChosen(least: least, chosen: count)) : nil
  }

  /// The options chosen, or while none is, the one under the band: one label per line as text,
  /// separated by commas as written, and in words with the one under the band first.
  public func selection(of state: PickerState) -> Selection<[Option]> {
    guard choiceLimit != nil, !state.chosen.isEmpty else {
      let rows = state.entry == nil ? state.rows : corrected(state.rows).rows
      let labels = value(of: state.rows).map { $0.label }.joined(separator: ", ")
      return Selection(
        value: value(of: rows), text: text(of: state.rows), written: writtenText(of: state.rows),
        spoken: (choiceLimit == nil ? labels : "\(labels), not chosen; none chosen yet")
          + unavailableClause(state.rows))
    }
    let options = columns[0].options
    let chosen = state.chosen.filter { options.indices.contains($0) }.map { options[$0] }
    let labels = chosen.map { $0.label }
    let band = options[min(max(state.rows.first ?? 0, 0), options.count - 1)]
    let mark = chosen.contains(band) ? "chosen" : "not chosen"
    return Selection(
      value: chosen, text: labels.joined(separator: "\n"),
      written: labels.joined(separator: ", "),
      spoken: "\(band.label), \(mark); \(labels.count) chosen: \(labels.joined(separator: ", "))"
        + unavailableClause(state.rows))
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

  /// The labels, separated by commas; a disabled option right beside the band, which a
  /// sighted person sees dimmed there, is said too: `Large; beside it, Medium is unavailable`.
  public func spokenDescription(of rows: [Int]) -> String {
    value(of: rows).map { $0.label }.joined(separator: ", ") + unavailableClause(rows)
  }

  /// `; beside it, Medium is unavailable`, last in what is said; empty when none is beside.
  private func unavailableClause(_ rows: [Int]) -> String {
    unavailableBeside(rows).map { "; beside it, \($0)" } ?? ""
  }

  /// The disabled options right above and below the band, in words; nil when there are none.
  func unavailableBeside(_ rows: [Int]) -> String? {
    let rows = inWheels(rows)
    var labels: [String] = []
    for (index, column) in columns.enumerated() {
      let count = column.options.count
      var beside: [Int] = []
      for offset in [-1, 1] {
        let row =
          column.isCyclic ? ((rows[index] + offset) % count + count) % count : rows[index] + offset
        guard column.options.indices.contains(row), row != rows[index], !beside.contains(row),
          !column.options[row].isEnabled
        else { continue }
        beside.append(row)
        labels.append(column.options[row].label)
      }
    }
    guard let last = labels.last else { return nil }
    return labels.count == 1
      ? "\(last) is unavailable"
      : "\(labels.dropLast().joined(separator: ", ")) and \(last) are unavailable"
  }

  /// The values, separated by spaces; the values chosen in a column that takes several, one
  /// per line.
  public func valueText(of value: [Option]) -> String {
    value.map { $0.value }.joined(separator: choiceLimit == nil ? " " : "\n")
  }

  /// Reads labels (or values), one per column separated by spaces, in any case.
  ///
  /// With `nearest`, the start of a label is enough when only one label begins so. A disabled
  /// option is refused saying so, or with `nearest` moved to the nearest enabled one.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    if let choiceLimit { return try readingChoices(answer, limit: choiceLimit, nearest: nearest) }
    let read = try namedRows(answer, nearest: nearest)
    let settled = corrected(read.rows)
    if let reason = settled.reason, !nearest { throw reason }
    return settled
  }

  /// Reads several choices, one label (or value) per line, or separated by commas as they are
  /// written (a line that is a label with a comma in it is that label); the band goes to the
  /// first.
  private func readingChoices(_ answer: String, limit: ChoiceLimit, nearest: Bool)
    throws(PickerRefusal) -> Settled
  {
    let names = ChoiceNames(columns[0])
    var named: [Int] = []
    for line in answer.split(whereSeparator: { $0.isNewline }) {
      let line = String(line).trimmingWhitespace
      guard !line.isEmpty else { continue }
      do {
        named.append(try names.row(of: line, nearest: nearest))
      } catch {
        let parts = line.split(separator: ",").map { String($0).trimmingWhitespace }
        guard parts.count > 1 else { throw error }
        for part in parts where !part.isEmpty {
          named.append(try names.row(of: part, nearest: nearest))
        }
      }
    }
    var rows = Set<Int>()
    var reason: PickerRefusal?
    for row in named {
      let enabled = columns[0].nearestEnabled(to: row)
      if enabled != row {
        let refusal = PickerRefusal.option(
          .unavailable(columns[0].options[row].label, allowed: allowed(0)))
        guard nearest else { throw refusal }
        reason = reason ?? refusal
      }
      rows.insert(enabled)
    }
    let chosen = rows.ordered()
    if let most = limit.most, chosen.count > most { throw .option(.tooManyChosen(most: most)) }
    guard chosen.count >= limit.least else {
      throw .option(.tooFewChosen(least: limit.least, chosen: chosen.count))
    }
    return Settled(rows: [chosen[0]], reason: reason, chosen: chosen)
  }

  /// The rows an answer names, enabled or not.
  private func namedRows(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
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
  /// Columns are separated by spaces; labels before values and longer before shorter where several
  /// fit, going back when a later column cannot follow (`fl oz` is `fl` then `oz` when `fl oz`
  /// leaves no unit). Dead ends are remembered, so the search visits each column at each place
  /// once.
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
        }.ordered { $0.length > $1.length }
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
    if let choiceLimit {
      let most = choiceLimit.most.map { "at most \($0)" } ?? "any number"
      return "labels separated by commas, at least \(choiceLimit.least) and \(most)"
    }
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

/// A column's labels and values, read once for an answer of several choices: each line of it is
/// then one lookup, where reading each line as a whole answer would cost the column's length a
/// line (a request's lines times a long column's options).
private struct ChoiceNames {
  /// Each label and value in lower case, and its row (a label wins over a value).
  let exact: [String: Int]
  /// The labels in lower case with their rows, sorted, for the labels a start begins.
  let sorted: [(label: String, row: Int)]
  let column: OptionPicker.Column

  init(_ column: OptionPicker.Column) {
    self.column = column
    var exact: [String: Int] = [:]
    for (row, option) in column.options.enumerated().reversed() {
      exact[option.value.lowercased()] = row
    }
    for (row, option) in column.options.enumerated().reversed() {
      exact[option.label.lowercased()] = row
    }
    self.exact = exact
    sorted = column.options.enumerated().map { ($0.element.label.lowercased(), $0.offset) }
      .ordered { $0.label < $1.label }
  }

  /// The row a label or value names, in any case; with `nearest`, the one label the name begins.
  func row(of name: String, nearest: Bool) throws(PickerRefusal) -> Int {
    let key = name.lowercased()
    if let row = exact[key] { return row }
    let unknown = PickerRefusal.option(
      .noSuchOption(name, allowed: column.options.map { $0.label }))
    guard nearest, !key.isEmpty else { throw unknown }
    // The labels that begin with the name are a run of the sorted labels.
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle].label < key { low = middle + 1 } else { high = middle }
    }
    var candidates: [Int] = []
    while low < sorted.count, sorted[low].label.hasPrefix(key) {
      candidates.append(sorted[low].row)
      low += 1
    }
    guard !candidates.isEmpty else { throw unknown }
    guard candidates.count == 1 else {
      throw .option(
        .ambiguous(key, candidates: candidates.ordered().map { column.options[$0].label }))
    }
    return candidates[0]
  }
}
