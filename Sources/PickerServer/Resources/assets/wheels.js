"use strict";
// Shared by every page: the API, the core in the page, the live region, and the one wheel
// (WheelPicker, from picker-wheels.js: the module the page runs before this script) on them. It
// keeps the core's picker state, sends the person's actions with it (keys by name, through the
// core's key map; spins and selections as actions) to the core in this page, and draws what the
// core answers. It holds no rule of its own.

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

// The one wheel, as <picker-wheels> draws it (picker-wheels.js), on this page's core (askCore),
// key names and live region; its style sheet is the element's.
const PickerWheels = customElements.get("picker-wheels");
document.adoptedStyleSheets = [...document.adoptedStyleSheets, PickerWheels.styles];
class WheelPicker extends PickerWheels.WheelPicker {
  // root: the element to draw in; spec: the picker spec from the model; settings: label (the
  // field's name) or labelledBy (the id of its heading), onChange(data) after each answer, and
  // transport(body), which answers a request of POST /api/picker's shape: the page's core unless
  // given (a form's field sends its actions through the form instead).
  constructor(root, spec, settings) {
    super(root, spec, Object.assign({ transport: askCore, keys: KEYS, announce }, settings));
  }
}

window.WheelPicker = WheelPicker; window.api = api; window.el = el;
window.askCore = askCore;
window.announce = announce; window.phrase = phrase; window.specs = specs; window.takeAll = takeAll;
