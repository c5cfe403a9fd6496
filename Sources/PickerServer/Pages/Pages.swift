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
      <div class="panel">
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
      </div>
      <div class="panel"><div id="wheels"></div></div>
      <div class="panel"><pre id="json"></pre></div>
      """
    let script = """
      window.addEventListener("DOMContentLoaded", () => {
        const $ = (id) => document.getElementById(id);
        function request() {
          const kind = $("kind").value;
          if (kind === "pattern") {
            const r = { kind: "pattern", pattern: $("pattern").value };
            ["min", "max", "step"].forEach((k) => { if ($(k).value) r[k] = $(k).value; });
            return r;
          }
          if (kind === "measure") return { kind: "measure", dimension: $("dimension").value };
          if (kind === "options") return { kind: "options", columns: [{ name: "choice",
            options: $("choices").value.split(",").map((s) => s.trim()).filter((s) => s) }] };
          return { kind: "date", mode: kind, timeZone: "UTC",
            minuteInterval: kind === "date" ? 1 : 5 };
        }
        function show() {
          const picker = new WheelPicker($("wheels"), request(),
            (data) => { $("json").textContent = JSON.stringify({ text: data.text, value: data.value,
              spoken: data.spoken, message: data.message }, null, 2); });
          picker.load();
        }
        $("apply").addEventListener("click", show);
        show();
      });
      """
    return HTML.page(title: "Playground", heading: "Picker playground", body: body, script: script)
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
    let script = """
      window.addEventListener("DOMContentLoaded", () => {
        const $ = (id) => document.getElementById(id);
        const specs = { distance: { kind: "pattern", pattern: "999.999" },
          time: { kind: "pattern", pattern: "99:59:59.9" },
          pace: { kind: "pattern", pattern: "59:59.9" } };
        let pickers = {};
        function setup() {
          const solve = $("solve").value;
          const given = ["distance", "time", "pace"].filter((q) => q !== solve);
          const starts = { distance: "42.195", time: "3:00:00", pace: "5:00" };
          [["a", given[0]], ["b", given[1]]].forEach(([slot, quantity]) => {
            $(slot + "Title").textContent = quantity;
            pickers[slot] = { quantity: quantity, picker: new WheelPicker($(slot),
              specs[quantity]) };
            pickers[slot].picker.load({ answer: starts[quantity], nearest: true });
          });
        }
        async function go() {
          const body = { distanceUnit: $("distanceUnit").value, paceUnit: $("paceUnit").value };
          for (const p of Object.values(pickers)) body[p.quantity] = (await p.picker.settled()).text;
          try {
            const r = await api("/api/pace", body);
            $("error").textContent = "";
            const out = $("results"); out.replaceChildren();
            const facts = [["Distance", r.distanceKm + " km = " + r.distanceMi + " mi"],
              ["Time", r.time], ["Pace", r.pacePerKm + " /km, " + r.pacePerMi + " /mi"],
              ["Speed", r.speedKmh + " km/h, " + r.speedMph + " mph"]];
            const table = el("table"); facts.forEach(([k, v]) => {
              const tr = el("tr"); tr.append(el("th", "", k), el("td", "", v)); table.append(tr); });
            out.append(el("h3", "", "Result"), table, el("h3", "", "Race predictions (Riegel)"));
            const races = el("table"); r.predictions.forEach((p) => { const tr = el("tr");
              tr.append(el("td", "", p.race), el("td", "", p.time)); races.append(tr); });
            out.append(races, el("h3", "", "Splits"));
            const splits = el("table"); r.splits.forEach((s) => { const tr = el("tr");
              tr.append(el("td", "", s.number), el("td", "", s.distance), el("td", "", s.split),
                el("td", "", s.elapsed)); splits.append(tr); });
            out.append(splits);
          } catch (error) { $("error").textContent = error.message; }
        }
        $("solve").addEventListener("change", setup);
        $("go").addEventListener("click", go);
        setup();
      });
      """
    return HTML.page(title: "Pace", heading: "Pace calculator", body: body, script: script)
  }

  static func thermostat() -> String {
    let body = """
      <div class="panel">
      <label>Schedule <input id="name" value="home" size="10"></label>
      <label>Scale <select id="scale"><option value="F">°F</option><option value="C">°C</option>
      </select></label>
      <button id="reset">Energy Star default</button>
      </div>
      <div class="panel"><table id="schedule"></table><div id="note" class="message"></div></div>
      <div class="panel" id="editor" hidden><h3 id="editing"></h3><div id="wheels"></div>
      <p><button id="set">Set</button> <span id="error" class="error"></span></p></div>
      """
    let script = """
      window.addEventListener("DOMContentLoaded", () => {
        const $ = (id) => document.getElementById(id);
        let schedule = null; let edit = null; let picker = null;
        const path = () => "/api/schedules/" + encodeURIComponent($("name").value);
        function draw(s) {
          schedule = s; $("scale").value = s.scale; $("note").textContent = s.note || "";
          const table = $("schedule"); table.replaceChildren();
          const head = el("tr"); ["", "Period", "Time", "Heat", "Cool"].forEach((h) =>
            head.append(el("th", "", h))); table.append(head);
          s.groups.forEach((g) => g.entries.forEach((e) => {
            const tr = el("tr"); tr.append(el("td", "", g.group), el("td", "", e.name));
            [["time", e.time], ["heat", e.heat + " °" + s.scale], ["cool", e.cool + " °" + s.scale]]
              .forEach(([field, text]) => { const td = el("td", "cell", text);
                td.dataset.field = field; td.addEventListener("click", () => open(g.group, e, field));
                tr.append(td); });
            table.append(tr); }));
        }
        function open(group, entry, field) {
          edit = { group: group, period: entry.period, field: field };
          $("editor").hidden = false; $("error").textContent = "";
          $("editing").textContent = group + " " + entry.name + " " + field;
          if (field === "time") {
            picker = new WheelPicker($("wheels"), { kind: "date", mode: "time", timeZone: "UTC",
              minuteInterval: schedule.minuteInterval });
            picker.load({ answer: entry.time });
          } else {
            const c = schedule.scale === "C";
            picker = new WheelPicker($("wheels"), { kind: "pattern", pattern: c ? "99.9" : "99",
              min: String(schedule.range[0]), max: String(schedule.range[1]), step: c ? "0.5" : "1" });
            picker.load({ answer: String(entry[field]), nearest: true });
          }
        }
        async function send(body) {
          try { draw(await api(path() + "/edit", body)); $("error").textContent = ""; }
          catch (error) { $("error").textContent = error.message; }
        }
        $("set").addEventListener("click", async () => send(Object.assign({}, edit,
          { value: (await picker.settled()).text })));
        $("scale").addEventListener("change", () => send({ field: "scale", value: $("scale").value }));
        $("reset").addEventListener("click", async () => draw(await api(path() + "/reset")));
        $("name").addEventListener("change", async () => draw(await api(path(), undefined, "GET")));
        api(path(), undefined, "GET").then(draw);
      });
      """
    return HTML.page(
      title: "Thermostat", heading: "Thermostat schedule", body: body, script: script)
  }

  /// The list is rendered on the server too (escaped), so it shows before any script runs.
  static func prices(list: [PriceRoutes.ListDTO.Item]) -> String {
    let rows = list.map { item in
      "<tr><td>\(HTML.escape(item.name))</td><td>\(HTML.escape(item.size))</td>"
        + "<td>\(HTML.escape(item.priceText))</td>"
        + "<td>\(HTML.escape(item.unitPrices.joined(separator: ", ")))</td>"
        + "<td class=\"\(item.best ? "best" : "")\">\(HTML.escape(item.label))</td></tr>"
    }.joined(separator: "\n")
    let body = """
      <div class="panel">
      <label>List <input id="list" value="groceries" size="12"></label>
      <label>Locale <select id="locale"><option>en_US</option><option>de_DE</option>
      <option>en_GB</option></select></label>
      <table id="products"><tr><th>Product</th><th>Size</th><th>Price</th><th>Per unit</th><th></th></tr>
      \(rows)
      </table></div>
      <div class="panel"><h3>Add a product</h3>
      <label>Name <input id="productName" maxlength="100" value="Rice"></label>
      <label>Measures <select id="dimension"><option>mass</option><option>volume</option>
      <option>count</option></select></label>
      <h4>Price</h4><div id="price"></div>
      <h4>Quantity</h4><div id="quantity"></div>
      <h4>Pack of</h4><div id="pack"></div>
      <p><button id="add">Add</button> <span id="error" class="error"></span></p></div>
      """
    let script = """
      window.addEventListener("DOMContentLoaded", () => {
        const $ = (id) => document.getElementById(id);
        const path = () => "/api/lists/" + encodeURIComponent($("list").value);
        const query = () => "?locale=" + $("locale").value;
        function draw(list) {
          const table = $("products"); const head = table.rows[0]; table.replaceChildren(head);
          list.products.forEach((p) => { const tr = el("tr");
            tr.append(el("td", "", p.name), el("td", "", p.size), el("td", "", p.priceText),
              el("td", "", p.unitPrices.join(", ")), el("td", p.best ? "best" : "", p.label));
            const remove = el("button", "", "Remove");
            remove.addEventListener("click", async () => draw(await api(path() + "/products/" + p.id
              + query(), undefined, "DELETE")));
            const cell = el("td"); cell.append(remove); tr.append(cell); table.append(tr); });
        }
        const price = new WheelPicker($("price"), { kind: "pattern", pattern: "9999.99",
          min: "0.01" });
        price.load({ answer: "2.49", nearest: true });
        const pack = new WheelPicker($("pack"), { kind: "pattern", pattern: "999", min: "1" });
        pack.load({ answer: "1" });
        let quantity = null;
        function measures() {
          const d = $("dimension").value;
          const units = { mass: ["kg", "g", "lb", "oz"], volume: ["L", "cL", "mL", "gal", "qt", "pt",
            "fl oz"], count: ["ea", "doz"] }[d];
          quantity = new WheelPicker($("quantity"), { kind: "measure", dimension: d, units: units });
          quantity.load({ answer: d === "count" ? "12 ea" : "1 " + units[0], nearest: true });
        }
        $("dimension").addEventListener("change", measures); measures();
        $("add").addEventListener("click", async () => {
          try {
            const q = await quantity.settled();
            const p = await price.settled(); const n = await pack.settled();
            draw(await api(path() + "/products" + query(), { name: $("productName").value,
              price: p.value, quantity: q.value, unit: q.unit, packCount: Number(n.value) }));
            $("error").textContent = "";
          } catch (error) { $("error").textContent = error.message; }
        });
        const reload = async () => draw(await api(path() + query(), undefined, "GET"));
        $("list").addEventListener("change", reload); $("locale").addEventListener("change", reload);
      });
      """
    return HTML.page(title: "Unit prices", heading: "Unit prices", body: body, script: script)
  }
}
