// The model in Foundation's terms, natively: amounts as `Decimal`s (the store's records, the
// tests). The page's core has neither, and the model itself uses neither.
#if !hasFeature(Embedded)
public import Foundation
public import PickerCore
public import PickerKit

extension Product {
  /// A product with its price and quantity as Foundation's decimals (a new id unless given).
  @_disfavoredOverload
  public init(
    id: ItemID = .random(), name: String, price: Decimal, quantity: Decimal,
    packCount: Int = 1, unit: ExactUnit
  ) throws(PriceError) {
    guard let exactPrice = ExactNumber(price) else { throw .tooLarge("price", 9_999_999) }
    guard let exactQuantity = ExactNumber(quantity) else {
      throw .tooLarge("quantity", 99_999)
    }
    try self.init(
      id: id, name: name, price: exactPrice, quantity: exactQuantity, packCount: packCount,
      unit: unit)
  }
}
#endif
