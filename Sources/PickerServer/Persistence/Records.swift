import Foundation
import GRDB
import PickerKit
import Thermostat
import UnitPrices

/// A product as stored: one row of the `product` table.
struct ProductRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "product"
  static let databaseUUIDEncodingStrategy = DatabaseUUIDEncodingStrategy.uppercaseString

  var id: UUID
  var list: String
  var position: Int
  var name: String
  var price: StoredDecimal
  var quantity: StoredDecimal
  var packCount: Int
  var unit: String
  /// The price per base unit as text that sorts like the number, so a page of a list is an
  /// indexed query, not a sort of the whole list.
  var rankKey: String

  enum Columns {
    static let id = Column(CodingKeys.id)
    static let list = Column(CodingKeys.list)
    static let position = Column(CodingKeys.position)
    static let rankKey = Column(CodingKeys.rankKey)
  }

  init(_ product: Product, list: String, position: Int) {
    // An id the model accepted is a UUID's text.
    id = product.id.uuid ?? UUID()
    self.list = list
    self.position = position
    name = product.name
    price = StoredDecimal(product.price.decimal)
    quantity = StoredDecimal(product.quantity.decimal)
    packCount = product.packCount
    unit = product.unit.symbol
    rankKey = Self.rankKey(of: product)
  }

  /// The product, checked again as when it was added.
  func product() throws -> Product {
    guard let unit = UnitCatalogLookup.unit(unit) else {
      throw StoreError.unreadable("the unit \"\(unit)\" is not a price unit")
    }
    guard let price = ExactNumber(price.value), let quantity = ExactNumber(quantity.value) else {
      throw StoreError.unreadable("a price or quantity past the numbers a product may have")
    }
    return try Product(
      id: ItemID(id), name: name, price: price, quantity: quantity, packCount: packCount,
      unit: unit)
  }

  /// `price / base amount`, zero-padded to 20 integer and 40 decimal digits: text order is
  /// number order for every price and amount a product may have.
  static func rankKey(of product: Product) -> String {
    let perUnit = product.pricePerBaseUnit
    let parts = perUnit.description.split(separator: ".", maxSplits: 1)
    let whole = String(parts.first ?? "0")
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    guard whole.count <= 20 else { return String(repeating: "9", count: 61) }
    return String(repeating: "0", count: 20 - whole.count) + whole + "."
      + fraction.prefix(40) + String(repeating: "0", count: max(0, 40 - fraction.count))
  }
}

/// A schedule as stored: its entries as JSON with every decimal as text, as the Thermostat model
/// keeps them (``ThermostatSchedule/entriesJSON``).
struct ScheduleRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "schedule"

  var name: String
  var scale: String
  var minuteInterval: Int
  var entries: String
  /// Its holds as JSON, as the model keeps them (``ThermostatSchedule/holdsJSON``).
  var holds = "[]"
  var updatedAt: Date
  /// The schedule's version, for syncing.
  var version: Int64 = 0
  /// What syncing remembers beside the schedule (``SyncedSchedule/memoryJSON``).
  var sync = JSONWriter.text(of: SyncedSchedule(edited: nil).memoryJSON)

  /// A row as stored, by any version: the columns later versions added (the version, what
  /// syncing remembers, the holds) read as their defaults in a row written before them, so a
  /// migration that repairs older rows keeps their schedules.
  init(from decoder: any Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    name = try row.decode(String.self, forKey: .name)
    scale = try row.decode(String.self, forKey: .scale)
    minuteInterval = try row.decode(Int.self, forKey: .minuteInterval)
    entries = try row.decode(String.self, forKey: .entries)
    updatedAt = try row.decode(Date.self, forKey: .updatedAt)
    version = try row.decodeIfPresent(Int64.self, forKey: .version) ?? version
    sync = try row.decodeIfPresent(String.self, forKey: .sync) ?? sync
    holds = try row.decodeIfPresent(String.self, forKey: .holds) ?? holds
  }

  init(name: String, scale: String, minuteInterval: Int, entries: String, updatedAt: Date) {
    self.name = name
    self.scale = scale
    self.minuteInterval = minuteInterval
    self.entries = entries
    self.updatedAt = updatedAt
  }

  init(name: String, schedule: ThermostatSchedule) throws {
    self.name = name
    scale = schedule.scale.rawValue
    minuteInterval = schedule.minuteInterval
    entries = JSONWriter.text(of: schedule.entriesJSON)
    holds = JSONWriter.text(of: schedule.holdsJSON)
    updatedAt = Date()
  }

  /// A synced schedule's row: the schedule, its version and what syncing remembers.
  init(name: String, synced: SyncedSchedule, schedule: ThermostatSchedule) throws {
    try self.init(name: name, schedule: schedule)
    version = synced.version
    sync = JSONWriter.text(of: synced.memoryJSON)
  }

  /// The schedule, checked again as when it was saved.
  func schedule() throws -> ThermostatSchedule {
    guard let scale = TemperatureScale(rawValue: scale) else {
      throw StoreError.unreadable("the scale \"\(scale)\" is not F or C")
    }
    return try ThermostatSchedule(
      scale: scale, minuteInterval: minuteInterval,
      entries: JSONReading(try JSONReader.value(of: Array(entries.utf8))),
      holds: JSONReading(try JSONReader.value(of: Array(holds.utf8))))
  }
}

/// What undo restores for a schedule: the schedule before its last change, stored as a schedule
/// is, and what that change was.
struct ScheduleUndoRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "scheduleUndo"

  var name: String
  var scale: String
  var minuteInterval: Int
  var entries: String
  var holds: String
  var label: String

  init(name: String, undo: ScheduleUndo) throws {
    let stored = try ScheduleRecord(name: name, schedule: undo.schedule)
    self.name = name
    scale = stored.scale
    minuteInterval = stored.minuteInterval
    entries = stored.entries
    holds = stored.holds
    label = undo.change
  }

  /// What undo restores, checked as a saved schedule is.
  func undo() throws -> ScheduleUndo {
    var record = ScheduleRecord(
      name: name, scale: scale, minuteInterval: minuteInterval, entries: entries,
      updatedAt: Date())
    record.holds = holds
    return ScheduleUndo(schedule: try record.schedule(), change: label)
  }
}

/// A decimal stored as text, read back only when the whole text is a plain decimal number:
/// Foundation's `Decimal(string:)` reads `12abc` as 12, which would pass a corrupt row off as a
/// price.
struct StoredDecimal: Codable, DatabaseValueConvertible, Hashable {
  let value: Decimal

  init(_ value: Decimal) {
    self.value = value
  }

  var databaseValue: DatabaseValue { value.description.databaseValue }

  static func fromDatabaseValue(_ dbValue: DatabaseValue) -> StoredDecimal? {
    guard let text = String.fromDatabaseValue(dbValue) else { return nil }
    return parse(text)
  }

  static func parse(_ text: String) -> StoredDecimal? {
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), text.utf8.count <= 80,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } }),
      let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    return StoredDecimal(value)
  }

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let parsed = Self.parse(text) else {
      throw StoreError.unreadable("\"\(text)\" is not a decimal number")
    }
    self = parsed
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value.description)
  }
}

/// Units by symbol, across the dimensions prices use.
enum UnitCatalogLookup {
  static func unit(_ symbol: String) -> ExactUnit? {
    [MeasureDimension.mass, .volume, .count].lazy.compactMap { $0.unit(named: symbol) }.first
  }
}
