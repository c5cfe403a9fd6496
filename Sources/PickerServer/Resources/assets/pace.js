window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the pace model makes it (distance per unit).
  const pickers = specs($("inputs"));
  const spec = (quantity) => quantity === "distance" ? pickers.distance[$("distanceUnit").value]
    : pickers[quantity].any;
  const names = { distance: "Distance", time: "Time", pace: "Pace" };
  const starts = { distance: "42.195", time: "3:00:00", pace: "5:00" };
  let inputs = {}; const slots = {};
  function clear() { $("results").replaceChildren(); $("results").hidden = true; $("error").textContent = ""; }
  function open(slot, quantity, answer) {
    $(slot + "Title").textContent = names[quantity] + (quantity === "distance" ? " (" +
      $("distanceUnit").value + ")" : quantity === "pace" ? " (per " +
      $("paceUnit").selectedOptions[0].textContent + ")" : "");
    const picker = new WheelPicker($(slot), spec(quantity), { labelledBy: slot + "Title" });
    inputs[quantity] = picker; slots[quantity] = slot;
    return picker.load({ answer: answer, nearest: true });
  }
  function setup() {
    clear();
    const solve = $("solve").value;
    const given = ["distance", "time", "pace"].filter((q) => q !== solve);
    const kept = {};
    for (const [q, p] of Object.entries(inputs)) if (p.data) kept[q] = p.data.written;
    inputs = {};
    open("a", given[0], kept[given[0]] || starts[given[0]]);
    open("b", given[1], kept[given[1]] || starts[given[1]]);
  }
  // A new unit converts the value as the pace model converts it (POST /api/pace/distance or
  // /api/pace/pace: 42.195 km is 26.219 mi, 5:00 /km is 8:02.8 /mi), rather than keep the digits.
  const units = { distance: $("distanceUnit").value, pace: $("paceUnit").value };
  async function changeUnit(quantity, select) {
    clear();
    const from = units[quantity]; units[quantity] = select.value;
    const picker = inputs[quantity];
    if (!picker) return;
    let answer = (await picker.settled()).written;
    try {
      answer = (await api("/api/pace/" + quantity, { [quantity]: answer, from: from,
        to: units[quantity] }))[quantity];
    } catch (error) { $("error").textContent = error.message; }
    await open(slots[quantity], quantity, answer);
  }
  // A table with a header row (or none) and rows whose first cell names them.
  function table(head, rows) {
    const node = el("table");
    if (head) { const tr = el("tr"); head.forEach((c) => tr.append(el("th", "", c))); node.append(tr); }
    rows.forEach((cells) => { const tr = el("tr");
      cells.forEach((c, i) => tr.append(el(i === 0 && !head ? "th" : "td", "", c))); node.append(tr); });
    return node;
  }
  async function go() {
    const body = { distanceUnit: $("distanceUnit").value, paceUnit: $("paceUnit").value,
      split: $("split").value };
    for (const [quantity, picker] of Object.entries(inputs)) body[quantity] = (await picker.settled()).text;
    try {
      const r = await api("/api/pace", body);
      $("error").textContent = "";
      const out = $("results"); out.replaceChildren(); out.hidden = false;
      out.append(el("h2", "", "Result"), table(null, [
        ["Distance", r.distanceKm + " km = " + r.distanceMi + " mi"], ["Time", r.time],
        ["Pace", r.pacePerKm + " /km, " + r.pacePerMi + " /mi"],
        ["Speed", r.speedKmh + " km/h, " + r.speedMph + " mph"]]));
      out.append(el("h2", "", "Race predictions (Riegel)"),
        table(["Race", "Time"], r.predictions.map((p) => [p.race, p.time])));
      out.append(el("h2", "", "Splits per " + body.split),
        table(["Split", "Distance", "Time", "Elapsed"], r.splits.map((s) =>
          [String(s.number), s.distance, s.split, s.elapsed])));
      announce("Pace " + r.pacePerKm + " per km, time " + r.time);
    } catch (error) { $("error").textContent = error.message; announce(error.message); }
  }
  $("solve").addEventListener("change", setup);
  $("distanceUnit").addEventListener("change", () => changeUnit("distance", $("distanceUnit")));
  $("paceUnit").addEventListener("change", () => changeUnit("pace", $("paceUnit")));
  $("split").addEventListener("change", clear);
  $("inputs").addEventListener("submit", (event) => { event.preventDefault(); go(); });
  setup();
});
