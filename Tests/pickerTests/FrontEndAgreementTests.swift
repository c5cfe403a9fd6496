import Foundation
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerServer

/// One description, three front ends: the same seeded descriptions and answers sent through the
/// command line's flags, `POST /api/picker` and a one-field `picker form` get the same verdict,
/// value and text from all three.
@Suite("The command line, the API and a form agree")
struct FrontEndAgreementTests {
  /// What a front end made of an answer: refused (nil), or the value and text.
  struct Verdict: Equatable, CustomStringConvertible {
    var value: String?
    var text: String?
    var description: String { value.map { "\($0) (\(text ?? "-"))" } ?? "refused" }
  }

  /// A list as the command line writes one (``SpecAttributes/list(_:)`` reads it back).
  static func listed(_ items: [String]) -> String {
    items.map {
      $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
    }.joined(separator: ",")
  }

  /// The command line that says a description, or nil when its flags cannot say it.
  static func arguments(for spec: PickerSpec) -> [String]? {
    switch spec {
    case .pattern(let spec):
      var words = [spec.pattern]
      for (flag, value) in [("--min", spec.min), ("--max", spec.max), ("--step", spec.step)] {
        if let value { words += [flag, value.text] }
      }
      return words
    case .date(let spec):
      var words = [
        "date", "--mode", spec.mode.rawValue, "--minute-interval", "\(spec.minuteInterval)",
        "--locale", spec.locale, "--repeated", spec.repeated.rawValue,
      ]
      if let zone = spec.timeZone { words += ["--time-zone", zone] }
      if spec.seconds { words.append("--seconds") }
      if let min = spec.min { words += ["--min", min] }
      if let max = spec.max { words += ["--max", max] }
      if spec.range { words.append("--range") }
      if let longest = spec.longest { words += ["--longest", longest] }
      return words
    case .measure(let spec):
      var words = ["measure", spec.dimension.rawValue, "--unit-turn", spec.unitTurn.rawValue]
      if let units = spec.units { words += ["--units", listed(units)] }
      return words
    case .options(let spec):
      // A delimiter no label or value holds; --cyclic turns every column, --cyclic-column N one.
      let texts = spec.columns.flatMap { $0.options.flatMap { [$0.label, $0.value] } }
      guard
        let delimiter = ["=>", "|", "::", "~>", "\u{1F}"].first(where: { delimiter in
          !texts.contains { $0.contains(delimiter) }
        })
      else { return nil }
      var words = ["choose", "--label-delimiter", delimiter]
      if spec.columns.allSatisfy(\.cyclic) {
        words.append("--cyclic")
      } else {
        for (index, column) in spec.columns.enumerated() where column.cyclic {
          words += ["--cyclic-column", "\(index + 1)"]
        }
      }
      if let choices = spec.choices {
        words += choices.most.map { ["--limit", "\($0)"] } ?? ["--no-limit"]
        if choices.least != 1 { words += ["--least", "\(choices.least)"] }
      }
      // A label disabled wherever it is shown is named once by --disabled; one disabled in
      // some columns only, by --disabled-in-column for each.
      let key = { (label: String) in label.trimmingCharacters(in: .whitespaces).lowercased() }
      let options = spec.columns.flatMap(\.options)
      let enabled = Set(options.filter(\.isEnabled).map { key($0.label) })
      for (index, column) in spec.columns.enumerated() {
        for option in column.options where !option.isEnabled {
          words +=
            enabled.contains(key(option.label))
            ? ["--disabled-in-column", "\(index + 1):\(option.label)"]
            : ["--disabled", option.label]
        }
      }
      for (index, column) in spec.columns.enumerated() {
        words += [
          "--column",
          listed(
            column.options.map { option in
              option.value == option.label.trimmingCharacters(in: .whitespaces)
                ? option.label : option.label + delimiter + option.value
            }),
          "--name",
          column.name ?? OptionsSpec.defaultName(ofColumn: index, among: spec.columns.count),
        ]
      }
      return words
    }
  }

  static func cli(_ spec: PickerSpec, answer: String, nearest: Bool) throws -> Verdict? {
    guard let arguments = arguments(for: spec) else { return nil }
    let outcome = try PickerProcess.run(
      arguments + ["--answer", answer, "--print", "json"] + (nearest ? ["--nearest"] : []))
    guard outcome.status == 0 else { return Verdict() }
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    let report = try #require(object as? [String: Any])
    return Verdict(value: try Self.json(report["value"]), text: report["text"] as? String)
  }

  /// The API's verdict, and what a form writes for the same answer: the same value (a measure's
  /// with its unit).
  static func api(_ spec: PickerSpec, answer: String, nearest: Bool) throws -> (Verdict, String?) {
    let body =
      #"{"picker":\#(try PickerJSON.text(of: spec)),"answer":\#(try PickerJSON.text(of: answer)),"nearest":\#(nearest)}"#
    guard let answer = try? PickerRoute.respond(to: Array(body.utf8)) else {
      return (Verdict(), nil)
    }
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
    let value = try Self.json(report["value"])
    let formWrites =
      spec.kind == .measure
      ? try Self.json(["unit": report["unit"] as Any, "value": report["value"] as Any]) : value
    return (Verdict(value: value, text: report["text"] as? String), formWrites)
  }

  /// A one-field form; its answer is the value (a measure's with its unit).
  static func form(_ spec: PickerSpec, answer: String, nearest: Bool) throws -> Verdict {
    var field = try #require(
      try JSONSerialization.jsonObject(with: Data(PickerJSON.text(of: spec).utf8))
        as? [String: Any])
    field["name"] = "f"
    let form = try JSONSerialization.data(withJSONObject: ["fields": [field]])
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("agreement-\(UUID().uuidString).json")
    try form.write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let answers = try PickerJSON.text(of: ["f": answer])
    let outcome = try PickerProcess.run(
      ["form", path.path] + (nearest ? ["--nearest"] : []), input: answers)
    guard outcome.status == 0 else { return Verdict() }
    let object = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
    return Verdict(value: try Self.json((object as? [String: Any])?["f"]), text: nil)
  }

  @Test("Numbers grouped with the signs people type read alike in the CLI, the API and a form")
  func groupedAnswers() throws {
    var random = SeededRandom(seed: 35)
    for (identifier, typed) in [
      ("de_CH", ["'", "\u{2019}"] as [Character]), ("fr_FR", [" ", "\u{00A0}", "\u{202F}"]),
      ("en_US", [","]),
    ] {
      let locale = Locale(identifier: identifier)
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = 2
      let grouping = try #require(formatter.groupingSeparator.first)
      let spec = PickerSpec.pattern(PatternSpec(pattern: "$9,999,999.99", locale: identifier))
      for sign in typed {
        let cents = Int.random(in: 100_000...999_999_999, using: &random)
        let value = Decimal(cents) / 100
        let written = try #require(formatter.string(from: value as NSDecimalNumber))
        let answer = String(written.map { $0 == grouping ? sign : $0 })
        let outcome = try PickerProcess.run(
          ["$9,999,999.99", "--locale", identifier, "--answer", answer, "--print", "value"])
        #expect(outcome.status == 0, "\(identifier) \(answer): \(outcome.standardError)")
        #expect(outcome.standardOutput == "\(value)\n", "cli \(identifier) \(answer)")
        let (api, _) = try Self.api(spec, answer: answer, nearest: false)
        #expect(api.value == "\(value)", "api \(identifier) \(answer)")
        #expect(try Self.form(spec, answer: answer, nearest: false).value == "\(value)")
      }
    }
  }

  private static func json(_ value: Any?) throws -> String? {
    guard let value else { return nil }
    let data = try JSONSerialization.data(
      withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    let text = String(decoding: data, as: UTF8.self)
    return String(text.dropFirst().dropLast())
  }

  @Test(
    "Seeded descriptions and answers get one verdict, value and text",
    arguments: PickerKind.allCases)
  func agree(kind: PickerKind) throws {
    var choices = Choices(name: "front ends agree \(kind)")
    var compared = 0
    var accepted = 0
    for _ in 0..<400 where compared < 40 {
      let spec = PickerSpec.draw(kind, from: &choices)
      guard let picker = spec.make() else { continue }
      for answer in picker.drawAnswers(&choices).prefix(2) {
        let nearest = choices.bool()
        let (api, formWrites) = try Self.api(spec, answer: answer, nearest: nearest)
        let form = try Self.form(spec, answer: answer, nearest: nearest)
        #expect(form.value == formWrites, "form \(spec) \(answer) nearest: \(nearest)")
        let cli = try Self.cli(spec, answer: answer, nearest: nearest)
        #expect(cli != nil, "the command line cannot say \(spec)")
        #expect(cli == nil || cli == api, "cli \(spec) \(answer) nearest: \(nearest)")
        compared += 1
        if api.value != nil { accepted += 1 }
      }
    }
    #expect(compared >= 30)
    // Values compared, not only refusals.
    #expect(accepted >= 10, "\(accepted) of \(compared) accepted")
  }
}
