import PickerCore
import PickerTestSupport
import Testing

/// A synced document of the tests' own, so the core's sync is checked apart from either app's:
/// a tally of at most five numbers.
struct Tally: SyncedDocument {
  var numbers: [Int]

  static let answerMember = "tally"
  static let answerMayOmit = false
  static let bound = 5

  /// Refuses a sixth number.
  struct Full: Error, CustomStringConvertible {
    var description: String { "a tally holds at most \(Tally.bound) numbers" }
  }

  mutating func apply(_ change: TallyChange) throws(Full) {
    switch change {
    case .add(let number):
      guard numbers.count < Self.bound else { throw Full() }
      numbers.append(number)
    case .clear: numbers = []
    }
  }

  init(numbers: [Int]) { self.numbers = numbers }

  init(json: JSONReading) throws(JSONError) {
    numbers = try json.member("numbers").elements().map { (element) throws(JSONError) in
      try element.int()
    }
  }

  var json: JSONValue { .object(JSONObject([("numbers", numbers.json)])) }
}

/// What an edit of a tally changes: one kind with a member, one without.
enum TallyChange: DocumentChange {
  case add(Int)
  case clear

  static let batch = 10
  static let kinds = [(kind: "add", members: ["number"]), (kind: "clear", members: [String]())]

  init?(kind: String, in edit: JSONReading) throws(JSONError) {
    switch kind {
    case "add": self = .add(try edit.member("number").int())
    case "clear": self = .clear
    default: return nil
    }
  }

  var json: [(String, JSONValue?)] {
    switch self {
    case .add(let number): [("kind", .string("add")), ("number", .number(number))]
    case .clear: [("kind", .string("clear"))]
    }
  }
}

@Suite("A device's sync, for any synced document")
struct DeviceSyncTests {
  typealias Edit = DocumentEdit<TallyChange>

  /// An id of a seeded stream's, in a UUID's form.
  static func id(_ random: inout SeededRandom) -> ItemID {
    let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &random), radix: 16) }
    let text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { hex[$0].joined() }
      .joined(separator: "-")
    return ItemID(written: text.uppercased())
  }

  static func change(_ random: inout SeededRandom) -> TallyChange {
    Int.random(in: 0..<4, using: &random) == 0
      ? .clear : .add(Int.random(in: -1_000...1_000, using: &random))
  }

  @Test("An edit and a device's copy read back as they were written, over seeded edits")
  func roundTrips() throws {
    var random = SeededRandom(name: "device sync round trips")
    for _ in 0..<200 {
      let edits = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        Edit(
          id: Self.id(&random), base: Int64.random(in: 0...99, using: &random),
          change: Self.change(&random))
      }
      for edit in edits {
        #expect(try Edit(jsonText: edit.jsonText) == edit)
        guard case .object(let object) = edit.json else {
          Issue.record("\(edit) is written as no object")
          continue
        }
        #expect(Edit.headMembers.allSatisfy { object[$0] != nil })
      }
      let sync = DeviceSync(version: Int64.random(in: 0...99, using: &random), pending: edits)
      let tally = Tally(numbers: [1, 2])
      let kept = sync.beside(tally.json)
      #expect(try DeviceSync<TallyChange>(json: JSONReading(kept)) == sync)
      #expect(try Tally(json: JSONReading(kept)) == tally)
    }
  }

  @Test(
    "A copy never synced reads as version 0 with nothing waiting; one over the bound is refused")
  func copies() throws {
    let fresh = try DeviceSync<TallyChange>(json: JSONReading(Tally(numbers: []).json))
    #expect(fresh == DeviceSync())
    var random = SeededRandom(name: "device sync bound")
    let over = (0...DeviceSync<TallyChange>.pendingBound).map { _ in
      Edit(id: Self.id(&random), base: 0, change: .clear)
    }
    let kept = DeviceSync(pending: over).beside(Tally(numbers: []).json)
    #expect(throws: JSONError.self) { try DeviceSync<TallyChange>(json: JSONReading(kept)) }
    do {
      _ = try DeviceSync<TallyChange>(json: JSONReading(kept))
    } catch {
      #expect(error.description.contains("a device keeps at most 2000 changes to sync"))
    }
  }

  @Test("A sync's answer: the server's document with the unanswered edits made again on top")
  func take() throws {
    var random = SeededRandom(name: "device sync take")
    let edits = (0..<8).map { number in
      Edit(id: Self.id(&random), base: 3, change: .add(number))
    }
    var sync = DeviceSync(version: 3, pending: edits)
    // A sync sends a batch: half what one may carry.
    #expect(sync.request(device: Self.id(&random)).edits == Array(edits.prefix(5)))
    // The server answered the first two, and holds three numbers (another device's among them).
    let answer = SyncAnswer(
      document: Tally(numbers: [0, 1, 42]), version: 4,
      outcomes: edits.prefix(2).map { EditOutcome(edit: $0.id, kind: .applied, item: nil) })
    let taken = sync.take(answer, onto: Tally(numbers: [0, 1]))
    // Two more fit, the rest are refused by the tally's own rule and dropped.
    #expect(taken.document.numbers == [0, 1, 42, 2, 3])
    #expect(taken.dropped.map { $0.edit } == Array(edits.suffix(4)))
    #expect(taken.dropped.allSatisfy { $0.refusal.description.contains("at most 5 numbers") })
    #expect(sync.version == 4)
    #expect(sync.pending == [edits[2], edits[3]])
  }

  @Test("Every kind reads back, and a refusal names every kind and the members each takes")
  func kinds() throws {
    for change in [TallyChange.add(7), .clear] {
      let kind = change.json.first { $0.0 == "kind" }?.1
      guard case .string(let name)? = kind else {
        Issue.record("\(change) writes no kind")
        continue
      }
      #expect(TallyChange.members(of: name) != nil)
    }
    let unknown = #"{"edit":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","base":0,"kind":"halve"}"#
    #expect(throws: JSONError.self) { try Edit(jsonText: unknown) }
    do { _ = try Edit(jsonText: unknown) } catch {
      #expect(error.description.contains("kind is add or clear"))
    }
    let request = Array(
      #"{"device":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","edits":[{"edit":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","base":0,"kind":"clear","number":1}]}"#
        .utf8)
    do {
      _ = try DeviceEdits<TallyChange>.read(request)
      Issue.record("a clear with a number was read")
    } catch {
      #expect(!error.malformed)
      #expect(error.message.contains("number"))
      #expect(error.message.contains("edit, base, kind"))
    }
  }
}
