// PickerKit's core in the page: the same Swift files the server and the command line run,
// compiled to WebAssembly (scripts/wasm.sh), so a page's pickers answer where the person is, with
// no request per key and nothing to wait for when the network is gone.
//
//   import { load } from "/assets/pickerkit.js";
//   const core = await load();
//   core.json('{"b": 1, "a": [1.50]}')   // '{"a":[1.50],"b":1}', the core's one encoding
//
// This module only moves bytes between the page and the core: it holds no rule of its own.

const calls = { json: 0, localeData: 1 };
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
    return decoder.decode(new Uint8Array(memory.buffer, core.pickerkit_answer(), length));
  }

  return {
    /// JSON text read and written back in the core's encoding, or {"error": ...}.
    json: (request) => call(calls.json, request),
    /// A locale's data as the server hands it, read and written back (or {"error": ...}).
    localeData: (request) => call(calls.localeData, request),
  };
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
