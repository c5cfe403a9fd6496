import Foundation
import Hummingbird
import HummingbirdTesting
import PickerKit
import PickerTestSupport
import Testing

@testable import PickerServer
@testable import UnitPrices

/// Lists kept on devices and synced through the store (a real SQLite file): edits from two
/// devices both arrive, an item changed on both sides is decided by the model's one rule (the
/// first change to reach the server wins), and nothing the server answered is lost when answers
/// are lost, syncs are sent twice or the server is started again.
@Suite("Lists synced from devices")
struct SyncTests {
  static let units = ["kg", "g", "lb", "oz"]

  /// A temporary database file.
  static func databasePath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("picker-sync-\(UUID().uuidString).sqlite").path
  }

  static func product(_ id: ItemID, _ name: String, cents: Int, unit: String) throws -> Product {
    let unit = try #require(UnitCatalogLookup.unit(unit))
    return try Product(
      id: id, name: name, price: try #require(ExactNumber("\(Decimal(cents) / 100)")),
      quantity: ExactNumber(1),
      packCount: 1, unit: unit)
  }

  static func newID() -> ItemID { ItemID(UUID()) }

  /// One device: its copy, its id, and the requests it sent.
  struct Device {
    let id = SyncTests.newID()
    var copy = DeviceList(list: PriceList(name: "l", currency: nil, products: ProductList()))
    var sent: [SyncRequest] = []
  }

  @Test(
    "Two devices, 200 seeded offline edits, lost answers, syncs sent twice and restarts: every edit answered once, both devices end on the server's list, which is every applied edit in the server's order"
  )
  func twoDevices() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var store = try Store(path: path)
    var random = SeededRandom(name: "two devices syncing")
    var devices = [Device(), Device()]
    var outcomes: [ItemID: EditOutcome] = [:]
    var serverOrder: [(edit: ListEdit, device: ItemID)] = []
    var made: [ItemID: (edit: ListEdit, device: ItemID)] = [:]
    var notes = 0

    func sync(_ index: Int, lose: Bool) throws {
      let request = devices[index].copy.sync.request(device: devices[index].id)
      devices[index].sent.append(request)
      let answer = try store.sync(request, list: "l")
      #expect(answer.outcomes.count == request.edits.count)
      for (edit, outcome) in zip(request.edits, answer.outcomes) {
        #expect(outcome.edit == edit.id)
        if let seen = outcomes[edit.id] {
          #expect(seen == outcome, "an edit answered twice answers the same")
        } else {
          outcomes[edit.id] = outcome
          if outcome.kind == .applied { serverOrder.append((edit, devices[index].id)) }
        }
      }
      // A lost answer: the server committed, the device never heard (a dropped network, a
      // server stopped before it wrote the answer). It sends the same edits again later.
      guard !lose else { return }
      notes +=
        devices[index].copy.take(
          answer, words: PriceWords(LocaleData.of(Locale(identifier: "en_US")))
        ).count
    }

    for step in 0..<200 {
      let index = Int.random(in: 0...1, using: &random)
      var device = devices[index]
      let products = device.copy.list.products.products
      let currency = device.copy.list.currency ?? .dollar
      let change: ListEditChange
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4 where !products.isEmpty:
        // A new price for a product both devices may hold.
        let old = products.randomElement(using: &random)!
        change = .write(
          try Self.product(
            old.id, old.name, cents: Int.random(in: 1...9_999, using: &random),
            unit: old.unit.symbol), currency: currency)
      case 4..<6 where !products.isEmpty:
        change = .remove(products.randomElement(using: &random)!.id)
      case 6 where step % 20 == 0:
        // Another currency: refused by the rules once the list holds products.
        change = .currency(try Currency(code: "EUR"))
      default:
        change = .write(
          try Self.product(
            Self.newID(), "item \(step)", cents: Int.random(in: 1...9_999, using: &random),
            unit: Self.units.randomElement(using: &random)!), currency: currency)
      }
      let edit = Self.newID()
      do {
        try device.copy.apply(change, edit: edit)
        made[edit] = (device.copy.sync.pending.last!, device.id)
      } catch {
        // The device's own rules refused it (a currency on a list with products): never sent.
      }
      devices[index] = device
      if Int.random(in: 0..<4, using: &random) == 0 {
        try sync(index, lose: Int.random(in: 0..<4, using: &random) == 0)
      }
      if Int.random(in: 0..<30, using: &random) == 0 {
        // The server is started again on its file.
        store = try Store(path: path)
      }
    }
    // Both devices come online: each syncs until the server has answered all it holds, then
    // each reads the list once more.
    for _ in 0..<2 {
      for index in 0...1 {
        var rounds = 0
        repeat {
          try sync(index, lose: false)
          rounds += 1
        } while !devices[index].copy.sync.pending.isEmpty && rounds < 10
        #expect(devices[index].copy.sync.pending.isEmpty)
      }
    }
    try sync(0, lose: false)
    let server = try store.sync(SyncRequest(device: Self.newID(), edits: []), list: "l")

    #expect(made.count > 150, "edits made: \(made.count)")
    #expect(Set(outcomes.keys) == Set(made.keys), "every edit made is answered")
    #expect(devices[0].copy.list == server.document)
    #expect(devices[1].copy.list == server.document)
    #expect(devices[0].copy.sync.version == server.version)
    // The server's list is every applied edit, in the order the server applied them.
    var replay = try PriceList(name: "l", currency: nil, products: [])
    for (edit, _) in serverOrder { try replay.apply(edit.change) }
    #expect(replay == server.document)
    // Each edit that lost to another device's change lost to one the server applied first.
    let kinds = Dictionary(grouping: outcomes.values, by: \.kind).mapValues(\.count)
    for (id, outcome) in outcomes
    where [.changedElsewhere, .removedElsewhere].contains(outcome.kind) {
      let (edit, device) = try #require(made[id])
      #expect(
        serverOrder.contains { $0.device != device && $0.edit.change.item == edit.change.item },
        "\(outcome)")
    }
    #expect((kinds[.changedElsewhere] ?? 0) + (kinds[.removedElsewhere] ?? 0) > 0, "\(kinds)")
    #expect((kinds[.applied] ?? 0) > 100, "\(kinds)")
    #expect(notes > 0)
    // A sync sent again, long after: the same answers, and nothing changes.
    let first = try #require(devices[0].sent.first { !$0.edits.isEmpty })
    let again = try store.sync(first, list: "l")
    #expect(again.outcomes == first.edits.map { outcomes[$0.id] })
    #expect(again.document == server.document)
    #expect(again.version == server.version)
  }

  @Test("An edit made before an API change to the same product is not applied, and says why")
  func apiChangeWins() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let device = Self.newID()
    let milk = try Self.product(Self.newID(), "Milk", cents: 99, unit: "g")
    let first = ListEdit(id: Self.newID(), base: 0, change: .write(milk, currency: .dollar))
    let answer = try store.sync(SyncRequest(device: device, edits: [first]), list: "l")
    #expect(answer.outcomes.map(\.kind) == [.applied])
    // Through the API, the price changes; the device, offline, changes it too.
    let viaAPI = try Self.product(milk.id, "Milk", cents: 129, unit: "g")
    #expect(try store.replace(with: viaAPI, inList: "l", currency: .dollar))
    let mine = ListEdit(
      id: Self.newID(), base: answer.version,
      change: .write(try Self.product(milk.id, "Milk", cents: 109, unit: "g"), currency: .dollar))
    let bread = try Self.product(Self.newID(), "Bread", cents: 250, unit: "kg")
    let added = ListEdit(
      id: Self.newID(), base: answer.version, change: .write(bread, currency: .dollar))
    let later = try store.sync(SyncRequest(device: device, edits: [mine, added]), list: "l")
    #expect(later.outcomes.map(\.kind) == [.changedElsewhere, .applied])
    #expect(later.document?.products.products.map(\.price) == [viaAPI.price, bread.price])
    let words = PriceWords(LocaleData.of(Locale(identifier: "de_DE")))
    #expect(
      words.note(later.outcomes[0])
        == "Milk wurde zuerst auf einem anderen Gerät geändert; Ihre Änderung wurde nicht übernommen"
    )
    // Removed through the API: the device's change to it stays unapplied too.
    #expect(try store.remove(milk.id, fromList: "l"))
    let stale = ListEdit(id: Self.newID(), base: later.version, change: .remove(bread.id))
    let gone = ListEdit(
      id: Self.newID(), base: later.version,
      change: .write(try Self.product(milk.id, "Milk", cents: 89, unit: "g"), currency: .dollar))
    let last = try store.sync(SyncRequest(device: device, edits: [stale, gone]), list: "l")
    #expect(last.outcomes.map(\.kind) == [.applied, .removedElsewhere])
    #expect(last.document?.products.products.isEmpty == true)
    #expect(try store.products(inList: "l").isEmpty)
  }

  @Test("A product id that another list holds is refused, not moved")
  func foreignID() throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let rice = try Self.product(Self.newID(), "Rice", cents: 249, unit: "kg")
    try store.add(rice, toList: "pantry")
    let edit = ListEdit(id: Self.newID(), base: 0, change: .write(rice, currency: .dollar))
    let answer = try store.sync(SyncRequest(device: Self.newID(), edits: [edit]), list: "l")
    #expect(answer.outcomes.map(\.kind) == [.refused])
    #expect(try store.products(inList: "pantry") == [rice])
    #expect(try store.products(inList: "l").isEmpty)
  }

  @Test("A device's edits not yet answered are made again on the list a sync brings")
  func replay() throws {
    let milk = try Self.product(Self.newID(), "Milk", cents: 99, unit: "g")
    var device = DeviceList(list: try PriceList(name: "l", currency: nil, products: []))
    try device.apply(.write(milk, currency: .dollar), edit: Self.newID())
    let sent = device.sync.request(device: Self.newID())
    // Made while the sync was on its way: a second product in grams, then one in litres that
    // the server's list (now counting millilitres elsewhere) will refuse on replay.
    let eggs = try Self.product(Self.newID(), "Eggs", cents: 300, unit: "g")
    try device.apply(.write(eggs, currency: .dollar), edit: Self.newID())
    let litres = try #require(UnitCatalogLookup.unit("L"))
    let juice = try Product(
      id: Self.newID(), name: "Juice", price: 2, quantity: 1, packCount: 1, unit: litres)
    let server = try PriceList(name: "l", currency: .dollar, products: [juice])
    let answer = ListSyncAnswer(
      document: server, version: 3,
      outcomes: [EditOutcome(edit: sent.edits[0].id, kind: .removedElsewhere, item: "Milk")])
    let notes = device.take(answer, words: PriceWords(LocaleData.of(Locale(identifier: "en_US"))))
    #expect(device.sync.version == 3)
    #expect(device.list == server)
    #expect(device.sync.pending.isEmpty)
    #expect(notes.count == 2)
    #expect(notes[0] == "Milk was removed on another device; your change was not kept")
    #expect(notes[1].hasPrefix("Your change to Eggs was not kept: Eggs is measured in g"))
  }

  @Test(
    "POST /api/lists/{name}/sync: a sync sent twice answers the same; refused values are 422, unreadable bodies 400"
  )
  func route() async throws {
    let path = Self.databasePath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try Store(path: path)
    let app = Application(router: try PickerApplication.router(store: store))
    let rice = try Self.product(Self.newID(), "Rice", cents: 249, unit: "kg")
    let request = SyncRequest(
      device: Self.newID(),
      edits: [
        ListEdit(
          id: Self.newID(), base: 0, change: .write(rice, currency: try Currency(code: "EUR")))
      ])
    try await app.test(.router) { client in
      func post(_ body: String) async throws -> (Int, String) {
        try await client.execute(
          uri: "/api/lists/groceries/sync", method: .post,
          headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
        ) { response in (Int(response.status.code), String(buffer: response.body)) }
      }
      let (status, first) = try await post(request.jsonText)
      #expect(status == 200, "\(first)")
      let (again, second) = try await post(request.jsonText)
      #expect(again == 200)
      #expect(first == second)
      let answer = try ListSyncAnswer(jsonText: first)
      #expect(answer.document?.products.products == [rice])
      #expect(answer.document?.currency == (try Currency(code: "EUR")))
      #expect(try store.products(inList: "groceries") == [rice])
      let edit = #"{"edit":"\#(Self.newID())","base":0,"kind":"#
      let device = #"{"device":"\#(Self.newID())","edits":["#
      for (bad, says) in [
        (#"{"device":"x","edits":[]}"#, "device is a UUID"),
        (device + edit + #""paint"}]}"#, "kind is write, remove or currency"),
        (
          device + edit + #""remove","id":"\#(Self.newID())","colour":1}]}"#,
          "is not a member of this body"
        ),
        (device + edit + #""currency","currency":"XYZ"}]}"#, "unknown currency XYZ"),
        (
          device
            + String(repeating: edit + #""remove","id":"\#(Self.newID())"},"#, count: 101)
            .dropLast() + "]}", "at most 100 edits"
        ),
      ] {
        let (status, text) = try await post(bad)
        #expect(status == 422, "\(bad.prefix(80)): \(text)")
        #expect(text.contains(says), "\(text)")
      }
      for (bad, says) in [
        ("{", "malformed request"), (#"{"device":5,"edits":[]}"#, "wrong type"),
        (#"{"edits":[]}"#, "device"),
      ] {
        let (status, text) = try await post(bad)
        #expect(status == 400, "\(bad): \(text)")
        #expect(text.contains(says), "\(text)")
      }
      // The same edit sent to another list is that list's edit.
      let (other, text) = try await client.execute(
        uri: "/api/lists/pantry/sync", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: request.jsonText)
      ) { response in (Int(response.status.code), String(buffer: response.body)) }
      #expect(other == 200, "\(text)")
      #expect(try ListSyncAnswer(jsonText: text).outcomes.map(\.kind) == [.refused])
      #expect(try store.products(inList: "groceries") == [rice])
    }
  }
}
