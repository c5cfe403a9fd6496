window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  let schedule = null; let edit = null; let picker = null; let before = null;
  const path = () => "/api/schedules/" + encodeURIComponent($("name").value);
  const query = () => "?clock=" + $("clock").value;
  function draw(s) {
    schedule = s; $("scale").value = s.scale; $("clock").value = String(s.clock);
    $("note").textContent = s.note || "";
    if (s.note) announce(s.note);
    const table = $("schedule"); table.replaceChildren();
    const head = el("tr"); ["Days", "Period", "Time", "Heat", "Cool"].forEach((h) =>
      head.append(el("th", "", h))); table.append(head);
    s.groups.forEach((g) => g.entries.forEach((e) => {
      const tr = el("tr"); tr.append(el("td", "", g.group), el("td", "", e.name));
      [["time", e.shown], ["heat", e.heat + " °" + s.scale], ["cool", e.cool + " °" + s.scale]]
        .forEach(([field, text]) => {
          // A cell is a button: reachable by Tab, opened by Enter or Space.
          const td = el("td", "cell", text); td.dataset.field = field;
          td.tabIndex = 0; td.setAttribute("role", "button");
          td.setAttribute("aria-label", g.group + " " + e.name + " " + field + " " + text);
          td.addEventListener("click", () => open(g.group, e, field));
          td.addEventListener("keydown", (event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault(); open(g.group, e, field); });
          tr.append(td); });
      table.append(tr); }));
  }
  function entry(group, period) {
    const g = schedule.groups.find((x) => x.group === group);
    return g && g.entries.find((x) => x.period === period);
  }
  // The editor asks the schedule for its pickers: the time on its clock and minute grid, the
  // setpoint on the scale's pattern, range and step.
  async function open(group, e, field) {
    edit = { group: group, period: e.period, field: field, name: e.name };
    $("editor").hidden = false; $("error").textContent = "";
    $("editing").textContent = group + " " + e.name + " " + field;
    const spec = field === "time" ? schedule.pickers.time : schedule.pickers.setpoint;
    picker = new WheelPicker($("wheels"), spec, { labelledBy: "editing" });
    await picker.load({ answer: field === "time" ? e.time : String(e[field]), nearest: true });
    $("editor").scrollIntoView({ block: "nearest" });
    picker.focusWheel(picker.data.state.focus);
  }
  function close() { $("editor").hidden = true; edit = null; }
  async function send(body) {
    try {
      draw(await api(path() + "/edit" + query(), body)); $("error").textContent = "";
      return true;
    } catch (error) { $("error").textContent = error.message; announce(error.message); return false; }
  }
  $("editor").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!edit) return;
    const settled = await picker.settled();
    // A value the core had to move (40 below a minimum of 45) is shown and said first; the
    // next Set saves what the wheels now show.
    if (settled.corrected) return;
    const value = settled.text;
    const done = edit;
    if (await send({ group: done.group, period: done.period, field: done.field, value: value })) {
      announce(done.group + " " + done.name + " " + done.field + " set to " + picker.data.written);
      close();
    }
  });
  $("cancel").addEventListener("click", close);
  // A new scale re-opens an open editor in that scale, on the converted value.
  $("scale").addEventListener("change", async () => {
    if (await send({ field: "scale", value: $("scale").value }) && edit) {
      const e = entry(edit.group, edit.period);
      if (e) open(edit.group, e, edit.field);
    }
  });
  // A refused name (or a failed request) is shown, never left as an uncaught error.
  async function load(request) {
    try { draw(await request()); } catch (error) { $("note").textContent = error.message; }
  }
  $("clock").addEventListener("change", async () => {
    await load(() => api(path() + query(), undefined, "GET"));
    if (edit) { const e = entry(edit.group, edit.period); if (e) open(edit.group, e, edit.field); }
  });
  // The default replaces every edit; Undo puts them back, one edit at a time through the model.
  $("reset").addEventListener("click", async () => {
    before = schedule; close();
    await load(() => api(path() + "/reset" + query()));
    $("undo").hidden = false;
    announce("Energy Star default set; Undo puts your schedule back");
  });
  $("undo").addEventListener("click", async () => {
    if (!before) return;
    const old = before; before = null; $("undo").hidden = true;
    if (old.scale !== schedule.scale) await send({ field: "scale", value: old.scale });
    for (const g of old.groups) for (const e of g.entries) {
      const now = entry(g.group, e.period);
      for (const field of ["time", "heat", "cool"]) {
        if (now && String(now[field]) === String(e[field])) continue;
        await send({ group: g.group, period: e.period, field: field, value: String(e[field]) });
      }
    }
    // Setpoints that had to pass each other land on a second round.
    for (const g of old.groups) for (const e of g.entries) for (const field of ["heat", "cool"]) {
      const now = entry(g.group, e.period);
      if (now && String(now[field]) !== String(e[field])) {
        await send({ group: g.group, period: e.period, field: field, value: String(e[field]) });
      }
    }
    announce("Your schedule is back");
  });
  $("name").addEventListener("change", () => { close(); load(() => api(path() + query(), undefined, "GET")); });
  load(() => api(path() + query(), undefined, "GET"));
});
