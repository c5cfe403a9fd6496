import Foundation
import PickerKit

/// POST /api/picker: a pattern, constraints, and an answer, rows or an action.
struct PickerRequest: Codable, Sendable {
  let pattern: String
  var min: FlexibleValue?
  var max: FlexibleValue?
  var step: FlexibleValue?
  var answer: String?
  var rows: [Int]?
  var nearest: Bool?
  var action: ActionDTO?
}

/// A number or text (`90`, `"1:30"`): constraints may be given either way.
struct FlexibleValue: Codable, Sendable {
  let text: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Decimal.self) {
      text = number.description
    } else {
      text = try container.decode(String.self)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

/// The wheels' answer: rows corrected by the core, with what they mean.
struct PickerResponse: Codable, Sendable {
  let wheels: [WheelDTO]
  let rows: [Int]
  let text: String
  let value: Decimal
  let spoken: String
  let corrected: Bool
  let message: String?
  let focus: Int?
  let typed: String?
}
