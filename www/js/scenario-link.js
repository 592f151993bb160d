// @ts-check
/**
 * A whole scenario file inside a link: `?file=` holds the file's UTF-8
 * bytes compressed with raw DEFLATE and written in base64url without
 * padding (docs/embedding.md describes the format for other tools).
 *
 * The browser does the compressing (`CompressionStream("deflate-raw")`),
 * so the page carries no DEFLATE of its own. A link is untrusted input:
 * its characters are checked one by one, and it is inflated only up to
 * the limit the core sets for a linked file, so a small link that would
 * unpack to gigabytes stops there, with the page still responsive.
 *
 * Imported when a link carries a file or an edited experiment is shared:
 * most readers need neither.
 */

import { say } from "./words.js";

/** The query parameter that carries a scenario file. */
export const FILE_PARAM = "file";

/** The characters of base64url, in the order of their values. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Why a link's file could not be read, worded for the reader. */
export class LinkFileError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "LinkFileError";
  }
}

/**
 * The `file=` value for a scenario's text.
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function packScenario(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return toBase64url(bytes);
}

/**
 * The scenario text a `file=` value carries, unpacked to at most `limit`
 * bytes; throws a `LinkFileError` that says what is wrong with the link.
 * @param {string} value
 * @param {number} limit the most bytes a linked file may unpack to
 * @returns {Promise<string>}
 */
export async function unpackScenario(value, limit) {
  const packed = fromBase64url(value);
  let inflater;
  try {
    inflater = new DecompressionStream("deflate-raw");
  } catch {
    throw new LinkFileError(say("link-file-unsupported"));
  }
  const bytes = await inflate(packed, inflater, limit);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new LinkFileError(say("link-file-not-text"));
  }
}

/**
 * Inflates `packed`, stopping as soon as the output passes `limit`.
 * @param {Uint8Array<ArrayBuffer>} packed
 * @param {DecompressionStream} inflater
 * @param {number} limit
 * @returns {Promise<Uint8Array>}
 */
async function inflate(packed, inflater, limit) {
  const writer = inflater.writable.getWriter();
  // The writer's own promises reject with the reader's error; that one is told.
  writer.write(packed).catch(() => {});
  writer.close().catch(() => {});
  const reader = inflater.readable.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw new LinkFileError(say("link-file-too-large", { limit: Math.round(limit / 1024) }));
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof LinkFileError) throw err;
    throw new LinkFileError(say("link-file-not-deflate"));
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * base64url without padding.
 * @param {Uint8Array} bytes
 */
function toBase64url(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = Math.min(3, bytes.length - i);
    for (let j = 0; j <= left; j++) out += ALPHABET[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

/**
 * The bytes of a base64url text, refusing any other character (with its
 * place) and a length no bytes can have.
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer>}
 */
function fromBase64url(text) {
  const chars = [...text];
  if (chars.length === 0) throw new LinkFileError(say("link-file-empty"));
  const values = chars.map((char, i) => {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new LinkFileError(say("link-file-character", { character: JSON.stringify(char), position: i + 1 }));
    return value;
  });
  if (values.length % 4 === 1) throw new LinkFileError(say("link-file-cut"));
  const bytes = new Uint8Array(Math.floor((values.length * 6) / 8));
  let at = 0;
  for (let i = 0; i < values.length; i += 4) {
    const group = values.slice(i, i + 4);
    const n = group.reduce((sum, v, j) => sum | (v << (18 - 6 * j)), 0);
    for (let j = 0; j < group.length - 1; j++) bytes[at++] = (n >> (16 - 8 * j)) & 255;
  }
  return bytes;
}
