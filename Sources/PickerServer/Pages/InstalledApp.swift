import PickerKit

/// The site as an app a phone installs: its web app manifest, and the service worker that keeps
/// every page and asset of one build on the device, so a page once visited opens and its
/// pickers work with the network gone.
///
/// The worker's cache is named by the build (``Pages/build``) and filled when the worker
/// installs: the pages, and every asset under its hashed name, all from one server. A new build
/// is a new worker with its own cache; it takes over when no page of the old one is open, and
/// then deletes the old cache, so a page is always served whole from one build.
struct InstalledApp: Sendable {
  /// Where pages link the manifest.
  static let manifestPath = "/manifest.webmanifest"
  /// Where pages register the worker: at the top, so it serves every page.
  static let workerPath = "/service-worker.js"
  /// The pages the worker keeps: the home page and the cards' pages.
  static let pages = ["/"] + Pages.cards.map(\.path)

  /// The bar's colour around the installed app: app.css's `--panel`, light and dark (a manifest
  /// cannot read the style sheet, and a page's `theme-color` follows the colour scheme).
  static let theme = (light: "#ffffff", dark: "#181b22")
  /// The launch screen's colour: app.css's light `--bg`.
  static let background = "#f7f7f9"

  /// The manifest's JSON text.
  let manifest: String
  /// The worker's script.
  let worker: String

  init(pages: Pages) {
    let assets = pages.assets
    func icon(_ name: String, size: Int, purpose: String) -> JSONValue {
      .object(
        JSONObject([
          ("src", .string(assets.path(name))), ("sizes", .string("\(size)x\(size)")),
          ("type", .string("image/png")), ("purpose", .string(purpose)),
        ]))
    }
    manifest = JSONWriter.text(
      of: .object(
        JSONObject([
          ("id", .string("/")), ("name", .string(Pages.siteName)),
          ("short_name", .string(Pages.siteName)),
          ("description", .string(Pages.tagline)),
          ("start_url", .string("/")), ("scope", .string("/")),
          ("display", .string("standalone")), ("theme_color", .string(Self.theme.light)),
          ("background_color", .string(Self.background)),
          (
            "icons",
            .array([
              icon("icon-192.png", size: 192, purpose: "any"),
              icon("icon-512.png", size: 512, purpose: "any"),
              icon("icon-maskable-512.png", size: 512, purpose: "maskable"),
            ])
          ),
          (
            "shortcuts",
            .array(
              Pages.cards.filter(\.isSeedApp).map { card in
                .object(
                  JSONObject([
                    ("name", .string(card.title)), ("url", .string(card.path)),
                    ("description", .string(card.text)),
                  ]))
              })
          ),
        ])))
    let shell = JSONWriter.text(
      of: .object(
        JSONObject([
          ("build", .string(pages.build)), ("pages", .array(Self.pages.map(JSONValue.string))),
          ("assets", .array(assets.hashedPaths.map(JSONValue.string))),
          ("manifest", .string(Self.manifestPath)),
        ])))
    worker = pages.worker(shell: shell)
  }
}
