window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each input's picker, as the pace model makes it (distance per unit).
  const pickers = specs($("inputs"));
  // Where each input starts, what is predicted by default, and each system's units, as the pace
  // model says.
  const starts = JSON.parse($("inputs").dataset.starts);
  // The pace model runs in this page (PaceCall in the page's core), answering what its routes
  // answer: a report, a session and targets written in the reader's locale; every value sent
  // stays canonical (a picker's value, never its text in the locale's digits).
  const locale = $("inputs").dataset.locale;
  // Every word around the numbers is the model's (PaceWords), in the reader's language.
  const words = JSON.parse($("inputs").dataset.words);
  const ask = (call, request) => askCore({ request: request, locale: locale }, call);
  const canonical = (data) => String(data.value);
  const isSpeed = (unit) => starts.speedUnits.includes(unit);
  const usesExponent = (model) => starts.exponentModels.includes(model);
  const spec = (quantity) => quantity === "distance" ? pickers.distance[$("distanceUnit").value]
    : quantity === "pace" && isSpeed($("paceUnit").value) ? pickers.speed.any
    : pickers[quantity].any;
  let inputs = {}; const slots = {};
  // The results stand above the inputs, the answer first: they show what the wheels held when
  // they were calculated (each wheel's value then, by picker), and are cleared once any of them
  // turns, never left beside wheels that say otherwise.
  // Each clear and each calculation counts one; a report that arrives after a later one is
  // dropped, so an answer asked for before a wheel turned never lands beside it.
  let calculatedWith = null;
  let calculations = 0;
  function clear() {
    calculatedWith = null; calculations++;
    $("results").replaceChildren(); $("results").hidden = true; $("error").textContent = "";
  }
  const stale = (picker) => (data) => {
    if (calculatedWith && calculatedWith.get(picker) !== String(data.value)) clear();
  };
  // Where the page is wide enough, every result is open; on a phone, the answer, with the rest
  // a tap away, so the wheels stay near it.
  const wide = window.matchMedia("(min-width: 641px)");
  function title(quantity) {
    if (quantity === "distance") return phrase(words.distanceTitle, { "%u": $("distanceUnit").value });
    if (quantity === "time") return words.timeTitle;
    const unit = $("paceUnit").value;
    return isSpeed(unit) ? phrase(words.speedTitle, { "%u": unit })
      : phrase(words.paceTitle, { "%u": words[unit] });
  }
  function open(slot, quantity, answer) {
    $(slot + "Title").textContent = title(quantity);
    const picker = new WheelPicker($(slot), spec(quantity), { labelledBy: slot + "Title" });
    picker.onChange = stale(picker);
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
    return Promise.all([open("a", given[0], kept[given[0]] || start(given[0])),
      open("b", given[1], kept[given[1]] || start(given[1]))]);
  }
  // A new unit converts the value as the pace model converts it (its paceDistance and pacePace
  // calls: 42.195 km is 26.219 mi, 5:00 /km is 8:02.8 /mi or 12 km/h), rather than keep the
  // digits.
  const units = { distance: $("distanceUnit").value, pace: $("paceUnit").value };
  async function changeUnit(quantity, select) {
    clear();
    const from = units[quantity]; units[quantity] = select.value;
    const picker = inputs[quantity];
    if (!picker) return;
    let answer = canonical(await picker.settled());
    try {
      answer = (await ask(quantity === "pace" ? "pacePace" : "paceDistance",
        { [quantity]: answer, from: from, to: units[quantity] }))[quantity];
    } catch (error) { $("error").textContent = error.message; answer = start(quantity); }
    await open(slots[quantity], quantity, answer);
  }

  // Splits: a distance on its unit's wheels (1 km, 1 mi, 400 m, 440 yd to start).
  let splitLength = null;
  function openSplit(answer) {
    splitLength = new WheelPicker($("splitLength"), pickers.distance[$("split").value],
      { labelledBy: "splitTitle" });
    splitLength.onChange = stale(splitLength);
    return splitLength.load({ answer: answer || starts.split[$("split").value], nearest: true });
  }

  // Predictions: a model, Riegel's exponent, and the targets as removable chips.
  const exponent = new WheelPicker($("exponent"), pickers.exponent.any, { labelledBy: "exponentTitle" });
  exponent.onChange = stale(exponent);
  const exponentLoaded = exponent.load({ answer: starts.riegelExponent });
  function showExponent() {
    const shown = usesExponent($("model").value);
    $("exponent").hidden = !shown; $("exponentTitle").hidden = !shown;
  }
  // The targets as the model names them (sent back in requests), and as the reader reads them.
  const named = JSON.parse($("inputs").dataset.targets);
  let targets = named.targets.slice();
  let timeTargets = named.timeTargets.slice();
  const written = { targets: named.writtenTargets.slice(), timeTargets: named.writtenTimeTargets.slice() };
  function chips(list, shown, node, removeWord) {
    node.replaceChildren(...list.map((_, i) => {
      const text = shown[i];
      const item = el("li", "chip", text);
      const remove = el("button", "secondary", "×");
      remove.type = "button"; remove.setAttribute("aria-label", phrase(removeWord, { "%t": text }));
      remove.addEventListener("click", () => { list.splice(i, 1); shown.splice(i, 1);
        chips(list, shown, node, removeWord); clear(); });
      item.append(remove);
      return item;
    }));
  }
  function allChips() {
    chips(targets, written.targets, $("targets"), words.removeRace);
    chips(timeTargets, written.timeTargets, $("timeTargets"), words.removeTime);
  }
  let target = null;
  function openTarget() {
    target = new WheelPicker($("target"), pickers.distance[$("targetUnit").value],
      { labelledBy: "targetTitle" });
    return target.load({ answer: starts.target[$("targetUnit").value], nearest: true });
  }
  const timeTarget = new WheelPicker($("timeTarget"), pickers.time.any, { labelledBy: "timeTargetTitle" });
  timeTarget.load({ answer: starts.timeTarget });
  // A target as the wheels hold it (15.000 km, 0:30:00.00) joins the list as the model names
  // it (15 km, 30:00), once.
  async function add(body) {
    try {
      const named = await ask("paceTargets", body);
      targets.splice(0, targets.length, ...named.targets);
      timeTargets.splice(0, timeTargets.length, ...named.timeTargets);
      written.targets.splice(0, written.targets.length, ...named.writtenTargets);
      written.timeTargets.splice(0, written.timeTargets.length, ...named.writtenTimeTargets);
      allChips(); clear();
    } catch (error) { $("error").textContent = error.message; announce(error.message); }
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
  // Calculates from the wheels as they are. `opening`, the answer the page opens with, reads
  // the wheels' values without settling them (an entry begun stays begun, and the page opens
  // with no answer instead), says nothing and moves nothing into view: nobody asked for it yet.
  async function go(opening) {
    const calculation = ++calculations;
    const paceUnit = $("paceUnit").value;
    const body = { distanceUnit: $("distanceUnit").value, paceUnit: paceUnit,
      model: $("model").value, targets: targets, timeTargets: timeTargets };
    if (isSpeed(paceUnit)) { body.speedUnit = paceUnit; delete body.paceUnit; }
    if ($("course").value) body.course = $("course").value;
    // Each value as the core's rule takes it: one that Calculate had to correct is shown
    // first, and the next Calculate takes it.
    const used = Object.assign({ split: splitLength }, inputs,
      usesExponent(body.model) ? { riegelExponent: exponent } : {});
    const read = (picker) => picker.data && !picker.data.entering && !picker.busy ? picker.data : null;
    const taken = opening
      ? Object.values(used).every(read) &&
        Object.fromEntries(Object.entries(used).map(([name, picker]) => [name, read(picker)]))
      : await takeAll(used);
    if (!taken || calculation !== calculations) return;
    for (const [name, data] of Object.entries(taken)) {
      body[name === "pace" && isSpeed(paceUnit) ? "speed" : name] = canonical(data);
    }
    body.split += " " + $("split").value;
    try {
      const r = await ask("paceReport", body);
      if (calculation !== calculations) return;
      $("error").textContent = "";
      const out = $("results"); out.replaceChildren(); out.hidden = false;
      calculatedWith = new Map(Object.entries(used).map(([name, picker]) => [picker, String(taken[name].value)]));
      // A part of the results, open where the page is wide.
      const part = (title, ...nodes) => {
        const node = el("details"); node.open = wide.matches;
        node.append(el("summary", "", title), ...nodes);
        return node;
      };
      const scores = [];
      if (r.vdot != null) scores.push([words.vdot, r.vdotText]);
      if (r.purdyPoints != null) {
        scores.push([words.purdyPoints, phrase(words.purdyLine, { "%v": r.purdyPointsText, "%c": r.purdyCourse })]);
      }
      out.append(el("h2", "", words.result), table(null, [[words.distance, r.distanceLine],
        [words.time, r.time], [words.pace, r.paceLine], [words.speed, r.speedLine]].concat(scores)));
      const predictions = part(phrase(usesExponent(r.model) ? words.predictionsRiegel : words.predictions,
        { "%m": r.modelName, "%e": r.riegelExponent }),
        table([words.race, words.time, words.pace], r.predictions.map((p) =>
          [p.target, p.time || words.noPrediction, p.pace]), words.predictionsCaption));
      out.append(predictions);
      if (r.timePredictions.length) {
        predictions.append(el("h3", "", words.howFar), table([words.time, words.distance, words.pace],
          r.timePredictions.map((p) => [p.target, p.distance || words.noPrediction,
            p.pace]), words.howFar));
      }
      // Where the run or a target lies outside a model's fitted range, the model says so.
      const warnings = r.warnings.concat(...r.predictions.concat(r.timePredictions).map((p) => p.warnings));
      if (warnings.length) {
        const list = el("ul", "warnings"); list.setAttribute("aria-label", words.outside);
        warnings.forEach((text) => list.append(el("li", "", text)));
        predictions.append(list);
      }
      const compare = el("details"); compare.append(el("summary", "", words.eachModel));
      compare.append(table([words.target].concat(starts.models.map((m) => m.label)),
        r.predictions.concat(r.timePredictions).map((p) => [p.target].concat(starts.models.map((m) =>
          p.models[m.value] || words.none))), words.eachModel));
      predictions.append(compare);
      out.append(part(phrase(words.splitsEvery, { "%s": r.split }),
        table([words.split, words.distance, words.time, words.elapsed], r.splits.map((s) =>
          [s.numberText, s.partial ? phrase(words.lastSplit, { "%d": s.distance, "%l": s.length }) : s.distance,
            s.split, s.elapsed]), words.splits)));
      if (opening) return;
      announce(r.summary);
      out.scrollIntoView({ block: "nearest" });
    } catch (error) {
      if (calculation !== calculations) return;
      $("error").textContent = error.message;
      if (!opening) announce(error.message);
    }
  }

  // Units: metric or imperial sets each unit at once (each converting its value).
  function setUnit(select, value) {
    if (select.value === value) return;
    select.value = value; select.dispatchEvent(new Event("change"));
  }
  // Each unit select names its quantity; a pace select showing a speed takes the system's speed.
  $("system").addEventListener("change", () => {
    const units = starts.systems[$("system").value];
    document.querySelectorAll("select[data-quantity]").forEach((select) => {
      const quantity = select.dataset.quantity;
      setUnit(select, units[quantity === "pace" && isSpeed(select.value) ? "speed" : quantity]);
    });
  });
  $("solve").addEventListener("change", setup);
  $("distanceUnit").addEventListener("change", () => changeUnit("distance", $("distanceUnit")));
  $("paceUnit").addEventListener("change", () => changeUnit("pace", $("paceUnit")));
  $("split").addEventListener("change", () => { clear(); openSplit(); });
  $("model").addEventListener("change", () => { clear(); showExponent(); });
  $("course").addEventListener("change", clear);
  $("targetUnit").addEventListener("change", openTarget);
  $("addTarget").addEventListener("click", async () => {
    const taken = await target.take();
    if (taken) add({ targets: targets.concat([canonical(taken) + " " + $("targetUnit").value]), timeTargets });
  });
  $("addTimeTarget").addEventListener("click", async () => {
    const taken = await timeTarget.take();
    if (taken) add({ targets, timeTargets: timeTargets.concat([canonical(taken)]) });
  });
  $("inputs").addEventListener("submit", (event) => { event.preventDefault(); go(); });
  allChips();
  const splitLoaded = openSplit(); openTarget(); showExponent();
  // The page opens with the answer for the wheels as they start.
  // (A picker that could not start says why itself.)
  Promise.all([setup(), splitLoaded, exponentLoaded]).then(() => go(true), () => {});

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
  let repPaceUnit = $("repPaceUnit").value;
  $("repPaceUnit").addEventListener("change", async () => {
    const from = repPaceUnit; repPaceUnit = $("repPaceUnit").value;
    for (const key of ["repPace", "jogPace"]) {
      let answer = canonical(await session[key].settled());
      try { answer = (await ask("pacePace", { pace: answer, from: from,
        to: $("repPaceUnit").value })).pace; } catch (error) { $("intervalError").textContent = error.message; }
      session[key] = interval(key, pickers.pace.any, answer);
    }
  });
  $("intervals").addEventListener("submit", async (event) => {
    event.preventDefault();
    const jog = $("recovery").value === "jog";
    const keys = ["reps", "repDistance", "repPace"].concat(jog ? ["jogDistance", "jogPace"] : ["rest"]);
    const taken = await takeAll(Object.fromEntries(keys.map((key) => [key, session[key]])));
    if (!taken) return;
    const body = { repetitions: canonical(taken.reps), distance: canonical(taken.repDistance),
      distanceUnit: $("repUnit").value, pace: canonical(taken.repPace), paceUnit: $("repPaceUnit").value,
      recovery: $("recovery").value };
    if (!jog) body.recoveryTime = canonical(taken.rest);
    else { body.recoveryDistance = canonical(taken.jogDistance);
      body.recoveryDistanceUnit = $("jogUnit").value; body.recoveryPace = canonical(taken.jogPace); }
    const out = $("session");
    try {
      const r = await ask("paceIntervals", body);
      $("intervalError").textContent = "";
      out.replaceChildren(el("h3", "", r.summary), table(null, [
        [words.totalDistance, r.distanceLine],
        [words.totalTime, r.totalTime],
        [words.averagePace, r.averagePace]]),
        table([words.repetition, words.part, words.time, words.elapsed], r.rows.map((row) =>
          [row.repetition, row.part, row.time, row.elapsed]), words.theSession));
      out.hidden = false;
      announce(phrase(words.sessionSaid, { "%t": r.totalTime, "%d": r.totalDistance }));
    } catch (error) { out.hidden = true; $("intervalError").textContent = error.message; announce(error.message); }
  });
});
