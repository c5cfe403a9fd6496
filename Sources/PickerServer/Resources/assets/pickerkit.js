// PickerKit's core in the page: the same Swift files the server and the command line run,
// compiled to WebAssembly (scripts/wasm.sh), so a page's pickers answer where the person is, with
// no request per key and nothing to wait for when the network is gone.
//
//   import { load } from "/assets/pickerkit.js";
//   const core = await load({ platform: document.body.dataset.platform });
//   const answer = await core.answer({ picker: { kind: "pattern", pattern: "59:59.99" },
//     actions: [{ key: "4" }] });   // what POST /api/picker answers, as an object
//
// answer(request) takes the body of POST /api/picker and resolves to its answer: the report, or
// {"error": {"message": ...}} for a request the route refuses (422 or 400 there). The platform is
// the data the server hands a page (data-platform on each of the app's pages: its reader's
// locale, en_US, UTC and the server's zone); a description that names another locale or zone is
// fetched once from GET /api/platform, and with the network gone it is refused as an unknown one.
//
// calls holds the core's calls by the names it gives (PageCall in Sources/PickerCore, and the
// apps' calls after them, PaceCall in Sources/PaceCalculator): json, localeData, platform, now,
// answer, more, missing, paceReport...; each takes request text and returns the answer's text.
// ask(name, request) asks one of them as answer does (the page's now, the missing locales
// fetched) and resolves to the answer as an object. This module only moves bytes between the page and the core, and sets the
// core's now to the page's clock before each answer: it holds no rule of its own.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// The core, loaded from pickerkit.wasm beside this module (or options.wasm: a URL, or the
/// module's bytes in node), on options.platform (the data, as an object or its JSON text), asking
/// options.more(names) for data it lacks (GET /api/platform by default in a page).
export async function load(options = {}) {
  const source = options.wasm || new URL("pickerkit.wasm", import.meta.url);
  let memory = null;
  const imports = { wasi_snapshot_preview1: system(() => memory) };
  const { instance } = ArrayBuffer.isView(source) || source instanceof ArrayBuffer
    ? await WebAssembly.instantiate(source, imports)
    : await instantiate(source, imports);
  const core = instance.exports;
  memory = core.memory;

  /// The text of the answer the core keeps, `length` bytes long.
  function kept(length) {
    return decoder.decode(new Uint8Array(memory.buffer, core.pickerkit_answer(), length));
  }

  /// One of the core's calls on a request (its text, its UTF-8 bytes, or a value sent as its
  /// JSON); the answer's text.
  function call(number, request) {
    const bytes = request instanceof Uint8Array
      ? request
      : encoder.encode(typeof request === "string" ? request : JSON.stringify(request));
    const pointer = core.pickerkit_alloc(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    const length = core.pickerkit_call(number, pointer, bytes.length);
    core.pickerkit_free(pointer);
    if (length < 0) throw new Error(`the core has no call ${number}`);
    return kept(length);
  }

  // One function per call the core has, by the names it gives.
  const calls = {};
  for (const [name, number] of Object.entries(JSON.parse(kept(core.pickerkit_calls())))) {
    calls[name] = (request) => call(number, request);
  }
  if (options.platform !== undefined) {
    const refused = JSON.parse(calls.platform(options.platform)).error;
    if (refused) throw new Error(`the platform's data: ${refused.message}`);
  }
  const more = options.more || (globalThis.location ? fetchPlatform : null);
  // Each name asked for, by "locale NAME" or "zone NAME": the fetch that brings it, and whether
  // it has ended. Two questions that lack the same name (two pickers starting together) wait for
  // the one fetch; a name whose fetch ended is not asked for again until the page is loaded again.
  const asked = new Map();

  /// A call on a request, at the page's now; a locale or zone it lacked is fetched once and
  /// the request asked again (a refusal names one name at a time). Resolves to the answer as an
  /// object.
  async function ask(name, request) {
    const text = typeof request === "string" ? request : JSON.stringify(request);
    calls.now(String(Math.floor(Date.now() / 1000)));
    let answer = calls[name](text);
    // A form may name several; past 16 rounds a description asks too much to wait for.
    for (let round = 0; more && round < 16; round++) {
      const missing = JSON.parse(calls.missing(""));
      const keys = missing.locales.map((locale) => "locale " + locale)
        .concat(missing.zones.map((zone) => "zone " + zone));
      const fresh = {
        locales: missing.locales.filter((locale) => !asked.has("locale " + locale)),
        zones: missing.zones.filter((zone) => !asked.has("zone " + zone)),
      };
      if (fresh.locales.length + fresh.zones.length > 0) {
        const fetch = { ended: false };
        // Offline, or the server refused: the core's answer stands (the name is unknown here).
        fetch.promise = more(fresh).then((data) => { calls.more(data); }, () => {})
          .finally(() => { fetch.ended = true; });
        fresh.locales.forEach((locale) => asked.set("locale " + locale, fetch));
        fresh.zones.forEach((zone) => asked.set("zone " + zone, fetch));
      }
      const waiting = [...new Set(keys.map((key) => asked.get(key)).filter((fetch) => !fetch.ended))];
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((fetch) => fetch.promise));
      answer = calls[name](text);
    }
    return JSON.parse(answer);
  }

  const api = { calls, ask, answer: (request) => ask("answer", request) };
  if (calls.form) api.form = (request) => ask("form", request);
  return api;
}

/// The data of locales and zones the page was not handed, from the server that served it.
async function fetchPlatform(names) {
  const query = new URLSearchParams();
  names.locales.forEach((locale) => query.append("locale", locale));
  names.zones.forEach((zone) => query.append("zone", zone));
  const response = await fetch(new URL("/api/platform?" + query, globalThis.location));
  if (!response.ok) throw new Error(`/api/platform: ${response.status}`);
  return response.text();
}

async function instantiate(url, imports) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  // Streaming compiles while the bytes arrive; it needs the server's application/wasm type.
  if (WebAssembly.instantiateStreaming && response.headers.get("Content-Type") === "application/wasm") {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

/// The little the core asks of a system: randomness to seed its hash tables, and somewhere to
/// write the message of a trap (the console). No file is opened.
function system(memory) {
  const unsupported = 52; // ENOSYS
  return {
    random_get(pointer, length) {
      crypto.getRandomValues(new Uint8Array(memory().buffer, pointer, length));
      return 0;
    },
    fd_write(fd, vectors, count, written) {
      const view = new DataView(memory().buffer);
      let text = "";
      let total = 0;
      for (let i = 0; i < count; i++) {
        const base = view.getUint32(vectors + i * 8, true);
        const length = view.getUint32(vectors + i * 8 + 4, true);
        text += decoder.decode(new Uint8Array(memory().buffer, base, length));
        total += length;
      }
      if (text.trim()) console.error(`pickerkit: ${text.trimEnd()}`);
      view.setUint32(written, total, true);
      return 0;
    },
    fd_close: () => unsupported,
    fd_seek: () => unsupported,
  };
}
