// The page's door into the core: the functions pickerkit.js calls, compiled only for the page
// (scripts/wasm.sh builds this module on the Embedded Swift builds of PickerCore and the apps'
// models). Each moves bytes and nothing else: text in, the core's answer out; every rule is in
// PickerCore and the models, and the native hosts call the same ``PageCall`` and ``PaceCall``
// the page does.
//
// One core per page: scripts/wasm.sh compiles this door once for the core alone and once for
// each app, with that app's condition (PICKER_PAGE_PACE, PICKER_PAGE_PRICES,
// PICKER_PAGE_THERMOSTAT), and links it with the core and that app's model only.

import PickerCore

#if PICKER_PAGE_PACE
import PaceCalculator
#elseif PICKER_PAGE_PRICES
import UnitPrices
#elseif PICKER_PAGE_THERMOSTAT
import Thermostat
#endif

/// The app's calls of this core, registered once: the pace calculator's, the unit-price list's
/// or the thermostat schedule's, or none for the core alone.
///
/// The server's `POST /api/calls/{name}` registers every app's, on ``PageDoor/core``. They are
/// numbered from 100, after the core's ``PageCall``s.
#if PICKER_PAGE_PACE
private let apps = PageDoor().adding(PaceCall.self)
#elseif PICKER_PAGE_PRICES
private let apps = PageDoor().adding(PriceCall.self)
#elseif PICKER_PAGE_THERMOSTAT
private let apps = PageDoor().adding(ThermostatCall.self)
#else
private let apps = PageDoor()
#endif
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
