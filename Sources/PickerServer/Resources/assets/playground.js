window.addEventListener("DOMContentLoaded", () => {
  const $ = (id) => document.getElementById(id);
  // Each date mode's picker as the server describes it for the playground.
  const dates = JSON.parse($("settings").dataset.dates);
  function request() {
    const kind = $("kind").value;
    if (kind === "pattern") {
      const r = { kind: "pattern", pattern: $("pattern").value };
      ["min", "max", "step"].forEach((k) => { if ($(k).value) r[k] = $(k).value; });
      return r;
    }
    if (kind === "measure") return { kind: "measure", dimension: $("dimension").value };
    if (kind === "options") return { kind: "options", columns: [{
      options: $("choices").value.split(",").map((s) => s.trim()).filter((s) => s) }] };
    return dates[kind];
  }
  async function show() {
    $("json").textContent = "";
    const kind = $("kind").value;
    const picker = new WheelPicker($("wheels"), request(), { label: "Playground " + kind,
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
