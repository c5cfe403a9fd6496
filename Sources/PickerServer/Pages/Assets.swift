/// The shared style sheet and the one generic wheel component, served as static assets.
///
/// No framework and no build step: the wheel component draws what the server sends and sends
/// every settled selection back; it holds no rule of the core.
enum Assets {
  static let css = """
    :root { --row: 36px; --ink: #1d2330; --muted: #5b6270; --accent: #1d4ed8; --bg: #f7f7f9;
      --panel: #fff; --line: #e5e7eb; --soft: #eef0f3; --hover: #eef2ff; --warn: #9a4a07;
      --bad: #b91c1c; --good: #047857; color-scheme: light dark; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #e5e7eb; --muted: #a1a7b3; --accent: #8ab4ff; --bg: #0f1115; --panel: #181b22;
        --line: #2c313c; --soft: #232833; --hover: #1e2a44; --warn: #f5b45a; --bad: #ff8a8a;
        --good: #5ee0a8; }
      button { color: #0f1115; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; flex-wrap: wrap; gap: .2rem 1.5rem; align-items: center;
      padding: .4rem 1.5rem; background: var(--panel); border-bottom: 1px solid var(--line); }
    header nav { display: flex; flex-wrap: wrap; gap: 0 1rem; }
    header a { display: inline-flex; align-items: center; justify-content: center;
      min-height: 44px; min-width: 44px; }
    a { color: var(--accent); text-decoration: none; }
    .brand { font-weight: 700; color: var(--ink); }
    main { max-width: 58rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; }
    .card { display: block; background: var(--panel); border: 1px solid var(--line);
      border-radius: 10px; padding: 1rem; color: var(--ink); }
    .card h2 { margin: 0 0 .3rem; font-size: 1.1rem; color: var(--accent); }
    .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px;
      padding: 1rem; margin: 1rem 0; }
    .wheels { display: inline-flex; max-width: 100%; gap: 4px; padding: 6px; background: #111827;
      border-radius: 10px; position: relative; }
    .wheel { height: calc(var(--row) * 3); overflow-y: scroll; scroll-snap-type: y mandatory;
      scrollbar-width: none; min-width: 2.2rem; flex: 0 1 auto; background: #1f2937;
      border-radius: 6px; color: #9ca3af; outline: none; text-align: center; }
    .wheel::-webkit-scrollbar { display: none; }
    .wheel:focus { box-shadow: 0 0 0 2px #fbbf24; }
    .wheel .row { height: var(--row); line-height: var(--row); scroll-snap-align: center;
      padding: 0 .5rem; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .wheel .row.selected { color: #fff; font-weight: 600; }
    .wheel .pad { height: var(--row); }
    .wheel.fixed { min-width: .6rem; background: transparent; color: #fff; overflow: hidden; }
    .wheels::after { content: ""; position: absolute; left: 4px; right: 4px; top: calc(6px + var(--row));
      height: var(--row); border-top: 1px solid #6b7280; border-bottom: 1px solid #6b7280;
      pointer-events: none; }
    .readout { margin: .6rem 0 0; font-size: 1.05rem; }
    .message { color: var(--warn); min-height: 1.4em; }
    .count { color: var(--muted); }
    .error { color: var(--bad); min-height: 1.4em; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid var(--soft); }
    .best { color: var(--good); font-weight: 600; }
    label { display: inline-block; margin: .3rem 1rem .3rem 0; }
    input, select, button { font: inherit; padding: .3rem .5rem; min-height: 44px; max-width: 100%; }
    button { background: var(--accent); color: #fff; border: 0; border-radius: 6px; cursor: pointer;
      min-width: 44px; }
    .cell { cursor: pointer; }
    .cell:hover { background: var(--hover); }
    /* A phone: tighter margins, narrower wheels, and tables whose rows become blocks. */
    @media (max-width: 640px) {
      header { padding: .2rem .8rem; }
      main { padding: .5rem .8rem 2rem; }
      .panel { padding: .7rem; }
      .wheels { gap: 2px; padding: 4px; }
      .wheel { min-width: 1.7rem; }
      .wheel .row { padding: 0 .25rem; }
      table, tbody, tr, td { display: block; }
      tr:first-child:has(th) { display: none; }
      tr { display: flex; flex-wrap: wrap; gap: 0 .6rem; align-items: center; padding: .4rem 0;
        border-bottom: 1px solid var(--soft); }
      td { border: 0; padding: .1rem .2rem; }
      td.cell { min-height: 44px; display: inline-flex; align-items: center; }
    }
    """

  static let javascript = """
    "use strict";
    const ROW = 36;
    async function api(path, body, method) {
      const init = { method: method || "POST", headers: { "Content-Type": "application/json" } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await fetch(path, init);
      const data = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(data.error ? data.error.message : response.statusText);
      return data;
    }
    function el(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    // One generic wheel component, driven by the core: it keeps the core's picker state, sends
    // the person's actions with it (keys by name, through the core's key map), and draws the
    // outcome as sent. Actions that arrive while a request is in flight wait and go together, in
    // order, so no key is lost or read against stale rows.
    class WheelPicker {
      constructor(root, spec, onChange) {
        this.root = root; this.spec = spec; this.onChange = onChange || (() => {});
        this.box = el("div", "wheels"); this.readout = el("div", "readout");
        this.note = el("div", "message"); this.quiet = 0; this.queue = []; this.busy = null;
        this.data = null;
        root.replaceChildren(this.box, this.readout, this.note);
      }
      // Starts the picker: on an answer ({answer, nearest}) or fresh.
      async load(extra) { return this.post(Object.assign({ picker: this.spec }, extra || {})); }
      // Queues actions; resolves once they (and any queued before them) are applied.
      send(actions) {
        this.queue.push(...actions);
        if (!this.busy) this.busy = this.drain();
        return this.busy;
      }
      // Finishes any entry and corrects the value; resolves to the settled outcome.
      async settled() { await this.send(["settle"]); return this.data; }
      async drain() {
        while (this.queue.length) {
          const actions = this.queue.splice(0);
          await this.post({ picker: this.spec, state: this.data && this.data.state,
            actions: actions });
        }
        this.busy = null;
        return this.data;
      }
      async post(body) {
        try { this.render(await api("/api/picker", body)); }
        catch (error) {
          // A picker that could not start shows no wheels of an earlier one.
          if (!body.state) { this.box.replaceChildren(); this.readout.textContent = "";
            this.data = null; this.shape = null; }
          this.note.className = "error"; this.note.textContent = error.message;
        }
        return this.data;
      }
      render(data) {
        this.data = data;
        const shape = data.wheels.map((w) => w.count + ":" + w.offset + ":" + w.titles[0]).join("|");
        if (shape !== this.shape) { this.build(data); this.shape = shape; }
        data.wheels.forEach((wheel, i) => this.show(i, wheel, data.rows[i], data.spoken));
        this.readout.textContent = data.text + (data.spoken ? "  (" + data.spoken + ")" : "");
        this.note.className = "message"; this.note.textContent = data.message || "";
        if (this.root.contains(document.activeElement)) this.focusWheel(data.state.focus);
        this.onChange(data);
      }
      build(data) {
        this.wheels = data.wheels.map((wheel, i) => {
          const node = el("div", wheel.adjustable ? "wheel" : "wheel fixed");
          node.append(el("div", "pad"));
          wheel.titles.forEach((title) => node.append(el("div", "row", title)));
          node.append(el("div", "pad"));
          if (wheel.adjustable) {
            node.tabIndex = 0; node.setAttribute("role", "spinbutton");
            node.setAttribute("aria-label", wheel.name);
            node.addEventListener("scroll", () => this.scrolled(i));
            node.addEventListener("keydown", (event) => this.key(i, event));
          }
          return node;
        });
        this.box.replaceChildren(...this.wheels);
      }
      show(i, wheel, row, spoken) {
        const node = this.wheels[i];
        node.querySelectorAll(".row").forEach((r, k) => r.classList.toggle("selected",
          k + wheel.offset === row));
        if (wheel.adjustable) {
          node.setAttribute("aria-valuenow", row); node.setAttribute("aria-valuemin", 0);
          node.setAttribute("aria-valuemax", wheel.count - 1);
          node.setAttribute("aria-valuetext", spoken || wheel.titles[row - wheel.offset]);
        }
        const top = (row - wheel.offset) * ROW;
        if (Math.abs(node.scrollTop - top) > 1) { this.quiet = Date.now() + 400; node.scrollTop = top; }
      }
      scrolled(i) {
        if (Date.now() < this.quiet) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.settle(i), 140);
      }
      settle(i) {
        const wheel = this.data.wheels[i];
        const row = Math.round(this.wheels[i].scrollTop / ROW) + wheel.offset;
        if (row === this.data.rows[i]) return;
        this.send([{ select: { wheel: i, row: Math.max(0, Math.min(wheel.count - 1, row)) } }]);
      }
      focusWheel(i) {
        if (this.wheels[i] && document.activeElement !== this.wheels[i]) this.wheels[i].focus();
      }
      key(i, event) {
        const names = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown",
          "Home", "End", "Backspace", "Enter"];
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (!names.includes(event.key) && event.key.length !== 1) return;
        event.preventDefault();
        // The wheel the key was pressed on is the focus, whatever the last answer said.
        const focus = this.data.state.focus === i ? [] : [{ focus: i }];
        this.send(focus.concat([{ key: event.key }]));
      }
    }
    window.WheelPicker = WheelPicker; window.api = api; window.el = el;
    """

  /// The tab icon: three rows of a wheel, the middle one selected.
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
    <rect width="16" height="16" rx="3" fill="#1f4e79"/>\
    <rect x="3" y="2.5" width="10" height="2" rx="1" fill="#8fb3d9"/>\
    <rect x="2" y="7" width="12" height="2.5" rx="1.2" fill="#fff"/>\
    <rect x="3" y="11.5" width="10" height="2" rx="1" fill="#8fb3d9"/></svg>
    """
}
