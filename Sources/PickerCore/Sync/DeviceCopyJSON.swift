// A device's copy of a synced document is kept as the document's own members with two beside
// them: the `version` it was last synced at and the `pending` edits the server has not answered.

extension JSONReading {
  /// The version a device's copy was last synced at: `version`, 0 when absent (never synced).
  public func syncedVersion() throws(JSONError) -> Int64 {
    try optionalMember("version")?.int64() ?? 0
  }

  /// A device's edits not answered yet: `pending`, none when absent; more than `bound` are
  /// refused with `refusal`, which says the bound.
  public func pendingEdits<Edit: SyncedEdit>(bound: Int, refusal: String) throws(JSONError)
    -> [Edit]
  {
    guard let member = try optionalMember("pending") else { return [] }
    let elements = try member.elements()
    guard elements.count <= bound else { throw member.invalid(refusal) }
    var pending: [Edit] = []
    for element in elements { pending.append(try Edit(json: element)) }
    return pending
  }
}

extension JSONValue {
  /// A document's members with a device's sync state beside them: `version` and `pending`.
  public func withSyncState<Edit: SyncedEdit>(version: Int64, pending: [Edit]) -> JSONValue {
    guard case .object(var object) = self else { return self }
    object["version"] = .number(version)
    object["pending"] = .array(pending.map { $0.json })
    return .object(object)
  }
}
