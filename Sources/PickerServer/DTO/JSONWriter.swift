import Foundation
import Hummingbird

/// A small hand-written JSON writer for the hottest response, `POST /api/picker`.
///
/// Foundation's JSONEncoder spent about 40% of the server's CPU on that route (mostly generic
/// metadata and dynamic casts per wheel title, measured with perf under wrk); writing the few
/// fields by hand keeps the same JSON, exact numbers included, at a fraction of the cost.
struct JSONWriter {
  private(set) var text = ""

  init() {
    text.reserveCapacity(2_048)
  }

  mutating func raw(_ fragment: String) { text += fragment }

  mutating func string(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  mutating func ints(_ values: [Int]) {
    text += "[" + values.map(String.init).joined(separator: ",") + "]"
  }

  mutating func strings(_ values: [String]) {
    text += "["
    for (index, value) in values.enumerated() {
      if index > 0 { text += "," }
      string(value)
    }
    text += "]"
  }
}

extension PickerResponse {
  /// The same JSON JSONEncoder writes (keys sorted), written by hand.
  var json: String {
    var out = JSONWriter()
    out.raw("{\"corrected\":\(corrected)")
    if let focus { out.raw(",\"focus\":\(focus)") }
    if let message {
      out.raw(",\"message\":")
      out.string(message)
    }
    out.raw(",\"rows\":")
    out.ints(rows)
    out.raw(",\"spoken\":")
    out.string(spoken)
    out.raw(",\"text\":")
    out.string(text)
    if let typed {
      out.raw(",\"typed\":")
      out.string(typed)
    }
    // Decimal's description is the exact plain decimal, a valid JSON number.
    out.raw(",\"value\":\(value.description),\"wheels\":[")
    for (index, wheel) in wheels.enumerated() {
      if index > 0 { out.raw(",") }
      out.raw(
        "{\"adjustable\":\(wheel.adjustable),\"count\":\(wheel.count),\"cyclic\":\(wheel.cyclic)"
          + ",\"offset\":\(wheel.offset),\"titles\":")
      out.strings(wheel.titles)
      out.raw("}")
    }
    out.raw("]}")
    return out.text
  }
}

/// A response whose JSON text is already written.
struct JSONText: ResponseGenerator {
  let text: String

  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
