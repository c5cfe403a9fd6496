/// Type-ahead on one wheel: the keys typed so far pick the row whose title (or other spelling)
/// they begin, as a list box does.
///
/// `j` is January until `u` and `n` say June; `2` `8` on a day wheel is the 28th; `k` then `g`
/// is kg; `g` `r` `e` `e` `n` is green to its last letter. Matching ignores case and is linear in
/// the rows and the keys.
struct TypeAhead {
  /// Each row's spellings, lowercased: its title and any other name (a month's number).
  let spellings: [[String]]

  /// What some keys select.
  struct Match {
    /// The row they pick, or nil when no row starts with them.
    let row: Int?
    /// Whether a longer spelling could still pick another row, or spell the one picked further
    /// (so the entry goes on).
    let continues: Bool
    /// Whether one row alone starts with them: the row is settled, and more keys can only spell
    /// it further.
    var settled: Bool = false
  }

  /// The row some keys pick; a spelling that only matches with a leading zero counts (`5` is 05).
  func match(_ typed: String) -> Match {
    let text = typed.lowercased()
    var exact: Int?
    var firstPrefix: Int?
    var candidates = 0
    var onlyCandidate: Int?
    var longer = false
    for (row, names) in spellings.enumerated() {
      var matched = false
      for name in names where name.hasPrefix(text) || name == "0" + text {
        matched = true
        if name == text || name == "0" + text {
          exact = exact ?? row
        } else {
          longer = true
          firstPrefix = firstPrefix ?? row
        }
      }
      if matched {
        candidates += 1
        onlyCandidate = row
      }
    }
    if candidates == 1, let only = onlyCandidate {
      return Match(row: only, continues: longer, settled: true)
    }
    let letters = text.contains { $0.isLetter }
    return Match(row: exact ?? (letters ? firstPrefix : nil), continues: longer)
  }

  /// What one key typed onto the keys so far does.
  enum Typed {
    /// The row picked (nil: none yet), the keys to keep, and whether the entry goes on.
    case picked(row: Int?, keys: String, continues: Bool)
    /// The keys so far settled a row, and this key spells it no further: it is the next
    /// wheel's.
    case movesOn
  }

  /// Types one key onto the keys so far; a key that continues no spelling starts a new one, or
  /// moves on when the keys so far settled their row, and nil means no row fits.
  func type(_ key: Character, after typed: String) -> Typed? {
    var keys = typed + String(key)
    var found = match(keys)
    if found.row == nil, !found.continues {
      if !typed.isEmpty, match(typed).settled { return .movesOn }
      keys = String(key)
      found = match(keys)
    }
    guard found.row != nil || found.continues else { return nil }
    return .picked(row: found.row, keys: keys, continues: found.continues)
  }
}

extension Picker {
  /// Type-ahead on the focused wheel, shared by dates, units and option columns.
  ///
  /// The row picked is selected (and corrected) at once; the entry goes on while a longer
  /// spelling could pick another row or spell this one further, then the focus moves to the
  /// next wheel. A key that does not spell a settled row further is typed on the next wheel
  /// (`f` `2` `8` is February the 28th, as `f` `e` `b` `2` `8` is).
  package func typeAhead(_ key: Character, in state: PickerState, spellings: [[String]]) -> Typed {
    let wheel = state.focus
    let typed = state.entry.map { $0.wheel == wheel ? $0.keys : "" } ?? ""
    let start = state.entry?.wheel == wheel ? state.entry?.rows ?? state.rows : state.rows
    switch TypeAhead(spellings: spellings).type(key, after: typed) {
    case nil:
      return Typed(
        state: state, refusal: .key(.noRowStartsWith((typed + String(key)).lowercased())))
    case .movesOn:
      var moved = state
      moved.entry = nil
      moved.focus = neighbour(of: wheel, step: 1, rows: state.rows)
      // On a wheel of its own, the key starts a new spelling there.
      return moved.focus == wheel
        ? typeAhead(key, in: moved, spellings: spellings) : typing(key, in: moved)
    case .picked(let row, let keys, let continues):
      var next = state
      var correction: PickerRefusal?
      if let row {
        let settled = selecting(row: row, inWheel: wheel, of: state.rows)
        next.rows = settled.rows
        correction = settled.reason
      }
      if continues {
        // A key that starts a new spelling starts a new entry, from the rows it was typed on,
        // so that replaying the entry gives these rows again.
        let restarted = keys != typed + String(key)
        next.entry = PickerEntry(keys: keys, wheel: wheel, rows: restarted ? state.rows : start)
      } else {
        next.entry = nil
        next.focus = neighbour(of: wheel, step: 1, rows: next.rows)
      }
      return Typed(state: next, correction: correction)
    }
  }
}
