/// An edit in progress: the state so far, and what to report.
struct Edit {
  var current: PickerState
  var correction: PickerRefusal?
  var refusal: PickerRefusal?
  /// Whether the correction was made where the person could not see it (an entry settled, a
  /// state shaped), so a confirmation shows it before taking it.
  var unseen: Bool
}

/// The one editing function, composed from each kind's primitives.
extension Picker {
  /// The state to start from: the picker's initial selection, focused on its first wheel.
  public var initialState: PickerState {
    state(rows: corrected(initialRows).rows)
  }

  /// The state to start from at an answer's nearest legal value (a `--value`, a stored value).
  public func state(startingAt answer: String) throws(PickerRefusal) -> PickerState {
    state(try reading(answer, nearest: true))
  }

  /// Reads an answer, strictly or moved to the nearest legal value, as an outcome.
  public func answer(_ text: String, nearest: Bool) throws(PickerRefusal) -> PickerOutcome<Value> {
    let settled = try reading(text, nearest: nearest)
    return outcome(
      of: state(settled), from: nil, correction: settled.reason, refusal: nil,
      unseen: settled.reason != nil, answered: true)
  }

  /// Applies actions in order to a state and says what they led to.
  ///
  /// Whatever the state and actions hold (any Int for rows, counts and wheels, any key, a state
  /// edited by hand), the result is a selection inside its wheels, legal whenever no entry is in
  /// progress, reached in time linear in the number of actions.
  public func apply(
    _ actions: some Sequence<PickerAction>, to state: PickerState
  ) -> PickerOutcome<Value> {
    let shaped = self.shaped(state)
    var edit = Edit(
      current: shaped.state, correction: shaped.correction, unseen: shaped.correction != nil)
    for action in actions { perform(action, on: &edit) }
    return outcome(
      of: edit.current, from: shaped.state.rows, correction: edit.correction,
      refusal: edit.refusal, unseen: edit.unseen)
  }

  /// One action on an edit in progress (a struct rather than captured variables, so an edit
  /// allocates nothing for its bookkeeping).
  private func perform(_ action: PickerAction, on edit: inout Edit) {
    edit.refusal = nil
    let wheelCount = edit.current.rows.count
    switch action {
    case .key(let key):
      // The key map never yields a key, so this goes one level deep.
      for mapped in self.actions(for: key, in: edit.current) { perform(mapped, on: &edit) }
      return
    case .type(let key):
      let typed = typing(key, in: edit.current)
      if let refused = typed.refusal {
        edit.refusal = refused
      } else {
        edit.current = typed.state
        edit.correction = typed.correction
        edit.unseen = false
      }
    case .erase:
      if let entry = edit.current.entry {
        edit.current =
          replaying(entry.keys.dropLast(), from: entry, chosen: edit.current.chosen)
          .state
        // Nothing left typed: the rows the entry began on are corrected like any others.
        edit.correction = edit.current.entry == nil ? finishing(&edit.current) : nil
        edit.unseen = edit.correction != nil
      } else {
        edit.current.focus = neighbour(of: edit.current.focus, step: -1, rows: edit.current.rows)
      }
    case .focus(let move):
      settle(&edit)
      edit.current.focus = focus(move, from: edit.current.focus, rows: edit.current.rows)
    case .settle:
      settle(&edit)
      if let short = shortfall(of: edit.current) { edit.refusal = short }
    case .toggle(let row):
      let toggled = toggling(row: row, in: edit.current)
      if let refused = toggled.refusal {
        edit.refusal = refused
      } else {
        edit.current = toggled.state
      }
    case .select(let wheel, let row):
      finish(&edit.current)
      let wheels = self.wheels(for: edit.current.rows)
      guard wheels.indices.contains(wheel), wheels[wheel].isAdjustable else { return }
      land(
        selecting(
          row: min(max(row, 0), wheels[wheel].rowCount - 1), inWheel: wheel,
          of: edit.current.rows), in: &edit)
    case .spin(let wheel, let count):
      // On a wheel narrowed by an entry, a spin moves among the rows that match, best first,
      // and the entry goes on.
      if let narrowing = narrowing(of: edit.current), narrowing.wheel == wheel,
        edit.current.rows.indices.contains(wheel)
      {
        let here = narrowing.rows.firstIndex(of: edit.current.rows[wheel]) ?? 0
        let (moved, overflow) = here.addingReportingOverflow(count)
        let position =
          overflow
          ? (count > 0 ? narrowing.rows.count - 1 : 0)
          : min(max(moved, 0), narrowing.rows.count - 1)
        edit.current.rows[wheel] = narrowing.rows[position]
        edit.correction = nil
        edit.unseen = false
        break
      }
      finish(&edit.current)
      land(spinning(wheel: wheel, by: count, in: edit.current.rows), in: &edit)
    case .step(let wheel, let count):
      finish(&edit.current)
      land(stepping(wheel: wheel, by: count, in: edit.current.rows), in: &edit)
    }
    // A measure's wheels change with its unit: a focus on the last wheel stays on it.
    if edit.current.rows.count != wheelCount, edit.current.focus == wheelCount - 1 {
      edit.current.focus = edit.current.rows.count - 1
    }
    edit.current.focus = clampedFocus(edit.current.focus, rows: edit.current.rows)
  }

  /// Moves to rows a wheel's turn settled on: the person watched them land, so a correction
  /// they carry has been seen.
  private func land(_ settled: Settled, in edit: inout Edit) {
    edit.correction = settled.reason
    edit.current.rows = settled.rows
    edit.unseen = false
  }

  /// Ends an entry in progress; a correction that makes is one the person has not seen yet.
  private func settle(_ edit: inout Edit) {
    guard let reason = finish(&edit.current) else { return }
    edit.correction = reason
    edit.unseen = true
  }

  /// Applies one action.
  public func apply(_ action: PickerAction, to state: PickerState) -> PickerOutcome<Value> {
    apply(CollectionOfOne(action), to: state)
  }

  /// Turns one wheel by some rows on its own, then corrects the selection.
  ///
  /// A cyclic wheel wraps, another stops at its ends; no count overflows.
  public func spinning(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    let wheels = self.wheels(for: rows)
    guard wheels.indices.contains(wheel), rows.indices.contains(wheel),
      wheels[wheel].isAdjustable
    else { return Settled(rows: rows) }
    let rowCount = wheels[wheel].rowCount
    let current = min(max(rows[wheel], 0), rowCount - 1)
    let row: Int
    if wheels[wheel].isCyclic {
      // Reduced first: current + (count % n) + n stays below 3n.
      row = (current + count % rowCount + rowCount) % rowCount
    } else {
      let (moved, overflow) = current.addingReportingOverflow(count)
      row = overflow ? (count > 0 ? rowCount - 1 : 0) : min(max(moved, 0), rowCount - 1)
    }
    return selecting(row: row, inWheel: wheel, of: rows)
  }

  /// The outcome of a state: its value, text, words, and what moved since `previous`.
  func outcome(
    of state: PickerState, from previous: [Int]?, correction: PickerRefusal?,
    refusal: PickerRefusal?, unseen: Bool, answered: Bool = false
  ) -> PickerOutcome<Value> {
    let selection = selection(of: state)
    return PickerOutcome(
      state: state, value: selection.value, text: selection.text, written: selection.written,
      spoken: selection.spoken, correction: correction, refusal: refusal,
      previousRows: previous,
      isReady: !state.isEntering && !(unseen && correction != nil) && shortfall(of: state) == nil,
      movedTo: answered && answersAsText ? selection.text : selection.written)
  }

  /// A state on legal rows, focused on the first adjustable wheel.
  package func state(rows: [Int]) -> PickerState {
    PickerState(rows: rows, focus: focus(.first, from: 0, rows: rows))
  }

  /// The state an answer settled on: its rows, and the options it chose.
  package func state(_ settled: Settled) -> PickerState {
    var state = state(rows: settled.rows)
    state.chosen = settled.chosen
    return state
  }

  /// Corrects rows that no entry holds any more; returns why they moved, if they did.
  func finishing(_ state: inout PickerState) -> PickerRefusal? {
    let settled = corrected(state.rows)
    state.rows = settled.rows
    return settled.reason
  }

  /// Ends an entry in progress by correcting its rows; returns why they moved, if they did.
  @discardableResult
  func finish(_ state: inout PickerState) -> PickerRefusal? {
    guard state.entry != nil else { return nil }
    state.entry = nil
    return finishing(&state)
  }

  /// The state an entry's keys lead to from where it began; keys that would be refused end it
  /// there.
  func replaying(_ keys: Substring, from entry: PickerEntry, chosen: [Int])
    -> (state: PickerState, full: Bool)
  {
    var state = PickerState(rows: entry.rows, focus: entry.wheel, chosen: chosen)
    for key in keys {
      let typed = typing(key, in: state)
      guard typed.refusal == nil else { return (state, false) }
      state = typed.state
    }
    return (state, true)
  }

  /// Brings a state from outside into shape, and says why its rows moved, if they did.
  ///
  /// Rows go into their wheels (the wrong count is padded or cut), the focus onto an adjustable
  /// wheel, and an entry is replayed from where it began so its rows match its keys; an entry
  /// longer than the wheels could take is dropped. Without an entry the rows are corrected.
  func shaped(_ state: PickerState) -> (state: PickerState, correction: PickerRefusal?) {
    // Options chosen several at a time are kept as far as they are choices of the column.
    let chosen = state.chosen.isEmpty ? state.chosen : keptChoices(state.chosen)
    // The state an outcome handed out comes back as it was: checked, not rebuilt.
    if state.entry == nil, fitsWheels(state.rows) {
      let settled = corrected(state.rows)
      if settled.reason == nil, settled.rows == state.rows {
        var same = state
        same.focus = clampedFocus(state.focus, rows: state.rows)
        same.chosen = chosen
        return (same, nil)
      }
    }
    var rows = inWheels(state.rows)
    if rows != state.rows || wheels(for: rows).count != rows.count { rows = inWheels(rows) }
    if wheels(for: rows).count != rows.count { rows = corrected(initialRows).rows }
    // (A column that filters holds a query as long as FuzzyMatch reads.)
    let longest = max(Self.longestEntry(wheels: rows.count), FuzzyMatch.longestQuery)
    if let entry = state.entry, entry.keys.count <= longest {
      // The entry began on rows of their own (a unit typed ahead may have changed the wheels).
      let startRows = inWheels(entry.rows)
      let start = PickerEntry(
        keys: "", wheel: clampedFocus(entry.wheel, rows: startRows), rows: startRows)
      if startRows == entry.rows {
        var replayed = replaying(entry.keys[...], from: start, chosen: chosen).state
        replayed.focus = clampedFocus(replayed.focus, rows: replayed.rows)
        // On a narrowed wheel the selection may be any row that matches (a spin moved to it).
        if let narrowing = narrowing(of: replayed), state.rows.indices.contains(narrowing.wheel),
          narrowing.rows.contains(state.rows[narrowing.wheel])
        {
          replayed.rows[narrowing.wheel] = state.rows[narrowing.wheel]
        }
        // Keys that type nothing (none, or a first key refused) leave no entry: the rows must
        // then be legal like any others.
        if replayed.entry != nil { return (replayed, nil) }
        rows = replayed.rows
      }
    }
    let settled = corrected(rows)
    return (
      PickerState(
        rows: settled.rows, focus: clampedFocus(state.focus, rows: settled.rows), chosen: chosen),
      settled.reason
    )
  }

  /// The most keys an entry on some wheels can hold: each wheel takes a key or two (`15/16`).
  static func longestEntry(wheels: Int) -> Int { wheels * 5 + 8 }

  /// Whether rows have the count the wheels have, each inside its wheel.
  func fitsWheels(_ rows: [Int]) -> Bool {
    let wheels = self.wheels(for: rows)
    guard wheels.count == rows.count else { return false }
    for index in rows.indices where rows[index] < 0 || rows[index] >= wheels[index].rowCount {
      return false
    }
    return true
  }

  /// Rows of the count the wheels have, each inside its wheel.
  package func inWheels(_ rows: [Int]) -> [Int] {
    wheels(for: rows).enumerated().map { index, wheel in
      index < rows.count ? min(max(rows[index], 0), wheel.rowCount - 1) : 0
    }
  }

  /// A focus on an adjustable wheel that exists, the nearest to the one asked for.
  func clampedFocus(_ focus: Int, rows: [Int]) -> Int {
    let wheels = self.wheels(for: rows)
    guard !wheels.isEmpty else { return 0 }
    let asked = min(max(focus, 0), wheels.count - 1)
    if wheels[asked].isAdjustable { return asked }
    let right = wheels.indices.first { $0 > asked && wheels[$0].isAdjustable }
    let left = wheels.indices.last { $0 < asked && wheels[$0].isAdjustable }
    return right ?? left ?? asked
  }

  /// The focus after a focus move.
  func focus(_ move: FocusMove, from focus: Int, rows: [Int]) -> Int {
    let wheels = self.wheels(for: rows)
    switch move {
    case .wheel(let wheel): return clampedFocus(wheel, rows: rows)
    case .next: return neighbour(of: focus, step: 1, rows: rows)
    case .previous: return neighbour(of: focus, step: -1, rows: rows)
    case .first: return wheels.firstIndex(where: { $0.isAdjustable }) ?? 0
    case .last: return wheels.lastIndex(where: { $0.isAdjustable }) ?? 0
    }
  }

  /// The next adjustable wheel in a direction, or the same wheel at an end.
  func neighbour(of wheel: Int, step: Int, rows: [Int]) -> Int {
    let wheels = self.wheels(for: rows)
    var index = min(max(wheel, 0), max(wheels.count - 1, 0)) + step
    while wheels.indices.contains(index) {
      if wheels[index].isAdjustable { return index }
      index += step
    }
    return clampedFocus(wheel, rows: rows)
  }
}
