/// Quantity wheels and a unit wheel as a ``Picker``: the rows are the quantity's, then the unit
/// wheel's, and the quantity wheels follow the unit.
extension MeasurePicker: Picker {
  /// The unit and its quantity wheels that a selection shows.
  private func parts(_ rows: [Int]) -> (unit: Int, quantity: PatternPicker, quantityRows: [Int]) {
    let unit = min(max(rows.last ?? 0, 0), units.count - 1)
    let quantity = quantities[unit]
    return (unit, quantity, Array(rows.dropLast()))
  }

  /// The quantity's wheels, then the unit wheel (which stops at its ends).
  public func wheels(for rows: [Int]) -> [PickerWheel] {
    wheelSets[min(max(rows.last ?? 0, 0), units.count - 1)]
  }

  /// The title of a row: a quantity digit, or a unit's symbol.
  public func title(ofRow row: Int, inWheel wheel: Int, rows: [Int]) -> String {
    let (_, quantity, _) = parts(rows)
    guard wheel >= 0, wheel < quantity.pattern.wheels.count else {
      return wheel == quantity.pattern.wheels.count && units.indices.contains(row)
        ? units[row].symbol : ""
    }
    return quantity.title(ofRow: row, inWheel: wheel)
  }

  /// The nearest valid quantity on the selected unit's wheels.
  public func corrected(_ rows: [Int]) -> Settled {
    let (unit, quantity, quantityRows) = parts(rows)
    let settled = quantity.corrected(quantityRows)
    return Settled(
      rows: settled.rows + [unit],
      reason: settled.reason.map { reason in
        guard case .value(let error) = reason else { return reason }
        return .measure(MeasureError.quantity(error, unit: units[unit].symbol).written(in: symbols))
      })
  }

  /// Sets a row: a quantity digit, or a unit, which turns the unit by the picker's one rule.
  public func selecting(row: Int, inWheel wheel: Int, of rows: [Int]) -> Settled {
    let (unit, quantity, quantityRows) = parts(rows)
    guard wheel < quantity.pattern.wheels.count else {
      return turning(rows, from: unit, to: row)
    }
    let settled = quantity.selecting(row: row, inWheel: wheel, of: quantityRows)
    return corrected(settled.rows + [unit])
  }

  /// Steps the quantity with carry, or turns the unit wheel by some units.
  public func stepping(wheel: Int, by count: Int, in rows: [Int]) -> Settled {
    let (unit, quantity, quantityRows) = parts(rows)
    guard wheel < quantity.pattern.wheels.count else {
      let (moved, overflow) = unit.addingReportingOverflow(count)
      return turning(rows, from: unit, to: overflow ? (count > 0 ? units.count - 1 : 0) : moved)
    }
    let settled = quantity.stepping(wheel: wheel, by: count, in: quantityRows)
    return corrected(settled.rows + [unit])
  }

  /// Keys on the quantity wheels type a number; on the unit wheel they spell a unit (`k` `g`).
  public func typing(_ key: Character, in state: PickerState) -> Typed {
    let (unit, quantity, quantityRows) = parts(state.rows)
    guard state.focus < quantity.pattern.wheels.count else {
      let spellings = units.map { unit in
        ([unit.symbol, unit.singular, unit.plural] + unit.aliases).map { $0.lowercased() }
      }
      // The unit wheel is the last whatever the unit, so the focus and entry stay on it.
      var asked = state
      if let entry = state.entry, entry.wheel == entry.rows.count - 1 {
        asked.entry?.wheel = state.focus
      }
      let typed = typeAhead(key, in: asked, spellings: spellings)
      var next = typed.state
      next.focus = next.rows.count - 1
      next.entry = next.entry.map {
        PickerEntry(keys: $0.keys, wheel: $0.rows.count - 1, rows: $0.rows)
      }
      return Typed(state: next, refusal: typed.refusal, correction: typed.correction)
    }
    let entry = state.entry.map {
      PickerEntry(keys: $0.keys, wheel: $0.wheel, rows: Array($0.rows.dropLast()))
    }
    let typed = quantity.typing(
      key, in: PickerState(rows: quantityRows, focus: state.focus, entry: entry))
    let next = typed.state
    return Typed(
      state: PickerState(
        rows: next.rows + [unit], focus: next.focus,
        entry: next.entry.map {
          PickerEntry(keys: $0.keys, wheel: $0.wheel, rows: $0.rows + [unit])
        }),
      refusal: typed.refusal)
  }

  /// The reading a selection shows, corrected.
  public func value(of rows: [Int]) -> MeasureReading {
    let (unit, quantity, quantityRows) = parts(rows)
    return MeasureReading(
      unit: units[unit], quantity: quantity.nearestValid(to: quantityRows), reason: nil)
  }

  /// What the wheels show: `12.500 kg`, `5:00 min/km`.
  public func text(of rows: [Int]) -> String {
    let (unit, quantity, quantityRows) = parts(rows)
    let amount = quantity.pattern.compactText(of: quantity.inWheels(quantityRows))
    return "\(symbols.written(amount)) \(units[unit].symbol)"
  }

  /// The amount without padding or trailing zeros, and its unit: `1 kg`, `42.195 km`; an
  /// amount in `:` groups as its wheels write it without leading zeros: `5:00 min/km`.
  public func writtenText(of rows: [Int]) -> String {
    let reading = value(of: rows)
    return "\(symbols.written(amount(of: reading))) \(reading.unit.symbol)"
  }

  /// The amount without padding or trailing zeros, with `.` and 0-9.
  private func amount(of reading: MeasureReading) -> String {
    guard let quantity = try? quantityPicker(for: reading.unit) else {
      return valueText(of: reading)
    }
    return quantity.pattern.groups.count > 1
      ? quantity.pattern.compactText(of: reading.quantity.rows) : valueText(of: reading)
  }

  /// The measure in words: `12.5 kilograms`.
  public func spokenDescription(of rows: [Int]) -> String {
    spokenDescription(of: value(of: rows))
  }

  /// The amount in the unit, exactly: `1.5`; a pace in seconds per unit distance.
  public func valueText(of value: MeasureReading) -> String { value.quantity.value.description }

  /// Reads `1.5 kg`, strictly or moved to the nearest legal quantity.
  public func reading(_ answer: String, nearest: Bool) throws(PickerRefusal) -> Settled {
    let answer = symbols.canonical(answer)
    do {
      let reading = nearest ? try self.nearest(toAnswer: answer) : try accept(answer)
      return Settled(rows: rows(of: reading), reason: reading.reason.map(refusal))
    } catch {
      throw refusal(error)
    }
  }

  /// Zero in the first unit (or the lowest legal quantity).
  public var initialRows: [Int] { quantities[0].initialRows + [0] }

  /// The form of an answer, with an example.
  public var answerHint: String {
    "a quantity and unit (\(units.map { $0.symbol }.joined(separator: ", "))), such as 1.5 "
      + units[0].symbol
  }

  /// Turns the unit wheel: the one rule, whatever turned it.
  ///
  /// The quantity is converted (or its
  /// digits kept, as configured) and lands on the nearest legal value of the new unit's wheels.
  private func turning(_ rows: [Int], from unit: Int, to row: Int) -> Settled {
    let target = min(max(row, 0), units.count - 1)
    let current = value(of: rows)
    guard target != unit,
      let turned = try? changingUnit(
        of: current, to: units[target], keepingDigits: unitTurn == .keepDigits)
    else { return corrected(rows) }
    return Settled(rows: self.rows(of: turned), reason: turned.reason.map(refusal))
  }

  /// A refusal as the reader reads it: its numbers in the wheels' signs.
  func refusal(_ error: MeasureError) -> PickerRefusal { .measure(error.written(in: symbols)) }
}
