// <picker-wheels>: PickerKit's wheels as a form control any web page can use, and the one wheel
// every PickerKit page draws (WheelPicker, which the apps' pages run on their own core).
//
//   <script type="module" src="/assets/picker-wheels.js"></script>
//   <form>
//     <label for="lap">Lap</label>
//     <picker-wheels id="lap" name="lap" pattern="59:59.99" max="30:00" required></picker-wheels>
//   </form>
//
// The element runs PickerKit's core in the page (pickerkit.js on pickerkit.wasm, found beside this
// module), on the browser's own locale and zone data (intl-platform.js): no server is asked. It
// takes a description (the `description` attribute: a PickerSpec as JSON, exactly what every
// front end takes), or its common settings as attributes (pattern, kind, min, max, step, mode,
// locale, time-zone, clock, options), and keeps the core's state; each key, spin and drag is sent
// to the core, and what it answers is drawn. The form's value is the settled value as `picker
// --print value` writes it (the core's `valueText`). Every rule is the core's.

const ROW = 40; // px per row unless the page sets --picker-row-height
const PER_RADIAN = 2.2; // rows per radian of the drum: five rows face the viewer
const SLOTS = 3; // rows drawn on each side of the selection
const STILL = window.matchMedia("(prefers-reduced-motion: reduce)");

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/// The wheels' style sheet: the element's shadow root adopts it, and so do the PickerKit pages
/// that draw a WheelPicker in their own document. Themed through custom properties and ::part().
export const wheelStyles = new CSSStyleSheet();
wheelStyles.replaceSync(`
:host { display: inline-block; max-width: 100%; vertical-align: top;
  --_warn: #9a4a07; --_bad: #b91c1c; }
@media (prefers-color-scheme: dark) { :host { --_warn: #f5b45a; --_bad: #ff8a8a; } }
:host([hidden]) { display: none; }
.picker, .picker * { box-sizing: border-box; }
.picker { max-width: 100%; }
/* Five rows on a drum, the middle one in a marked band; rows curve and fade away. */
.wheels { display: inline-flex; max-width: 100%; gap: 2px; padding: 0 6px;
  background: var(--picker-background, #111827); border-radius: 12px; position: relative;
  height: calc(var(--picker-row-height, 40px) * 5); overflow: hidden;
  -webkit-user-select: none; user-select: none; }
.wheel { position: relative; height: 100%; flex: 0 0 auto; color: var(--picker-row-color, #d1d5db);
  outline: none; text-align: center; perspective: 600px; touch-action: none; cursor: grab;
  border-radius: 6px; font-variant-numeric: tabular-nums; font-size: 1.2rem;
  font-family: var(--picker-font, inherit); }
.wheel.fixed { cursor: default; }
.wheel .drum { position: absolute; inset: 0; transform-style: preserve-3d; }
/* The rows off the band: light enough that, faded to 0.6 two rows out (shade), they keep 5:1
   against the wheels' background. */
.wheel .row { position: absolute; left: 0; right: 0; top: 50%; height: var(--picker-row-height, 40px);
  margin-top: calc(var(--picker-row-height, 40px) / -2); line-height: var(--picker-row-height, 40px);
  white-space: nowrap; backface-visibility: hidden; }
.wheel .row.selected { color: var(--picker-selected-color, #fff); font-weight: 600; }
.wheel.fixed .row { color: var(--picker-selected-color, #fff); }
.wheel .row.disabled { color: #6b7280; text-decoration: line-through; }
/* Chosen (several choices): ticked. */
.wheel .row.chosen::before { content: "\\2713\\00a0"; color: #047857; font-weight: 700; }
/* The focus ring: amber on the dark wheels, 10.6:1 against them. */
.wheel:focus-visible { outline: none; box-shadow: inset 0 0 0 3px var(--picker-focus-color, #fbbf24); }
/* The selection band: light edges, 7:1 against the wheels' background. */
.wheels .band { position: absolute; left: 3px; right: 3px;
  top: calc(50% - var(--picker-row-height, 40px) / 2); height: var(--picker-row-height, 40px);
  border-top: 2px solid var(--picker-band-color, #9ca3af); border-bottom: 2px solid var(--picker-band-color, #9ca3af);
  background: rgba(255, 255, 255, .1); border-radius: 6px; pointer-events: none; }
.readout { margin: .6rem 0 0; font-size: 1.05rem; }
.picker > .message { color: var(--picker-message-color, var(--_warn)); min-height: 1.4em; }
.picker > .error { color: var(--picker-error-color, var(--_bad)); min-height: 1.4em; }
.spoken { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
/* A phone: narrower wheels; a range's end under its start, its dash a line break. */
@media (max-width: 640px) {
  .wheels { gap: 0; padding: 0 3px; }
  .wheel { font-size: 1.1rem; }
  .wheels:has(> .wheel:nth-child(7)) .wheel { font-size: .72rem; }
  .wheels:has(> .divides) { flex-wrap: wrap; height: calc(var(--picker-row-height, 40px) * 10); }
  .wheels:has(> .divides) .wheel { height: calc(var(--picker-row-height, 40px) * 5); font-size: 1rem; }
  .wheels:has(> .divides) .divides { flex-basis: 100%; height: 0; }
  .wheels:has(> .divides) .band { top: calc(var(--picker-row-height, 40px) * 2);
    box-shadow: 0 calc(var(--picker-row-height, 40px) * 5) 0 #ffffff1a; }
}
`);

// How much of a row shows by its distance from the band: a fifth less each row out, so the
// outermost of the five rows at rest keeps 4.5:1 contrast (WCAG 1.4.3: they can be tapped); a
// row turning past them fades out within half a row.
function shade(distance) {
  const d = Math.abs(distance);
  return d <= 2 ? 1 - 0.2 * d : Math.max(0, 0.6 * (2.5 - d) / 0.5);
}

let serial = 0;

export class WheelPicker {
  // root: the element to draw in; spec: the picker spec from the model; settings: label (the
  // field's name) or labelledBy (the id of its heading), onChange(data) after each answer, and
  // transport(body), which answers a request of POST /api/picker's shape: the page's core unless
  // given (a form's field sends its actions through the form instead).
  constructor(root, spec, settings) {
    this.root = root; this.spec = spec; this.onChange = settings.onChange || (() => {});
    this.transport = settings.transport;
    this.speaks = settings.speaks !== false; // a form says its fields' messages itself
    // The key names the core's key map reads (its `keys` call): every other key with a name of
    // more than one character stays the browser's (Tab moves between controls).
    this.keys = settings.keys || [];
    this.announce = settings.announce || (() => {});
    // The form Enter submits once the value is ready: the one the picker is in, unless given.
    this.form = settings.form || (() => this.root.closest("form"));
    this.id = "picker" + (++serial);
    this.group = el("div", "picker"); this.group.setAttribute("role", "group");
    if (settings.labelledBy) this.group.setAttribute("aria-labelledby", settings.labelledBy);
    else this.group.setAttribute("aria-label", settings.label || "value");
    this.box = el("div", "wheels"); this.box.part = "wheels";
    this.band = el("div", "band"); this.band.setAttribute("aria-hidden", "true"); this.band.part = "band";
    this.readout = el("div", "readout"); this.readout.id = this.id + "-value"; this.readout.part = "readout";
    this.group.setAttribute("aria-describedby", this.readout.id);
    this.note = el("div", "message"); this.note.part = "message";
    this.group.append(this.box, this.readout, this.note);
    root.replaceChildren(this.group);
    this.queue = []; this.busy = null; this.data = null; this.views = [];
    this.frame = 0; this.row = ROW;
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
      this.announce(error.message);
      return null;
    }
  }

  render(data) {
    const hadFocus = this.group.contains(this.root.getRootNode().activeElement);
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
    if (this.speaks && data.message && (!before || before.message !== data.message)) this.announce(data.message);
    this.drawnFocus = data.state.focus;
    if (hadFocus) this.focusWheel(data.state.focus);
    this.onChange(data);
  }

  build(data) {
    this.views = data.wheels.map((wheel, i) => {
      const node = el("div", wheel.adjustable ? "wheel" : "wheel fixed"); node.part = "wheel";
      if (wheel.divides) node.classList.add("divides");
      // The rows are drawing: the spin button speaks its own row (aria-valuetext), so a screen
      // reader's reading cursor does not also read the rows around it.
      const drum = el("div", "drum"); drum.setAttribute("aria-hidden", "true"); node.append(drum);
      const rows = [];
      for (let k = -SLOTS; k <= SLOTS; k++) { const row = el("div", "row"); row.part = "row"; drum.append(row); rows.push(row); }
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
    // A row's height, as the style sheet sets it (--picker-row-height): what a drag or a
    // notch of the mouse wheel moves by.
    this.row = (this.views[0] && this.views[0].rows[0].offsetHeight) || ROW;
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
      node.style.transform = "translateY(" + (this.row * PER_RADIAN * Math.sin(angle)).toFixed(2) + "px) rotateX(" +
        (-angle).toFixed(4) + "rad)";
      node.style.opacity = opacity.toFixed(3);
      const selected = row === centre && Math.abs(row - view.pos) < 0.5;
      node.classList.toggle("selected", selected); node.part.toggle("selected", selected);
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
    if (view && this.root.getRootNode().activeElement !== view.node) view.node.focus({ preventScroll: true });
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
    if (!this.keys.includes(event.key) && event.key.length !== 1) return;
    event.preventDefault();
    const done = this.send(this.focusing(i).concat([{ key: event.key }]));
    // Enter settles the value, then submits the form the picker is in, as in a text field,
    // when the value is ready to be taken (the core's rule: a value Enter corrected is shown
    // first).
    const form = this.form();
    if (event.key === "Enter" && form) {
      done.then((data) => { if (data && data.ready) form.requestSubmit(); });
    }
  }

  // One notch of a mouse wheel is one row; a touchpad's small deltas add up, a row at a time.
  scrolled(i, event) {
    event.preventDefault();
    if (!this.data) return;
    const view = this.views[i];
    const delta = event.deltaMode === 1 ? event.deltaY * this.row : event.deltaMode === 2 ? event.deltaY * this.row * 5 : event.deltaY;
    let rows = 0;
    if (Math.abs(delta) >= this.row * 1.2) rows = Math.sign(delta);
    else {
      view.spill += delta;
      rows = Math.trunc(view.spill / this.row);
      view.spill -= rows * this.row;
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
    let pos = drag.from - (event.clientY - drag.y) / this.row;
    if (!view.wheel.cyclic) pos = Math.max(-0.4, Math.min(view.wheel.count - 0.6, pos));
    const dt = Math.max(1, event.timeStamp - drag.lastT);
    drag.speed = 0.8 * (-(event.clientY - drag.lastY) / this.row / dt) + 0.2 * drag.speed;
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


// The core every <picker-wheels> of a page shares, loaded once on first use: pickerkit.wasm beside
// this module, on the browser's Intl data; with the key names its key map reads.
let sharedCore = null;
function elementCore() {
  if (!sharedCore) {
    sharedCore = Promise.all([import("./pickerkit.js"), import("./intl-platform.js")])
      .then(async ([kit, intl]) => {
        const core = await kit.load({ wasm: new URL("pickerkit.wasm", import.meta.url),
          platform: intl.platform(), more: intl.more });
        return { core, keys: JSON.parse(core.calls.keys("")) };
      });
    sharedCore.catch(() => { sharedCore = null; });
  }
  return sharedCore;
}

// The attributes that are settings of the description (the core reads each as its setting:
// SpecAttributes); the element observes them.
const SETTINGS = ["kind", "pattern", "min", "max", "step", "mode", "locale", "time-zone", "clock",
  "options"];

/// A form-associated custom element: PickerKit's wheels in any page's form.
export class PickerWheelsElement extends HTMLElement {
  static formAssociated = true;
  /// The wheel the element draws, for a page that draws it on a core of its own (PickerKit's
  /// apps), and its style sheet.
  static WheelPicker = WheelPicker;
  static styles = wheelStyles;
  static observedAttributes = ["description", "value", "required", "aria-label",
    ...SETTINGS];

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.internals.role = "group";
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    root.adoptedStyleSheets = [wheelStyles];
    this.frame = el("div"); this.frame.part = "frame";
    this.spoken = el("div", "spoken"); this.spoken.setAttribute("role", "status");
    this.spoken.setAttribute("aria-live", "polite");
    root.append(this.frame, this.spoken);
    // The value the person or the page set (null: the default, the `value` attribute), whether
    // anyone has turned the wheels, and the settled value `change` last reported.
    this.set = null; this.touched = false; this.committed = null;
    this.refusal = null; this.correction = null; this.projected = null;
    this.generation = 0;
    this.addEventListener("invalid", () => {
      // A correction is a reason not to submit once, as the core's rule for a confirmation: the
      // browser shows why, and the next submit takes the corrected value. It is shown where the
      // browser focuses the element right after (a submit, reportValidity()) or the element has
      // focus, its own message in view; a page's checkValidity() shows nothing, so the
      // correction still waits to be seen.
      if (!this.correction) return;
      const seen = () => { this.correction = null; queueMicrotask(() => this.validate()); };
      if (this.matches(":focus-within")) { seen(); return; }
      this.addEventListener("focusin", seen, { once: true });
      setTimeout(() => this.removeEventListener("focusin", seen), 0);
    });
  }

  connectedCallback() { this.rebuild(); }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.isConnected) return;
    if (name === "required") this.validate();
    else this.rebuild();
  }

  // The form-associated element's callbacks: reset, a disabled fieldset, back and forward.
  formResetCallback() { this.set = null; this.touched = false; this.rebuild(); }
  formDisabledCallback(disabled) { this.frame.inert = disabled; }
  formStateRestoreCallback(state) {
    if (typeof state !== "string") return;
    this.set = state; this.touched = true; this.rebuild();
  }

  // The properties of a form control.
  get form() { return this.internals.form; }
  get labels() { return this.internals.labels; }
  get validity() { return this.internals.validity; }
  get validationMessage() { return this.internals.validationMessage; }
  get willValidate() { return this.internals.willValidate; }
  get type() { return "picker-wheels"; }
  checkValidity() { return this.internals.checkValidity(); }
  reportValidity() { return this.internals.reportValidity(); }
  get name() { return this.getAttribute("name") || ""; }
  set name(value) { this.setAttribute("name", value); }
  get required() { return this.hasAttribute("required"); }
  set required(value) { this.toggleAttribute("required", !!value); }
  get disabled() { return this.hasAttribute("disabled"); }
  set disabled(value) { this.toggleAttribute("disabled", !!value); }
  get defaultValue() { return this.getAttribute("value") || ""; }
  set defaultValue(value) { this.setAttribute("value", value); }
  /// The description the wheels were last drawn on (as the core read the attributes), or null.
  get description() { return this.described ? structuredClone(this.described) : null; }
  set description(value) {
    if (value === null || value === undefined) this.removeAttribute("description");
    else this.setAttribute("description", typeof value === "string" ? value : JSON.stringify(value));
  }
  /// The settled value, as `picker --print value` writes it ("" for none): in the middle of an
  /// entry, the value the entry settles to, never the one before it.
  get value() { return this.projected === null ? "" : this.projected; }
  set value(value) {
    // Empty (or null) is no value, as an input's: the fresh wheels, nothing in the form.
    this.set = value === null || value === undefined ? "" : String(value);
    this.touched = this.set !== "";
    this.rebuild();
  }
  /// The core's last answer (the report of POST /api/picker), or null.
  get report() { return this.picker ? this.picker.data : null; }

  /// The description: the `description` attribute's JSON, each setting given as an attribute in
  /// its place, and the kind implied when neither names it, as the core reads them (its
  /// `describe` call); a refusal throws its message.
  spec(core) {
    const attributes = {};
    for (const name of SETTINGS) {
      const value = this.getAttribute(name);
      if (value !== null) attributes[name] = value;
    }
    const answer = JSON.parse(core.calls.describe(JSON.stringify(
      { description: this.getAttribute("description"), attributes })));
    if (answer.error) throw new Error(answer.error.message);
    return answer;
  }

  // Draws the wheels anew: on the value set, else the default, else fresh. A value the wheels
  // cannot hold is corrected to the nearest they can, and says so; one they cannot read at all
  // leaves them fresh, saying why.
  async rebuild() {
    const generation = ++this.generation;
    // One rebuild for the attributes set together.
    await Promise.resolve();
    if (generation !== this.generation) return;
    this.refusal = null; this.correction = null;
    let shared, spec;
    try {
      shared = await elementCore();
      if (generation !== this.generation) return;
      spec = this.spec(shared.core);
    } catch (error) {
      return this.refuse(error.message);
    }
    this.core = shared.core;
    this.described = spec;
    const label = this.getAttribute("aria-label") ||
      Array.from(this.internals.labels || [], (node) => node.textContent.trim()).join(" ") || this.name || "value";
    let refused = null;
    const picker = new WheelPicker(this.frame, spec, {
      label, keys: shared.keys,
      transport: async (body) => {
        const data = await this.core.ask("answer", body);
        if (data.error) { refused = data.error.message; throw new Error(data.error.message); }
        return data;
      },
      announce: (text) => this.say(text),
      form: () => this.internals.form,
      // Only the drawn picker's answers, once it has started: a picker a rebuild replaced may
      // still have answers on their way.
      onChange: (data) => { if (picker === this.picker && !picker.starting) this.answered(data); },
    });
    this.picker = picker;
    picker.starting = true;
    // The value set; else, once the wheels were turned, the value they hold (a setting changed
    // keeps it where the new wheels can); else the default.
    const value = this.set !== null ? this.set
      : this.touched && this.projected !== null ? this.projected : this.getAttribute("value");
    let data = value !== null && value !== "" ? await picker.load({ answer: value, nearest: true }) : await picker.load();
    if (!data && value) {
      const reason = refused;
      data = await picker.load();
      if (data) { picker.note.className = "error"; picker.note.textContent = reason; }
      this.refusal = data ? reason : refused;
    } else if (!data) {
      this.refusal = refused;
    }
    // A description the core refused draws nothing: there is none to report.
    if (!data) this.described = null;
    picker.starting = false;
    if (generation !== this.generation) return;
    if (data) {
      if (data.corrected && data.message) this.correction = data.message;
      this.committed = this.settledText(data);
    }
    this.update();
  }

  refuse(message) {
    this.picker = null; this.described = null; this.refusal = message; this.projected = null;
    const note = el("div", "error", message); note.part = "message";
    this.frame.replaceChildren(note);
    this.update();
  }

  say(text) {
    this.spoken.textContent = "";
    setTimeout(() => { this.spoken.textContent = text; }, 20);
  }

  // What the value text is once the entry in progress ends: the core's answer to settling it,
  // asked at once (the core runs in this page), so a form read in the middle of an entry reads
  // the value the person is entering.
  settledText(data) {
    if (!data.entering) return data.valueText;
    const settled = JSON.parse(this.core.calls.answer(JSON.stringify(
      { picker: this.described, state: data.state, actions: ["settle"] })));
    return settled.error ? data.valueText : settled.valueText;
  }

  // Each answer of the core: the value, the states, and the events of a form control.
  answered(data) {
    this.touched = true;
    this.correction = data.corrected && data.message ? data.message : null;
    const before = this.projected;
    this.update();
    if (this.projected !== before) this.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    if (!data.entering && data.valueText !== this.committed) {
      this.committed = data.valueText;
      this.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }

  // The form's value, the states and the validity, from the last answer.
  update() {
    const data = this.picker && this.picker.data;
    const hasValue = !!data && (this.touched || (this.set !== null ? this.set : this.getAttribute("value") || "") !== "");
    this.projected = hasValue ? this.settledText(data) : null;
    this.internals.setFormValue(this.projected, this.projected);
    this.state("entering", !!data && data.entering);
    this.state("corrected", !!data && data.corrected);
    this.validate();
  }

  state(name, on) {
    try {
      if (on) this.internals.states.add(name); else this.internals.states.delete(name);
    } catch {
      // A browser without CustomStateSet: the state is not styled.
    }
  }

  validate() {
    const data = this.picker && this.picker.data;
    const anchor = data && this.picker.views[data.state.focus] ? this.picker.views[data.state.focus].node : undefined;
    if (this.refusal) this.internals.setValidity({ customError: true }, this.refusal, anchor);
    else if (this.correction) this.internals.setValidity({ customError: true }, this.correction, anchor);
    else if (this.required && this.projected === null) {
      // In the browser's own words, as it says them for a required field of its own.
      const probe = document.createElement("input");
      probe.required = true;
      this.internals.setValidity({ valueMissing: true }, probe.validationMessage || "*", anchor);
    } else this.internals.setValidity({});
  }
}

// Each setting's attribute as a property, named as the DOM names them (`pattern`, `timeZone`).
for (const attribute of SETTINGS) {
  const property = attribute.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  Object.defineProperty(PickerWheelsElement.prototype, property, {
    get() { return this.getAttribute(attribute); },
    set(value) { if (value === null || value === undefined) this.removeAttribute(attribute); else this.setAttribute(attribute, value); },
  });
}

if (!customElements.get("picker-wheels")) customElements.define("picker-wheels", PickerWheelsElement);
