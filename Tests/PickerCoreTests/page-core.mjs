// Runs requests through the page's build of the core, for PageCoreTests: reads framed requests
// ([u8 name length][call name][u32 length][bytes], little-endian) from a file, answers each with
// pickerkit.js's call of that name on the served pickerkit.wasm, and writes framed answers
// ([u32 length][UTF-8 bytes]) to another file.
//
//   node page-core.mjs pickerkit.js pickerkit.wasm requests answers
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [moduleFile, wasmFile, requestsFile, answersFile] = process.argv.slice(2);
// Node 18 (Debian 12) has Web Crypto only as a module; the core seeds its hash tables from it.
globalThis.crypto ??= (await import("node:crypto")).webcrypto;
const { load } = await import(pathToFileURL(moduleFile));
const core = await load({ wasm: readFileSync(wasmFile) });
const input = readFileSync(requestsFile);
const encoder = new TextEncoder();
const out = [];
let at = 0;
while (at < input.length) {
  const nameLength = input[at];
  const name = input.subarray(at + 1, at + 1 + nameLength).toString("utf8");
  at += 1 + nameLength;
  const length = input.readUInt32LE(at);
  const request = new Uint8Array(input.subarray(at + 4, at + 4 + length));
  at += 4 + length;
  let text;
  try {
    text = core.calls[name](request);
  } catch (error) {
    // A trap in the page's core: name the request that caused it, then fail.
    console.error(`${name} ${new TextDecoder().decode(request).slice(0, 2000)}`);
    throw error;
  }
  const answer = encoder.encode(text);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(answer.length);
  out.push(header, answer);
}
writeFileSync(answersFile, Buffer.concat(out));
