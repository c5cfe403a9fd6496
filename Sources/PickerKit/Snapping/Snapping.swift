/// Seed 003's sticky scrolling as pure functions: where a wheel's scroll should come to rest so
/// that a row border lines up with the selection band.
///
/// Offsets, velocities and heights are screen points (Double is right here: they are positions
/// on a screen, not values a person enters).
public enum Snapping {
  /// UIScrollView's normal deceleration rate: the velocity kept per millisecond.
  public static let normalDecelerationRate = 0.998

  /// The distance a scroll coasts from a velocity (points per second) before friction stops it.
  public static func coastingDistance(velocity: Double, decelerationRate: Double) -> Double {
    // Velocity decays by the rate each millisecond: the distance is a geometric series.
    velocity / 1_000 * decelerationRate / (1 - decelerationRate)
  }

  /// The resting offset on a row border for a scroll that ends at `contentOffset`.
  ///
  /// With zero velocity it is the nearest border (exactly half a row goes to the next row);
  /// otherwise the border past the point where the motion would stop, in its direction.
  public static func targetOffset(
    contentOffset: Double, velocity: Double, rowHeight: Double,
    decelerationRate: Double = normalDecelerationRate
  ) -> Double {
    guard rowHeight > 0, contentOffset.isFinite, velocity.isFinite else { return contentOffset }
    if velocity == 0 {
      return (contentOffset / rowHeight).rounded(.toNearestOrAwayFromZero) * rowHeight
    }
    let resting =
      contentOffset
      + coastingDistance(velocity: velocity, decelerationRate: decelerationRate)
    let rows = resting / rowHeight
    return (velocity > 0 ? rows.rounded(.up) : rows.rounded(.down)) * rowHeight
  }

  /// The row whose top border is at an offset.
  public static func row(atOffset offset: Double, rowHeight: Double) -> Int {
    guard rowHeight > 0, offset.isFinite else { return 0 }
    return Int((offset / rowHeight).rounded(.toNearestOrAwayFromZero))
  }
}
