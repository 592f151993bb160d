// @ts-check
/**
 * The one place the page reads its own files. Served, it fetches them
 * relative to the page. In `fencelab.html`, the page in one file that
 * `cargo xtask dist` writes for use offline, nothing can be fetched, so the
 * build puts every file the page reads into
 * `<script type="application/json" id="fencelab-files">`, which the page
 * hands this module (`carry`) and this module reads them from.
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
 * One file a folder's index lists: its name, and its text or the reason it
 * could not be read (`unread`, its text then empty).
 * @typedef {{ file: string, text: string, unread: string | null }} Listed
 */

/**
 * Every file `<folder>/index.json` lists under `key`, read as `readText`
 * reads them, with the index itself for whatever else it says. A file that
 * cannot be read is kept with the reason, so the others still load; an
 * index that cannot be read, or lists nothing under `key`, throws.
 * @param {string} folder
 * @param {string} key
 * @returns {Promise<{ index: Record<string, unknown>, files: Listed[] }>}
 */
export async function readListed(folder, key) {
  const path = `${folder}/index.json`;
  /** @type {string} */
  let text;
  try {
    text = await readText(path);
  } catch (err) {
    throw new Error(`${path}: ${reason(err)}`);
  }
  const index = JSON.parse(text);
  const names = index?.[key];
  if (!Array.isArray(names)) throw new Error(`${path}: no list of ${key}`);
  const files = await Promise.all(
    names
      .filter((/** @type {unknown} */ file) => typeof file === "string")
      .map(async (/** @type {string} */ file) => {
        try {
          return { file, text: await readText(`${folder}/${encodeURIComponent(file)}`), unread: null };
        } catch (err) {
          return { file, text: "", unread: reason(err) };
        }
      }),
  );
  return { index, files };
}

/**
 * A file's bytes, by its path relative to the page, as `readText`. The
 * single file carries none of the files read this way (only the share
 * dialog's SCORM package is), so there it throws.
 * @param {string} path
 * @returns {Promise<Uint8Array>}
 */
export async function readBytes(path) {
  if (inline()) throw new Error(`${path} is not in this file`);
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The wasm, compiled: fetched and compiled as it streams in when served,
 * from its bytes in the single file. The page instantiates it once for
 * itself, and hands the same compiled module to each of its workers, so
 * none of them fetches or compiles it again.
 * @returns {Promise<WebAssembly.Module>}
 */
export async function wasmModule() {
  const files = inline();
  if (files) {
    if (!Object.hasOwn(files.base64, WASM)) throw new Error(`${WASM} is not in this file`);
    const binary = atob(files.base64[WASM]);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return WebAssembly.compile(bytes);
  }
  const response = await fetch(WASM);
  if (!response.ok) throw new Error(`${WASM}: ${response.status} ${response.statusText}`);
  // A host that serves the wasm under another type refuses streaming; the
  // bytes still compile.
  if (response.headers.get("Content-Type")?.split(";")[0].trim() !== "application/wasm") {
    return WebAssembly.compile(await response.arrayBuffer());
  }
  return WebAssembly.compileStreaming(response);
}

/**
 * Where to start a worker whose module is at `path`, relative to the page.
 * Served, that is the file itself. The single file has no files to point
 * at: its build puts each worker's module there with every import written
 * out as a `data:` URL, and the worker starts from that text as a `data:`
 * URL too (a `blob:` URL made by a page opened from disk fails to start in
 * Chromium); `null` if the file does not carry it.
 * @param {string} path
 * @returns {string | null}
 */
export function workerUrl(path) {
  const files = inline();
  if (!files) return path;
  if (!Object.hasOwn(files.text, path)) return null;
  const bytes = new TextEncoder().encode(files.text[path]);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:text/javascript;base64,${btoa(binary)}`;
}

/**
 * Takes the single file's bundle from the element its build wrote it into,
 * handed over by the page before anything is read; a served page has none
 * (`null`). Read once: a second call changes nothing.
 * @param {Element | null} script
 */
export function carry(script) {
  if (bundle === undefined) bundle = script ? JSON.parse(script.textContent ?? "") : null;
}

/**
 * The message of anything thrown.
 * @param {unknown} err
 * @returns {string}
 */
function reason(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * The single file's bundle, or `null` on a served page or before `carry`.
 * @returns {Bundle | null}
 */
function inline() {
  return bundle ?? null;
}
