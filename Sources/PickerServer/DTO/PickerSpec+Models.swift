import Foundation
import PickerKit

extension PickerSpec {
  /// Specs as JSON text, for a page's `data-pickers` attribute (the template escapes it).
  static func json(_ specs: some Encodable) throws -> String {
    try PickerJSON.text(of: specs)
  }
}
