/// A moment in time, to the second: what the core needs of a platform's clock.
///
/// The core keeps whole seconds since 1970-01-01T00:00:00Z in an `Int64`, so the years 1-9999
/// fit on every host (on wasm32 an `Int` has 32 bits). A platform hands the current time as one
/// (`Instant(Date())` natively, `Date.now()` in a page); the wheels never show a fraction of a
/// second, so a clock's fraction is dropped, towards the past.
public struct Instant: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Whole seconds since 1970-01-01T00:00:00Z.
  public let secondsSince1970: Int64

  /// The instant a count of seconds since 1970 names.
  public init(secondsSince1970: Int64) {
    self.secondsSince1970 = secondsSince1970
  }

  /// The earlier instant first.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  /// The instant in UTC, as ISO 8601 writes it: `2025-03-09T07:00:00Z`.
  public var description: String { isoText(offset: 0) }

  /// The instant as ISO 8601 writes it with a UTC offset: `2025-03-09T03:00:00-04:00`, `Z` for
  /// UTC, and the offset's seconds where a zone's old local mean time has them
  /// (`1890-10-11T20:26:48+00:53:28`).
  ///
  /// The date is the proleptic Gregorian one the wheels show, before 1582 too (ISO 8601's own
  /// calendar).
  public func isoText(offset: Int) -> String {
    let fields = WallClock.fields(localSeconds: secondsSince1970 + Int64(offset))
    let zone: String
    if offset == 0 {
      zone = "Z"
    } else {
      let magnitude = offset.magnitude
      let hours = LocalDateTime.padded(Int(magnitude / 3_600), 2)
      let minutes = LocalDateTime.padded(Int(magnitude % 3_600 / 60), 2)
      let seconds = magnitude % 60 == 0 ? "" : ":" + LocalDateTime.padded(Int(magnitude % 60), 2)
      zone = (offset < 0 ? "-" : "+") + hours + ":" + minutes + seconds
    }
    return "\(fields.dateText)T\(fields.timeTextWithSeconds)\(zone)"
  }
}
