/// What one key did: the state after it, or why it was refused (the state is then unchanged).
public struct Typed: Sendable, Hashable {
  /// The rows, focus and entry after the key.
  public let state: PickerState
  /// Why the key was refused, or nil.
  public let refusal: PickerRefusal?
  /// Why the selection the key picked moved to become legal (February 31 typed), or nil.
  public let correction: PickerRefusal?

  /// Creates the result of a key.
  public init(state: PickerState, refusal: PickerRefusal? = nil, correction: PickerRefusal? = nil) {
    self.state = state
    self.refusal = refusal
    self.correction = correction
  }
}
