/// An identity: a UUID, written as its 36 characters in capitals
/// (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`), as the store keeps it and the API shows it: an
/// item of a list, an edit made on a device, a device.
///
/// The core checks and writes it without Foundation, so the page's core reads the same ids;
/// new ones come from the platform (Foundation's `UUID` natively, the browser's
/// `crypto.randomUUID()` in a page).
public struct ItemID: Sendable, Hashable, CustomStringConvertible {
  /// The UUID's text, in capitals.
  public let text: String

  /// The id a UUID's text names, in either case; nil for anything else.
  public init?(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 36 else { return nil }
    var written = ""
    for (index, scalar) in scalars.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard scalar == "-" else { return nil }
        written.append("-")
      } else {
        switch scalar {
        case "0"..."9", "A"..."F": written.unicodeScalars.append(scalar)
        case "a"..."f": written.unicodeScalars.append(Unicode.Scalar(scalar.value - 32) ?? scalar)
        default: return nil
        }
      }
    }
    self.text = written
  }

  /// An id from text already in the form (a constant of a model's).
  package init(written text: String) { self.text = text }

  /// The UUID's text.
  public var description: String { text }
}

extension JSONReading {
  /// The id in a member, refused unless it is a UUID's text.
  public func itemID(_ name: String) throws(JSONError) -> ItemID {
    let member = try member(name)
    guard let id = ItemID(try member.string()) else { throw member.invalid("\(name) is a UUID") }
    return id
  }
}
