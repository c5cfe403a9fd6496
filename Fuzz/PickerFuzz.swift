/// The libFuzzer entry point: each input is the bytes of a ``FuzzCase``, or of a
/// ``FormFuzzCase`` when its first byte's low four bits are all set.
///
/// scripts/fuzz.sh compiles this file in one module with the test-support sources, so FuzzCase
/// needs no import. A trap anywhere in PickerKit is a crash to libFuzzer, and so is a broken
/// contract (rows outside their wheels, illegal rows after a settle): the input is kept either way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // One input in sixteen is a form (its first byte says so); the rest are pickers, so the
  // corpus and the crash regressions of single pickers keep their meaning.
  if let first = bytes.first, first & 0x0F == 0x0F {
    let formCase = FormFuzzCase(bytes: Array(bytes.dropFirst()))
    let breaks = formCase.run()
    if !breaks.isEmpty { fatalError("\(breaks.summary())\n\(formCase)") }
    return 0
  }
  let fuzzCase = FuzzCase(bytes: bytes)
  let breaks = fuzzCase.run()
  if !breaks.isEmpty {
    fatalError("\(breaks.summary())\n\(fuzzCase)")
  }
  return 0
}
