import Foundation
import Hummingbird
import PickerKit

/// A small hand-written JSON writer for the hottest response, `POST /api/picker`.
///
/// Written by hand because no library on this machine writes JSON without going through
/// Foundation's encoder, and an exact decimal must stay an exact JSON number.
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
    text += "["
    for (index, value) in values.enumerated() {
      if index > 0 { text += "," }
      text += String(value)
    }
    text += "]"
  }

  /// A datum: numbers stay exact JSON numbers.
  mutating func datum(_ datum: PickerDatum) {
    switch datum {
    case .number(let number): text += number
    case .text(let value): string(value)
    case .flag(let flag): text += flag ? "true" : "false"
    case .list(let data):
      text += "["
      for (index, item) in data.enumerated() {
        if index > 0 { text += "," }
        self.datum(item)
      }
      text += "]"
    }
  }

  /// A member name and its colon, after a comma unless it is the first.
  mutating func key(_ name: String, first: Bool = false) {
    text += first ? "\"" : ",\""
    text += name
    text += "\":"
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

/// A response whose JSON text is already written.
struct JSONText: ResponseGenerator {
  let text: String

  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
