import ArgumentParser
import PickerKit

extension SpecError {
  /// The core's message as a usage error (exit 64), with the caret diagram of a pattern that
  /// does not parse.
  var usage: ValidationError {
    ValidationError(caretDiagram.map { "\(message)\n\($0)" } ?? message)
  }
}

/// A picker built from the core's description, or the core's message as a usage error.
func building<P>(_ make: () throws(SpecError) -> P) throws -> P {
  do {
    return try make()
  } catch {
    throw error.usage
  }
}
