import Foundation
import PickerKit

/// POST /api/date: a mode and its settings, and an answer, rows or an action.
struct DateRequest: Codable, Sendable {
  var mode: String?
  var locale: String?
  var timeZone: String?
  var minuteInterval: Int?
  var min: String?
  var max: String?
  var answer: String?
  var rows: [Int]?
  var nearest: Bool?
  var action: ActionDTO?
}

/// The date wheels' answer.
struct DateResponse: Codable, Sendable {
  let wheels: [WheelDTO]
  let rows: [Int]
  let text: String
  let display: String
  let spoken: String
  let instant: String?
  let occurrence: String?
  let corrected: Bool
  let message: String?
  let focus: Int?
  let typed: String?
}

/// POST /api/measure: a dimension, its unit wheel, and an answer, rows or an action.
struct MeasureRequest: Codable, Sendable {
  let dimension: String
  var units: [String]?
  var answer: String?
  var rows: [Int]?
  var nearest: Bool?
  var to: String?
  var action: ActionDTO?
}

/// The measure wheels' answer.
struct MeasureResponse: Codable, Sendable {
  let wheels: [WheelDTO]
  let rows: [Int]
  let text: String
  let value: Decimal
  let unit: String
  let spoken: String
  let corrected: Bool
  let message: String?
  let converted: Converted?
  var focus: Int?
  var typed: String?

  struct Converted: Codable, Sendable {
    let value: Decimal
    let exact: Bool
    let unit: String
    let text: String
  }
}
