window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the pace model makes it (distance per unit).
  const pickers = specs($("inputs"));
  const isSpeed = (unit) => unit === "km/h" || unit === "mph";
  const spec = (quantity) => quantity === "distance" ? pickers.distance[$("distanceUnit").value]
    : quantity === "pace" && isSpeed($("paceUnit").value) ? pickers.speed.any
    : pickers[quantity].any;
  // Where each input starts and what is predicted by default, as the pace model says.
  const starts = JSON.parse($("inputs").dataset.starts);
  let inputs = {}; const slots = {};
  function clear() { $("results").replaceChildren(); $("results").hidden = true; $("error").textContent = ""; }
  function title(quantity) {
    if (quantity === "distance") return "Distance (" + $("distanceUnit").value + ")";
    if (quantity === "time") return "Time";
    const unit = $("paceUnit");
    return isSpeed(unit.value) ? "Speed (" + unit.value + ")"
      : "Pace (" + unit.selectedOptions[0].textContent + ")";
  }
  function open(slot, quantity, answer) {
    $(slot + "Title").textContent = title(quantity);
    const picker = new WheelPicker($(slot), spec(quantity), { labelledBy: slot + "Title" });
    inputs[quantity] = picker; slots[quantity] = slot;
    return picker.load({ answer: answer, nearest: true });
  }
  function start(quantity) {
    const first = starts[quantity];
    return typeof first === "string" ? first
      : first[quantity === "distance" ? $("distanceUnit").value : $("paceUnit").value];
  }
  function setup() {
    clear();
    const solve = $("solve").value;
    const given = ["distance", "time", "pace"].filter((q) => q !== solve);
    const kept = {};
    for (const [q, p] of Object.entries(inputs)) if (p.data) kept[q] = p.data.written;
    inputs = {};
    open("a", given[0], kept[given[0]] || start(given[0]));
    open("b", given[1], kept[given[1]] || start(given[1]));
  }
  // A new unit converts the value as the pace model converts it (POST /api/pace/distance or
  // /api/pace/pace: 42.195 km is 26.219 mi, 5:00 /km is 8:02.8 /mi or 12 km/h), rather than
  // keep the digits.
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
    } catch (error) { $("error").textContent = error.message; answer = start(quantity); }
    await open(slots[quantity], quantity, answer);
  }

  // Splits: a distance on its unit's wheels (1 km, 1 mi, 400 m, 440 yd to start).
  let splitLength = null;
  function openSplit(answer) {
    splitLength = new WheelPicker($("splitLength"), pickers.distance[$("split").value],
      { labelledBy: "splitTitle" });
    return splitLength.load({ answer: answer || starts.split[$("split").value], nearest: true });
  }

  // Predictions: a model, Riegel's exponent, and the targets as removable chips.
  const exponent = new WheelPicker($("exponent"), pickers.exponent.any, { labelledBy: "exponentTitle" });
  exponent.load({ answer: starts.riegelExponent });
  function showExponent() {
    const shown = ["riegel", "average"].includes($("model").value);
    $("exponent").hidden = !shown; $("exponentTitle").hidden = !shown;
  }
  const targets = starts.targets.slice();
  const timeTargets = starts.timeTargets.slice();
  function chips(list, node, label) {
    node.replaceChildren(...list.map((text, i) => {
      const item = el("li", "chip", text);
      const remove = el("button", "secondary", "×");
      remove.type = "button"; remove.setAttribute("aria-label", "Remove " + label + " " + text);
      remove.addEventListener("click", () => { list.splice(i, 1); chips(list, node, label); clear(); });
      item.append(remove);
      return item;
    }));
  }
  let target = null;
  function openTarget() {
    target = new WheelPicker($("target"), pickers.distance[$("targetUnit").value],
      { labelledBy: "targetTitle" });
    return target.load({ answer: starts.target[$("targetUnit").value], nearest: true });
  }
  const timeTarget = new WheelPicker($("timeTarget"), pickers.time.any, { labelledBy: "timeTargetTitle" });
  timeTarget.load({ answer: starts.timeTarget });
  async function add(list, node, label, text) {
    if (!list.includes(text)) list.push(text);
    chips(list, node, label); clear();
  }

  // A table with a header row (or none) and rows whose first cell names them.
  function table(head, rows, caption) {
    const node = el("table");
    if (caption) node.append(el("caption", "visually-hidden", caption));
    if (head) { const tr = el("tr"); head.forEach((c) => tr.append(el("th", "", c))); node.append(tr); }
    rows.forEach((cells) => { const tr = el("tr");
      cells.forEach((c, i) => tr.append(el(i === 0 && !head ? "th" : "td", "", c))); node.append(tr); });
    return node;
  }
  async function go() {
    const paceUnit = $("paceUnit").value;
    const body = { distanceUnit: $("distanceUnit").value, paceUnit: paceUnit,
      model: $("model").value, targets: targets, timeTargets: timeTargets };
    if (isSpeed(paceUnit)) { body.speedUnit = paceUnit; delete body.paceUnit; }
    for (const [quantity, picker] of Object.entries(inputs)) {
      const text = (await picker.settled()).text;
      body[quantity === "pace" && isSpeed(paceUnit) ? "speed" : quantity] = text;
    }
    body.split = (await splitLength.settled()).text + " " + $("split").value;
    if (["riegel", "average"].includes(body.model)) body.riegelExponent = (await exponent.settled()).text;
    try {
      const r = await api("/api/pace", body);
      $("error").textContent = "";
      const out = $("results"); out.replaceChildren(); out.hidden = false;
      const scores = [];
      if (r.vdot != null) scores.push(["VDOT", String(r.vdot)]);
      if (r.purdyPoints != null) scores.push(["Purdy points", String(r.purdyPoints)]);
      out.append(el("h2", "", "Result"), table(null, [["Distance", r.distanceLine], ["Time", r.time],
        ["Pace", r.paceLine], ["Speed", r.speedLine]].concat(scores)));
      out.append(el("h2", "", "Race predictions (" + r.modelName +
        (["riegel", "average"].includes(r.model) ? ", Riegel exponent " + r.riegelExponent : "") + ")"),
        table(["Race", "Time", "Pace"], r.predictions.map((p) => [p.target, p.time || "no prediction",
          p.pace]), "Race predictions"));
      if (r.timePredictions.length) {
        out.append(el("h2", "", "How far in a time"), table(["Time", "Distance", "Pace"],
          r.timePredictions.map((p) => [p.target, p.distance || "no prediction",
            p.pace]), "How far in a time"));
      }
      const compare = el("details"); compare.append(el("summary", "", "Each model's predictions"));
      compare.append(table(["Target"].concat(starts.models.map((m) => m.label)),
        r.predictions.concat(r.timePredictions).map((p) => [p.target].concat(starts.models.map((m) =>
          p.models[m.value] || "none"))), "Each model's predictions"));
      out.append(compare);
      out.append(el("h2", "", "Splits every " + r.split),
        table(["Split", "Distance", "Time", "Elapsed"], r.splits.map((s) =>
          [String(s.number), s.partial ? s.distance + " (last " + s.length + ")" : s.distance,
            s.split, s.elapsed]), "Splits"));
      announce(r.summary);
    } catch (error) { $("error").textContent = error.message; announce(error.message); }
  }

  // Units: metric or imperial sets each unit at once (each converting its value).
  function setUnit(select, value) {
    if (select.value === value) return;
    select.value = value; select.dispatchEvent(new Event("change"));
  }
  $("system").addEventListener("change", () => {
    const imperial = $("system").value === "imperial";
    setUnit($("distanceUnit"), imperial ? "mi" : "km");
    setUnit($("paceUnit"), imperial ? (isSpeed($("paceUnit").value) ? "mph" : "min/mi")
      : (isSpeed($("paceUnit").value) ? "km/h" : "min/km"));
    setUnit($("split"), imperial ? "mi" : "km");
    setUnit($("targetUnit"), imperial ? "mi" : "km");
    setUnit($("repPaceUnit"), imperial ? "min/mi" : "min/km");
  });
  $("solve").addEventListener("change", setup);
  $("distanceUnit").addEventListener("change", () => changeUnit("distance", $("distanceUnit")));
  $("paceUnit").addEventListener("change", () => changeUnit("pace", $("paceUnit")));
  $("split").addEventListener("change", () => { clear(); openSplit(); });
  $("model").addEventListener("change", () => { clear(); showExponent(); });
  $("targetUnit").addEventListener("change", openTarget);
  $("addTarget").addEventListener("click", async () => {
    // 15.000 on the wheels is 15 km to a runner.
    let amount = (await target.settled()).text.replace(/^0+(?=\d)/, "");
    if (amount.includes(".")) amount = amount.replace(/0+$/, "").replace(/\.$/, "");
    add(targets, $("targets"), "race", amount + " " + $("targetUnit").value);
  });
  $("addTimeTarget").addEventListener("click", async () => {
    // 0:30:00.00 on the wheels is 30:00 to a runner.
    const written = (await timeTarget.settled()).written;
    add(timeTargets, $("timeTargets"), "time", written.replace(/\.0+$/, "").replace(/^0+:?/, ""));
  });
  $("inputs").addEventListener("submit", (event) => { event.preventDefault(); go(); });
  chips(targets, $("targets"), "race"); chips(timeTargets, $("timeTargets"), "time");
  openSplit(); openTarget(); showExponent();
  setup();

  // Intervals: repetitions of a distance at a pace, with a rest or a jog between them.
  const interval = (node, quantity, answer) => {
    const picker = new WheelPicker($(node), quantity, { labelledBy: node + "Title" });
    picker.load({ answer: answer, nearest: true });
    return picker;
  };
  const session = {
    reps: interval("reps", pickers.repetitions.any, starts.repetitions),
    repPace: interval("repPace", pickers.pace.any, starts.repetitionPace[$("repPaceUnit").value]),
    rest: interval("rest", pickers.time.any, starts.rest),
    jogPace: interval("jogPace", pickers.pace.any, starts.jogPace[$("repPaceUnit").value]),
  };
  // Track sessions are in metres wherever the runner lives (6 x 800 m).
  $("repUnit").value = "m"; $("jogUnit").value = "m";
  function sessionDistance(key, select, answer) {
    session[key] = interval(key, pickers.distance[$(select).value],
      answer || starts.repetitionDistance[$(select).value]);
  }
  sessionDistance("repDistance", "repUnit"); sessionDistance("jogDistance", "jogUnit", starts.jogDistance);
  $("repUnit").addEventListener("change", () => sessionDistance("repDistance", "repUnit"));
  $("jogUnit").addEventListener("change", () => sessionDistance("jogDistance", "jogUnit"));
  $("recovery").addEventListener("change", () => {
    const jog = $("recovery").value === "jog";
    $("jogFields").hidden = !jog; $("restFields").hidden = jog; $("session").hidden = true;
  });
  $("repPaceUnit").addEventListener("change", async () => {
    for (const key of ["repPace", "jogPace"]) {
      const from = $("repPaceUnit").value === "min/mi" ? "min/km" : "min/mi";
      let answer = (await session[key].settled()).written;
      try { answer = (await api("/api/pace/pace", { pace: answer, from: from,
        to: $("repPaceUnit").value })).pace; } catch (error) { $("intervalError").textContent = error.message; }
      session[key] = interval(key, pickers.pace.any, answer);
    }
  });
  $("intervals").addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = async (key) => (await session[key].settled()).text;
    const body = { repetitions: await text("reps"), distance: await text("repDistance"),
      distanceUnit: $("repUnit").value, pace: await text("repPace"), paceUnit: $("repPaceUnit").value,
      recovery: $("recovery").value };
    if (body.recovery === "rest") body.recoveryTime = await text("rest");
    else { body.recoveryDistance = await text("jogDistance");
      body.recoveryDistanceUnit = $("jogUnit").value; body.recoveryPace = await text("jogPace"); }
    const out = $("session");
    try {
      const r = await api("/api/pace/intervals", body);
      $("intervalError").textContent = "";
      out.replaceChildren(el("h3", "", r.summary), table(null, [
        ["Total distance", r.totalDistanceKm + " km = " + r.totalDistanceMi + " mi"],
        ["Total time", r.totalTime],
        ["Average pace", r.averagePace]]),
        table(["Repetition", "Part", "Time", "Elapsed"], r.rows.map((row) =>
          [row.repetition, row.part, row.time, row.elapsed]), "The session"));
      out.hidden = false;
      announce("Session " + r.totalTime + ", " + r.totalDistance);
    } catch (error) { out.hidden = true; $("intervalError").textContent = error.message; announce(error.message); }
  });
});
