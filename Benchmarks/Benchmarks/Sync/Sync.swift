// A sync as the server answers one (issue 34), through the real store: a SQLite file in a
// temporary folder, written by `Store.sync` as the routes write it.
//
// - A list: 50 edits (each a new price for a product the device wrote) on a list of 10
//   products, the baseline, beside the same on a list at its bound of 10,000.
// - A schedule: one new period edit on a schedule that remembers no answered edits, the
//   baseline, beside one that remembers the most it keeps (1,000).
import Benchmark
import Foundation
import PickerKit
import PickerServer
import Thermostat
import UnitPrices

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
    warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 500)
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("picker-sync-\(UUID().uuidString)")
  guard
    (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
      != nil,
    let store = try? Store(path: folder.appendingPathComponent("sync.sqlite").path)
  else { fatalError("no store for the sync benchmarks") }
  let device = ItemID(UUID())

  guard let gram = MeasureDimension.mass.unit(named: "g") else { fatalError("no gram") }
  /// A product as the device writes it, at a price.
  func product(_ id: ItemID, _ number: Int, price: Int) -> ListEditChange {
    guard
      let product = try? Product(
        id: id, name: "Product \(number)", price: ExactNumber(price), quantity: ExactNumber(500),
        unit: gram)
    else { fatalError("bad benchmark product") }
    return .write(product, currency: .dollar)
  }
  /// A list of `count` products the device wrote, in syncs of the most one may send.
  func list(_ name: String, count: Int) -> [ItemID] {
    let ids = (0..<count).map { _ in ItemID(UUID()) }
    for start in stride(from: 0, to: count, by: SyncedList.batch) {
      let edits = ids[start..<min(start + SyncedList.batch, count)].enumerated().map {
        ListEdit(
          id: ItemID(UUID()), base: 0, change: product($0.element, start + $0.offset, price: 3))
      }
      guard (try? store.sync(SyncRequest(device: device, edits: edits), list: name)) != nil else {
        fatalError("the list \(name) was not written")
      }
    }
    return ids
  }
  for (name, count) in [("10 products (baseline)", 10), ("10,000 products", PriceList.bound)] {
    let ids = list("list-\(count)", count: count)
    var price = 4
    Benchmark("list sync, 50 edits, \(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        price += 1
        let edits = (0..<50).map {
          ListEdit(
            id: ItemID(UUID()), base: 0, change: product(ids[$0 % ids.count], $0, price: price))
        }
        blackHole(try? store.sync(SyncRequest(device: device, edits: edits), list: "list-\(count)"))
      }
    }
  }

  /// A period edit: Weekdays Wake heated to `heat` °F.
  let wake = ThermostatSchedule.energyStar().entry(.weekdays, .wake)
  func heat(_ heat: Int) -> ScheduleEdit {
    guard var entry = wake else { fatalError("no Weekdays Wake") }
    entry.heat = Temperature(ExactNumber(heat), .fahrenheit)
    return ScheduleEdit(
      id: ItemID(UUID()), base: 0,
      change: .periods([ScheduleEditChange.DayEntry(group: .weekdays, entry: entry)], scale: nil))
  }
  for (name, remembered) in [
    ("nothing remembered (baseline)", 0), ("1,000 edits remembered", SyncedSchedule.memory),
  ] {
    let schedule = "schedule-\(remembered)"
    let whole = ScheduleEdit(id: ItemID(UUID()), base: 0, change: .whole(.energyStar()))
    _ = try? store.sync(ScheduleSyncRequest(device: device, edits: [whole]), schedule: schedule)
    for start in stride(from: 0, to: remembered, by: SyncedSchedule.batch) {
      let edits = (start..<min(start + SyncedSchedule.batch, remembered)).map { heat(60 + $0 % 10) }
      _ = try? store.sync(ScheduleSyncRequest(device: device, edits: edits), schedule: schedule)
    }
    var next = 0
    Benchmark("schedule sync, one edit, \(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        next += 1
        blackHole(
          try? store.sync(
            ScheduleSyncRequest(device: device, edits: [heat(60 + next % 10)]), schedule: schedule))
      }
    }
  }
}
