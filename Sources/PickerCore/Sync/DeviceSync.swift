/// What a device keeps of a synced document's sync: the server's version its copy was last synced
/// at, and the edits made on the device that the server has not answered yet, in the order they
/// were made.
///
/// A device changes its copy at once, offline or not, and keeps each change here as an edit until
/// a sync's answer says what became of it (``take(_:onto:)``).
public struct DeviceSync<Change: DocumentChange>: Sendable, Hashable {
  /// An edit of the document.
  public typealias Edit = DocumentEdit<Change>

  /// The server's version the copy was last synced at; 0 before the first sync.
  public private(set) var version: Int64
  /// The edits not answered yet, in the order they were made.
  public private(set) var pending: [Edit]

  /// The most edits a device keeps waiting for a sync: a copy offline for weeks stays far below
  /// it, and a sync of them all is a bounded number of requests.
  public static var pendingBound: Int { 2_000 }
  /// The most edits a device sends at once: half what a sync may carry, so a request sent as the
  /// page closes (a browser keeps at most 64 KiB of such requests in flight) always fits.
  public static var batch: Int { Change.batch / 2 }
  /// Why a device that keeps ``pendingBound`` edits takes no more.
  public static var fullMessage: String {
    "this device holds \(pendingBound) changes the server has not had; connect to sync them first"
  }

  /// A device's sync state: never synced and nothing waiting, unless told.
  public init(version: Int64 = 0, pending: [Edit] = []) {
    self.version = version
    self.pending = pending
  }

  /// Whether the device keeps as many edits as it may (``pendingBound``).
  public var isFull: Bool { pending.count >= Self.pendingBound }

  /// Keeps an edit to send; the caller has checked ``isFull``.
  public mutating func keep(_ edit: Edit) { pending.append(edit) }

  /// The next sync to send from a device: its first ``batch`` edits.
  public func request(device: ItemID) -> DeviceEdits<Change> {
    DeviceEdits(device: device, edits: Array(pending.prefix(Self.batch)))
  }

  /// Takes a sync's answer: the server's document (or `current`, for one the server never had
  /// written), with the edits it did not answer (made since, or beyond the batch) made again on
  /// top.
  ///
  /// The edits the document now refuses are dropped, and answered with the refusal; the others
  /// stay to send.
  public mutating func take<Document: SyncedDocument>(
    _ answer: SyncAnswer<Document>, onto current: Document
  ) -> (document: Document, dropped: [(edit: Edit, refusal: Document.Refusal)])
  where Document.Change == Change {
    let answered = Set(answer.outcomes.map { $0.edit })
    var document = answer.document ?? current
    var kept: [Edit] = []
    var dropped: [(edit: Edit, refusal: Document.Refusal)] = []
    for edit in pending where !answered.contains(edit.id) {
      do {
        try document.apply(edit.change)
        kept.append(edit)
      } catch {
        dropped.append((edit, error))
      }
    }
    version = answer.version
    pending = kept
    return (document, dropped)
  }
}

// A device's copy of a synced document is kept as JSON as the document's own members with two
// beside them: the `version` it was last synced at and the `pending` edits.
extension DeviceSync {
  /// Reads the sync state beside a copy's members: `version` (0 when absent, never synced) and
  /// `pending` (none when absent), at most ``pendingBound`` edits.
  public init(json: JSONReading) throws(JSONError) {
    let version = try json.optionalMember("version")?.int64() ?? 0
    var pending: [Edit] = []
    if let member = try json.optionalMember("pending") {
      let elements = try member.elements()
      guard elements.count <= Self.pendingBound else {
        throw member.invalid("a device keeps at most \(Self.pendingBound) changes to sync")
      }
      for element in elements { pending.append(try Edit(json: element)) }
    }
    self.init(version: version, pending: pending)
  }

  /// A copy's members with the sync state beside them.
  public func beside(_ document: JSONValue) -> JSONValue {
    guard case .object(var object) = document else { return document }
    object["version"] = .number(version)
    object["pending"] = .array(pending.map { $0.json })
    return .object(object)
  }
}
