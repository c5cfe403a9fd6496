/// Spoken descriptions for screen readers.
extension PatternPicker {
  /// The value in words: `12 minutes 54.37 seconds`, `3.1`, `12 and 3 eighths`, `minus 4.5`.
  public func spokenDescription(of value: PatternValue) -> String {
    // The numbers in the words as the wheels write them (`3,1` in de_DE).
    symbols.written(latinSpokenDescription(of: value))
  }

  private func latinSpokenDescription(of value: PatternValue) -> String {
    let units = (try? conversion.units(of: value)) ?? value.units
    let sign = units < 0 ? "minus " : ""
    let magnitude = Int64(units.magnitude)
    let resolution = pattern.resolution
    if resolution == .sixteenths {
      let whole = magnitude / 16
      let sixteenths = Int(magnitude % 16)
      if sixteenths == 0 { return sign + "\(whole)" }
      let fraction = Sixteenths.spoken(sixteenths)
      return sign + (whole == 0 ? fraction : "\(whole) and \(fraction)")
    }
    guard pattern.groups.count > 1 else {
      return sign + PatternValue(units: magnitude, resolution: resolution).description
    }
    // Hours, minutes, seconds from the right; zero leading groups are not read out. Written
    // into one string: this runs on every edit.
    let denominator = resolution.denominator
    var spoken = sign
    var rest = magnitude
    for (index, group) in pattern.groups.enumerated() {
      let fromRight = pattern.groups.count - 1 - index
      let isLast = fromRight == 0
      let amount = isLast ? rest : rest / group.unitWeight
      rest -= isLast ? rest : amount * group.unitWeight
      guard amount != 0 || (isLast && spoken.count == sign.count) else { continue }
      if spoken.count > sign.count { spoken += " " }
      spoken +=
        isLast ? PatternValue(units: amount, resolution: resolution).description : String(amount)
      let isOne = amount == (isLast ? denominator : 1)
      switch min(fromRight, 2) {
      case 0: spoken += isOne ? " second" : " seconds"
      case 1: spoken += isOne ? " minute" : " minutes"
      default: spoken += isOne ? " hour" : " hours"
      }
    }
    return spoken
  }
}
