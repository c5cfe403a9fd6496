// The page's door into the core: the functions pickerkit.js calls, compiled only for the page
// (scripts/wasm.sh builds this module on the Embedded Swift builds of PickerCore and the apps'
// models). Each moves bytes and nothing else: text in, the core's answer out; every rule is in
// PickerCore and the models, and the native hosts call the same ``PageCall`` and ``PaceCall``
// the page does.

import PaceCalculator
import PickerCore
import Thermostat
import UnitPrices

/// The apps' calls, registered once each: the pace calculator's, the unit-price list's, then the
/// thermostat schedule's.
///
/// The server's `POST /api/calls/{name}` registers the same, on ``PageDoor/core``. They are
/// numbered from 100, after the core's ``PageCall``s.
private let apps = PageDoor().adding(PaceCall.self).adding(PriceCall.self).adding(
  ThermostatCall.self)
private let firstAppCall = 100

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

/// Keeps the names of the core's and the apps' calls as the answer (`{"json": 0, ...,
/// "paceReport": 100, ...}`) and returns its length in bytes, so the page learns the calls from
/// the core.
@_expose(wasm, "pickerkit_calls")
@_cdecl("pickerkit_calls")
public func pickerkitCalls() -> Int32 {
  var names: [(String, JSONValue?)] = []
  for call in PageCall.allCases { names.append((call.name, .number(Int64(call.rawValue)))) }
  for (index, call) in apps.calls.enumerated() {
    names.append((call.name, .number(Int64(firstAppCall + index))))
  }
  return keep(JSONWriter.text(of: .object(JSONObject(names))))
}

/// Runs one of the core's calls (``PageCall``) or an app's (registered in `apps`), by its number,
/// on UTF-8 request text, keeps the answer and returns its length in bytes; -1 for a call there is
/// not.
@_expose(wasm, "pickerkit_call")
@_cdecl("pickerkit_call")
public func pickerkitCall(_ call: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
  let request = bytes.map { Array(UnsafeBufferPointer(start: $0, count: Int(max(count, 0)))) } ?? []
  if let core = PageCall(rawValue: Int(call)) { return keep(session.answer(core, to: request)) }
  let app = Int(call) - firstAppCall
  if apps.calls.indices.contains(app) {
    return keep(session.answer { platform in apps.calls[app].answer(request, platform) })
  }
  return -1
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
