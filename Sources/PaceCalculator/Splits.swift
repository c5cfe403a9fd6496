public import PickerCore

/// One split of a run: how far, how long it took, and the time so far.
public struct Split: Sendable {
  /// 1-based.
  public let number: Int
  /// The split's own length in metres (the last may be partial).
  public let length: Ratio
  /// The distance covered at its end, in metres.
  public let distance: Ratio
  /// The split's time in seconds.
  public let time: Ratio
  /// The time at its end, in seconds.
  public let elapsed: Ratio
  /// Whether the split is shorter than the others (the run's last, when it does not divide).
  public let isPartial: Bool
}

extension RunCalculator {
  /// Splits every `length` metres at even pace, the last one partial when the run does not
  /// divide evenly (a marathon in km splits is 42 splits and a last one of 195 m).
  ///
  /// Refuses a split so short that the run would have more than `RunError.splitLimit` of them,
  /// so the work is bounded whatever a client sends.
  public func splits(every length: Ratio) throws(RunError) -> [Split] {
    guard length.isPositive else { throw .notPositive("split", length.shown) }
    let count = (distance / length).rounded(places: 0, .awayFromZero)
    guard count <= ExactNumber(RunError.splitLimit) else {
      throw .tooManySplits(count.wholeNumber.map { min($0, 1_000_000_000) } ?? 1_000_000_000)
    }
    var splits: [Split] = []
    var covered = Ratio(0)
    var number = 0
    while covered < distance {
      number += 1
      let end = Ratio.minimum(Ratio(number) * length, distance)
      let piece = end - covered
      covered = end
      splits.append(
        Split(
          number: number, length: piece, distance: end, time: time * piece / distance,
          elapsed: time * end / distance, isPartial: piece < length))
    }
    return splits
  }
}
