window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  let schedule = null; let edit = null; let picker = null; let before = null;
  const path = () => "/api/schedules/" + encodeURIComponent($("name").value);
  const query = () => "?clock=" + $("clock").value;
  function draw(s) {
    schedule = s; $("scale").value = s.scale; $("clock").value = String(s.clock);
    $("layout").value = s.layout; $("copier").hidden = s.layout !== "each-day";
    $("note").textContent = s.note || "";
    if (s.note) announce(s.note);
    const table = $("schedule"); table.replaceChildren();
    const head = el("tr"); ["Days", "Period", "Time", "Heating", "Cooling"].forEach((h) =>
      head.append(el("th", "", h))); table.append(head);
    s.groups.forEach((g) => g.entries.forEach((e) => {
      const tr = el("tr"); tr.append(el("td", "", g.name), el("td", "", e.name));
      [["time", e.shown], ["heat", e.heat + " °" + s.scale], ["cool", e.cool + " °" + s.scale]]
        .forEach(([field, text]) => {
          // A cell is a button: reachable by Tab, opened by Enter or Space.
          const td = el("td", "cell", text); td.dataset.field = field;
          td.tabIndex = 0; td.setAttribute("role", "button");
          td.setAttribute("aria-label", g.name + " " + e.name + " " + field + " " + text);
          td.addEventListener("click", () => open(g.group, e, field));
          td.addEventListener("keydown", (event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault(); open(g.group, e, field); });
          tr.append(td); });
      table.append(tr); }));
    listSaved();
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
    $("editing").textContent = days + " " + e.name + " " + field;
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
      announce(done.days + " " + done.name + " " + done.field + " set to " + picker.data.written);
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
    // Seven days come back as seven days before their periods do.
    if (old.layout !== schedule.layout) {
      try { draw(await api(path() + "/layout" + query(), { layout: old.layout })); }
      catch (error) { $("note").textContent = error.message; }
    }
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
  // Weekdays and weekend, or each day: the model splits or joins the programs and says what a
  // join replaced.
  $("layout").addEventListener("change", async () => {
    close();
    try { draw(await api(path() + "/layout" + query(), { layout: $("layout").value })); }
    catch (error) { $("note").textContent = error.message; $("layout").value = schedule.layout; }
  });
  $("copier").addEventListener("submit", async (event) => {
    event.preventDefault();
    const to = [...$("copyTo").querySelectorAll("input:checked")].map((box) => box.value);
    try {
      draw(await api(path() + "/copy" + query(), { from: $("copyFrom").value, to: to }));
      $("copyError").textContent = "";
      $("copyTo").querySelectorAll("input").forEach((box) => { box.checked = false; });
    } catch (error) { $("copyError").textContent = error.message; announce(error.message); }
  });
  // The saved schedules, newest first; opening one loads it under its name.
  async function listSaved() {
    try {
      const names = (await api("/api/schedules", undefined, "GET")).schedules;
      $("saved").replaceChildren(...names.map((name) => {
        const item = el("li");
        const open = el("button", "secondary", name); open.type = "button";
        open.setAttribute("aria-label", "Open schedule " + name);
        if (name === $("name").value) open.setAttribute("aria-current", "true");
        open.addEventListener("click", () => { $("name").value = name; $("name").dispatchEvent(new Event("change")); });
        item.append(open);
        return item;
      }));
      if (!names.length) $("saved").replaceChildren(el("li", "count", "none yet: a schedule is saved with its first change"));
    } catch (error) { $("saved").replaceChildren(el("li", "error", error.message)); }
  }
  $("name").addEventListener("change", () => {
    close();
    // No name is no schedule (and /api/schedules/ is the list of them): say so, load nothing.
    if (!$("name").value) { $("note").textContent = $("name").dataset.empty; return; }
    load(() => api(path() + query(), undefined, "GET"));
  });
  load(() => api(path() + query(), undefined, "GET"));
});
