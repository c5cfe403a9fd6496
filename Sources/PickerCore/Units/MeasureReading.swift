/// A quantity on its unit's wheels, and the unit.
public struct MeasureReading: Sendable, Hashable {
  /// The unit on the unit wheel.
  public let unit: ExactUnit
  /// The quantity wheels' corrected selection.
  public let quantity: Correction
  /// Why the answer moved, or nil when it was accepted as given.
  public let reason: MeasureError?

  /// The amount, exactly.
  public var amount: ExactNumber { quantity.value.exactNumber }

  /// The quantity and symbol as a person reads them: `12.500 kg`, `5:00 min/km`, `-40.00 °F`.
  public var text: String {
    let pattern = (try? WheelPattern(unit.pattern))
    let number = pattern?.compactText(of: quantity.rows) ?? quantity.value.description
    return "\(number) \(unit.symbol)"
  }
}
