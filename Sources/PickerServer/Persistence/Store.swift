public import Foundation
import GRDB
public import Logging
public import PickerKit
public import Thermostat
public import UnitPrices

/// Thermostat schedules and product lists in SQLite, through GRDB's Codable records.
///
/// The database is in WAL mode and every change is one transaction, so a crash or `kill -9`
/// during a write leaves the last committed state. Decimals are stored as text, exactly.
/// A stored row that cannot be read back is logged and left out; it never fails a page or a
/// route, and it is never read as a 0 or a fresh id.
public struct Store: Sendable {
  private let pool: DatabasePool
  private let logger: Logger

  /// Opens (or creates) the database file and brings its schema up to date, repairing rows that
  /// earlier versions stored without checking them.
  public init(path: String, logger: Logger = Logger(label: "picker.store")) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      // In WAL mode NORMAL still keeps every committed transaction through a process crash
      // (kill -9); only a power loss may drop the last ones. FULL would fsync every write.
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }
    pool = try DatabasePool(path: path, configuration: configuration)
    self.logger = logger
    try Migrations.migrator(logger: logger).migrate(pool)
  }

  /// Whether the database answers (for the health route).
  public func isHealthy() -> Bool {
    (try? pool.read { db in try Int.fetchOne(db, sql: "SELECT 1") }) == 1
  }

  // MARK: Schedules

  /// A saved schedule with what undo restores, or nil (also when the stored one cannot be
  /// read: that is logged; an undo that cannot be read is dropped, and logged).
  public func schedule(named name: String) throws -> EditedSchedule? {
    try pool.read { db in
      guard let record = try ScheduleRecord.fetchOne(db, key: name) else { return nil }
      return try edited(record, named: name, db)
    }
  }

  /// A stored schedule with its undo: nil for one that cannot be read (logged: the default is
  /// used), and an undo that cannot be read logged and dropped.
  private func edited(_ record: ScheduleRecord, named name: String, _ db: Database) throws
    -> EditedSchedule?
  {
    let schedule: ThermostatSchedule
    do {
      schedule = try record.schedule()
    } catch {
      logger.error(
        "a stored schedule cannot be read; the default is used",
        metadata: ["schedule": "\(name)", "error": "\(error)"])
      return nil
    }
    let undo = try ScheduleUndoRecord.fetchOne(db, key: name)
    do {
      return EditedSchedule(schedule, undo: try undo?.undo())
    } catch {
      logger.error(
        "a stored undo cannot be read; it is dropped",
        metadata: ["schedule": "\(name)", "error": "\(error)"])
      return EditedSchedule(schedule)
    }
  }

  /// The names of saved schedules, the most recently saved first (at most `limit`).
  public func scheduleNames(limit: Int = 500) throws -> [String] {
    try pool.read { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM schedule ORDER BY updatedAt DESC, name LIMIT ?",
        arguments: [limit])
    }
  }

  /// Saves a schedule and what undo restores under a name, replacing what was there, as a
  /// change of the API's (devices that sync see it as another device's), in one transaction.
  public func save(_ edited: EditedSchedule, named name: String) throws {
    _ = try changeSchedule(named: name, fresh: edited) { $0 = edited }
  }

  /// Changes a schedule through the API, in one transaction.
  ///
  /// The saved one (or `fresh`) is changed by `change` and saved with what its undo restores,
  /// its version and its changed items recorded for syncing (``SyncedSchedule/record(_:)``). A
  /// `change` that throws saves nothing.
  public func changeSchedule<Answer>(
    named name: String, fresh: EditedSchedule, _ change: (inout EditedSchedule) throws -> Answer
  ) throws -> (EditedSchedule, Answer) {
    try pool.write { db in
      var synced = try syncedSchedule(db, named: name)
      var edited = synced.edited ?? fresh
      let answer = try change(&edited)
      synced.record(edited)
      try write(synced, edited: edited, named: name, db)
      return (edited, answer)
    }
  }

  /// Applies a device's sync to a schedule in one transaction (``SyncedSchedule/apply(_:from:)``)
  /// and answers the schedule as it now is.
  public func sync(_ request: ScheduleSyncRequest, schedule name: String) throws
    -> ScheduleSyncAnswer
  {
    try pool.write { db in
      var synced = try syncedSchedule(db, named: name)
      let before = synced
      let outcomes = synced.apply(request.edits, from: request.device)
      // A sync that decided nothing new (a read, or edits sent again) writes nothing, so the
      // schedule's place among the most recently saved stays.
      if synced != before, let edited = synced.edited {
        try write(synced, edited: edited, named: name, db)
      }
      return ScheduleSyncAnswer(
        document: synced.edited?.schedule, version: synced.version, outcomes: outcomes)
    }
  }

  /// A schedule with what syncing remembers, as the store holds it; none for one never written.
  ///
  /// A schedule that cannot be read is logged and shown as the default (`edited(_:named:_:)`,
  /// as `schedule(named:)` reads it); a sync memory that cannot be read is logged and started
  /// afresh, and the schedule kept.
  private func syncedSchedule(_ db: Database, named name: String) throws -> SyncedSchedule {
    guard let record = try ScheduleRecord.fetchOne(db, key: name) else {
      return SyncedSchedule(edited: nil)
    }
    guard let edited = try edited(record, named: name, db) else {
      return SyncedSchedule(edited: nil, version: record.version)
    }
    do {
      return try SyncedSchedule(
        edited: edited, version: record.version,
        memory: JSONReading(try JSONReader.value(of: Array(record.sync.utf8))))
    } catch {
      logger.error(
        "a stored schedule's sync memory cannot be read; it starts afresh",
        metadata: ["schedule": "\(name)", "error": "\(error)"])
      return SyncedSchedule(edited: edited, version: record.version)
    }
  }

  /// Writes a schedule's row and its undo.
  private func write(
    _ synced: SyncedSchedule, edited: EditedSchedule, named name: String, _ db: Database
  ) throws {
    try ScheduleRecord(name: name, synced: synced, schedule: edited.schedule).upsert(db)
    if let undo = try edited.undo.map({ try ScheduleUndoRecord(name: name, undo: $0) }) {
      try undo.upsert(db)
    } else {
      _ = try ScheduleUndoRecord.deleteOne(db, key: name)
    }
  }

  // MARK: Product lists

  /// A saved list: its name, currency and how many products it holds.
  public struct ListSummary: Sendable, Hashable {
    /// The list's name.
    public let name: String
    /// The ISO 4217 code of its prices.
    public let currency: String
    /// How many products it holds.
    public let total: Int
  }

  /// The saved lists by name (at most `limit`).
  public func lists(limit: Int = 500) throws -> [ListSummary] {
    try pool.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT name, currency, (SELECT COUNT(*) FROM product WHERE product.list = list.name)
            AS total FROM list ORDER BY name LIMIT ?
          """, arguments: [limit]
      ).map { row in
        ListSummary(name: row["name"], currency: row["currency"], total: row["total"])
      }
    }
  }

  /// One page of a list, best value first (ties in the order they were added).
  public func page(ofList list: String, offset: Int = 0, limit: Int = 100) throws -> StoredPage {
    try pool.read { db in
      let request = ProductRecord.filter { $0.list == list }
      let total = try request.fetchCount(db)
      let ranked = request.order { [$0.rankKey, $0.position] }
      let products = try Row.fetchAll(db, ranked.limit(limit, offset: offset))
        .compactMap(readable)
      // The first page starts with the best; any other page (or none) asks for it.
      let best =
        offset == 0 && !products.isEmpty
        ? products.first : try Row.fetchOne(db, ranked).flatMap(readable)
      return StoredPage(
        total: total, offset: offset, limit: limit, best: best, products: products)
    }
  }

  /// The currency a list's prices are in, or nil for a list never written.
  public func currency(ofList list: String) throws -> Currency? {
    try pool.read { db in try storedCurrency(db, list) }
  }

  /// Sets a list's currency; refused once the list has products in another one, whose prices
  /// would otherwise be relabelled without being converted.
  public func setCurrency(_ currency: Currency, ofList list: String) throws {
    try pool.write { db in
      try claim(
        currency, forList: list, holding: ProductRecord.filter { $0.list == list }.fetchCount(db),
        db)
      try recordChange(ofList: list, item: nil, removed: false, db)
    }
  }

  /// Makes `currency` the list's, within a write: refused when the list already holds products
  /// (`count`) in another one.
  private func claim(_ currency: Currency, forList list: String, holding count: Int, _ db: Database)
    throws
  {
    let current = try storedCurrency(db, list)
    guard current != currency else { return }
    try PriceList.claim(currency, list: list, current: current, holding: count)
    try db.execute(
      sql: "INSERT INTO list (name, currency) VALUES (?, ?) "
        + "ON CONFLICT(name) DO UPDATE SET currency = excluded.currency",
      arguments: [list, currency.code])
  }

  private func storedCurrency(_ db: Database, _ list: String) throws -> Currency? {
    guard
      let code = try String.fetchOne(
        db, sql: "SELECT currency FROM list WHERE name = ?", arguments: [list])
    else { return nil }
    return try Currency(code: code)
  }

  /// Adds a product to a list, checked against the list's first product, in one transaction.
  ///
  /// Two requests cannot both add the first product of different dimensions. The list's first
  /// product fixes its currency; a product in another currency is refused.
  public func add(_ product: Product, toList list: String, currency: Currency = .dollar) throws {
    try pool.write { db in
      let products = ProductRecord.filter { $0.list == list }
      let count = try products.fetchCount(db)
      guard count < PriceList.bound else { throw PriceError.listFull(bound: PriceList.bound) }
      try claim(currency, forList: list, holding: count, db)
      if let first = try Row.fetchOne(db, products.order(ProductRecord.Columns.position))
        .flatMap(readable)
      {
        var check = try ProductList(products: [first])
        try check.add(product)
      }
      let position =
        try Int.fetchOne(
          db, sql: "SELECT COALESCE(MAX(position), 0) + 1 FROM product WHERE list = ?",
          arguments: [list]) ?? 1
      try ProductRecord(product, list: list, position: position).insert(db)
      try recordChange(ofList: list, item: product.id, removed: false, db)
    }
  }

  /// Replaces a product with an edited one of the same id, in its place.
  ///
  /// Checked against the list's other products and currency as an addition is; false when the
  /// product was not in the list.
  public func replace(
    with product: Product, inList list: String, currency: Currency
  ) throws -> Bool {
    guard let id = product.id.uuid else { return false }
    return try pool.write { db in
      guard let old = try ProductRecord.filter({ $0.id == id && $0.list == list }).fetchOne(db)
      else { return false }
      try claim(currency, forList: list, holding: 1, db)
      if let other = try Row.fetchOne(
        db,
        ProductRecord.filter { $0.list == list && $0.id != id }
          .order(ProductRecord.Columns.position)
      ).flatMap(readable) {
        var check = try ProductList(products: [other])
        try check.add(product)
      }
      try old.delete(db)
      try ProductRecord(product, list: list, position: old.position).insert(db)
      try recordChange(ofList: list, item: product.id, removed: false, db)
      return true
    }
  }

  /// Removes a product; false when it was not in the list.
  public func remove(_ id: ItemID, fromList list: String) throws -> Bool {
    guard let id = id.uuid else { return false }
    return try remove(id, fromList: list)
  }

  /// Removes a product by its stored id; false when it was not in the list.
  public func remove(_ id: UUID, fromList list: String) throws -> Bool {
    try pool.write { db in
      guard try ProductRecord.filter({ $0.id == id && $0.list == list }).deleteAll(db) > 0 else {
        return false
      }
      try recordChange(ofList: list, item: ItemID(id), removed: true, db)
      return true
    }
  }

  /// A change through the API, within its write: the list's next version, made by
  /// ``SyncedList/apiDevice``, so a device's edit made before it is checked against it.
  private func recordChange(ofList list: String, item: ItemID?, removed: Bool, _ db: Database)
    throws
  {
    try db.execute(sql: "UPDATE list SET version = version + 1 WHERE name = ?", arguments: [list])
    guard let item,
      let version = try Int64.fetchOne(
        db, sql: "SELECT version FROM list WHERE name = ?", arguments: [list])
    else { return }
    try saveChange(
      ItemChange(version: version, device: SyncedList.apiDevice, removed: removed), of: item,
      inList: list, db)
  }

  private func saveChange(
    _ change: ItemChange, of item: ItemID, inList list: String, _ db: Database
  )
    throws
  {
    try db.execute(
      sql: """
        INSERT INTO itemChange (list, item, version, device, removed) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT(list, item) DO UPDATE SET version = excluded.version,
          device = excluded.device, removed = excluded.removed
        """,
      arguments: [list, item.text, change.version, change.device.text, change.removed])
  }

  // MARK: Sync

  /// Applies a device's edits to a list in one transaction, by the model's rule
  /// (``SyncedList``), and answers the list as it now is, its version and each edit's outcome.
  ///
  /// An edit already answered is answered again as it was, not applied twice; so a device that
  /// lost an answer (the server stopped, the network dropped) sends the same sync again.
  public func sync(_ request: SyncRequest, list name: String) throws -> ListSyncAnswer {
    try pool.write { db in
      let rows = try Row.fetchAll(
        db, ProductRecord.filter { $0.list == name }.order(ProductRecord.Columns.position))
      var positions: [ItemID: Int] = [:]
      for row in rows {
        if let id = UUID.fromDatabaseValue(row["id"]) { positions[ItemID(id)] = row["position"] }
      }
      let version =
        try Int64.fetchOne(db, sql: "SELECT version FROM list WHERE name = ?", arguments: [name])
        ?? 0
      var changes: [ItemID: ItemChange] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT item, version, device, removed FROM itemChange WHERE list = ?",
        arguments: [name])
      {
        guard let item = ItemID(row["item"]), let device = ItemID(row["device"]) else { continue }
        changes[item] = ItemChange(version: row["version"], device: device, removed: row["removed"])
      }
      var known: [ItemID: EditOutcome] = [:]
      for edit in request.edits {
        guard
          let text = try String.fetchOne(
            db, sql: "SELECT outcome FROM syncedEdit WHERE edit = ? AND list = ?",
            arguments: [edit.id.text, name]),
          let outcome = try? EditOutcome(jsonText: text)
        else { continue }
        known[edit.id] = outcome
      }
      // A product's id is the store's key: one another list holds is refused, not moved.
      var taken: [ItemID: EditOutcome] = [:]
      for edit in request.edits where known[edit.id] == nil {
        guard case .write(let product, _) = edit.change, let id = product.id.uuid,
          try ProductRecord.filter({ $0.id == id && $0.list != name }).fetchCount(db) > 0
        else { continue }
        taken[edit.id] = EditOutcome(
          edit: edit.id, kind: .refused, item: product.name,
          reason: "the id \(product.id) is a product of another list")
      }
      var synced = SyncedList(
        list: try PriceList(
          name: name, currency: try storedCurrency(db, name), products: rows.compactMap(readable)),
        version: version, changes: changes)
      let outcomes = synced.apply(request.edits, from: request.device) { known[$0] ?? taken[$0] }
      var answered = Set(known.keys)
      var next =
        (try Int.fetchOne(
          db, sql: "SELECT COALESCE(MAX(position), 0) FROM product WHERE list = ?",
          arguments: [name]) ?? 0) + 1
      for (edit, outcome) in zip(request.edits, outcomes) where !answered.contains(edit.id) {
        answered.insert(edit.id)
        try db.execute(
          sql: "INSERT INTO syncedEdit (edit, list, outcome) VALUES (?, ?, ?)",
          arguments: [edit.id.text, name, outcome.jsonText])
        guard outcome.kind == .applied, let item = edit.change.item, let id = item.uuid else {
          continue
        }
        // The item as the list now holds it: written where it was, appended, or removed.
        try ProductRecord.filter { $0.id == id && $0.list == name }.deleteAll(db)
        if let product = synced.list.products.products.first(where: { $0.id == item }) {
          let position = positions[item] ?? next
          if positions[item] == nil {
            positions[item] = next
            next += 1
          }
          try ProductRecord(product, list: name, position: position).insert(db)
        }
        if let change = synced.changes[item] { try saveChange(change, of: item, inList: name, db) }
      }
      if synced.version != version, let currency = synced.list.currency {
        try db.execute(
          sql: """
            INSERT INTO list (name, currency, version) VALUES (?, ?, ?)
            ON CONFLICT(name) DO UPDATE SET currency = excluded.currency,
              version = excluded.version
            """, arguments: [name, currency.code, synced.version])
      }
      try forgetOldest(ofList: name, db)
      return ListSyncAnswer(document: synced.list, version: synced.version, outcomes: outcomes)
    }
  }

  /// Keeps at most ``Migrations/syncMemory`` answered edits and removals per list.
  private func forgetOldest(ofList list: String, _ db: Database) throws {
    let keep = Migrations.syncMemory
    try db.execute(
      sql: """
        DELETE FROM syncedEdit WHERE list = ? AND rowid <= (SELECT rowid FROM syncedEdit
          WHERE list = ? ORDER BY rowid DESC LIMIT 1 OFFSET ?)
        """, arguments: [list, list, keep])
    try db.execute(
      sql: """
        DELETE FROM itemChange WHERE list = ? AND removed AND version <= (SELECT version
          FROM itemChange WHERE list = ? AND removed ORDER BY version DESC LIMIT 1 OFFSET ?)
        """, arguments: [list, list, keep])
  }

  /// The products of a list in the order they were added (for tests and exports).
  public func products(inList list: String) throws -> [Product] {
    try pool.read { db in
      try Row.fetchAll(
        db, ProductRecord.filter { $0.list == list }.order(ProductRecord.Columns.position)
      ).compactMap(readable)
    }
  }

  /// The product a row holds, or nil with the reason logged: one unreadable row must not fail
  /// the whole list (decoding every row of a request at once would).
  private func readable(_ row: Row) -> Product? {
    do {
      return try ProductRecord(row: row).product()
    } catch {
      logger.error(
        "a stored product cannot be read; it is left out",
        metadata: [
          "list": "\(String.fromDatabaseValue(row["list"]) ?? "?")",
          "id": "\(String.fromDatabaseValue(row["id"]) ?? "?")", "error": "\(error)",
        ])
      return nil
    }
  }
}

/// One page of a list: its products best value first, and the list's best product.
public struct StoredPage: Sendable {
  /// How many products the list holds.
  public let total: Int
  /// How many products come before this page.
  public let offset: Int
  /// The most products this page could hold.
  public let limit: Int
  /// The list's best value (the first product of its first page).
  public let best: Product?
  /// This page's products, best value first.
  public let products: [Product]

  /// The list's dimension, set by its products.
  public var dimension: MeasureDimension? { best?.unit.dimension }

  /// This page's products ranked against the list's best.
  public var ranked: [RankedProduct] {
    guard let best else { return [] }
    return products.map { RankedProduct($0, against: best) }
  }
}

/// What the store refuses.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A stored row cannot be read back as what it stores.
  case unreadable(String)

  /// What was wrong and what is allowed.
  public var description: String {
    switch self {
    case .unreadable(let reason): "a stored row cannot be read: \(reason)"
    }
  }
}
