import Foundation
import PickerKit

@testable import Thermostat

/// An exact number from its text, as the tests write setpoints (`21.5`).
func exact(_ text: String) -> ExactNumber {
  guard let number = ExactNumber(text) else { preconditionFailure("\(text) is not a number") }
  return number
}

/// A locale's data as Foundation reads it, as the server hands it to the model.
func localeData(_ identifier: String) -> LocaleData {
  LocaleData.of(Locale(identifier: identifier))
}

/// A reader's time wheels, as the editor makes them on this machine's platform.
func timeWheels(
  _ identifier: String = "en_US", _ hours: ScheduleClock = .twelve, minuteInterval: Int = 15
) throws -> DateWheelPicker {
  try ThermostatInputs.time(
    minuteInterval: minuteInterval, clock: hours, locale: identifier, on: .foundation())
}
