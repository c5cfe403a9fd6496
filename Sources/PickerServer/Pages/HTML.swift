/// Server-rendered HTML: one layout, and escaping for every piece of user text.
enum HTML {
  /// Text safe inside HTML elements and attribute values.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// A whole page: the shared style and wheel script, a heading, the body and the page's own
  /// script (an asset name from `Pages.scripts`).
  static func page(title: String, heading: String, body: String, script: String = "") -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(escape(title)) · PickerKit</title>
    <link rel="stylesheet" href="/assets/app.css">
    <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
    <script src="/assets/wheels.js" defer></script>
    </head>
    <body>
    <header><a href="/" class="brand">PickerKit</a>
    <nav><a href="/pace">Pace</a><a href="/thermostat">Thermostat</a><a href="/prices">Prices</a>
    <a href="/playground">Playground</a></nav></header>
    <main>
    <h1>\(escape(heading))</h1>
    \(body)
    </main>
    \(script.isEmpty ? "" : "<script src=\"/assets/\(script).js\" defer></script>")
    </body>
    </html>
    """
  }
}
