/// Option columns that cannot work, or an answer no column offers.
public enum OptionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A column (or the picker) without options.
  case noOptions(column: String)
  /// More columns or options than a picker takes.
  case tooMany(String, count: Int, limit: Int)
  /// An empty or over-long label.
  case badLabel(String, limit: Int)
  /// Two options of a column with the same label.
  case duplicate(String, column: String)
  /// A column whose every option is disabled.
  case noneEnabled(column: String)
  /// An answer, or a selection sent back, that names a disabled option.
  case unavailable(String, allowed: [String])
  /// An answer that is no option's label or value.
  case noSuchOption(String, allowed: [String])
  /// An answer that begins several options' labels.
  case ambiguous(String, candidates: [String])
  /// Keys typed into a filtering column that no enabled label matches.
  case noMatch(String)
  /// Several choices asked of a picker with more than one column.
  case severalColumns(Int)
  /// A least or a most of choices that cannot work.
  case badChoiceLimit(ChoiceLimit)
  /// A choice beyond the most a column takes.
  case tooManyChosen(most: Int)
  /// Fewer choices than the least a column takes.
  case tooFewChosen(least: Int, chosen: Int)

  /// What was wrong and what is allowed, in one line.
  public var description: String {
    switch self {
    case .noOptions(let column): "\(column) has no options: give at least one label"
    case .tooMany(let what, let count, let limit):
      "\(count) \(what) given; a picker takes at most \(limit)"
    case .badLabel(let label, let limit):
      "\"\(Echo.shown(label))\" is not a label: labels have 1 to \(limit) characters"
    case .duplicate(let label, let column):
      "\"\(Echo.shown(label))\" appears twice in \(column): labels of a column must differ"
    case .noSuchOption(let text, let allowed):
      "\"\(Echo.shown(text))\" is not an option: choose one of \(Self.list(allowed))"
    case .noneEnabled(let column):
      "every option of \(column) is disabled: enable at least one"
    case .unavailable(let label, let allowed):
      "\"\(Echo.shown(label))\" is unavailable: choose one of \(Self.list(allowed))"
    case .noMatch(let typed):
      "no label has the letters \"\(Echo.shown(typed))\" in that order: type fewer or others"
    case .severalColumns(let count):
      "several choices are made in one column, and \(count) are given: give one column, or a "
        + "limit of 1"
    case .badChoiceLimit(let limit):
      "a limit of \(limit.most.map(String.init) ?? "none") with a least of \(limit.least) "
        + "cannot work: the least is 1 or more, and the limit 2 or more and no less than the least"
    case .tooManyChosen(let most):
      "at most \(most) can be chosen: take one back first"
    case .tooFewChosen(let least, let chosen):
      "choose at least \(least): \(chosen) \(chosen == 1 ? "is" : "are") chosen"
    case .ambiguous(let text, let candidates):
      "\"\(Echo.shown(text))\" begins several options (\(Self.list(candidates))): type more of one"
    }
  }

  /// Whether the nearest option can stand in: the nearest enabled one for a disabled option
  /// (an unknown choice is not a near miss).
  public var hasNearestValue: Bool {
    if case .unavailable = self { return true }
    return false
  }

  private static func list(_ labels: [String]) -> String {
    let shown = labels.prefix(8).map(Echo.shown).joined(separator: ", ")
    return labels.count > 8 ? shown + " ... (\(labels.count) in all)" : shown
  }
}
