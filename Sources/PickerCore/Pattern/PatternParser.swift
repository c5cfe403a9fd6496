/// Turns pattern text into wheels and the place weights of its exact value.
struct PatternParser {
  let source: String

  private enum Phase { case integer, fraction, afterSixteenths }

  func parse() throws(PatternError) -> WheelPattern {
    let characters = Array(source)
    guard !characters.isEmpty else {
      throw error(at: 0, "a pattern needs at least one wheel, for example 99.9 or 59:59")
    }
    guard characters.count <= WheelPattern.maximumLength else {
      throw error(
        at: WheelPattern.maximumLength,
        "a pattern has at most \(WheelPattern.maximumLength) characters, this one \(characters.count)"
      )
    }
    var wheels: [Wheel] = []
    var phase = Phase.integer
    var signWheel: Int?
    var sixteenths = false
    // Digit wheels of the integer part, grouped by ':' (wheel indices).
    var integerGroups: [[Int]] = [[]]
    var groupStarts: [Int] = [0]
    var fractionWheels: [Int] = []
    var sawDigit = false

    for (offset, character) in characters.enumerated() {
      let index = wheels.count
      switch character {
      case "1"..."9":
        guard phase != .afterSixteenths else {
          throw error(at: offset, "a digit wheel cannot follow x: the sixteenths come last")
        }
        let max = Int(String(character)) ?? 9
        wheels.append(Wheel(kind: .digit(max: max), offset: offset))
        if phase == .integer {
          integerGroups[integerGroups.count - 1].append(index)
        } else {
          fractionWheels.append(index)
        }
        sawDigit = true
      case "0":
        throw error(at: offset, "0 is not a wheel: a digit wheel is 1-9, its highest row")
      case "x", "X":
        guard !sixteenths else {
          throw error(at: offset, "a pattern has at most one x (sixteenths) wheel")
        }
        guard phase == .integer else {
          throw error(at: offset, "x cannot follow a decimal point: use decimals or sixteenths")
        }
        wheels.append(Wheel(kind: .sixteenths, offset: offset))
        sixteenths = true
        phase = .afterSixteenths
        sawDigit = true
      case "±":
        guard signWheel == nil else { throw error(at: offset, "a pattern has at most one ±") }
        guard !sawDigit else {
          throw error(at: offset, "the sign wheel ± must come before every digit wheel")
        }
        signWheel = index
        wheels.append(Wheel(kind: .sign, offset: offset))
      case ".":
        switch phase {
        case .fraction:
          throw error(at: offset, "a pattern has at most one decimal point")
        case .afterSixteenths:
          throw error(at: offset, "a decimal point cannot follow x: use decimals or sixteenths")
        case .integer:
          phase = .fraction
          wheels.append(Wheel(kind: .separator(character), offset: offset))
        }
      case ":":
        guard phase == .integer else {
          throw error(at: offset, "':' groups belong before the decimal point and before x")
        }
        guard !(integerGroups.last ?? []).isEmpty else {
          throw error(at: offset, "each ':' needs digit wheels before it, as in 59:59")
        }
        guard integerGroups.count < 3 else {
          throw error(at: offset, "at most three ':' groups: hours, minutes and seconds")
        }
        integerGroups.append([])
        groupStarts.append(offset + 1)
        wheels.append(Wheel(kind: .separator(character), offset: offset))
      default:
        wheels.append(Wheel(kind: .separator(character), offset: offset))
      }
    }
    guard sawDigit else {
      throw error(at: 0, "a pattern needs at least one digit wheel (1-9) or x")
    }
    if integerGroups.count > 1, (integerGroups.last ?? []).isEmpty {
      throw error(at: characters.count - 1, "each ':' needs digit wheels after it, as in 59:59")
    }
    if fractionWheels.count > WheelPattern.maximumDigits {
      throw error(
        at: wheels[fractionWheels[WheelPattern.maximumDigits]].offset,
        "more decimals than an exact value can hold (\(WheelPattern.maximumDigits) at most)")
    }
    let resolution: Resolution =
      sixteenths ? .sixteenths : .decimal(places: fractionWheels.count)
    return try layOut(
      wheels: wheels, resolution: resolution, signWheel: signWheel,
      integerGroups: integerGroups, groupStarts: groupStarts, fractionWheels: fractionWheels)
  }

  /// Gives every value wheel its weight in units, checking that the value stays exact in Int64.
  private func layOut(
    wheels: [Wheel], resolution: Resolution, signWheel: Int?, integerGroups: [[Int]],
    groupStarts: [Int], fractionWheels: [Int]
  ) throws(PatternError) -> WheelPattern {
    var weightOf: [Int: Int64] = [:]
    var maximum: Int64 = 0
    let tooMany = "more digits than an exact value can hold (\(WheelPattern.maximumDigits) at most)"

    // Least significant first, so an overflow points at the first digit that cannot be held.
    func add(wheel: Int, weight: Int64) throws(PatternError) {
      let (part, overflowA) = weight.multipliedReportingOverflow(by: Int64(maxDigit(wheels[wheel])))
      let (sum, overflowB) = maximum.addingReportingOverflow(part)
      guard !overflowA, !overflowB, sum < 1_000_000_000_000_000_000 else {
        throw error(at: wheels[wheel].offset, tooMany)
      }
      maximum = sum
      weightOf[wheel] = weight
    }

    let denominator = resolution.denominator
    if resolution == .sixteenths, let wheel = wheels.firstIndex(where: { $0.kind == .sixteenths }) {
      try add(wheel: wheel, weight: 1)
    }
    var placeWeight = denominator
    for wheel in fractionWheels {
      placeWeight /= 10
      try add(wheel: wheel, weight: placeWeight)
    }

    var groups: [WheelPattern.Group] = []
    var groupUnit = denominator
    let names = ["seconds", "minutes", "hours"]
    for (position, group) in integerGroups.enumerated().reversed() {
      let fromRight = integerGroups.count - 1 - position
      var weight = groupUnit
      var groupMax: Int64 = 0
      var digitWeight: Int64 = 1
      for wheel in group.reversed() {
        try add(wheel: wheel, weight: weight)
        groupMax += Int64(maxDigit(wheels[wheel])) * digitWeight
        digitWeight *= 10
        // Saturates: a weight that big fails add() when a next digit exists.
        weight = weight.saturatingMultiplied(by: 10)
      }
      if position > 0, groupMax >= 60 {
        throw error(
          at: groupStarts[position],
          "a group after ':' counts 0-59 (base 60), but this one reaches \(groupMax)")
      }
      let name =
        integerGroups.count == 1
        ? "the whole number"
        : (fromRight < names.count ? names[fromRight] : "group \(position + 1)")
      groups.insert(
        WheelPattern.Group(wheels: group, unitWeight: groupUnit, maxValue: groupMax, name: name),
        at: 0)
      groupUnit = groupUnit.saturatingMultiplied(by: 60)
    }

    let places = wheels.indices.compactMap { wheel in
      weightOf[wheel].map {
        WheelPattern.Place(wheel: wheel, weight: $0, maxDigit: Int64(maxDigit(wheels[wheel])))
      }
    }
    return WheelPattern(
      source: source, wheels: wheels, resolution: resolution, maximumUnits: maximum,
      signWheel: signWheel, places: places, groups: groups)
  }

  private func maxDigit(_ wheel: Wheel) -> Int {
    switch wheel.kind {
    case .digit(let max): max
    case .sixteenths: 15
    case .sign, .separator: 0
    }
  }

  private func error(at offset: Int, _ reason: String) -> PatternError {
    PatternError(pattern: source, offset: offset, reason: reason)
  }
}

extension Int64 {
  /// self * factor, or Int64.max or Int64.min, by the product's sign, when that overflows.
  package func saturatingMultiplied(by factor: Int64) -> Int64 {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (self < 0) != (factor < 0) ? .min : .max
  }
}
