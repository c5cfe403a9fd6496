window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // The schedule this device keeps (IndexedDB, as the Thermostat model keeps it), what the model
  // shows of it (its view: rows, pickers, note, undo), and the open editor.
  let kept = null; let schedule = null; let edit = null; let picker = null;
  // Every word around the schedule is the model's (ThermostatWords), in the reader's language.
  const words = JSON.parse($("name").dataset.words);
  const name = () => $("name").value;
  // The schedule the address names (`?schedule=cabin`), so a reload, online or not, opens the
  // one the person was editing; opening another names it in the address.
  const address = new URLSearchParams(location.search);
  if (address.get("schedule")) $("name").value = address.get("schedule");
  function remember() {
    address.set("schedule", name());
    history.replaceState(null, "", "?" + address.toString());
  }
  const locale = $("name").dataset.locale;
  // The Thermostat model runs in this page (ThermostatCall in the page's core) on the schedule
  // this device keeps: every change is answered and kept here at once, online or not, and goes
  // to the server as an edit when it can be reached (POST /api/schedules/{name}/sync). What a
  // sync decides (a period another device changed first) the model says.
  const ask = (call, request) => askCore({ request: request, locale: locale }, call);
  // The moment whose setpoints the model says: this device's wall clock, as the thermostat's.
  const p2 = (n) => String(n).padStart(2, "0");
  function localNow() {
    const d = new Date();
    return d.getFullYear() + "-" + p2(d.getMonth() + 1) + "-" + p2(d.getDate()) + "T"
      + p2(d.getHours()) + ":" + p2(d.getMinutes());
  }
  const body = (more) => Object.assign({ name: name(), kept: kept || undefined,
    clock: Number($("clock").value), at: localNow() }, more);
  function draw(s) {
    schedule = s; $("scale").value = s.scale; $("clock").value = String(s.clock);
    $("layout").value = s.layout; $("copier").hidden = s.layout !== "each-day";
    $("note").textContent = s.note || "";
    if (s.note) announce(s.note);
    // Undo takes back the last change, as the model keeps it; the model names it.
    $("undo").hidden = !s.undo; $("undo").textContent = s.undo || "";
    status();
    // What applies now and what set it (a hold first), and the holds, each with its End.
    $("now").textContent = s.now ? phrase(words.now,
      { "%h": s.now.heatText, "%c": s.now.coolText, "%s": s.now.name }) : "";
    $("holds").replaceChildren(...s.holds.map((h) => {
      const item = el("li", "", h.text + " ");
      const end = el("button", "secondary", words.end); end.type = "button";
      end.setAttribute("aria-label", phrase(words.endHold, { "%r": h.text }));
      end.addEventListener("click", () => change("scheduleRelease", { start: h.start })
        .catch(fail($("note"))));
      item.append(end);
      return item;
    }));
    if (!s.holds.length) $("holds").append(el("li", "count", words.noHolds));
    const table = $("schedule"); table.replaceChildren();
    const headings = { time: words.timeHeading, heat: words.heatHeading, cool: words.coolHeading };
    const head = el("tr"); [words.days, words.period, headings.time, headings.heat, headings.cool]
      .forEach((h) => head.append(el("th", "", h))); table.append(head);
    s.groups.forEach((g) => g.entries.forEach((e) => {
      const tr = el("tr"); tr.append(el("td", "", g.name), el("td", "", e.name));
      [["time", e.shown], ["heat", e.heatText], ["cool", e.coolText]]
        .forEach(([field, text]) => {
          // A cell is a button: reachable by Tab, opened by Enter or Space.
          // On a phone the header row is hidden: each cell names its column itself.
          const td = el("td", "cell", text); td.dataset.field = field; td.dataset.label = headings[field];
          td.tabIndex = 0; td.setAttribute("role", "button");
          td.setAttribute("aria-label", phrase(words.cell,
            { "%g": g.name, "%p": e.name, "%f": words["field." + field], "%v": text }));
          td.addEventListener("click", () => open(g.group, e, field));
          td.addEventListener("keydown", (event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault(); open(g.group, e, field); });
          tr.append(td); });
      table.append(tr); }));
  }
  // Where the schedule is kept: on this device only, or on the server too; nothing for a
  // schedule never changed (the default, kept nowhere yet).
  function status() {
    $("syncStatus").textContent = !kept ? "" : kept.pending && kept.pending.length
      ? words.onDevice : words.synced;
  }
  function entry(group, period) {
    const g = schedule.groups.find((x) => x.group === group);
    return g && g.entries.find((x) => x.period === period);
  }
  // The editor asks the schedule for its pickers: the time on its clock and minute grid, the
  // setpoint on the scale's pattern, range and step.
  async function open(group, e, field) {
    const days = schedule.groups.find((g) => g.group === group).name;
    edit = { group: group, days: days, period: e.period, field: field, name: e.name };
    $("editor").hidden = false; $("error").textContent = "";
    $("editing").textContent = phrase(words.editing,
      { "%g": days, "%p": e.name, "%f": words["field." + field] });
    const spec = field === "time" ? schedule.pickers.time : schedule.pickers.setpoint;
    picker = new WheelPicker($("wheels"), spec, { labelledBy: "editing" });
    await picker.load({ answer: field === "time" ? e.time : String(e[field]), nearest: true });
    $("editor").scrollIntoView({ block: "nearest" });
    picker.focusWheel(picker.data.state.focus);
  }
  function close() { $("editor").hidden = true; edit = null; }
  // The schedule as this device keeps it now (another tab may have changed it).
  async function reread() { kept = (await deviceStore.get("schedules", name())) || null; }
  // Shows the schedule this device keeps, as the model shows it.
  async function show() {
    await reread();
    draw(await ask("scheduleView", body()));
  }
  // One change by the model on the schedule as this device keeps it, kept with an edit to
  // sync; nothing is shown as saved before this device has it. A refusal is thrown.
  async function change(call, more) {
    const at = name();
    await reread();
    const answer = await ask(call, body(Object.assign({ edit: uuid() }, more)));
    await deviceStore.put("schedules", at, answer.kept);
    kept = answer.kept;
    draw(answer.answer);
    // The saved list is redrawn once the sync is over (offline at once): one read of the
    // server's names per sync, not one more per change.
    sync();
  }
  // The edits this device holds go to the server by the one sync loop (sync.js). The saved
  // list is redrawn once a sync is over.
  const sync = deviceSync({
    request: async (device) => {
      const at = name();
      await reread();
      return {
        path: "/api/schedules/" + encodeURIComponent(at) + "/sync", at: at,
        body: await ask("scheduleSyncRequest", { name: at, kept: kept || undefined, device: device }),
      };
    },
    take: async (answer, sent) => {
      if (sent.at !== name()) return null; // another schedule was opened meanwhile: sync that one
      await reread();
      const before = JSON.stringify(kept ? kept.schedule : null);
      const taken = await ask("scheduleSynced", { name: sent.at, kept: kept || undefined, answer: answer });
      // A schedule the server never had stays as this device made it.
      if (answer.schedule || kept) {
        await deviceStore.put("schedules", sent.at, taken.kept);
        kept = taken.kept;
      }
      // Rows that read the same stay (an open editor is not redrawn under the person).
      if (JSON.stringify(kept ? kept.schedule : null) !== before) {
        draw(await ask("scheduleView", body()));
      } else if (schedule) {
        status();
      }
      return { notes: taken.notes, pending: kept ? kept.pending.length : 0 };
    },
    fail: (error) => { $("note").textContent = error.message; },
    after: () => listSaved(),
  });
  const fail = (node) => (error) => { node.textContent = error.message; announce(error.message); };
  $("editor").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!edit) return;
    // The core's rule for a corrected value: one Set had to move (40 below a minimum of 45)
    // is shown and said first, and the next Set saves what the wheels now show.
    const taken = await picker.take();
    if (!taken) return;
    const done = edit;
    // The value as the model reads it (`.` and 0-9, a time as HH:MM), whatever digits the
    // wheels show.
    try {
      await change("scheduleEdit", { group: done.group, period: done.period, field: done.field,
        value: String(taken.value) });
      $("error").textContent = "";
      close();
    } catch (error) { fail($("error"))(error); }
  });
  $("cancel").addEventListener("click", close);
  // A hold: the range on the hold's wheels (from now, as the model offers it), and its two
  // setpoints on the setpoint wheels (from what applies now); the model reads all three and
  // refuses what it must.
  let holding = null; let opening = false;
  $("addHold").addEventListener("click", () => {
    if (opening) return;
    opening = true;
    openHold().catch(fail($("note"))).finally(() => { opening = false; });
  });
  async function openHold() {
    $("holdEditor").hidden = false; $("holdError").textContent = "";
    const now = (await ask("scheduleView", body())).now;
    const open = (node, label, spec, answer) => {
      const wheels = new WheelPicker($(node), spec, { labelledBy: label });
      wheels.loaded = wheels.load({ answer: answer, nearest: true });
      return wheels;
    };
    holding = {
      range: open("holdWheels", "holdRange", schedule.pickers.hold, now.newHold),
      heat: open("holdHeatWheels", "holdHeat", schedule.pickers.setpoint, String(now.heat)),
      cool: open("holdCoolWheels", "holdCool", schedule.pickers.setpoint, String(now.cool)),
    };
    await Promise.all(Object.values(holding).map((wheels) => wheels.loaded));
    holding.range.focusWheel(0);
  }
  // Closed with the schedule or its scale changing under it: it holds that schedule's wheels.
  function closeHold() { $("holdEditor").hidden = true; holding = null; }
  $("cancelHold").addEventListener("click", closeHold);
  $("holder").addEventListener("submit", async (event) => {
    event.preventDefault();
    const taken = holding && await takeAll(holding);
    if (!taken) return;
    try {
      await change("scheduleHold", { range: String(taken.range.value),
        heat: String(taken.heat.value), cool: String(taken.cool.value) });
      closeHold();
    } catch (error) { fail($("holdError"))(error); }
  });
  // A new scale re-opens an open editor in that scale, on the converted value.
  $("scale").addEventListener("change", async () => {
    closeHold();
    try {
      await change("scheduleEdit", { field: "scale", value: $("scale").value });
      if (edit) { const e = entry(edit.group, edit.period); if (e) open(edit.group, e, edit.field); }
    } catch (error) { fail($("error"))(error); }
  });
  // A refused name (or a failed read) is shown, never left as an uncaught error.
  const load = () => show().then(() => sync()).catch(fail($("note")));
  $("clock").addEventListener("change", async () => {
    closeHold();
    await load();
    if (edit) { const e = entry(edit.group, edit.period); if (e) open(edit.group, e, edit.field); }
  });
  // The default replaces every program; Undo (the model's) takes back the last change.
  $("reset").addEventListener("click", () => { close(); closeHold(); change("scheduleReset", {}).catch(fail($("note"))); });
  $("undo").addEventListener("click", () => { close(); closeHold(); change("scheduleUndo", {}).catch(fail($("note"))); });
  // Weekdays and weekend, or each day: the model splits or joins the programs and says what a
  // join replaced.
  $("layout").addEventListener("change", async () => {
    close(); closeHold();
    try { await change("scheduleLayout", { layout: $("layout").value }); }
    catch (error) { fail($("note"))(error); $("layout").value = schedule.layout; }
  });
  $("copier").addEventListener("submit", async (event) => {
    event.preventDefault();
    const to = [...$("copyTo").querySelectorAll("input:checked")].map((box) => box.value);
    try {
      await change("scheduleCopy", { from: $("copyFrom").value, to: to });
      $("copyError").textContent = "";
      $("copyTo").querySelectorAll("input").forEach((box) => { box.checked = false; });
    } catch (error) { fail($("copyError"))(error); }
  });
  // The schedules this device keeps, then the server's (newest first) when it can be reached;
  // opening one loads it under its name. A list that reads as before is left as it is (a tap
  // on one of its buttons is not lost to a redraw).
  let shownSaved = null;
  async function listSaved() {
    const names = await deviceStore.keys("schedules");
    try {
      for (const saved of (await api("/api/schedules", undefined, "GET")).schedules) {
        if (!names.includes(saved)) names.push(saved);
      }
    } catch (error) { /* offline: this device's own */ }
    const shown = JSON.stringify([names, name()]);
    if (shown === shownSaved) return;
    shownSaved = shown;
    $("saved").replaceChildren(...names.map((saved) => {
      const item = el("li");
      const button = el("button", "secondary", saved); button.type = "button";
      button.setAttribute("aria-label", phrase(words.open, { "%n": saved }));
      if (saved === name()) button.setAttribute("aria-current", "true");
      button.addEventListener("click", () => { $("name").value = saved; $("name").dispatchEvent(new Event("change")); });
      item.append(button);
      return item;
    }));
    if (!names.length) $("saved").replaceChildren(el("li", "count", words.noneSaved));
  }
  $("name").addEventListener("change", () => {
    close(); closeHold();
    $("notes").replaceChildren();
    // No name is no schedule (and /api/schedules/ is the list of them): say so, load nothing.
    if (!name()) { $("note").textContent = words.emptyName; return; }
    remember();
    load();
  });
  load().then(listSaved);
});
