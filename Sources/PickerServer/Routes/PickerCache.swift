import Foundation
import PickerKit
import Synchronization

/// The pickers the edit route has built, by their description, so a picker is built once and
/// not on every key a person presses.
///
/// Bounded: at most ``capacity`` pickers; when it is full the oldest half goes (a client that
/// sends a new description each time costs one build a request, never memory). A description
/// whose date bounds count from now (`today`, `+2h`) is never kept, since its picker changes as
/// time passes. Hand-written: a few lines over the standard library's `Mutex`, where a caching
/// package would bring a dependency for less than this.
final class PickerCache: Sendable {
  /// The most pickers kept.
  static let capacity = 512

  private struct Entries {
    var pickers: [PickerSpec: BuiltPicker] = [:]
    var order: [PickerSpec] = []
  }

  private let entries = Mutex(Entries())

  /// The picker a description builds: the one built before, or a new one, kept.
  func picker(for spec: PickerSpec) throws(SpecError) -> BuiltPicker {
    if let picker = entries.withLock({ $0.pickers[spec] }) { return picker }
    let picker = try spec.makePicker(on: .foundation())
    guard !spec.dependsOnNow else { return picker }
    entries.withLock { entries in
      guard entries.pickers.updateValue(picker, forKey: spec) == nil else { return }
      entries.order.append(spec)
      if entries.order.count > Self.capacity {
        let gone = entries.order.prefix(Self.capacity / 2)
        for old in gone { entries.pickers[old] = nil }
        entries.order.removeFirst(gone.count)
      }
    }
    return picker
  }

  /// How many pickers are kept.
  var count: Int { entries.withLock { $0.pickers.count } }
}
