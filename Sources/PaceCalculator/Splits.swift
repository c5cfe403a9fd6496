public import Foundation

/// One split of a run: how far, how long it took, and the time so far.
public struct Split: Sendable, Hashable {
  /// 1-based.
  public let number: Int
  /// The split's own length in metres (the last may be partial).
  public let length: Decimal
  /// The distance covered at its end, in metres.
  public let distance: Decimal
  /// The split's time in seconds.
  public let time: Decimal
  /// The time at its end, in seconds.
  public let elapsed: Decimal
}

extension RunCalculator {
  /// Splits every `length` metres at even pace, the last one partial when the run does not
  /// divide evenly (a marathon in km splits is 42 splits and a last one of 195 m).
  public func splits(every length: Decimal) throws(RunError) -> [Split] {
    guard length > 0 else { throw .badSplit(length) }
    var splits: [Split] = []
    var covered: Decimal = 0
    var number = 0
    while covered < distance, number < 10_000 {
      number += 1
      let piece = min(length, distance - covered)
      covered += piece
      splits.append(
        Split(
          number: number, length: piece, distance: covered, time: time * piece / distance,
          elapsed: time * covered / distance))
    }
    return splits
  }
}
