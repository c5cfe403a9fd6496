/// What a measure picker measures, each with an ordered list of exact units.
///
/// Order carries meaning (Per's KeyValuePairs lesson): the first unit is the default, and the
/// unit wheel shows them in this order.
public enum MeasureDimension: String, Sendable, Hashable, CaseIterable {
  /// Mass: kg, g, mg, lb, oz.
  case mass
  /// Volume: L, mL, cL, US gal, qt, pt, cup, fl oz, and imperial gal, qt, pt, fl oz.
  case volume
  /// Length: km, m, mi, yd, ft, in.
  case length
  /// Speed: km/h, mph, m/s.
  case speed
  /// Pace, time per distance: min/km, min/mi, with an M:SS quantity.
  case pace
  /// Temperature: °C, °F, K.
  case temperature
  /// Duration: h:mm:ss in seconds, minutes, hours.
  case duration
  /// A count of things: each, dozen.
  case count

  /// Whether amounts below zero exist (only temperatures).
  public var allowsNegative: Bool { self == .temperature }

  /// A noun for messages: `a mass`, `a volume`.
  public var article: String { "a \(rawValue)" }
}
