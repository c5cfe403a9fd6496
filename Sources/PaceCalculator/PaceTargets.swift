/// The targets a runner lists, each named as the report names it (`15 km`, `5K`, `30:00`) and
/// listed once: `15.000 km` from the wheels is `15 km`, and 5000 m beside the 5K is the 5K again.
public struct PaceTargets: Codable, Sendable, Hashable {
  /// Distances to predict a time for.
  public let targets: [String]
  /// Times to predict a distance for.
  public let timeTargets: [String]

  /// Reads each target on its wheels, at most ``RunError/targetLimit`` in all, and names it; a
  /// target that is the same distance or time as an earlier one is dropped.
  public init(targets: [String], timeTargets: [String]) throws {
    let asked = targets.count + timeTargets.count
    guard asked <= RunError.targetLimit else { throw RunError.tooManyTargets(asked) }
    var lengths: [RunLength] = []
    for text in targets {
      let length = try RunLength(parsing: text) { .badTarget($0) }
      if !lengths.contains(where: { $0.meters == length.meters }) { lengths.append(length) }
    }
    var times: [Ratio] = []
    for text in timeTargets {
      let time = Ratio(try RunInputs.read("time target", text, on: RunInputs.time()))
      if !times.contains(time) { times.append(time) }
    }
    self.targets = lengths.map(\.description)
    self.timeTargets = times.map { RunText.duration($0, places: 0) }
  }
}
