import Hummingbird
import PickerKit

/// GET /api/platform: the data of locales and zones a page's core was not handed with its page.
///
/// A page carries its own (``Pages/platformData(locales:)``); a description that names another
/// locale or zone makes the page's core ask here, once per name. The core writes the data
/// (``Platform/pageData(locales:zones:whole:)``), from the platform the server answers on, so the
/// page's answers are the server's.
enum PlatformRoute {
  static func add(to router: Router<AppContext>) {
    router.get("/api/platform") { request, _ in
      let query = request.uri.queryParameters
      let locales = query.getAll("locale")
      let zones = query.getAll("zone")
      guard locales.count <= Platform.mostNames, zones.count <= Platform.mostNames else {
        throw HTTPError(
          .unprocessableContent,
          message:
            "ask for at most \(Platform.mostNames) locales and \(Platform.mostNames) zones at a time"
        )
      }
      if let long = (locales + zones).first(where: { $0.count > Platform.longestName }) {
        throw HTTPError(
          .unprocessableContent,
          message:
            "\(Echo.shown(long)) is no locale or zone name: those are at most \(Platform.longestName) characters"
        )
      }
      return JSONText(
        JSONWriter.text(
          of: Platform.foundation().pageData(locales: locales, zones: zones, whole: false)))
    }
  }
}
