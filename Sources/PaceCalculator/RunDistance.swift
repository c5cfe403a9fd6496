public import Foundation
public import PickerKit

/// Standard race distances, in metres, exactly.
public enum Race: String, Sendable, Hashable, CaseIterable {
  /// One mile, 1609.344 m.
  case mile
  /// 5 km.
  case fiveK = "5K"
  /// 10 km.
  case tenK = "10K"
  /// Half marathon, 21.0975 km.
  case halfMarathon = "half marathon"
  /// Marathon, 42.195 km.
  case marathon

  /// The distance in metres.
  public var meters: Decimal {
    switch self {
    case .mile: Decimal(string: "1609.344") ?? 0
    case .fiveK: 5_000
    case .tenK: 10_000
    case .halfMarathon: Decimal(string: "21097.5") ?? 0
    case .marathon: 42_195
    }
  }
}

/// The units a runner uses, from PickerKit's exact catalogue.
public enum RunUnits {
  /// Kilometres, miles and metres, exactly defined.
  public static func distance(_ symbol: String) -> ExactUnit? {
    MeasureDimension.length.unit(named: symbol)
  }

  /// Minutes per kilometre or per mile.
  public static func pace(_ symbol: String) -> ExactUnit? {
    MeasureDimension.pace.unit(named: symbol)
  }

  /// km/h or mph.
  public static func speed(_ symbol: String) -> ExactUnit? {
    MeasureDimension.speed.unit(named: symbol)
  }
}
