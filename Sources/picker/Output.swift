import ArgumentParser
import Foundation
import PickerKit

/// What `--print` writes on standard output.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, value, json
}

/// Renders an accepted value for standard output.
enum Output {
  static func render(_ correction: Correction, of picker: PatternPicker, as format: OutputFormat)
    -> String
  {
    switch format {
    case .text: return correction.text
    case .value: return correction.value.description
    case .json:
      // Written by hand so the value stays an exact JSON number (JSONEncoder goes through Double
      // for Decimal on some platforms).
      var fields = [
        ("text", JSON.string(correction.text)),
        ("value", correction.value.description),
        ("rows", "[" + correction.rows.map(String.init).joined(separator: ",") + "]"),
        ("spoken", JSON.string(picker.spokenDescription(of: correction.value))),
        ("corrected", correction.wasCorrected ? "true" : "false"),
      ]
      if let reason = correction.reason {
        fields.append(("message", JSON.string(reason.description)))
      }
      return "{" + fields.map { "\(JSON.string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
  }
}

/// The little JSON this command writes.
enum JSON {
  /// A JSON string literal with the characters JSON requires escaped.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
