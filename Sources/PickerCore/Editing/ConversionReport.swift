/// A measure converted to another unit, as a program reads it.
public struct ConversionReport: Sendable, Hashable {
  /// The converted amount: exact, or to 12 significant digits.
  public let value: PickerDatum
  /// Whether the amount is exact.
  public let exact: Bool
  /// Whether the target unit's wheels show it exactly.
  public let fits: Bool
  /// The unit converted to.
  public let unit: String
  /// The amount as a person reads it (the true amount, never a wheel's maximum).
  public let text: String

  /// A conversion's report from its parts.
  public init(value: PickerDatum, exact: Bool, fits: Bool, unit: String, text: String) {
    self.value = value
    self.exact = exact
    self.fits = fits
    self.unit = unit
    self.text = text
  }

  /// The conversion as JSON.
  public var json: JSONValue {
    .object(
      JSONObject([
        ("exact", .bool(exact)), ("fits", .bool(fits)), ("text", .string(text)),
        ("unit", .string(unit)), ("value", value.json),
      ]))
  }
}
