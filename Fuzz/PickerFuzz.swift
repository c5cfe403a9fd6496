/// The libFuzzer entry point: each input is the bytes of a ``FuzzCase``.
///
/// scripts/fuzz.sh compiles this file in one module with the test-support sources, so FuzzCase
/// needs no import. A trap anywhere in PickerKit is a crash to libFuzzer, and so is a broken
/// contract (rows outside their wheels, illegal rows after a settle): the input is kept either way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let fuzzCase = FuzzCase(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
  let breaks = fuzzCase.run()
  if !breaks.isEmpty {
    fatalError("\(breaks.summary())\n\(fuzzCase)")
  }
  return 0
}
