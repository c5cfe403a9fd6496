/// The one rule by which typing narrows a long option column, as fzf matches: the letters typed
/// appear in the label in order, not necessarily together, and the labels where they sit best
/// come first.
///
/// Written here rather than taken from a library: the rule must run in every host, the page's
/// Embedded Swift core too, which links no package beyond the standard library. It follows
/// fzf's first algorithm (`--algo=v1`, linear in the label): the first place the letters match
/// going forward, then the shortest window ending there going back, scored as fzf scores it.
/// Case is ignored.
public enum FuzzyMatch {
  /// A letter matched.
  static let match = 16
  /// The first letter of a gap between matched letters.
  static let gapStart = -3
  /// Each further letter of a gap.
  static let gapExtension = -1
  /// A match at a word's start: the label's start, or after a space or punctuation.
  static let boundary = 8
  /// A match at a change from lower to upper case, or from a letter to a digit.
  static let camelCase = 7
  /// A match right after the one before it.
  static let consecutive = 4

  /// The most characters of a query read: more say nothing a person types to find a label.
  public static let longestQuery = 64

  /// A label made ready for matching once (a long list is matched again at every key): its
  /// letters in lower case, and what a match at each earns for where it sits.
  public struct Candidate: Sendable, Hashable {
    let letters: [Character]
    let bonuses: [UInt8]
    let length: Int

    /// Readies a label.
    public init(_ label: String) {
      let original = Array(label)
      letters = original.map { Character($0.lowercased()) }
      bonuses = original.indices.map { UInt8(FuzzyMatch.bonus(at: $0, in: original)) }
      length = original.count
    }
  }

  /// How well a label matches a query: higher is better.
  ///
  /// Nil when the query's letters are not all in the label in order; an empty query matches
  /// everything equally.
  public static func score(_ query: String, in label: String) -> Int? {
    score(Array(query.lowercased().prefix(longestQuery)), in: Candidate(label))
  }

  /// How well a readied label matches a query already in lower case.
  static func score(_ wanted: [Character], in candidate: Candidate) -> Int? {
    guard !wanted.isEmpty else { return 0 }
    let letters = candidate.letters
    // Forward: where the last letter of the first match in order falls.
    var next = 0
    var end = -1
    for (index, letter) in letters.enumerated() where letter == wanted[next] {
      next += 1
      if next == wanted.count {
        end = index
        break
      }
    }
    guard end >= 0 else { return nil }
    // Back from there: the latest start, so the window is the shortest ending at `end`.
    var start = end
    var back = wanted.count - 1
    var index = end
    while index >= 0 {
      if letters[index] == wanted[back] {
        start = index
        if back == 0 { break }
        back -= 1
      }
      index -= 1
    }
    // Scored over the window, matching forward again from its start.
    var score = 0
    var matched = 0
    var inGap = false
    var previousMatched = false
    var position = start
    while position <= end, matched < wanted.count {
      if letters[position] == wanted[matched] {
        var bonus = Int(candidate.bonuses[position])
        if previousMatched { bonus = max(bonus, consecutive) }
        // The first letter typed counts double where it starts a word, as fzf weighs it.
        score += match + (matched == 0 ? bonus * 2 : bonus)
        matched += 1
        inGap = false
        previousMatched = true
      } else {
        score += inGap ? gapExtension : gapStart
        inGap = true
        previousMatched = false
      }
      position += 1
    }
    return score
  }

  /// What a match at a position earns for where it sits.
  fileprivate static func bonus(at position: Int, in label: [Character]) -> Int {
    guard position > 0 else { return boundary }
    let before = label[position - 1]
    let here = label[position]
    if !(before.isLetter || before.isNumber) { return boundary }
    if before.isLowercase && here.isUppercase { return camelCase }
    if before.isLetter && here.isNumber { return camelCase }
    return 0
  }

  /// The positions of the labels a query matches, best first: by score, then the shorter label,
  /// then the earlier one.
  public static func ranked(_ query: String, in labels: [String]) -> [Int] {
    ranked(query, in: labels.map(Candidate.init))
  }

  /// The positions of the readied labels a query matches, best first.
  public static func ranked(_ query: String, in candidates: [Candidate]) -> [Int] {
    let wanted = Array(query.lowercased().prefix(longestQuery))
    var scored: [(position: Int, score: Int, length: Int)] = []
    for (position, candidate) in candidates.enumerated() {
      if let score = score(wanted, in: candidate) {
        scored.append((position, score, candidate.length))
      }
    }
    return scored.ordered {
      ($0.score, -$0.length, -$0.position) > ($1.score, -$1.length, -$1.position)
    }.map { $0.position }
  }
}
