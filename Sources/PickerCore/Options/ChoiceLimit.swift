/// How many options a column that takes several choices may have chosen: from `least` to
/// `most` (gum's `--limit`), or any number from `least` (`--no-limit`).
public struct ChoiceLimit: Sendable, Hashable {
  /// The fewest a confirmation takes (1 or more).
  public let least: Int
  /// The most that can be chosen, or nil for no limit.
  public let most: Int?

  /// A limit of choices; checked by the picker it is given to.
  public init(least: Int = 1, most: Int?) {
    self.least = least
    self.most = most
  }
}
