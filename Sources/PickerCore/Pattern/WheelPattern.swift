/// A picker described by a pattern such as `99.9`, `59:59.99` or `99x`: its wheels and what they
/// mean.
///
/// Each character is one wheel: a digit N (1-9) is a wheel 0...N, `x` a wheel of sixteenths,
/// `±` a sign wheel, anything else a one-row separator. Digits before the first `.` form the
/// integer part, counted in base 60 across `:` groups; digits after it are tenths, hundredths...
public struct WheelPattern: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let source: String
  /// The wheels, left to right.
  public let wheels: [Wheel]
  /// The smallest step the wheels can tell apart.
  public let resolution: Resolution
  /// The largest value the wheels hold, in units of `resolution`.
  public let maximumUnits: Int64
  /// The index of the sign wheel, when there is one.
  public let signWheel: Int?

  /// The value-bearing wheels, most significant first.
  package let places: [Place]
  /// The integer part's `:` groups, most significant first.
  package let groups: [Group]
  /// Where each wheel sits in `places`, or nil for sign and separators.
  let placeIndexOfWheel: [Int?]
  /// What a screen reader calls each wheel: `minutes, tens`, `tenths`, `sixteenths`, `sign`.
  public let wheelNames: [String]

  /// A wheel that carries part of the value: its weight in units and its highest row.
  package struct Place: Sendable, Hashable {
    package let wheel: Int
    package let weight: Int64
    let maxDigit: Int64
  }

  /// A `:` group of the integer part: its digit wheels and the weight of one of its units.
  package struct Group: Sendable, Hashable {
    package let wheels: [Int]
    package let unitWeight: Int64
    let maxValue: Int64
    let name: String
  }

  /// The digits an exact value of a pattern may have at most (Int64 units).
  public static let maximumDigits = 18

  /// The most characters (wheels) a pattern may have; no picker a person can use has more.
  public static let maximumLength = 64

  /// Parses a pattern; a bad one is an error that points at the offending character.
  public init(_ source: String) throws(PatternError) {
    self = try PatternParser(source: source).parse()
  }

  init(
    source: String, wheels: [Wheel], resolution: Resolution, maximumUnits: Int64,
    signWheel: Int?, places: [Place], groups: [Group]
  ) {
    self.source = source
    self.wheels = wheels
    self.resolution = resolution
    self.maximumUnits = maximumUnits
    self.signWheel = signWheel
    self.places = places
    self.groups = groups
    var index = [Int?](repeating: nil, count: wheels.count)
    for (position, place) in places.enumerated() { index[place.wheel] = position }
    self.placeIndexOfWheel = index
    self.wheelNames = Self.names(
      of: wheels, places: places, groups: groups, denominator: resolution.denominator)
  }

  /// Each wheel's name for a screen reader, from its place in the value.
  private static func names(
    of wheels: [Wheel], places: [Place], groups: [Group], denominator: Int64
  ) -> [String] {
    let decimals = places.filter { $0.weight < denominator }.map({ $0.wheel })
    let placeNames = [
      "ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands",
    ]
    let decimalNames = ["tenths", "hundredths", "thousandths", "ten-thousandths"]
    return wheels.indices.map { index in
      switch wheels[index].kind {
      case .sign: return "sign"
      case .sixteenths: return "sixteenths"
      case .separator(let character): return String(character)
      case .digit: break
      }
      if let position = decimals.firstIndex(of: index) {
        return position < decimalNames.count ? decimalNames[position] : "decimal \(position + 1)"
      }
      for group in groups {
        guard let position = group.wheels.firstIndex(of: index) else { continue }
        let fromRight = group.wheels.count - 1 - position
        let place = fromRight < placeNames.count ? placeNames[fromRight] : "digit \(fromRight + 1)"
        return groups.count > 1 ? "\(group.name), \(place)" : place
      }
      return "digit"
    }
  }

  /// Whether the sign wheel lets values go below zero.
  public var allowsNegative: Bool { signWheel != nil }

  /// The pattern as written.
  public var description: String { source }

  /// The weight of one row step of a wheel, in units, or nil for sign and separators.
  public func unitWeight(ofWheel wheel: Int) -> Int64? {
    guard placeIndexOfWheel.indices.contains(wheel) else { return nil }
    return placeIndexOfWheel[wheel].map { places[$0].weight }
  }
}
