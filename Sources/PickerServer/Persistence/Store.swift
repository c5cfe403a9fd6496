public import Foundation
import GRDB
import PickerKit
public import Thermostat
public import UnitPrices

/// Thermostat schedules and product lists in SQLite, through GRDB.
///
/// The database is in WAL mode and every change is one transaction, so a crash or `kill -9`
/// during a write leaves the last committed state. Decimals are stored as text, exactly.
public struct Store: Sendable {
  private let pool: DatabasePool

  /// Opens (or creates) the database file and brings its schema up to date.
  public init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    pool = try DatabasePool(path: path, configuration: configuration)
    try Self.migrator.migrate(pool)
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: schedules and products") { db in
      try db.create(table: "schedule") { table in
        table.primaryKey("name", .text)
        table.column("scale", .text).notNull()
        table.column("minuteInterval", .integer).notNull()
        table.column("entries", .text).notNull()  // JSON: exact decimals as strings
        table.column("updatedAt", .datetime).notNull()
      }
      try db.create(table: "product") { table in
        table.primaryKey("id", .text)
        table.column("list", .text).notNull().indexed()
        table.column("position", .integer).notNull()
        table.column("name", .text).notNull()
        table.column("price", .text).notNull()
        table.column("quantity", .text).notNull()
        table.column("packCount", .integer).notNull()
        table.column("unit", .text).notNull()
      }
    }
    return migrator
  }

  // MARK: Schedules

  /// A saved schedule, or nil.
  public func schedule(named name: String) throws -> ThermostatSchedule? {
    try pool.read { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT scale, minuteInterval, entries FROM schedule WHERE name = ?",
          arguments: [name])
      else { return nil }
      let stored = try JSONDecoder().decode(
        [StoredEntry].self, from: Data((row["entries"] as String).utf8))
      return try StoredEntry.schedule(
        scale: TemperatureScale(rawValue: row["scale"]) ?? .fahrenheit,
        minuteInterval: row["minuteInterval"], entries: stored)
    }
  }

  /// Saves a schedule under a name, replacing what was there, in one transaction.
  public func save(_ schedule: ThermostatSchedule, named name: String) throws {
    let entries = try JSONEncoder().encode(StoredEntry.entries(of: schedule))
    try pool.write { db in
      try db.execute(
        sql: """
          INSERT INTO schedule (name, scale, minuteInterval, entries, updatedAt)
          VALUES (?, ?, ?, ?, ?)
          ON CONFLICT(name) DO UPDATE SET scale = excluded.scale,
            minuteInterval = excluded.minuteInterval, entries = excluded.entries,
            updatedAt = excluded.updatedAt
          """,
        arguments: [
          name, schedule.scale.rawValue, schedule.minuteInterval,
          String(decoding: entries, as: UTF8.self), Date(),
        ])
    }
  }

  // MARK: Product lists

  /// A list's products in the order they were added.
  public func products(inList list: String) throws -> [Product] {
    try pool.read { db in try products(inList: list, db: db) }
  }

  /// Adds a product to a list, checked against the list as it is in the database, in one
  /// transaction (so two requests cannot both add the first product of different dimensions).
  public func add(_ product: Product, toList list: String) throws {
    try pool.write { db in
      let existing = try products(inList: list, db: db)
      var checked = try ProductList(products: existing)
      try checked.add(product)
      let position =
        try Int.fetchOne(
          db, sql: "SELECT COALESCE(MAX(position), 0) + 1 FROM product WHERE list = ?",
          arguments: [list]) ?? 1
      try db.execute(
        sql: """
          INSERT INTO product (id, list, position, name, price, quantity, packCount, unit)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          product.id.uuidString, list, position, product.name, product.price.description,
          product.quantity.description, product.packCount, product.unit.symbol,
        ])
    }
  }

  /// Removes a product; false when it was not in the list.
  public func remove(_ id: UUID, fromList list: String) throws -> Bool {
    try pool.write { db in
      try db.execute(
        sql: "DELETE FROM product WHERE id = ? AND list = ?", arguments: [id.uuidString, list])
      return db.changesCount > 0
    }
  }

  private func products(inList list: String, db: Database) throws -> [Product] {
    try Row.fetchAll(
      db,
      sql:
        "SELECT id, name, price, quantity, packCount, unit FROM product WHERE list = ? ORDER BY position",
      arguments: [list]
    ).map { row in
      let symbol: String = row["unit"]
      guard let unit = UnitCatalogLookup.unit(symbol) else { throw PriceError.unknownUnit(symbol) }
      return try Product(
        id: UUID(uuidString: row["id"]) ?? UUID(), name: row["name"],
        price: Decimal(string: row["price"]) ?? 0, quantity: Decimal(string: row["quantity"]) ?? 0,
        packCount: row["packCount"], unit: unit)
    }
  }
}

/// Units by symbol, across the dimensions prices use.
enum UnitCatalogLookup {
  static func unit(_ symbol: String) -> ExactUnit? {
    [MeasureDimension.mass, .volume, .count].lazy.compactMap { $0.unit(named: symbol) }.first
  }
}

/// One schedule entry as stored: text for every decimal, so nothing is rounded.
struct StoredEntry: Codable, Sendable {
  let group: String
  let period: String
  let minute: Int
  let heat: String
  let heatScale: String
  let cool: String
  let coolScale: String

  static func entries(of schedule: ThermostatSchedule) -> [StoredEntry] {
    schedule.groups.flatMap { group in
      (schedule.days[group] ?? []).map { entry in
        StoredEntry(
          group: group.rawValue, period: entry.period.rawValue, minute: entry.minute,
          heat: entry.heat.value.description, heatScale: entry.heat.scale.rawValue,
          cool: entry.cool.value.description, coolScale: entry.cool.scale.rawValue)
      }
    }
  }

  static func schedule(scale: TemperatureScale, minuteInterval: Int, entries: [StoredEntry]) throws
    -> ThermostatSchedule
  {
    var days: [DayGroup: [ScheduleEntry]] = [:]
    for stored in entries {
      guard let group = DayGroup(rawValue: stored.group),
        let period = Period(rawValue: stored.period),
        let heat = Decimal(string: stored.heat), let cool = Decimal(string: stored.cool),
        let heatScale = TemperatureScale(rawValue: stored.heatScale),
        let coolScale = TemperatureScale(rawValue: stored.coolScale)
      else { throw ScheduleError.badSetting("a stored schedule entry cannot be read") }
      days[group, default: []].append(
        ScheduleEntry(
          period: period, minute: stored.minute, heat: Temperature(heat, heatScale),
          cool: Temperature(cool, coolScale)))
    }
    return try ThermostatSchedule(scale: scale, minuteInterval: minuteInterval, days: days)
  }
}
