public import Foundation

extension ItemID {
  /// A new id, at random.
  public static func random() -> ItemID { ItemID(UUID()) }

  /// The id of a UUID.
  public init(_ uuid: UUID) {
    // A UUID's text is always 36 capitals and signs.
    self.init(written: uuid.uuidString)
  }

  /// The id as a UUID.
  public var uuid: UUID? { UUID(uuidString: text) }
}
