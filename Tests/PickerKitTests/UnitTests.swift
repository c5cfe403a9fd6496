import Foundation
import PickerTestSupport
import Testing

@testable import PickerCore
@testable import PickerKit

@Suite("Exact units, conversions and measure wheels")
struct UnitTests {
  private func unit(_ dimension: MeasureDimension, _ symbol: String) throws -> ExactUnit {
    try #require(dimension.unit(named: symbol))
  }

  private func convert(_ amount: String, _ from: ExactUnit, _ to: ExactUnit) throws
    -> ConvertedAmount
  {
    try ExactConversion.convert(try #require(Decimal(string: amount)), from: from, to: to)
  }

  @Test(
    "Exact definitions, not Foundation's rounded ones",
    arguments: [
      (MeasureDimension.length, "mi", "m", "1609.344"),
      (.length, "yd", "m", "0.9144"),
      (.length, "ft", "m", "0.3048"),
      (.length, "in", "m", "0.0254"),
      (.mass, "lb", "kg", "0.45359237"),
      (.mass, "oz", "g", "28.349523125"),
      (.volume, "gal", "L", "3.785411784"),
      (.volume, "qt", "L", "0.946352946"),
      (.volume, "pt", "L", "0.473176473"),
      (.volume, "cup", "L", "0.2365882365"),
      (.volume, "fl oz", "mL", "29.5735295625"),
      (.volume, "imp gal", "L", "4.54609"),
      (.volume, "imp fl oz", "mL", "28.4130625"),
      (.speed, "mph", "km/h", "1.609344"),
      (.speed, "m/s", "km/h", "3.6"),
      (.temperature, "K", "°C", "-272.15"),
    ])
  func definitions(dimension: MeasureDimension, from: String, to: String, expected: String) throws {
    let result = try convert("1", try unit(dimension, from), try unit(dimension, to))
    #expect(result.isExact)
    #expect(result.value.decimal == Decimal(string: expected))
  }

  @Test("Temperatures a person sees are exact: 21 °C is 69.8 °F, and -40 meets -40")
  func temperatures() throws {
    let celsius = try unit(.temperature, "°C")
    let fahrenheit = try unit(.temperature, "°F")
    #expect(
      try convert("21", celsius, fahrenheit)
        == ConvertedAmount(value: ExactNumber("69.8") ?? 0, isExact: true))
    #expect(try convert("-40", celsius, fahrenheit).value == -40)
    #expect(try convert("-40", fahrenheit, celsius).value == -40)
    #expect(try convert("68", fahrenheit, celsius).value == 20)
    #expect(
      try convert("0", try unit(.temperature, "K"), celsius).value.decimal
        == Decimal(string: "-273.15"))
    let seventy = try convert("70", fahrenheit, celsius)
    #expect(!seventy.isExact)
    #expect(seventy.value.decimal == Decimal(string: "21.1111111111"))
  }

  @Test("Pace and speed are reciprocals: 5:00 min/km is 12 km/h, 6:00 min/mi is 10 mph")
  func paceAndSpeed() throws {
    let perKilometre = try unit(.pace, "min/km")
    let perMile = try unit(.pace, "min/mi")
    let kmh = try unit(.speed, "km/h")
    let mph = try unit(.speed, "mph")
    #expect(try convert("300", perKilometre, kmh).value == 12)
    #expect(try convert("12", kmh, perKilometre).value == 300)
    #expect(try convert("360", perMile, mph).value == 10)
    #expect(try convert("10", mph, perMile).value == 360)
    #expect(try convert("300", perKilometre, perMile).value.decimal == Decimal(string: "482.8032"))
    #expect(throws: MeasureError.noReciprocal("0 km/h")) { try convert("0", kmh, perKilometre) }
  }

  @Test("Every unit pair round trips", arguments: MeasureDimension.allCases)
  func pairsRoundTrip(dimension: MeasureDimension) throws {
    var random = SeededRandom(seed: UInt64(dimension.rawValue.count) * 977)
    for from in dimension.units {
      for to in dimension.units {
        for _ in 0..<25 {
          let cents = Int.random(in: 1...999_999, using: &random)
          let amount = Decimal(cents) / 100
          let there = try ExactConversion.convert(amount, from: from, to: to)
          let back = try ExactConversion.convert(there.value, from: to, to: from)
          if there.isExact {
            #expect(back.value.decimal == amount, "\(amount) \(from) -> \(there.value) \(to)")
          } else {
            let error = ((back.value.decimal - amount) / amount).magnitude
            #expect(error < Decimal(string: "1e-10") ?? 0, "\(amount) \(from) -> \(to)")
          }
        }
      }
    }
  }

  @Test("Getting Started's units example compiles and answers as written")
  func gettingStartedUnits() throws {
    let temperature = try MeasurePicker(dimension: .temperature)
    let reading = try temperature.accept("21 °C")
    let fahrenheit = try #require(MeasureDimension.temperature.unit(named: "°F"))
    let converted = try temperature.convert(reading, to: fahrenheit)
    #expect(converted.amount.value == ExactNumber("69.8"))
    #expect(converted.amount.isExact)
    #expect(converted.text == "69.80 °F")
  }

  @Test("Foundation's Measurement sees the exact definitions too")
  func foundationBridge() throws {
    let mile = try unit(.length, "mi").measurement(1).converted(to: UnitLength.meters)
    #expect(abs(mile.value - 1_609.344) < 1e-9)
    let pace = try unit(.pace, "min/km").measurement(300).converted(to: UnitPace.secondsPerMeter)
    #expect(abs(pace.value - 18) < 1e-9)  // 300 "minutes per km" as coefficient 0.06 s/m
  }

  @Test("Seed 000's units choose their patterns; seed 004's order is kept")
  func seedUnits() throws {
    #expect(try unit(.length, "km").pattern == "999.99")
    #expect(try unit(.length, "mi").pattern == "999.99")
    #expect(try unit(.pace, "min/mi").pattern == "59:59")
    #expect(try unit(.duration, "s").pattern == "99:59:59")
    #expect(try unit(.temperature, "°F").pattern == "±999.99")
    let per = try MeasurePicker(
      dimension: .volume, units: ["L", "cL", "mL", "gal", "qt", "pt", "fl oz"])
    #expect(per.units.map(\.symbol) == ["L", "cL", "mL", "gal", "qt", "pt", "fl oz"])
    let mass = try MeasurePicker(dimension: .mass, units: ["kg", "g", "lb", "oz"])
    #expect(try mass.accept("12").unit.symbol == "kg")
    #expect(try mass.accept("500 g").text == "500.0 g")
    let pace = try MeasurePicker(dimension: .pace)
    let reading = try pace.accept("5:00 min/km")
    #expect(reading.amount == 300)
    #expect(reading.text == "5:00 min/km")
    #expect(pace.spokenDescription(of: reading) == "5 minutes per kilometre")
    #expect(pace.rows(of: reading) == [0, 5, 0, 0, 0, 0])
  }

  @Test("Turning the unit wheel converts or keeps the digits, and stays valid")
  func changingUnit() throws {
    let mass = try MeasurePicker(dimension: .mass)
    let kilos = try mass.accept("12.5 kg")
    let pounds = try mass.changingUnit(of: kilos, to: try unit(.mass, "lb"), keepingDigits: false)
    // 12.5 kg is 27.5578924... lb; the 999.99 wheels show the nearest hundredth.
    #expect(pounds.text == "27.56 lb")
    #expect(pounds.reason != nil)
    let same = try mass.changingUnit(of: kilos, to: try unit(.mass, "lb"), keepingDigits: true)
    #expect(same.text == "12.50 lb")
    #expect(same.reason == nil)
    let grams = try mass.changingUnit(of: kilos, to: try unit(.mass, "g"), keepingDigits: false)
    #expect(grams.text == "12500.0 g")
    let milligrams = try mass.changingUnit(
      of: kilos, to: try unit(.mass, "mg"), keepingDigits: false)
    #expect(milligrams.text == "999999 mg")  // 12,500,000 mg does not fit: it lands on the top
    #expect(milligrams.reason != nil)
    let pace = try MeasurePicker(dimension: .pace)
    let mile = try pace.changingUnit(
      of: try pace.accept("5:00 min/km"), to: try unit(.pace, "min/mi"), keepingDigits: false)
    #expect(mile.text == "8:03 min/mi")
  }

  @Test(
    "Refused measures say why",
    arguments: [
      (MeasureDimension.mass, "1.5 L", "1.5 L is a volume (L), but this picker measures mass"),
      (.mass, "1.5 stone", "unknown unit \"stone\": mass units are kg, g, mg, lb, oz"),
      (.mass, "kg", "\"kg\" has no quantity: give a number and a unit, as in 1.5 kg"),
      (.mass, "", "\"\" has no quantity: give a number and a unit, as in 1.5 kg"),
      (.mass, "-1 kg", "-1 kg: a mass cannot be below zero"),
      (.temperature, "-300 °C", "-300 °C is below absolute zero (-273.15 °C)"),
      (.temperature, "-500 F", "-500 °F is below absolute zero (-459.67 °F)"),
      (.mass, "nan kg", "nan is not a finite number: give digits (kg)"),
      (.mass, "inf", "inf is not a finite number: give digits (kg)"),
      (.mass, "99999999999999999999 kg", "99999999999999999999 is above the maximum 999.999 (kg)"),
      (.mass, "1.2345 kg", "1.2345 has more decimals than 999.999 holds (kg)"),
      (.pace, "5:60 min/km", "seconds must be 0-59, got 60 (min/km)"),
    ])
  func refusals(dimension: MeasureDimension, answer: String, message: String) throws {
    let picker = try MeasurePicker(dimension: dimension)
    do {
      let reading = try picker.accept(answer)
      Issue.record("\(answer) was accepted as \(reading.text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("--units limits the wheel, and refuses units of another dimension")
  func unitLists() throws {
    let picker = try MeasurePicker(dimension: .mass, units: ["kg", "g"])
    #expect(throws: MeasureError.unitNotOffered("lb", allowed: ["kg", "g"])) {
      try picker.accept("2 lb")
    }
    #expect(
      throws: MeasureError.wrongDimension("L", unit: "L", unitDimension: .volume, wanted: .mass)
    ) { try MeasurePicker(dimension: .mass, units: ["kg", "L"]) }
  }

  @Test("Nearest: a negative mass goes to zero, below absolute zero to absolute zero")
  func nearest() throws {
    let mass = try MeasurePicker(dimension: .mass)
    #expect(try mass.nearest(toAnswer: "-1 kg").amount == 0)
    let temperature = try MeasurePicker(dimension: .temperature)
    #expect(try temperature.nearest(toAnswer: "-300 °C").text == "-273.15 °C")
    #expect(try mass.nearest(toAnswer: "1.23456 kg").text == "1.235 kg")
  }
}
