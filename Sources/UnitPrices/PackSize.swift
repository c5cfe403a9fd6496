public import PickerCore

/// A size as a shelf label writes it: `500 g`, `3 x 500 g`, `6×330 mL`, `12 ea`.
///
/// The count is read on the pack-count wheels and the amount on its unit's wheels, so text and
/// wheels accept the same sizes.
public struct PackSize: Sendable, Hashable {
  /// Items in the pack, 1-999.
  public let packCount: Int
  /// Each item's amount in `unit`.
  public let quantity: ExactNumber
  /// The unit of `quantity`.
  public let unit: ExactUnit

  /// The signs a count and an amount are joined by: x, X, × or *.
  private static let times: Set<Character> = ["x", "X", "×", "*"]

  /// Reads `3 x 500 g` (spaces optional: `3x500g`), or `500 g` for a pack of one; in a
  /// locale's signs (`1,5 kg` in de_DE, `٣ × ٥٠٠ g` in ar_EG) as well as in `.` and 0-9.
  public init(parsing text: String, symbols: NumberSymbols = .canonical) throws(PriceError) {
    let trimmed = symbols.canonical(text).trimmingSpaces
    guard trimmed.count <= Echo.longestQuote else { throw .size(text) }
    var count = "1"
    var rest = Substring(trimmed)
    // A count is digits before the first times sign.
    if let sign = trimmed.firstIndex(where: Self.times.contains) {
      count = trimmed[..<sign].trimmingSpaces
      guard !count.isEmpty, count.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw .size(text)
      }
      rest = trimmed[trimmed.index(after: sign)...]
    }
    let amount = rest.trimmingSpaces
    // The unit is the text after the number: `500 g`, `500g`, `1.5 fl oz`.
    guard let unitStart = amount.firstIndex(where: { !($0.isNumber || $0 == ".") }),
      unitStart > amount.startIndex
    else { throw .size(text) }
    try self.init(
      count: count, quantity: String(amount[..<unitStart]),
      unit: amount[unitStart...].trimmingSpaces)
  }

  /// A size from its parts as typed: the count on the pack wheels, the quantity on its unit's.
  public init(count: String, quantity: String, unit symbol: String) throws(PriceError) {
    let wheels = try PriceInputs.packCount()
    guard let count = (try? wheels.accept(count))?.value.exactNumber.wholeNumber else {
      throw .packCountText(count)
    }
    packCount = count
    guard
      let unit = [MeasureDimension.mass, .volume, .count].lazy.compactMap({
        $0.unit(named: symbol)
      }).first
    else { throw .unknownUnit(symbol) }
    let amount: ExactNumber
    do throws(MeasureError) {
      amount = try MeasurePicker(dimension: unit.dimension, units: [unit.symbol])
        .accept("\(quantity) \(unit.symbol)").amount
    } catch {
      throw .quantity(error.description)
    }
    guard amount > 0 else { throw .notPositive("quantity", amount) }
    self.quantity = amount
    self.unit = unit
  }
}
