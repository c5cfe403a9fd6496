// PickerKit's core in the page: the same Swift files the server and the command line run,
// compiled to WebAssembly (scripts/wasm.sh), so a page's pickers answer where the person is, with
// no request per key and nothing to wait for when the network is gone.
//
//   import { load } from "/assets/pickerkit.js";
//   const core = await load();
//   core.json('{"b": 1, "a": [1.50]}')   // '{"a":[1.50],"b":1}', the core's one encoding
//
// The methods are the core's calls (PageCall in Sources/PickerCore), by the names it gives:
// json (JSON read and written back) and localeData (a locale's data as the server hands it,
// checked); each returns the answer's JSON text, or {"error": MESSAGE}.
// This module only moves bytes between the page and the core: it holds no rule of its own.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// The core, loaded from pickerkit.wasm beside this module, or from the module's bytes (node).
export async function load(source = new URL("pickerkit.wasm", import.meta.url)) {
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

  // One method per call the core has, by the names it gives (json, localeData, ...).
  const api = {};
  JSON.parse(kept(core.pickerkit_calls())).forEach((name, number) => {
    api[name] = (request) => call(number, request);
  });
  return api;
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
