import Foundation
import PickerKit
import PickerTestSupport
import Testing

/// Filtering a long option column as one types (`filter: true`, `picker choose --filter`): the
/// core's one rule (``FuzzyMatch``), and the editing around it.
@Suite("Filtering long lists")
struct FilterTests {
  /// Labels of two made-up words each, as a long product or place list has: seeded, distinct.
  static func labels(_ count: Int, seed: String = "labels") -> [String] {
    var random = SeededRandom(name: seed)
    let syllables = [
      "ka", "lo", "mi", "ra", "ven", "tor", "sil", "an", "bel", "dor", "gri", "fa", "nu", "pel",
      "qua", "zen", "hol", "mar", "tis", "ub",
    ]
    func word() -> String {
      let parts = (0..<Int.random(in: 2...3, using: &random)).map { _ in
        syllables.randomElement(using: &random) ?? "ka"
      }
      return parts.joined().capitalized
    }
    var seen = Set<String>()
    var labels: [String] = []
    while labels.count < count {
      let label = word() + " " + word()
      if seen.insert(label.lowercased()).inserted { labels.append(label) }
    }
    return labels
  }

  /// Whether the letters of a query are in a label in order, ignoring case: the oracle.
  static func isSubsequence(_ query: String, of label: String) -> Bool {
    var wanted = Array(query.lowercased())[...]
    for letter in label.lowercased() where letter == wanted.first {
      wanted = wanted.dropFirst()
      if wanted.isEmpty { return true }
    }
    return wanted.isEmpty
  }

  @Test("A label matches exactly when the letters typed are in it in order, in any case")
  func matchesAreSubsequences() {
    var random = SeededRandom(name: "fuzzy oracle")
    let alphabet = Array("abcAB -_1")
    for _ in 0..<20_000 {
      let label = String(
        (0..<Int.random(in: 0...12, using: &random)).map { _ in
          alphabet.randomElement(using: &random) ?? "a"
        })
      let query = String(
        (0..<Int.random(in: 1...4, using: &random)).map { _ in
          alphabet.randomElement(using: &random) ?? "a"
        })
      #expect(
        (FuzzyMatch.score(query, in: label) != nil) == Self.isSubsequence(query, of: label),
        "\(query) in \(label)")
    }
  }

  @Test("Ranked as fzf ranks: a word's start, letters side by side, then the shorter label")
  func ranking() {
    #expect(FuzzyMatch.ranked("fb", in: ["foobar", "foo_bar", "fooBar"]) == [2, 1, 0])
    #expect(FuzzyMatch.ranked("rav", in: ["Caravan", "Raven"]) == [1, 0])
    #expect(FuzzyMatch.ranked("oz", in: ["fl oz", "oz", "ounce"]) == [1, 0])
    #expect(FuzzyMatch.ranked("NY", in: ["New York", "Sunny", "Albany"]) == [0, 1, 2])
    #expect(FuzzyMatch.ranked("", in: ["b", "a"]) == [0, 1])
  }

  @Test("Typing narrows, a spin moves among the matches, Backspace widens, Enter takes")
  func editing() throws {
    let labels = Self.labels(200)
    let picker = try OptionPicker(labels: labels, isFiltering: true)
    var state = picker.initialState
    for key in "rav" {
      state = picker.apply([.key(.character(key))], to: state).state
    }
    let narrowing = try #require(picker.narrowing(of: state))
    let expected = FuzzyMatch.ranked("rav", in: labels)
    #expect(narrowing.rows == expected)
    #expect(narrowing.query == "rav" && narrowing.of == 200)
    #expect(state.rows == [expected[0]])
    // Up: the next match; sent back as it was, the state stays on it.
    let up = picker.apply([.key(.up)], to: state)
    #expect(up.state.rows == [expected[1]])
    #expect(up.state.isEntering)
    #expect(picker.apply([], to: up.state).state == up.state)
    #expect(picker.apply([.key(.down), .key(.down)], to: up.state).state.rows == [expected[0]])
    // Backspace: "ra", a wider list; then back to where typing began.
    let wider = picker.apply([.key(.backspace)], to: up.state)
    #expect(picker.narrowing(of: wider.state)?.rows == FuzzyMatch.ranked("ra", in: labels))
    let widened = picker.apply([.key(.backspace), .key(.backspace)], to: wider.state)
    #expect(picker.narrowing(of: widened.state) == nil)
    #expect(widened.state.rows == picker.initialState.rows)
    // Enter takes the match in the band.
    let taken = picker.apply([.key(.enter)], to: up.state)
    #expect(!taken.state.isEntering && taken.isReady)
    #expect(taken.value.map(\.label) == [labels[expected[1]]])
    // A long query stays whole from one action to the next (a time zone's path, say).
    let zones = try OptionPicker(
      labels: ["America/Argentina/Buenos Aires", "America/Argentina/Cordoba", "Europe/Oslo"],
      isFiltering: true)
    var zone = zones.initialState
    for key in "argentinacordoba" { zone = zones.apply([.key(.character(key))], to: zone).state }
    #expect(zones.narrowing(of: zone)?.query == "argentinacordoba")
    #expect(zone.rows == [1])
    // A key no label continues is refused, saying so; the filter stays.
    let refused = picker.apply([.key(.character("q")), .key(.character("q"))], to: state)
    #expect(refused.message?.contains("no label has the letters") == true)
    #expect(refused.message?.contains("in that order: type fewer or others") == true)
    #expect(refused.state.isEntering)
  }

  @Test("A disabled option is never a match; the report draws the matches, keyed")
  func reportAndDisabled() throws {
    let picker = try OptionPicker(
      columns: [
        OptionPicker.Column(
          name: "city",
          options: ["Raven Hill", "Caravan Park", "Ravensburg"].enumerated().map {
            OptionPicker.Option($1, isEnabled: $0 != 0)
          })
      ], isFiltering: true)
    let typed = picker.apply("rav".map { .key(.character($0)) }, to: picker.initialState)
    #expect(picker.narrowing(of: typed.state)?.rows == [2, 1])
    let report = picker.report(typed, wheels: true)
    let wheel = try #require(report.wheels?.first)
    #expect(wheel.count == 2 && wheel.rows == [2, 1] && wheel.filter == "rav")
    #expect(wheel.titles == ["Ravensburg", "Caravan Park"])
    #expect(report.filtered == #"filter "rav": 2 of 3"#)
    // A client holding these wheels is not sent them again; a widened wheel has another key.
    let held = picker.report(typed, wheels: true, holding: report.wheelsKey)
    #expect(held.wheels == nil && held.wheelsKey == report.wheelsKey)
    let settled = picker.apply([.settle], to: typed.state)
    #expect(picker.report(settled, wheels: true).wheelsKey != report.wheelsKey)
    #expect(picker.report(settled, wheels: true).filtered == nil)
  }

  @Test("The description's filter setting is read, written and refused when not true or false")
  func described() throws {
    let spec = try FormTests.decoded(
      PickerSpec.self, #"{"kind": "options", "options": ["a", "b"], "filter": true}"#)
    guard case .options(let options) = spec else { throw CancellationError() }
    #expect(options.filter)
    #expect(try PickerJSON.text(of: spec).contains(#""filter":true"#))
    let plain = try FormTests.decoded(PickerSpec.self, #"{"kind": "options", "options": ["a"]}"#)
    #expect(!(try PickerJSON.text(of: plain).contains("filter")))
    #expect(throws: (any Error).self) {
      try FormTests.decoded(
        PickerSpec.self, #"{"kind": "options", "options": ["a"], "filter": "yes"}"#)
    }
  }

  /// The fewest keys that reach a label typed from its middle: letters run on from any place
  /// but its first, then Up to it among the matches, then Enter; nil past `most`.
  ///
  /// `rankings` keeps the core's ranking of each typed text asked for, since the labels share
  /// most of their short middles ("an", "ia"): the same answers, each asked of the core once.
  static func keysFromTheMiddle(
    _ target: Int, in labels: [String], _ candidates: [FuzzyMatch.Candidate], most: Int,
    from first: Int = 1, rankings: inout [String: [Int: Int]]
  ) -> [PickerKey]? {
    let letters = Array(labels[target])
    var best: [PickerKey]?
    for length in 1..<most where length + 1 < (best?.count ?? most + 1) {
      for start in first..<max(letters.count - length + 1, first) where letters[start] != " " {
        let typed = String(letters[start..<start + length])
        if rankings[typed] == nil {
          let ranked = FuzzyMatch.ranked(typed, in: candidates)
          rankings[typed] = Dictionary(
            uniqueKeysWithValues: ranked.enumerated().map { ($1, $0) })
        }
        guard let rank = rankings[typed]?[target] else {
          continue
        }
        let keys =
          typed.map { PickerKey.character($0) } + Array(repeating: .up, count: rank) + [.enter]
        if keys.count <= most, keys.count < (best?.count ?? most + 1) { best = keys }
        if rank == 0 { break }
      }
    }
    return best
  }

  /// A long list of real names: the languages, regions and time zones Foundation names, in
  /// English, 1,000 distinct ones.
  static var names: [String] {
    let english = Locale(identifier: "en_US")
    var names = Locale.LanguageCode.isoLanguageCodes.compactMap {
      english.localizedString(forLanguageCode: $0.identifier)
    }
    names += Locale.Region.isoRegions.compactMap {
      english.localizedString(forRegionCode: $0.identifier)
    }
    names += TimeZone.knownTimeZoneIdentifiers.map { $0.replacingOccurrences(of: "_", with: " ") }
    var seen = Set<String>()
    return Array(names.filter { seen.insert($0.lowercased()).inserted }.prefix(1_000))
  }

  /// The keys to each label of a list typed from its middle, each checked through the editing
  /// model, sorted.
  static func keyCounts(_ labels: [String]) throws -> [Int] {
    let picker = try OptionPicker(labels: labels, isFiltering: true)
    let candidates = labels.map(FuzzyMatch.Candidate.init)
    var counts: [Int] = []
    var rankings: [String: [Int: Int]] = [:]
    for (index, label) in labels.enumerated() {
      // A label too short to have a middle that says it (Asu) is typed from its start.
      guard
        let keys = Self.keysFromTheMiddle(
          index, in: labels, candidates, most: 12, rankings: &rankings)
          ?? Self.keysFromTheMiddle(
            index, in: labels, candidates, most: 12, from: 0, rankings: &rankings)
      else {
        Issue.record("\(label): not reached in 12 keys")
        continue
      }
      let outcome = picker.apply(keys.map { .key($0) }, to: picker.initialState)
      #expect(outcome.value.map(\.label) == [label], "\(label): \(keys)")
      counts.append(keys.count)
    }
    return counts.sorted()
  }

  @Test("A 1,000-name list: a label typed from its middle letters, median 4 keys")
  func thousandLabels() throws {
    let labels = Self.names
    #expect(labels.count == 1_000)
    let counts = try Self.keyCounts(labels)
    let mean = Double(counts.reduce(0, +)) / Double(counts.count)
    let within = counts.filter { $0 <= 4 }.count
    // Without the filter, a wheel reaches a row one row at a time: half the list on average.
    print(
      "filter, 1,000 names: keys to a label typed from its middle letters: median "
        + "\(counts[counts.count / 2]), mean \(mean), 90th percentile "
        + "\(counts[counts.count * 9 / 10]), most \(counts.last ?? 0), \(within) within 4; "
        + "one wheel row at a time: mean \(Double(labels.count - 1) / 2), most \(labels.count - 1)")
    // Measured on this list (issue 35's goal is at most 4 for every label): median 4, 90th
    // percentile 6; held here so that a change to the rule cannot make it worse unseen.
    #expect(counts[counts.count / 2] <= 4)
    #expect(counts[counts.count * 9 / 10] <= 6)
  }
}
