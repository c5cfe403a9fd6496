/// One wheel of a picker: what it holds and the rows it shows.
public struct Wheel: Sendable, Hashable {
  /// What a wheel holds.
  public enum Kind: Sendable, Hashable {
    /// A digit wheel holding 0...max.
    case digit(max: Int)
    /// A wheel of sixteenths: 0, 1/16, 1/8, ... 15/16.
    case sixteenths
    /// A sign wheel: `+` and `-`.
    case sign
    /// A one-row wheel showing a fixed character.
    case separator(Character)
  }

  /// What this wheel holds.
  public let kind: Kind

  /// Where this wheel's character sits in the pattern, counted from 0.
  public let offset: Int

  /// Creates a wheel of the given kind at a pattern offset.
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// The number of rows the wheel shows.
  public var rowCount: Int {
    switch kind {
    case .digit(let max): max + 1
    case .sixteenths: 16
    case .sign: 2
    case .separator: 1
    }
  }

  /// Whether a person can change this wheel (separators are fixed).
  public var isAdjustable: Bool {
    if case .separator = kind { return false }
    return true
  }

  /// The title a wheel shows for one of its rows.
  public func title(forRow row: Int) -> String {
    switch kind {
    case .digit: String(row)
    case .sixteenths: Sixteenths.title(row)
    case .sign: row == 0 ? "+" : "-"
    case .separator(let character): String(character)
    }
  }
}

/// The sixteenths wheel's rows, reduced as a tape measure shows them (the UIPickerView data-entry
/// lesson).
package enum Sixteenths {
  /// The reduced fraction n/16 as text, as in `1/16`, `1/8` and `15/16`.
  package static func title(_ numerator: Int) -> String {
    guard numerator != 0 else { return "0" }
    var top = numerator
    var bottom = 16
    while top % 2 == 0 {
      top /= 2
      bottom /= 2
    }
    return "\(top)/\(bottom)"
  }

  /// The numerator in sixteenths of a fraction written `a/b`, when it is exact.
  static func numerator(ofFraction top: Int, over bottom: Int) -> Int? {
    guard bottom > 0, 16 % bottom == 0, top >= 0, top < bottom else { return nil }
    return top * (16 / bottom)
  }

  /// The fraction in words for a spoken description: `3 eighths`, `1 half`.
  package static func spoken(_ numerator: Int) -> String {
    var top = numerator
    var bottom = 16
    while top % 2 == 0, top > 0 {
      top /= 2
      bottom /= 2
    }
    let name =
      switch bottom {
      case 2: "half"
      case 4: "quarter"
      case 8: "eighth"
      default: "sixteenth"
      }
    return "\(top) \(top == 1 ? name : name + "s")"
  }
}
