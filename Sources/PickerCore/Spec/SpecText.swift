/// A setting given as a number or as text (`90` or `"1:30"` for a minimum of `59:59`).
///
/// Both mean the same: a number is read as its plain decimal text, exactly, so `5e0` and `5` are
/// one value, and text is read in the picker's own writing.
public struct SpecText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The setting as text.
  public let text: String

  /// A setting from text.
  public init(_ text: String) { self.text = text }

  /// A setting from a string literal.
  public init(stringLiteral text: String) { self.text = text }

  /// A number, exactly, as its plain decimal text.
  public init(_ number: ExactNumber) { self.text = number.description }

  /// The text.
  public var description: String { text }
}
