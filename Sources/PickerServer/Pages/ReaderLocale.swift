import Foundation
import Hummingbird
import PickerKit

/// The locale a page is written for.
enum ReaderLocale {
  /// The reader's locale: `?locale=` (an unknown one refused), else the browser's first
  /// Accept-Language that the core knows, else en_US.
  static func of(_ request: Request) throws -> Locale {
    if request.uri.queryParameters.get("locale") != nil { return try asked(request) }
    let accepted = (request.headers[.acceptLanguage] ?? "").split(separator: ",").prefix(8)
    for tag in accepted {
      // `;q=0.8` alone splits into nothing: no index is taken on trust.
      let identifier = (tag.split(separator: ";").first ?? "").trimmedOfHTTPSpace
        .replacingOccurrences(of: "-", with: "_")
      if let locale = try? DateWheelPicker.locale(identifier: identifier) { return locale }
    }
    return Locale(identifier: LocaleData.readerDefault)
  }

  /// `?locale=`, en_US when absent; an unknown one is refused rather than quietly replaced (the
  /// API's routes: a list's words and numbers, a new schedule's scale).
  static func asked(_ request: Request) throws -> Locale {
    let identifier = request.uri.queryParameters.get("locale") ?? LocaleData.readerDefault
    return try DateWheelPicker.locale(identifier: identifier)
  }
}
