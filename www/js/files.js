// @ts-check
/**
 * The one place the page reads its own files. Served, it fetches them
 * relative to the page. In `fencelab.html`, the page in one file that
 * `cargo xtask dist` writes for use offline, nothing can be fetched, so the
 * build puts every file the page reads into
 * `<script type="application/json" id="fencelab-files">` and this module
 * reads them from there.
 */

/**
 * The bundle the single file carries: text files and binary files (in
 * base64) by their paths relative to the page.
 * @typedef {{ text: Record<string, string>, base64: Record<string, string> }} Bundle
 */

/** The wasm, by the path wasm-bindgen's module fetches it from when served. */
const WASM = "pkg/fencelab_wasm_bg.wasm";

/** @type {Bundle | null | undefined} read once, on first use */
let bundle;

/**
 * A file's text, by its path relative to the page; throws with the reason
 * if it cannot be read.
 * @param {string} path
 * @returns {Promise<string>}
 */
export async function readText(path) {
  const files = inline();
  if (files) {
    if (!Object.hasOwn(files.text, path)) throw new Error(`${path} is not in this file`);
    return files.text[path];
  }
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

/**
 * What to hand wasm-bindgen's init: nothing when served, so it fetches the
 * wasm next to its own module as usual; the wasm's bytes in the single file.
 * @returns {Uint8Array | undefined}
 */
export function wasmInput() {
  const files = inline();
  if (!files) return undefined;
  if (!Object.hasOwn(files.base64, WASM)) throw new Error(`${WASM} is not in this file`);
  const binary = atob(files.base64[WASM]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The single file's bundle, or `null` on a served page.
 * @returns {Bundle | null}
 */
function inline() {
  if (bundle === undefined) {
    const script = document.getElementById("fencelab-files");
    bundle = script ? JSON.parse(script.textContent ?? "") : null;
  }
  return bundle ?? null;
}
