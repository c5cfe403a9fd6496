/// Spoken descriptions for screen readers.
extension PatternPicker {
  /// The value in words: `12 minutes 54.37 seconds`, `3.1`, `12 and 3 eighths`, `minus 4.5`.
  public func spokenDescription(of value: PatternValue) -> String {
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
    // Hours, minutes, seconds from the right; zero leading groups are not read out.
    let names = [("second", "seconds"), ("minute", "minutes"), ("hour", "hours")]
    let denominator = resolution.denominator
    var parts: [String] = []
    var rest = magnitude
    for (index, group) in pattern.groups.enumerated() {
      let fromRight = pattern.groups.count - 1 - index
      let isLast = fromRight == 0
      let amount = isLast ? rest : rest / group.unitWeight
      rest -= isLast ? rest : amount * group.unitWeight
      guard amount != 0 || (isLast && parts.isEmpty) else { continue }
      let number =
        isLast
        ? PatternValue(units: amount, resolution: resolution).description
        : String(amount)
      let (one, many) = names[min(fromRight, names.count - 1)]
      parts.append("\(number) \(amount == (isLast ? denominator : 1) ? one : many)")
    }
    return sign + parts.joined(separator: " ")
  }
}
