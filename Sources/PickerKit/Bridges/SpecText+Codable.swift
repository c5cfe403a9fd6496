public import Foundation

extension SpecText: Codable {
  /// A number, exactly, as its plain decimal text.
  public init(_ number: Decimal) { self.init(number.description) }

  /// Reads a JSON string or number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self.init(text)
    } else if let number = try? container.decode(Decimal.self) {
      self.init(number.description)
    } else if let number = try? container.decode(Double.self), number.isFinite {
      // A JSON number beyond Decimal's exponents (1e-308, 1e200) is still a number: its text
      // goes to the wheels it is for, which refuse it with a message saying what they hold.
      self.init(number.description)
    } else {
      // A type mismatch like any other; a picker description names the setting in its message.
      throw DecodingError.typeMismatch(
        String.self,
        .init(codingPath: decoder.codingPath, debugDescription: "a number or text is expected"))
    }
  }

  /// Writes the text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
