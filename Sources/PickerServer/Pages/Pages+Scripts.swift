/// The pages' scripts, served as assets (`/assets/NAME.js`) so the Content-Security-Policy needs
/// no inline script: an injected `<script>` in a name could not run even if escaping failed.
extension Pages {
  /// Each page's script by asset name.
  static let scripts: [String: String] = [
    "playground": playgroundScript, "pace": paceScript, "thermostat": thermostatScript,
    "prices": pricesScript,
  ]

  static let playgroundScript = """
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
      async function show() {
        $("json").textContent = "";
        const picker = new WheelPicker($("wheels"), request(),
          (data) => { $("json").textContent = JSON.stringify({ text: data.text, value: data.value,
            spoken: data.spoken, message: data.message }, null, 2); });
        await picker.load();
      }
      // Enter in any field applies the settings, as the button does.
      $("settings").addEventListener("submit", (event) => { event.preventDefault(); show(); });
      show();
    });
    """

  static let paceScript = """
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

  static let thermostatScript = """
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
              // A cell is a button: reachable by Tab, opened by Enter or Space.
              td.tabIndex = 0; td.setAttribute("role", "button");
              td.setAttribute("aria-label", g.group + " " + e.name + " " + field + " " + text);
              td.addEventListener("keydown", (event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault(); open(g.group, e, field); });
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
      // A refused name (or a failed request) is shown, never left as an uncaught error.
      async function load(request) {
        try { draw(await request()); } catch (error) { $("note").textContent = error.message; }
      }
      $("reset").addEventListener("click", () => load(() => api(path() + "/reset")));
      $("name").addEventListener("change", () => load(() => api(path(), undefined, "GET")));
      load(() => api(path(), undefined, "GET"));
    });
    """

  static let pricesScript = """
    window.addEventListener("DOMContentLoaded", () => {
      const $ = (id) => document.getElementById(id);
      const path = () => "/api/lists/" + encodeURIComponent($("list").value);
      const query = () => "?locale=" + $("locale").value;
      function draw(list) {
        $("count").textContent = list.count;
        const table = $("products"); const head = table.rows[0]; table.replaceChildren(head);
        list.products.forEach((p) => { const tr = el("tr");
          tr.append(el("td", "", p.name), el("td", "", p.size), el("td", "", p.priceText),
            el("td", "", p.unitPrices.join(", ")), el("td", p.best ? "best" : "", p.label));
          const remove = el("button", "", "Remove");
          remove.addEventListener("click", async () => {
            await api(path() + "/products/" + p.id + query(), undefined, "DELETE"); reload(); });
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
          await api(path() + "/products" + query(), { name: $("productName").value,
            price: p.value, quantity: q.value, unit: q.unit, packCount: Number(n.value) });
          await reload();
          $("error").textContent = "";
        } catch (error) { $("error").textContent = error.message; }
      });
      const reload = async () => draw(await api(path() + query(), undefined, "GET"));
      $("list").addEventListener("change", reload); $("locale").addEventListener("change", reload);
    });
    """
}
