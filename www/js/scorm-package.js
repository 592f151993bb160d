// @ts-check
/**
 * The SCORM 1.2 package for the run on screen, made in the browser so a
 * teacher needs no toolchain: the package `cargo xtask dist` wrote
 * (`fencelab-scorm12.zip`, see `crates/xtask/src/scorm/mod.rs`) with its
 * manifest's item given the run's query as `parameters`, which the
 * platform adds to the launch file's address. Every other file is copied
 * as it is, so both packages are the same apart from the run.
 *
 * The share dialog imports this module only when asked for a package.
 * The zip is read and written with stored (uncompressed) entries only,
 * the layout the build writes (`crates/xtask/src/scorm/zip.rs`).
 */

import { readBytes } from "./files.js";

/** The built package, beside the page. */
export const PACKAGE = "fencelab-scorm12.zip";

/** What the build's manifest has once, after which the run's `parameters` go. */
const ITEM_ANCHOR = 'identifierref="fencelab-sco"';

/**
 * The package for the run whose query (starting with `?`) is `query`.
 * @param {string} query
 * @returns {Promise<Blob>}
 */
export async function packageFor(query) {
  const entries = readZip(await readBytes(PACKAGE));
  const manifest = entries.find((e) => e.name === "imsmanifest.xml");
  if (!manifest) throw new Error(`${PACKAGE} has no imsmanifest.xml`);
  const text = new TextDecoder().decode(manifest.bytes);
  if (text.split(ITEM_ANCHOR).length !== 2) throw new Error(`${PACKAGE}: the manifest's item is not as built`);
  manifest.bytes = new TextEncoder().encode(text.replace(ITEM_ANCHOR, `${ITEM_ANCHOR} parameters="${xmlAttribute(query)}"`));
  return new Blob([writeZip(entries)], { type: "application/zip" });
}

/**
 * @typedef {{ name: string, bytes: Uint8Array }} Entry
 */

/**
 * The entries of a zip of stored entries, by its central directory.
 * @param {Uint8Array} zip
 * @returns {Entry[]}
 */
export function readZip(zip) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.byteLength - 22;
  if (end < 0 || view.getUint32(end, true) !== 0x06054b50) throw new Error("not a zip without a comment");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  /** @type {Entry[]} */
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("a broken zip directory");
    if (view.getUint16(at + 10, true) !== 0) throw new Error("a compressed zip entry");
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, bytes: zip.subarray(data, data + size) });
    at += 46 + skip;
  }
  return entries;
}

/**
 * A zip of stored entries, in the layout the build writes.
 * @param {Entry[]} entries
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function writeZip(entries) {
  /** @type {Uint8Array[]} */
  const parts = [];
  /** @type {Uint8Array[]} */
  const directory = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const encoded = new TextEncoder().encode(name);
    const common = header(encoded.length, crc32(bytes), bytes.length);
    const local = concat([u32(0x04034b50), common, encoded]);
    parts.push(local, bytes);
    directory.push(concat([u32(0x02014b50), u16(20), common, new Uint8Array(10), u32(offset), encoded]));
    offset += local.length + bytes.length;
  }
  const listing = concat(directory);
  const end = concat([u32(0x06054b50), new Uint8Array(4), u16(entries.length), u16(entries.length), u32(listing.length), u32(offset), u16(0)]);
  return concat([...parts, listing, end]);
}

/**
 * The fields a local header and a directory entry share: version 2.0,
 * UTF-8 names, stored, 1980-01-01 00:00.
 * @param {number} nameLength
 * @param {number} crc
 * @param {number} size
 */
function header(nameLength, crc, size) {
  return concat([u16(20), u16(0x0800), u16(0), u16(0), u16(0x21), u32(crc), u32(size), u32(size), u16(nameLength), u16(0)]);
}

/**
 * CRC-32 as zip uses it, with a table: the package's page is megabytes.
 * @param {Uint8Array} bytes
 */
export function crc32(bytes) {
  const table = crcTable();
  let crc = 0xffffffff;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @type {Uint32Array | null} */
let table = null;

function crcTable() {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** @param {number} n */
function u16(n) {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, n, true);
  return bytes;
}

/** @param {number} n */
function u32(n) {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n >>> 0, true);
  return bytes;
}

/**
 * @param {Uint8Array[]} parts
 * @returns {Uint8Array<ArrayBuffer>}
 */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Text made safe inside a double-quoted XML attribute.
 * @param {string} text
 */
function xmlAttribute(text) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
