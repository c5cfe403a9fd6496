public import PickerCore

/// One change made to a list on a device, kept there until the server has it.
public typealias ListEdit = DocumentEdit<ListEditChange>

/// What an edit of a list changes.
public enum ListEditChange: Sendable, Hashable {
  /// Adds a product, or replaces the one with its id, with its price in a currency.
  case write(Product, currency: Currency)
  /// Removes a product.
  case remove(ItemID)
  /// Sets the list's currency.
  case currency(Currency)

  /// The product it changes; nil for the list's currency.
  public var item: ItemID? {
    switch self {
    case .write(let product, _): product.id
    case .remove(let id): id
    case .currency: nil
    }
  }
}

extension PriceList {
  /// Makes a change, by the list's rules (a product's currency and dimension, the bound).
  ///
  /// Removing a product that is not there changes nothing: it is gone, as asked.
  public mutating func apply(_ change: ListEditChange) throws(PriceError) {
    switch change {
    case .write(let product, let currency): try write(product, currency: currency)
    case .remove(let id):
      guard products.products.contains(where: { $0.id == id }) else { return }
      try remove(id: id)
    case .currency(let currency): try setCurrency(currency)
    }
  }
}
