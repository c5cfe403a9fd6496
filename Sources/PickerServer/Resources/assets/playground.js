// A form's description as the page's core reads it: an object or JSON text as it is; other text
// (YAML, as picker form reads a file) read once by the server into the description.
async function readForm(description) {
  if (typeof description !== "string") return description;
  try {
    JSON.parse(description);
    return description;
  } catch (notJSON) {
    return (await api("/api/form/description", { form: description })).form;
  }
}

// What a page says around a form (its submit button, that it was submitted), as the core's
// FormWords say it: handed with the page.
function formWords() { return JSON.parse(document.getElementById("form").dataset.words); }

// A form: its fields' wheels, edited with the core's form actions by the core in the page (the
// body of POST /api/form). Each field is a WheelPicker whose actions go to the form as that
// field's actions, so a field whose bound names another moves when that one settles, as the core
// says; Enter goes through the form's key map (on to the next field, and on the last one
// submits). It holds no rule of its own.
class WheelForm {
  // root: the element to draw in; description: the form as picker form reads it (an object, or
  // JSON or YAML text); settings: onSubmit(values) and onChange(report) after each answer.
  constructor(root, description, settings) {
    this.root = root; this.description = description;
    this.onSubmit = settings.onSubmit || (() => {}); this.onChange = settings.onChange || (() => {});
    this.report = null; this.pickers = []; this.chain = Promise.resolve();
    this.id = "form" + (++serial);
  }

  // Builds the form from the core's first answer; throws the core's message when the
  // description is refused.
  async load() {
    this.description = await readForm(this.description);
    const report = await askCore({ form: this.description }, "form");
    this.build(report);
    this.show(report);
    return report;
  }

  build(report) {
    const title = el("h3", "", report.title); title.id = this.id + "-title";
    const section = el("section", "form"); section.setAttribute("aria-labelledby", title.id);
    this.boxes = [];
    this.pickers = report.fields.map((field, i) => {
      const heading = el("h4", "field", field.label); heading.id = this.id + "-field" + i;
      const holder = el("div"); const box = el("div", "form-field");
      box.append(heading, holder); section.append(box); this.boxes.push(box);
      return new WheelPicker(holder, null, { labelledBy: heading.id, speaks: false,
        transport: (body) => this.field(i, body) });
    });
    const submit = el("button", "", formWords().submit); submit.type = "button";
    submit.addEventListener("click", () => this.submit());
    this.note = el("div", "message");
    const end = el("div", "form-end"); end.append(submit, this.note); section.append(end);
    this.root.replaceChildren(title, section);
  }

  // A field's actions, as the form's: Enter through the form's key map, from the field it was
  // pressed in (the page's Tab or a click may have moved there without an action the form saw);
  // the rest on the field.
  field(i, body) {
    const actions = [].concat(...(body.actions || []).map((action) =>
      action && action.key === "Enter" ? [{ focus: i }, { key: "Enter" }] : [{ field: i, action: action }]));
    const moves = actions.some((action) => action.key === "Enter");
    return this.send(actions, i, moves).then((report) => report.fields[i].answer);
  }

  async submit() {
    // Entries still being typed end first: each picker's queue drains into the form's.
    await Promise.all(this.pickers.map((picker) => picker.busy));
    const report = await this.send(["submit"]).catch((error) => {
      this.note.className = "error"; this.note.textContent = error.message; announce(error.message);
      return null;
    });
    if (report && !report.submitted) announce(report.message || formWords().notSubmitted);
  }

  // Sends form actions after any already on their way, with the state the last answer gave.
  send(actions, from, moves) {
    const next = this.chain.then(async () => {
      const report = await askCore(
        { form: this.description, state: this.report.state, actions: actions }, "form");
      this.show(report, from, moves);
      return report;
    });
    this.chain = next.catch(() => {});
    return next;
  }

  // Draws every field but the one whose own request this answers (its picker draws that), and
  // only the fields the core shows (a field whose condition does not hold is hidden), the
  // focus where the core's key map put it (Enter moves on), the message with its fields'
  // labels, and the answers once submitted.
  show(report, from, moves) {
    const before = this.report;
    this.report = report;
    report.fields.forEach((field, i) => {
      this.boxes[i].hidden = !!field.hidden;
      if (i !== from) this.pickers[i].render(field.answer);
    });
    this.note.className = "message"; this.note.textContent = "";
    if (report.message && (!before || before.message !== report.message)) announce(report.message);
    if (moves && before && before.state.focus !== report.focus) {
      this.pickers[report.focus].focusWheel(report.fields[report.focus].answer.state.focus);
    }
    this.onChange(report);
    if (report.submitted) {
      this.note.textContent = formWords().submitted;
      announce(formWords().submitted);
      this.onSubmit(report.values);
    }
  }
}

window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each date mode's pickers as the server describes them for the playground, by clock ("" the
  // locale's). Only the chosen kind's settings show: each names its kind (data-for), and the
  // clock choice shows for the modes that have more than one.
  const dates = JSON.parse($("settings").dataset.dates);
  function showSettings() {
    const kind = $("kind").value;
    for (const setting of $("settings").querySelectorAll("[data-for]")) {
      setting.hidden = setting.dataset.for !== kind;
    }
    const clocks = dates[kind];
    $("clock-setting").hidden = !clocks || Object.keys(clocks).length < 2;
  }
  $("kind").addEventListener("change", showSettings);
  showSettings();
  // The site's words (SiteWords), as the server hands them.
  const words = JSON.parse($("settings").dataset.words);
  async function request() {
    const kind = $("kind").value;
    if (kind === "pattern") {
      const r = { kind: "pattern", pattern: $("pattern").value };
      ["min", "max", "step"].forEach((k) => { if ($(k).value) r[k] = $(k).value; });
      return r;
    }
    if (kind === "measure") return { kind: "measure", dimension: $("dimension").value };
    if (kind === "options") {
      // The labels read as the core reads a list (`picker choose --column`, an element's
      // options): split at commas, `\,` for a comma in a label.
      const described = await askCore({ attributes: { kind: "options", options: $("choices").value } },
        "describe");
      return Object.assign(described, { filter: $("filter").checked,
        limit: $("several").checked ? "none" : 1 });
    }
    return dates[kind][$("clock").value] || dates[kind][""];
  }
  async function show() {
    $("json").textContent = "";
    const kind = $("kind").value;
    const picker = new WheelPicker($("wheels"), await request(), { label: phrase(words.wheelsOf, { "%k": kind }),
      onChange: (data) => { $("json").textContent = JSON.stringify({ text: data.text,
        written: data.written, value: data.value, spoken: data.spoken, message: data.message },
        null, 2); } });
    await picker.load();
  }
  // Enter in any field applies the settings, as the button does.
  $("settings").addEventListener("submit", (event) => { event.preventDefault(); show(); });
  show();

  // Any form description opens as wheels; the answers show once it is submitted.
  async function openForm() {
    $("form-error").textContent = ""; $("form-json").textContent = "";
    const form = new WheelForm($("form"), $("form-text").value, {
      onSubmit: (values) => { $("form-json").textContent = JSON.stringify(values, null, 2); } });
    try { await form.load(); }
    catch (error) {
      $("form").replaceChildren();
      $("form-error").textContent = error.message; announce(error.message);
    }
  }
  $("form-settings").addEventListener("submit", (event) => { event.preventDefault(); openForm(); });
  openForm();
});
