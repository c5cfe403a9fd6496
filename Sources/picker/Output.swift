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
      return JSON.object(fields)
    }
  }
}

extension Output {
  static func render(
    _ correction: DateCorrection, of picker: DateWheelPicker, as format: OutputFormat
  )
    -> String
  {
    let text = picker.isoText(of: correction.fields)
    let fields = correction.fields
    let value =
      picker.mode == .countdown ? String((fields.hour * 60 + fields.minute) * 60) : text
    switch format {
    case .text: return text
    case .value: return value
    case .json:
      var members = [
        ("text", JSON.string(text)),
        ("value", picker.mode == .countdown ? value : JSON.string(value)),
        ("rows", "[" + correction.rows.map(String.init).joined(separator: ",") + "]"),
        ("display", JSON.string(picker.displayText(of: correction.rows))),
        ("spoken", JSON.string(picker.spokenDescription(of: fields))),
        ("corrected", correction.wasCorrected ? "true" : "false"),
      ]
      if let instant = correction.instant {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = picker.timeZone
        members.append(("instant", JSON.string(formatter.string(from: instant))))
      }
      if let occurrence = correction.occurrence {
        members.append(("occurrence", JSON.string(occurrence.rawValue)))
      }
      if let reason = correction.reason {
        members.append(("message", JSON.string(reason.description)))
      }
      return JSON.object(members)
    }
  }
}

/// The little JSON this command writes.
enum JSON {
  /// An object from members whose values are already JSON.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

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
