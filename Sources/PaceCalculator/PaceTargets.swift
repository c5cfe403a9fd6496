public import PickerCore

/// The targets a runner lists, each named as the report names it (`15 km`, `5K`, `30:00`) and
/// listed once: `15.000 km` from the wheels is `15 km`, and 5000 m beside the 5K is the 5K again.
///
/// The names are what a request sends back (`.` and 0-9); each is also written as the reader
/// reads it (`0,5 mi`, `٣٠:٠٠`), in the same order, for a page to show.
public struct PaceTargets: Sendable, Hashable {
  /// Distances to predict a time for.
  public let targets: [String]
  /// Times to predict a distance for.
  public let timeTargets: [String]
  /// The distances as the reader writes numbers, one for each of `targets`.
  public let writtenTargets: [String]
  /// The times as the reader writes numbers, one for each of `timeTargets`.
  public let writtenTimeTargets: [String]
}

extension PaceTargets {
  /// Reads each target on its wheels, at most ``RunError/targetLimit`` in all, and names it; a
  /// target that is the same distance or time as an earlier one is dropped.
  ///
  /// The written names are in a reader's signs (`.` and 0-9 by default).
  public init(
    targets: [String], timeTargets: [String], symbols: NumberSymbols = .canonical
  ) throws(RunError) {
    let asked = targets.count + timeTargets.count
    guard asked <= RunError.targetLimit else { throw .tooManyTargets(asked) }
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
    self.targets = lengths.map { $0.description }
    self.timeTargets = times.map { RunText.duration($0, places: 0) }
    writtenTargets = lengths.map { $0.text(symbols) }
    writtenTimeTargets = times.map { RunText.duration($0, places: 0, symbols: symbols) }
  }
}
