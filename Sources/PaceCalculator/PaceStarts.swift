/// Where the calculator's inputs start and what it predicts when nobody says otherwise: one
/// place for the page's wheels and the report's defaults alike.
///
/// Each start is a value as its wheels read it, by unit where the unit changes it (a marathon is
/// `42.195` km and `26.219` mi).
public struct PaceStarts: Sendable, Hashable {
  /// A distance per distance unit: the marathon in km and mi, 5000 m, a mile in yards.
  public let distance: [String: String]
  /// A time: three hours.
  public let time: String
  /// A pace or speed per unit: 5:00 /km, 8:00 /mi, 12 km/h, 7.5 mph.
  public let pace: [String: String]
  /// A split length per unit: 1 km, 1 mi, 400 m, 440 yd.
  public let split: [String: String]
  /// A race distance to add, per unit.
  public let target: [String: String]
  /// A time to add as a prediction target.
  public let timeTarget: String
  /// Riegel's exponent.
  public let riegelExponent: String
  /// The races predicted by default.
  public let targets: [String]
  /// The times a distance is predicted for by default.
  public let timeTargets: [String]
  /// Each prediction model's value and the short name its column shows.
  public let models: [ModelColumn]
  /// An interval session's repetitions.
  public let repetitions: String
  /// A repetition's distance per unit (6 x 800 m).
  public let repetitionDistance: [String: String]
  /// A repetition's pace per pace unit.
  public let repetitionPace: [String: String]
  /// A rest between repetitions.
  public let rest: String
  /// A jog's distance, in metres.
  public let jogDistance: String
  /// A jog's pace per pace unit.
  public let jogPace: [String: String]
  /// The unit track sessions are measured in wherever the runner lives (6 × 800 m).
  public let trackUnit: String
  /// Each system's units, for the Units switch: its distance, pace and speed units.
  public let systems: [String: [String: String]]
  /// The units that are speeds rather than paces.
  public let speedUnits: [String]
  /// The models Riegel's exponent changes: Riegel's own and the average of the models.
  public let exponentModels: [String]

  /// A model as a table column names it.
  public struct ModelColumn: Sendable, Hashable {
    /// The model's value in a request.
    public let value: String
    /// The column's heading.
    public let label: String
  }

  /// The calculator's starts.
  public static let standard = PaceStarts(
    distance: .init(listing: [("km", "42.195"), ("mi", "26.219"), ("m", "5000"), ("yd", "1760")]),
    time: "3:00:00",
    pace: .init(listing: [("min/km", "5:00"), ("min/mi", "8:00"), ("km/h", "12"), ("mph", "7.5")]),
    split: .init(listing: [("km", "1"), ("mi", "1"), ("m", "400"), ("yd", "440")]),
    target: .init(listing: [("km", "15"), ("mi", "3.1"), ("m", "3000"), ("yd", "880")]),
    timeTarget: "30:00",
    riegelExponent: "\(RacePredictor.standardExponent)",
    targets: Race.allCases.map { $0.rawValue }, timeTargets: ["1:00:00"],
    models: [
      ModelColumn(value: "riegel", label: "Riegel"),
      ModelColumn(value: "cameron", label: "Cameron"),
      ModelColumn(value: "purdy", label: "Purdy"), ModelColumn(value: "vo2max", label: "VO2max"),
    ],
    repetitions: "6",
    repetitionDistance: .init(listing: [("m", "800"), ("km", "1"), ("mi", "0.5"), ("yd", "880")]),
    repetitionPace: .init(listing: [("min/km", "3:45"), ("min/mi", "6:00")]), rest: "1:30",
    jogDistance: "400",
    jogPace: .init(listing: [("min/km", "6:00"), ("min/mi", "9:40")]), trackUnit: "m",
    systems: Dictionary(
      uniqueKeysWithValues: RunSystem.allCases.map { system in
        (
          system.rawValue,
          ["distance": system.distance, "pace": system.pace, "speed": system.speed]
        )
      }),
    speedUnits: RunSystem.allCases.map { $0.speed },
    exponentModels: [PredictionModel.riegel, .average].map { $0.rawValue })
}

// The page's starts are written by the server into the page; Foundation's coder writes them.
#if !hasFeature(Embedded)
extension PaceStarts: Encodable {}
extension PaceStarts.ModelColumn: Encodable {}
#endif
