/// Where a focus action moves the focus; separators are skipped.
public enum FocusMove: Sendable, Hashable {
  /// A given wheel (the nearest adjustable one).
  case wheel(Int)
  /// The next adjustable wheel to the right.
  case next
  /// The next adjustable wheel to the left.
  case previous
  /// The first adjustable wheel.
  case first
  /// The last adjustable wheel.
  case last
}
