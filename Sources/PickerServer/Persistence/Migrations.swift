import Foundation
import GRDB
import Logging
import PickerCore
import UnitPrices

/// The database's schema, one migration per version; each runs once, in one transaction.
enum Migrations {
  /// The most characters a list or schedule name has.
  static let nameLimit = NameText.documentLimit

  static func migrator(logger: Logger) -> DatabaseMigrator {
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
    migrator.registerMigration("v2: checked names, ranked pages") { db in
      try db.alter(table: "product") { table in
        table.add(column: "rankKey", .text).notNull().defaults(to: "")
      }
      try repairProducts(db, logger: logger)
      try repairSchedules(db, logger: logger)
      try db.create(
        index: "product_on_list_rank", on: "product", columns: ["list", "rankKey", "position"])
    }
    migrator.registerMigration("v3: a currency per list") { db in
      try db.create(table: "list") { table in
        table.primaryKey("name", .text)
        table.column("currency", .text).notNull()
      }
      // Lists saved before had no currency of their own; their prices were entered as dollars
      // (the page's default locale), so that is what they keep.
      try db.execute(
        sql: "INSERT INTO list (name, currency) SELECT DISTINCT list, 'USD' FROM product")
    }
    migrator.registerMigration("v4: a schedule's last change can be taken back") { db in
      // The schedule as it was before its last change, kept beside it (never inside its row, so
      // an older version's schedule rows read as they were written).
      try db.create(table: "scheduleUndo") { table in
        table.primaryKey("name", .text).references("schedule", onDelete: .cascade)
        table.column("scale", .text).notNull()
        table.column("minuteInterval", .integer).notNull()
        table.column("entries", .text).notNull()
        table.column("label", .text).notNull()  // what the change was: `Energy Star default`
      }
    }
    migrator.registerMigration("v5: lists synced with devices") { db in
      // A list's version: one more for every sync or API write that changed it.
      try db.alter(table: "list") { table in
        table.add(column: "version", .integer).notNull().defaults(to: 0)
      }
      // The last change to each item of a list, removals included (UnitPrices' `ItemChange`):
      // what a device's edit made on an older version is checked against.
      try db.create(table: "itemChange") { table in
        table.column("list", .text).notNull()
        table.column("item", .text).notNull()
        table.column("version", .integer).notNull()
        table.column("device", .text).notNull()
        table.column("removed", .boolean).notNull()
        table.primaryKey(["list", "item"])
      }
      // What became of each edit a device sent (an `EditOutcome` as JSON), so a sync sent again
      // answers the same and applies nothing twice.
      try db.create(table: "syncedEdit") { table in
        table.column("list", .text).notNull()
        table.column("edit", .text).notNull()
        table.column("outcome", .text).notNull()
        table.primaryKey(["list", "edit"])
      }
    }
    migrator.registerMigration("v6: schedules synced with devices") { db in
      // A schedule's version (one more for every sync or API change that changed it) and what
      // syncing remembers beside it: the last change to each item and the outcomes of the
      // edits answered lately (Thermostat's `SyncedSchedule.memoryJSON`).
      try db.alter(table: "schedule") { table in
        table.add(column: "version", .integer).notNull().defaults(to: 0)
        table.add(column: "sync", .text).notNull().defaults(to: #"{"changes":[],"answered":[]}"#)
      }
    }
    migrator.registerMigration("v7: a schedule's holds") { db in
      // The holds as the Thermostat model keeps them (`ThermostatSchedule.holdsJSON`), beside
      // the schedule and beside what its undo restores; none in rows written before.
      for table in ["schedule", "scheduleUndo"] {
        try db.alter(table: table) { table in
          table.add(column: "holds", .text).notNull().defaults(to: "[]")
        }
      }
    }
    return migrator
  }

  /// The most removals and answered edits kept per list (the oldest go first): a device that
  /// sends an edit made before this many later ones is answered by the list as it is.
  static let syncMemory = 10_000

  /// Repairs or removes product rows that earlier versions stored unchecked.
  ///
  /// A NUL cut a name short and made its list fail for good. Names are repaired where something
  /// is left of them, and rows that cannot be read as a product are removed. Each change is
  /// logged.
  private static func repairProducts(_ db: Database, logger: Logger) throws {
    let rows = try Row.fetchAll(db, sql: "SELECT rowid, * FROM product")
    for row in rows {
      let rowid: Int64 = row["rowid"]
      let storedID = String.fromDatabaseValue(row["id"]) ?? ""
      var record: ProductRecord?
      var reason = ""
      if let list = NameText(
        repairing: String.fromDatabaseValue(row["list"]) ?? "", limit: nameLimit),
        let name = NameText(
          repairing: String.fromDatabaseValue(row["name"]) ?? "", limit: Product.nameLimit)
      {
        do {
          var decoded = try ProductRecord(row: row)
          decoded.list = list.text
          decoded.name = name.text
          let product = try decoded.product()
          decoded.rankKey = ProductRecord.rankKey(of: product)
          record = decoded
        } catch {
          reason = "\(error)"
        }
      } else {
        reason = "its name or its list's name is only control characters"
      }
      try db.execute(sql: "DELETE FROM product WHERE rowid = ?", arguments: [rowid])
      if let record {
        try record.insert(db)
      } else {
        logger.warning(
          "removed a stored product that cannot be read",
          metadata: ["id": "\(storedID)", "reason": "\(reason)"])
      }
    }
  }

  private static func repairSchedules(_ db: Database, logger: Logger) throws {
    // First the rows that cannot be read go, so that a readable one never yields its repaired
    // name to a row that is then removed; then the rest are renamed in place, in the columns
    // this migration's schema has (later ones add more).
    var readable: [(rowid: Int64, stored: String, name: String)] = []
    for row in try Row.fetchAll(db, sql: "SELECT rowid, * FROM schedule") {
      let rowid: Int64 = row["rowid"]
      let storedName = String.fromDatabaseValue(row["name"]) ?? ""
      guard let name = NameText(repairing: storedName, limit: nameLimit),
        let record = try? ScheduleRecord(row: row), (try? record.schedule()) != nil
      else {
        try db.execute(sql: "DELETE FROM schedule WHERE rowid = ?", arguments: [rowid])
        logger.warning(
          "removed a stored schedule that cannot be read", metadata: ["name": "\(storedName)"])
        continue
      }
      readable.append((rowid, storedName, name.text))
    }
    for row in readable where row.name != row.stored {
      try db.execute(
        sql: "UPDATE OR IGNORE schedule SET name = ? WHERE rowid = ?",
        arguments: [row.name, row.rowid])
      guard db.changesCount == 0 else { continue }
      // Another schedule has the repaired name already: that one stays.
      try db.execute(sql: "DELETE FROM schedule WHERE rowid = ?", arguments: [row.rowid])
      logger.warning(
        "removed a stored schedule whose repaired name another one has",
        metadata: ["name": "\(row.stored)", "repaired": "\(row.name)"])
    }
  }

}
