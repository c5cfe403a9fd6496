import Foundation
import PickerCore
import PickerTestSupport
import Testing

/// The page's core sorts through one function (`ordered(by:)`), where the standard library's
/// sort would be compiled again for every element type (issue 53).
@Suite("One sort for the page's core")
struct OrderingTests {
  @Test("ordered(by:) gives a stable order: ties kept as they came (seeded, 2,000 lists)")
  func stableOrder() {
    var random = SeededRandom(name: "ordering")
    for _ in 0..<2_000 {
      // Few keys, so most lists hold ties; each element remembers where it came from.
      let count = Int.random(in: 0...40, using: &random)
      let keys = (0..<count).map { _ in Int.random(in: 0...5, using: &random) }
      let elements = Array(zip(keys, 0..<count))
      let ordered = elements.ordered { $0.0 < $1.0 }
      // The same elements, each once.
      #expect(ordered.map(\.1).ordered() == Array(0..<count))
      // Keys rising; among equal keys, the order they came in.
      for (earlier, later) in zip(ordered, ordered.dropFirst()) {
        #expect(earlier.0 < later.0 || (earlier.0 == later.0 && earlier.1 < later.1))
      }
    }
  }

  @Test("ordered() puts Comparable values from least to greatest, ties included")
  func comparable() {
    #expect(["pace", "km", "mile", "km"].ordered() == ["km", "km", "mile", "pace"])
    #expect([Int]().ordered().isEmpty)
    #expect([3, -1, 3, 0].ordered() == [-1, 0, 3, 3])
  }

  /// The files the page's cores compile (scripts/wasm.sh): a new `.sorted` there would bring
  /// back a copy of the standard library's sort per element type.
  @Test("No file the page's core compiles sorts with the standard library's sorted")
  func noStandardSortInThePageCore() throws {
    let compiled = ["PickerCore", "PaceCalculator", "UnitPrices", "Thermostat", "PickerPage"]
    // `.sort(by:)`, `.sort {`, `.sorted()`, `.sorted {`: a call, not a word in a comment.
    let standardSort = /\.sort(ed)?\s*[({]/
    var sorting: [String] = []
    for module in compiled {
      let folder = PageCore.root.appendingPathComponent("Sources/\(module)")
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        where line.contains(standardSort) {
          // The one sort, in Ordering.swift, is the point of the rule.
          if file.hasSuffix("Ordering.swift") { continue }
          sorting.append("Sources/\(module)/\(file):\(number + 1): \(line)")
        }
      }
    }
    #expect(sorting.isEmpty, "sort with ordered(by:) instead: \(sorting.joined(separator: "\n"))")
  }
}

/// Tables of words and defaults are listed as arrays of pairs (`Dictionary(listing:)`), which
/// cost the page's core a fraction of a dictionary literal's code (issue 53).
@Suite("Tables listed as pairs")
struct ListingTests {
  @Test("A listing is the dictionary of its pairs (seeded, 500 tables)")
  func listingIsTheDictionary() {
    var random = SeededRandom(name: "listing")
    for _ in 0..<500 {
      let keys = Set(
        (0..<Int.random(in: 0...30, using: &random)).map { _ in
          String(Int.random(in: 0...1_000, using: &random))
        })
      let pairs = keys.map { ($0, Int.random(in: -5...5, using: &random)) }
      #expect([String: Int](listing: pairs) == Dictionary(uniqueKeysWithValues: pairs))
    }
    // Keys equal as Strings are (é precomposed and not) are one key, as in a literal.
    #expect([String: Int](listing: [("é", 1)])["e\u{301}"] == 1)
  }

  @Test("The tables listed so hold every language's words")
  func tablesListed() {
    #expect(Phrasebook.sync.count >= 5)
    for (language, words) in Phrasebook.sync {
      #expect(words.keys.ordered() == ["onDevice", "synced"], "\(language)")
    }
  }

  @Test("A key listed twice stops the program, as in a dictionary literal")
  func keyListedTwice() async {
    await #expect(processExitsWith: .failure) {
      _ = [String: Int](listing: [("km", 1), ("mi", 2), ("km", 3)])
    }
  }
}
