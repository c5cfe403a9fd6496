window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  let schedule = null; let edit = null; let picker = null;
  const path = () => "/api/schedules/" + encodeURIComponent($("name").value);
  // The reader's clock, and their locale, whose scale a new schedule starts in.
  const query = () => "?clock=" + $("clock").value + "&locale=" + encodeURIComponent($("name").dataset.locale);
  function draw(s) {
    schedule = s; $("scale").value = s.scale; $("clock").value = String(s.clock);
    $("layout").value = s.layout; $("copier").hidden = s.layout !== "each-day";
    $("note").textContent = s.note || "";
    if (s.note) announce(s.note);
    // Undo takes back the last change, as the model keeps it; the server names it.
    $("undo").hidden = !s.undo; $("undo").textContent = s.undo || "";
    const table = $("schedule"); table.replaceChildren();
    const headings = { time: "Time", heat: "Heating", cool: "Cooling" };
    const head = el("tr"); ["Days", "Period", headings.time, headings.heat, headings.cool].forEach((h) =>
      head.append(el("th", "", h))); table.append(head);
    s.groups.forEach((g) => g.entries.forEach((e) => {
      const tr = el("tr"); tr.append(el("td", "", g.name), el("td", "", e.name));
      [["time", e.shown], ["heat", e.heatText], ["cool", e.coolText]]
        .forEach(([field, text]) => {
          // A cell is a button: reachable by Tab, opened by Enter or Space.
          // On a phone the header row is hidden: each cell names its column itself.
          const td = el("td", "cell", text); td.dataset.field = field; td.dataset.label = headings[field];
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
    // The core's rule for a corrected value: one Set had to move (40 below a minimum of 45)
    // is shown and said first, and the next Set saves what the wheels now show.
    const taken = await picker.take();
    if (!taken) return;
    const done = edit;
    // The value as the model reads it (`.` and 0-9, a time as HH:MM), whatever digits the
    // wheels show.
    if (await send({ group: done.group, period: done.period, field: done.field, value: String(taken.value) })) {
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
  // The default replaces every program; Undo (the model's) takes back the last change.
  $("reset").addEventListener("click", () => { close(); load(() => api(path() + "/reset" + query())); });
  $("undo").addEventListener("click", () => { close(); load(() => api(path() + "/undo" + query())); });
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
