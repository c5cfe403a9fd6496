/// A magnitude in units: its floor and what is left over, and its sign.
package struct ScaledNumber: Sendable, Hashable {
  /// A floor beyond every pattern's maximum (patterns stay below 10^18 units).
  static let huge: Int64 = 2_000_000_000_000_000_000

  var negative: Bool
  var floor: Int64
  var remainder: Remainder

  package var isExact: Bool { remainder == .zero }

  /// The signed value as a floor and a remainder: -(3 + 0.2) is -4 + 0.8.
  package var signed: (floor: Int64, remainder: Remainder) {
    guard negative else { return (floor, remainder) }
    return remainder == .zero ? (-floor, .zero) : (-floor - 1, remainder.complement)
  }
}
