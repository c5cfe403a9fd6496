"use strict";
// Shared by every page: the API, the core in the page, the live region, and the one wheel
// component. It keeps the core's picker state, sends the person's actions with it (keys by
// name, through the core's key map; spins and selections as actions) to the core in this page,
// and draws what the core answers. It holds no rule of its own.

const ROW = 40; // px per row, as --row in app.css
const PER_RADIAN = 2.2; // rows per radian of the drum: five rows face the viewer
const RADIUS = ROW * PER_RADIAN;
const SLOTS = 3; // rows drawn on each side of the selection
const STILL = window.matchMedia("(prefers-reduced-motion: reduce)");
// The key names the core's key map reads, as the page was written with them; every other key
// with a name of more than one character stays the browser's (Tab moves between controls).
const KEYS = JSON.parse(document.body.dataset.keys || "[]");


async function api(path, body, method, options) {
  const init = Object.assign(
    { method: method || "POST", headers: { "Content-Type": "application/json" } }, options);
  if (body !== undefined) init.body = JSON.stringify(body);
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // No answer at all (offline, the server stopped): the page's sentence for it, not the
    // browser's "Failed to fetch".
    throw new Error(document.body.dataset.unreachable || error.message);
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error ? data.error.message : response.statusText);
  return data;
}

// The core in this page (pickerkit.js on pickerkit.wasm), loaded once on the platform's data
// the page was served with: no request per key, none offline. It starts loading with the page;
// until it has arrived (seconds on a phone's network), the server answers the same calls with
// the same bytes (POST /api/calls/NAME), and the answers the server wrote into the page
// (data-first) answer the page's first requests, so its wheels are drawn with it. A failed load
// is tried again by the next question.
let pageCore = null;
let loadedCore = null;
function core() {
  if (!pageCore) {
    const page = document.body.dataset;
    pageCore = import(page.core).then((module) =>
      module.load({ wasm: new URL(page.coreWasm, location.href), platform: page.platform }))
      .then((loaded) => { performance.mark("pickerkit-core"); return (loadedCore = loaded); })
      .catch((error) => { pageCore = null; throw error; });
  }
  return pageCore;
}
// The installed app's service worker (InstalledApp.swift) keeps this build's pages and assets
// on the device, to open offline; without it every page still works online. It is registered
// once the page's core has loaded (or failed to), so that its copies come from the browser's
// cache rather than from a second download racing the page's own.
function registerWorker() {
  if (!("serviceWorker" in navigator) || !document.body.dataset.worker) return;
  navigator.serviceWorker.register(document.body.dataset.worker)
    .catch((error) => console.warn("offline copy unavailable:", error.message));
}
if (document.body.dataset.core) {
  core().catch((error) => console.warn("core not loaded:", error.message)).finally(registerWorker);
} else {
  registerWorker();
}

// The answers the server wrote into the page to its first requests, each taken once by the
// request that is the same JSON (members in any order).
const firstAnswers = JSON.parse(document.body.dataset.first || "[]");
function same(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value) => Object.keys(value).filter((key) => value[key] !== undefined);
  const ka = keys(a); const kb = keys(b);
  return ka.length === kb.length && ka.every((key) => same(a[key], b[key]));
}
function firstAnswer(call, body) {
  const i = firstAnswers.findIndex((entry) => entry.call === call && same(entry.request, body));
  return i < 0 ? null : firstAnswers.splice(i, 1)[0].answer;
}

// A call answered by the server, as the page's core answers it (a refusal is its 422's body).
async function askServer(call, body) {
  let response;
  try {
    response = await fetch("/api/calls/" + call, { method: "POST",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch (error) {
    throw new Error(document.body.dataset.unreachable || error.message);
  }
  return response.json().catch(() => ({ error: { message: response.statusText } }));
}

// Answers in this page the body of POST /api/picker ("answer"), POST /api/form ("form") or an
// app's question ("paceReport", with {request, locale}) as the route would; a refusal throws.
// Before the page's core has loaded, whichever answers first of the server and the core (the
// same bytes): the server on a first visit, the core kept on the device when the network is
// gone or answers nothing. Neither answering, the server's reason is said.
async function askCore(body, call = "answer") {
  const data = firstAnswer(call, body) || (loadedCore ? await loadedCore.ask(call, body)
    : await Promise.any([askServer(call, body), core().then((loaded) => loaded.ask(call, body))])
      .catch((error) => { throw error.errors ? error.errors[0] : error; }));
  if (data.error) throw new Error(data.error.message);
  return data;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A model's phrase with its marks filled (`Open schedule %n`, { "%n": "home" }), as the core's
// Phrasebook.filled fills them: the phrase and its words are the model's, never the page's.
function phrase(text, marks) {
  return text.replace(/%./g, (mark) => (mark in marks ? marks[mark] : mark));
}

// Says a line through the page's polite live region (a correction, a result, a refusal).
function announce(text) {
  const region = document.getElementById("announcer");
  if (!region || !text) return;
  // Emptied first, so the same line said twice is heard twice.
  region.textContent = "";
  setTimeout(() => { region.textContent = text; }, 20);
}

// How much of a row shows by its distance from the band: a fifth less each row out, so the
// outermost of the five rows at rest keeps 4.5:1 contrast (WCAG 1.4.3: they can be tapped); a
// row turning past them fades out within half a row.
function shade(distance) {
  const d = Math.abs(distance);
  return d <= 2 ? 1 - 0.2 * d : Math.max(0, 0.6 * (2.5 - d) / 0.5);
}

// What a confirmation takes from several pickers ({name: picker}) by the core's rule: each one's
// settled answer by name, or null when any had to be corrected (it shows why; the next
// confirmation takes it).
async function takeAll(named) {
  const taken = {};
  for (const [name, picker] of Object.entries(named)) {
    taken[name] = await picker.take();
    if (!taken[name]) return null;
  }
  return taken;
}

// A page's picker specs, as the server wrote them from the models (data-pickers).
function specs(node) { return JSON.parse(node.dataset.pickers); }

// What the apps keep on this device (IndexedDB "pickerkit"): one record per key in each store
// ("lists", "schedules", "device"), whole. A write resolves once its transaction commits, so a
// change shown as saved survives the browser closing.
const deviceStore = (() => {
  const STORES = ["lists", "schedules", "device"];
  let opened = null;
  function open() {
    if (!opened) {
      opened = new Promise((resolve, reject) => {
        const request = indexedDB.open("pickerkit", 1);
        request.onupgradeneeded = () => {
          for (const name of STORES) {
            if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
          }
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => { opened = null; reject(request.error); };
      });
    }
    return opened;
  }
  async function run(store, mode, act) {
    const db = await open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = act(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  }
  return {
    get: (store, key) => run(store, "readonly", (kept) => kept.get(key)),
    put: (store, key, value) => run(store, "readwrite", (kept) => kept.put(value, key)),
    keys: (store) => run(store, "readonly", (kept) => kept.getAllKeys()),
  };
})();

// A new random UUID (RFC 4122 version 4): crypto.randomUUID where the page is a secure context,
// else from crypto.getRandomValues (a phone reaching the server by its LAN address over http).
function uuid() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)]
    .join("-");
}

// This device's id, made once and kept: what a sync names the device by.
async function deviceID() {
  let id = await deviceStore.get("device", "id");
  if (!id) {
    id = uuid();
    await deviceStore.put("device", "id", id);
  }
  return id;
}

let serial = 0;

class WheelPicker {
  // root: the element to draw in; spec: the picker spec from the model; settings: label (the
  // field's name) or labelledBy (the id of its heading), onChange(data) after each answer, and
  // transport(body), which answers a request of POST /api/picker's shape: the page's core unless
  // given (a form's field sends its actions through the form instead).
  constructor(root, spec, settings) {
    this.root = root; this.spec = spec; this.onChange = settings.onChange || (() => {});
    this.transport = settings.transport || askCore;
    this.speaks = settings.speaks !== false; // a form says its fields' messages itself
    this.id = "picker" + (++serial);
    this.group = el("div", "picker"); this.group.setAttribute("role", "group");
    if (settings.labelledBy) this.group.setAttribute("aria-labelledby", settings.labelledBy);
    else this.group.setAttribute("aria-label", settings.label || "value");
    this.box = el("div", "wheels");
    this.band = el("div", "band"); this.band.setAttribute("aria-hidden", "true");
    this.readout = el("div", "readout"); this.readout.id = this.id + "-value";
    this.group.setAttribute("aria-describedby", this.readout.id);
    this.note = el("div", "message");
    this.group.append(this.box, this.readout, this.note);
    root.replaceChildren(this.group);
    this.queue = []; this.busy = null; this.data = null; this.views = [];
    this.frame = 0;
    // An entry ends when focus leaves the picker, as it does on a native wheel. Keys still queued
    // or in flight may have begun one that the last answer does not show yet: settled too, after
    // them, in order. Whoever comes back chooses a wheel anew: the first action names it.
    this.group.addEventListener("focusout", (event) => {
      if (!this.data || this.building || this.group.contains(event.relatedTarget)) return;
      if (this.data.entering || this.busy) this.send(["settle"]);
      this.drawnFocus = null;
    });
  }

  // Starts the picker: on an answer ({answer, nearest}) or fresh.
  async load(extra) {
    const data = await this.post(Object.assign({ picker: this.spec }, extra || {}));
    if (data) this.render(data);
    return this.data;
  }

  // Queues actions; resolves once they, and any queued before them, are applied. Actions that
  // arrive while a request is in flight go together in the next one, in order.
  send(actions) {
    this.queue.push(...actions);
    if (!this.busy) this.busy = this.drain();
    return this.busy;
  }

  // Finishes any entry and corrects the value; resolves to the settled outcome. Actions still
  // queued or in flight go first; when they leave the picker settled (the settle sent as focus
  // left it for a Set button, say), their answer is the outcome, with its correction and message:
  // a second settle would answer "nothing corrected" and blank the message before it was read.
  async settled() {
    if (this.busy) {
      await this.busy;
      if (this.data && !this.data.entering) return this.data;
    }
    await this.send(["settle"]);
    return this.data;
  }

  // The value a confirmation takes (a Set or Add button, a submit), by the core's one rule for
  // a corrected value: resolves to the settled outcome when it is ready; when settling had to
  // move it, to null, with the picker showing (and saying) why, and the next confirmation
  // takes it.
  async take() {
    if (this.busy) await this.busy;
    // The settle sent as focus left the wheels for this very button may have answered already
    // with a correction the person has not seen: this confirmation shows it, once.
    const last = this.data;
    if (last && !last.entering && !last.ready && last !== this.shown) {
      this.shown = last;
      return null;
    }
    const data = await this.settled();
    if (data && data.ready) return data;
    this.shown = data;
    return null;
  }

  async drain() {
    while (this.queue.length && this.data) {
      const actions = this.queue.splice(0);
      const data = await this.post({ picker: this.spec, state: this.data.state, actions: actions });
      // Drawn only when nothing waits: an answer to older actions would pull the wheels back.
      if (data && !this.queue.length) this.render(data);
      else if (data) this.data = data;
      // Refused: nothing moved, so the core's focus is still the state's.
      else if (this.data) this.drawnFocus = this.data.state.focus;
    }
    this.queue.length = 0;
    this.busy = null;
    return this.data;
  }

  async post(body) {
    try {
      // The wheels' titles come once per shape: the key of the ones this picker holds goes
      // with each request, and an answer whose wheels are those leaves them out.
      if (this.wheels) body.wheelsKey = this.wheels.key;
      const data = await this.transport(body);
      if (data.wheels) this.wheels = { key: data.wheelsKey, list: data.wheels };
      else if (this.wheels && data.wheelsKey === this.wheels.key) data.wheels = this.wheels.list;
      return data;
    } catch (error) {
      // A picker that could not start shows no wheels of an earlier one.
      if (!body.state) { this.box.replaceChildren(); this.readout.textContent = "";
        this.data = null; this.views = []; this.shape = null; }
      this.note.className = "error"; this.note.textContent = error.message;
      announce(error.message);
      return null;
    }
  }

  render(data) {
    const hadFocus = this.group.contains(document.activeElement);
    const before = this.data;
    this.data = data;
    const shape = data.wheels.map((w) => (w.adjustable ? "a" : "f") + w.count).join(",");
    if (shape !== this.shape) { this.build(data); this.shape = shape; }
    data.wheels.forEach((wheel, i) => this.place(i, wheel, this.drawnRow(wheel, data.rows[i])));
    // Every wheel of the first drawing stands on its row at once; later ones turn there.
    this.shownOnce = true;
    this.readout.textContent = data.written;
    // While typing narrows a wheel, the core's line that says so stands where a message would.
    this.note.className = "message"; this.note.textContent = data.message || data.filtered || "";
    if (this.speaks && data.message && (!before || before.message !== data.message)) announce(data.message);
    this.drawnFocus = data.state.focus;
    if (hadFocus) this.focusWheel(data.state.focus);
    this.onChange(data);
  }

  build(data) {
    this.views = data.wheels.map((wheel, i) => {
      const node = el("div", wheel.adjustable ? "wheel" : "wheel fixed");
      if (wheel.divides) node.classList.add("divides");
      // The rows are drawing: the spin button speaks its own row (aria-valuetext), so a screen
      // reader's reading cursor does not also read the rows around it.
      const drum = el("div", "drum"); drum.setAttribute("aria-hidden", "true"); node.append(drum);
      const rows = [];
      for (let k = -SLOTS; k <= SLOTS; k++) { const row = el("div", "row"); drum.append(row); rows.push(row); }
      const view = { node: node, rows: rows, pos: 0, target: 0, wheel: wheel, drag: null, spill: 0 };
      if (wheel.adjustable) {
        node.setAttribute("role", "spinbutton");
        node.addEventListener("keydown", (event) => this.key(i, event));
        node.addEventListener("wheel", (event) => this.scrolled(i, event), { passive: false });
        node.addEventListener("pointerdown", (event) => this.press(i, event));
        node.addEventListener("pointermove", (event) => this.drag(i, event));
        node.addEventListener("pointerup", (event) => this.release(i, event));
        node.addEventListener("pointercancel", (event) => this.release(i, event));
      } else {
        node.setAttribute("aria-hidden", "true");
      }
      return view;
    });
    // Replacing the focused wheel sends a focusout (Chromium does on removal): not a leaving.
    this.building = true;
    this.box.replaceChildren(...this.views.map((view) => view.node), this.band);
    this.building = false;
  }

  // Moves a wheel's drawing toward its row: on a cyclic wheel the short way round, over the
  // virtual rows, so 59 -> 00 turns one row forward, never 59 back.
  place(i, wheel, row) {
    const view = this.views[i];
    view.wheel = wheel;
    const node = view.node;
    // Sized once for its longest row, so the wheels do not jump as they turn.
    if (!node.style.width) {
      const longest = Math.max(1, ...wheel.titles.map((t) => t.length)) + (wheel.several ? 2 : 0);
      node.style.width = wheel.adjustable ? "calc(" + longest + "ch + 1rem)" : "calc(" + longest + "ch + .3rem)";
    }
    if (wheel.adjustable) {
      const title = this.title(wheel, row);
      node.setAttribute("aria-label", wheel.name);
      // The core's words where a title says too little: which are chosen, and which options
      // beside the band are unavailable.
      node.setAttribute("aria-valuetext", wheel.several || wheel.disabled ? this.data.spoken : title);
      const number = Number(title);
      const numeric = title !== "" && Number.isFinite(number) && wheel.titles.length === wheel.count &&
        wheel.titles.every((t) => t !== "" && Number.isFinite(Number(t)));
      node.setAttribute("aria-valuenow", numeric ? number : row + 1);
      node.setAttribute("aria-valuemin", numeric ? Math.min(...wheel.titles.map(Number)) : 1);
      node.setAttribute("aria-valuemax", numeric ? Math.max(...wheel.titles.map(Number)) : wheel.count);
      node.tabIndex = i === this.data.state.focus ? 0 : -1;
    }
    if (view.drag) return; // a finger holds it; the answer shows when it lets go
    let target = row;
    if (wheel.cyclic && wheel.count > 0) {
      const turn = ((row - view.pos) % wheel.count + wheel.count) % wheel.count;
      target = view.pos + (turn > wheel.count / 2 ? turn - wheel.count : turn);
      target = Math.round(target);
    }
    view.target = target;
    if (!this.shownOnce || STILL.matches) view.pos = target;
    this.animate();
  }

  // The drawn row of a wheel's own row: on a wheel the core narrowed to the rows that match what
  // was typed (wheel.rows, best first), its place among them; elsewhere the row itself.
  drawnRow(wheel, row) {
    if (!wheel.rows) return row;
    const at = wheel.rows.indexOf(row);
    return wheel.offset + Math.max(0, at);
  }

  // The wheel's own row a drawn row stands for, or undefined beyond the rows sent.
  ownRow(wheel, drawn) {
    return wheel.rows ? wheel.rows[drawn - wheel.offset] : drawn;
  }

  title(wheel, row) {
    if (wheel.count <= 0) return "";
    if (wheel.cyclic) row = ((row % wheel.count) + wheel.count) % wheel.count;
    else if (row < 0 || row >= wheel.count) return "";
    const title = wheel.titles[row - wheel.offset];
    return title === undefined ? "" : title;
  }

  // Draws every wheel at its position: rows on a drum, curving and fading away from the band.
  draw(view) {
    const centre = Math.round(view.pos);
    view.rows.forEach((node, k) => {
      const row = centre + k - SLOTS;
      const angle = (row - view.pos) / PER_RADIAN;
      const opacity = shade(row - view.pos);
      if (opacity === 0 || Math.abs(angle) >= Math.PI / 2) { node.style.visibility = "hidden"; return; }
      node.style.visibility = "";
      node.textContent = this.title(view.wheel, row);
      node.style.transform = "translateY(" + (RADIUS * Math.sin(angle)).toFixed(2) + "px) rotateX(" +
        (-angle).toFixed(4) + "rad)";
      node.style.opacity = opacity.toFixed(3);
      node.classList.toggle("selected", row === centre && Math.abs(row - view.pos) < 0.5);
      // A row the core says cannot be chosen (a disabled option) is drawn struck through.
      node.classList.toggle("disabled", this.disabled(view.wheel, row));
      node.classList.toggle("chosen", this.chosen(view.wheel, row));
    });
  }

  // Whether the state holds a drawn row chosen (several choices).
  chosen(wheel, row) {
    const chosen = wheel.several && this.data && this.data.state.chosen;
    return !!chosen && chosen.includes(this.ownRow(wheel, row));
  }

  // Whether the core sent a row as one that cannot be chosen.
  disabled(wheel, row) {
    if (!wheel.disabled || wheel.count <= 0) return false;
    if (wheel.cyclic) row = ((row % wheel.count) + wheel.count) % wheel.count;
    return wheel.disabled.includes(row);
  }

  // The row drawn under a point (a tap), or the nearest one drawn: the curve squeezes the outer
  // rows toward the band, so their own boxes say which was hit; a press in the wheel's top or
  // bottom edge picks the last row shown there, never a hidden one beyond it.
  rowAt(view, y) {
    let hit = null; let gap = Infinity;
    view.rows.forEach((node, k) => {
      if (node.style.visibility === "hidden") return;
      const box = node.getBoundingClientRect();
      const away = Math.abs(y - (box.top + box.bottom) / 2);
      if (away < gap) { gap = away; hit = k; }
    });
    return hit === null ? Math.round(view.pos) : Math.round(view.pos) + hit - SLOTS;
  }

  animate() {
    if (this.frame) return;
    let last = performance.now();
    const step = (now) => {
      const dt = Math.min(64, now - last); last = now;
      let moving = false;
      this.views.forEach((view) => {
        if (!view.drag && view.pos !== view.target) {
          const gap = view.target - view.pos;
          // Eased: most of the way in about 120 ms, whatever the frame rate.
          const moved = gap * (1 - Math.pow(0.001, dt / 360));
          view.pos = Math.abs(gap) < 0.01 ? view.target : view.pos + moved;
          moving = moving || view.pos !== view.target;
        }
        this.draw(view);
      });
      this.frame = moving ? requestAnimationFrame(step) : 0;
    };
    // The first drawing happens now, so a change shows in this frame, not the next.
    step(last);
  }

  focusWheel(i) {
    const view = this.views[i];
    if (view && document.activeElement !== view.node) view.node.focus({ preventScroll: true });
  }

  // The wheel a person acts on becomes the core's focus first when it is not the one the page
  // shows focused: the person moved to it. Compared with the focus as last drawn, not with the
  // last answer: an answer that came while keys were queued is stored undrawn, and may have moved
  // the core's focus (a typed digit moves right, so does ArrowRight), while the person, still
  // seeing the old focus, goes on typing there; a focus action then would restart the entry or
  // send the next arrow to the wrong wheel.
  focusing(i) {
    if (this.drawnFocus === i) return [];
    this.drawnFocus = i;
    return [{ focus: i }];
  }

  key(i, event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !this.data) return;
    if (!KEYS.includes(event.key) && event.key.length !== 1) return;
    event.preventDefault();
    const done = this.send(this.focusing(i).concat([{ key: event.key }]));
    // Enter settles the value, then submits the form the picker is in, as in a text field,
    // when the value is ready to be taken (the core's rule: a value Enter corrected is shown
    // first).
    const form = this.root.closest("form");
    if (event.key === "Enter" && form) {
      done.then((data) => { if (data && data.ready) form.requestSubmit(); });
    }
  }

  // One notch of a mouse wheel is one row; a touchpad's small deltas add up, a row at a time.
  scrolled(i, event) {
    event.preventDefault();
    if (!this.data) return;
    const view = this.views[i];
    const delta = event.deltaMode === 1 ? event.deltaY * ROW : event.deltaMode === 2 ? event.deltaY * ROW * 5 : event.deltaY;
    let rows = 0;
    if (Math.abs(delta) >= ROW * 1.2) rows = Math.sign(delta);
    else {
      view.spill += delta;
      rows = Math.trunc(view.spill / ROW);
      view.spill -= rows * ROW;
    }
    if (!rows) return;
    this.turn(i, view.target + rows, [{ spin: { wheel: i, by: rows } }]);
  }

  // Shows the wheel turning at once and sends what turned it; the answer settles where it lands.
  turn(i, target, actions) {
    const view = this.views[i];
    const wheel = view.wheel;
    view.target = wheel.cyclic ? target : Math.max(0, Math.min(wheel.count - 1, target));
    this.animate();
    this.send(this.focusing(i).concat(actions));
  }

  press(i, event) {
    if (!this.data || event.button > 0) return;
    const view = this.views[i];
    // The wheel takes the keyboard's focus, without the focus ring: the ring is for the keyboard,
    // and a finger or a mouse knows where it pressed (a browser without the focusVisible option
    // ignores it and shows the ring).
    view.node.focus({ preventScroll: true, focusVisible: false });
    // A press chooses the wheel: the core is told at once, so an answer still on its way to
    // earlier actions does not pull the focus back to the wheel it names.
    const moving = this.focusing(i);
    if (moving.length) this.send(moving);
    view.node.setPointerCapture(event.pointerId);
    view.drag = { y: event.clientY, from: view.pos, lastY: event.clientY, lastT: event.timeStamp,
      speed: 0, moved: false };
  }

  drag(i, event) {
    const view = this.views[i];
    const drag = view.drag;
    if (!drag) return;
    if (Math.abs(event.clientY - drag.y) > 4) drag.moved = true;
    if (!drag.moved) return;
    let pos = drag.from - (event.clientY - drag.y) / ROW;
    if (!view.wheel.cyclic) pos = Math.max(-0.4, Math.min(view.wheel.count - 0.6, pos));
    const dt = Math.max(1, event.timeStamp - drag.lastT);
    drag.speed = 0.8 * (-(event.clientY - drag.lastY) / ROW / dt) + 0.2 * drag.speed;
    drag.lastY = event.clientY; drag.lastT = event.timeStamp;
    view.pos = pos;
    this.draw(view);
  }

  // A tap selects the row under it; a drag lands on the row its momentum carries it to.
  release(i, event) {
    const view = this.views[i];
    const drag = view.drag;
    if (!drag) return;
    view.drag = null;
    const wheel = view.wheel;
    let target;
    if (!drag.moved) {
      target = this.rowAt(view, event.clientY);
    } else {
      const still = event.timeStamp - drag.lastT > 80;
      target = Math.round(view.pos + (still ? 0 : drag.speed * 300));
    }
    if (!wheel.cyclic) target = Math.max(0, Math.min(wheel.count - 1, target));
    const drawn = ((target % wheel.count) + wheel.count) % wheel.count;
    const row = this.ownRow(wheel, drawn);
    // Beyond the matches sent (a fling on a narrowed wheel): back to the selection.
    if (row === undefined) { view.target = this.drawnRow(wheel, this.data.rows[i]); this.animate(); return; }
    if (row === this.data.rows[i] && Math.round(view.pos) === target) {
      view.target = target; this.animate();
      // A tap on the band's row toggles it (several choices).
      if (wheel.several && !drag.moved) this.send(this.focusing(i).concat([{ toggle: row }]));
      return;
    }
    this.turn(i, target, [{ select: { wheel: i, row: row } }]);
  }
}

window.WheelPicker = WheelPicker; window.api = api; window.el = el;
window.askCore = askCore;
window.announce = announce; window.phrase = phrase; window.specs = specs; window.takeAll = takeAll;
