import Foundation
import UnitPrices

/// The five pages, each a little server-rendered HTML and a small script.
///
/// The scripts use the shared wheel component; every rule stays in the core behind the JSON API.
enum Pages {
  static func home() -> String {
    let cards = [
      (
        "/pace", "Pace calculator",
        "Distance, time and pace: enter two, get the third, splits and race predictions."
      ),
      (
        "/thermostat", "Thermostat schedule",
        "Wake, Leave, Return, Sleep with heat and cool setpoints."
      ),
      (
        "/prices", "Unit prices",
        "Compare products across g, kg, lb, oz, mL, L, fl oz: best value first."
      ),
      (
        "/playground", "Playground",
        "Type a pattern, pick a date mode or a dimension, and try the wheels."
      ),
    ]
    let body =
      "<p>Wheels that only hold legal values: Get Good, Get Fast.</p>\n<div class=\"cards\">"
      + cards.map { path, title, text in
        "<a class=\"card\" href=\"\(path)\"><h2>\(HTML.escape(title))</h2>\(HTML.escape(text))</a>"
      }.joined(separator: "\n") + "</div>"
    return HTML.page(title: "Home", heading: "PickerKit", body: body)
  }

  static func playground() -> String {
    let body = """
      <form class="panel" id="settings">
      <label>Kind <select id="kind"><option value="pattern">pattern</option>
      <option value="date">date</option><option value="time">time</option>
      <option value="datetime">date and time</option><option value="countdown">countdown</option>
      <option value="measure">measure</option><option value="options">choices</option>
      </select></label>
      <label>Pattern <input id="pattern" value="59:59.99" size="12"></label>
      <label>Min <input id="min" size="8"></label><label>Max <input id="max" size="8"></label>
      <label>Step <input id="step" size="6"></label>
      <label>Dimension <select id="dimension"><option>length</option><option>mass</option>
      <option>volume</option><option>speed</option><option>pace</option>
      <option>temperature</option><option>duration</option><option>count</option></select></label>
      <label>Choices <input id="choices" value="red, green, blue" size="20"></label>
      <button id="apply">Show wheels</button>
      </form>
      <div class="panel"><div id="wheels"></div></div>
      <div class="panel"><pre id="json"></pre></div>
      """
    return HTML.page(
      title: "Playground", heading: "Picker playground", body: body, script: "playground")
  }

  static func pace() -> String {
    let body = """
      <div class="panel">
      <label>Solve for <select id="solve"><option value="pace">pace</option>
      <option value="time">time</option><option value="distance">distance</option></select></label>
      <label>Distance unit <select id="distanceUnit"><option>km</option><option>mi</option></select></label>
      <label>Pace per <select id="paceUnit"><option value="min/km">km</option>
      <option value="min/mi">mile</option></select></label>
      </div>
      <div class="panel" id="inputs">
      <h3 id="aTitle">Distance</h3><div id="a"></div>
      <h3 id="bTitle">Time</h3><div id="b"></div>
      <p><button id="go">Calculate</button></p><div id="error" class="error"></div>
      </div>
      <div class="panel" id="results"></div>
      """
    return HTML.page(title: "Pace", heading: "Pace calculator", body: body, script: "pace")
  }

  static func thermostat() -> String {
    let body = """
      <div class="panel">
      <label>Schedule <input id="name" value="home" size="10" maxlength="40"></label>
      <label>Scale <select id="scale"><option value="F">°F</option><option value="C">°C</option>
      </select></label>
      <button id="reset">Energy Star default</button>
      </div>
      <div class="panel"><table id="schedule"></table><div id="note" class="message"></div></div>
      <div class="panel" id="editor" hidden><h3 id="editing"></h3><div id="wheels"></div>
      <p><button id="set">Set</button> <span id="error" class="error"></span></p></div>
      """
    return HTML.page(
      title: "Thermostat", heading: "Thermostat schedule", body: body, script: "thermostat")
  }

  /// The list is rendered on the server too (escaped), so it shows before any script runs.
  static func prices(list: PriceRoutes.ListDTO?, problem: String? = nil) -> String {
    let rows = (list?.products ?? []).map { item in
      "<tr><td>\(HTML.escape(item.name))</td><td>\(HTML.escape(item.size))</td>"
        + "<td>\(HTML.escape(item.priceText))</td>"
        + "<td>\(HTML.escape(item.unitPrices.joined(separator: ", ")))</td>"
        + "<td class=\"\(item.best ? "best" : "")\">\(HTML.escape(item.label))</td></tr>"
    }.joined(separator: "\n")
    let body = """
      <div class="panel">
      <label>List <input id="list" value="\(HTML.escape(list?.name ?? "groceries"))" size="12"
      maxlength="40"></label>
      <label>Locale <select id="locale"><option>en_US</option><option>de_DE</option>
      <option>en_GB</option></select></label>
      <table id="products"><tr><th>Product</th><th>Size</th><th>Price</th><th>Per unit</th><th></th></tr>
      \(rows)
      </table>
      <p id="count" class="count">\(HTML.escape(problem ?? list.map(\.count) ?? ""))</p></div>
      <div class="panel"><h3>Add a product</h3>
      <label>Name <input id="productName" maxlength="100" value="Rice"></label>
      <label>Measures <select id="dimension"><option>mass</option><option>volume</option>
      <option>count</option></select></label>
      <h4>Price</h4><div id="price"></div>
      <h4>Quantity</h4><div id="quantity"></div>
      <h4>Pack of</h4><div id="pack"></div>
      <p><button id="add">Add</button> <span id="error" class="error"></span></p></div>
      """
    return HTML.page(title: "Unit prices", heading: "Unit prices", body: body, script: "prices")
  }

  /// "3 products", or which ones a page shows of a longer list.
  static func count(total: Int, offset: Int, shown: Int) -> String {
    guard total > shown else { return total == 1 ? "1 product" : "\(total) products" }
    let first = min(total, offset + 1)
    return "products \(first)-\(offset + shown) of \(total), best value first"
  }
}
