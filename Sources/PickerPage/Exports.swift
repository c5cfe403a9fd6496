// The page's door into the core: the functions pickerkit.js calls, compiled only for the page
// (scripts/wasm.sh builds this file with Sources/PickerCore as one Embedded Swift module). Each
// moves bytes and nothing else: text in, the core's answer out; every rule is in PickerCore, and
// the native hosts call the same ``PageCall`` the page does.

/// What the page's core holds between calls: the platform the server handed it.
nonisolated(unsafe) private var session = PageSession()

/// The answer of the last call, kept until the next one so the page can copy it out.
nonisolated(unsafe) private var answer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

/// Memory for the page to write a request into (freed with `pickerkit_free`).
@_expose(wasm, "pickerkit_alloc")
@_cdecl("pickerkit_alloc")
public func pickerkitAlloc(_ count: Int32) -> UnsafeMutableRawPointer? {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 1)
}

/// Frees memory `pickerkit_alloc` gave.
@_expose(wasm, "pickerkit_free")
@_cdecl("pickerkit_free")
public func pickerkitFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// Keeps the names of the core's calls as the answer (``PageCall/namesJSON``) and returns its
/// length in bytes, so the page learns the calls from the core.
@_expose(wasm, "pickerkit_calls")
@_cdecl("pickerkit_calls")
public func pickerkitCalls() -> Int32 {
  keep(PageCall.namesJSON)
}

/// Runs one of the core's calls (``PageCall``, by its number) on UTF-8 request text, keeps the
/// answer and returns its length in bytes; -1 for a call the core does not have.
@_expose(wasm, "pickerkit_call")
@_cdecl("pickerkit_call")
public func pickerkitCall(_ call: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  guard let call = PageCall(rawValue: Int(call)) else { return -1 }
  let request = bytes.map { Array(UnsafeBufferPointer(start: $0, count: Int(max(count, 0)))) } ?? []
  return keep(session.answer(call, to: request))
}

/// Keeps text as the answer the page copies out; its length in bytes.
private func keep(_ text: String) -> Int32 {
  answer.deallocate()
  answer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
  _ = answer.initialize(from: text.utf8)
  return Int32(answer.count)
}

/// Where the last answer's bytes are, for the page to copy `pickerkit_call`'s count of them.
@_expose(wasm, "pickerkit_answer")
@_cdecl("pickerkit_answer")
public func pickerkitAnswer() -> UnsafeRawPointer? {
  UnsafeRawPointer(answer.baseAddress)
}
