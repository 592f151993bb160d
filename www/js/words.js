// @ts-check
/**
 * The page's words: one `@fluent/bundle` per language, read from the
 * catalogue the build made of `words/<language>/*.ftl` (`words/<code>.ftl`
 * beside the page, `words/index.json` listing them). Every word the reader
 * sees comes from here: the page's own through `say` and the
 * `data-l10n-id` attributes of `index.html`, the core's because the wasm
 * calls `say` back for each message it words (see `crates/wasm/src/words.rs`).
 *
 * Only the language the reader reads is downloaded.
 */

import { bundlesFor, sayIn, fluentArgs, PSEUDO } from "./speaker.js";
import { readText } from "./files.js";

export { PSEUDO };

/**
 * A language the page has: its code (`de`) and its own name (`Deutsch`).
 * @typedef {{ code: string, name: string }} Language
 */

/** @type {import("../vendor/fluent-bundle/index.js").FluentBundle[]} the reader's language */
let bundles = [];
/**
 * The words said already in the page's language, by message and arguments.
 * A change of a setting words the whole run again, and most of its
 * sentences (the settings' help, the story's names, the outcome's parts)
 * come out as they did a moment before; Fluent took about a millisecond an
 * update to word them again. Emptied when the language changes.
 * @type {Map<string, string>}
 */
const said = new Map();
/** How many sayings are kept before they are all let go. */
const SAID_KEPT = 4000;

/** @type {string} */
let current = "en";
/** @type {Promise<Language[]> | null} */
let listing = null;

/**
 * The languages the page has, from `words/index.json`.
 * @returns {Promise<Language[]>}
 */
export function languages() {
  listing ??= readText("words/index.json").then((text) => JSON.parse(text).languages);
  return listing;
}

/**
 * The language the page speaks now.
 * @returns {string}
 */
export function language() {
  return current;
}

/**
 * Which language to speak, the way a browser picks one from its list: the
 * first wanted tag the page has exactly, else the first whose language
 * part it has (`de-AT` gives `de`), else English. `en-XA` is taken only
 * when asked for by name.
 * @param {readonly string[]} wanted tags, most wanted first
 * @param {readonly string[]} have the page's codes
 * @returns {string}
 */
export function pick(wanted, have) {
  const codes = have.map((c) => c.toLowerCase());
  for (const tag of wanted) {
    const lower = tag.toLowerCase();
    if (lower === PSEUDO.toLowerCase()) return PSEUDO;
    const exact = codes.indexOf(lower);
    if (exact >= 0) return have[exact];
  }
  for (const tag of wanted) {
    const base = codes.indexOf(tag.toLowerCase().split("-")[0]);
    if (base >= 0) return have[base];
  }
  return "en";
}

/**
 * Loads `code`'s catalogue and makes it the one
 * `say` speaks from; `<html lang>` follows. Throws if a catalogue cannot
 * be read, leaving the language as it was.
 * @param {string} code one of `languages()`, or `en-XA`
 */
export async function speak(code) {
  bundles = bundlesFor(code, await catalogue(code === PSEUDO ? "en" : code));
  said.clear();
  current = code;
  document.documentElement.lang = code;
}

/** @type {Map<string, Promise<string>>} */
const texts = new Map();

/**
 * @param {string} code
 * @returns {Promise<string>}
 */
function catalogue(code) {
  let text = texts.get(code);
  if (!text) {
    text = readText(`words/${code}.ftl`);
    texts.set(code, text);
    text.catch(() => texts.delete(code));
  }
  return text;
}

/**
 * The words of message `id` (or `id.attribute`) in the page's language,
 * with `args` put in (see `speaker.js` `sayIn`).
 * @param {string} id
 * @param {Record<string, unknown>} [args]
 * @returns {string}
 */
export function say(id, args = {}) {
  const key = `${id}\u0000${JSON.stringify(args)}`;
  const known = said.get(key);
  if (known !== undefined) return known;
  const words = sayIn(bundles, id, args);
  if (said.size >= SAID_KEPT) said.clear();
  said.set(key, words);
  return words;
}


/**
 * The text of `code`'s catalogue, for a worker to speak it too.
 * @param {string} code
 * @returns {Promise<string>}
 */
export function catalogueText(code) {
  return catalogue(code === PSEUDO ? "en" : code);
}

/**
 * Puts the words into every element under `root` that names a message in
 * `data-l10n-id`: the message's value as its text, each attribute of the
 * message (`.aria-label`, `.title`, `.placeholder`) as that attribute, and
 * `data-l10n-args` (JSON) as the arguments. A value with markup keeps only
 * the elements `inline` allows, and takes a link's address from the
 * element's own link of the same `data-l10n-name`.
 * @param {ParentNode} [root]
 */
export function translate(root = document) {
  for (const element of root.querySelectorAll("[data-l10n-id]")) translateOne(element);
}

/**
 * @param {Element} element
 */
export function translateOne(element) {
  const id = element.getAttribute("data-l10n-id");
  if (!id) return;
  const raw = element.getAttribute("data-l10n-args");
  const args = raw ? JSON.parse(raw) : {};
  for (const fluent of bundles) {
    const message = fluent.getMessage(id);
    if (!message) continue;
    if (message.value) {
      const text = fluent.formatPattern(message.value, fluentArgs(args));
      if (text.includes("<")) overlay(element, text);
      else element.textContent = text;
    }
    for (const [name, pattern] of Object.entries(message.attributes)) {
      element.setAttribute(name, fluent.formatPattern(pattern, fluentArgs(args)));
    }
    return;
  }
}

/** The elements a message may carry, with no attributes but a link's name. */
const INLINE = new Set(["A", "B", "BR", "CODE", "EM", "KBD", "STRONG", "I", "ABBR", "SPAN"]);

/**
 * Sets `element`'s content to `text`, a message with inline markup, made
 * safe: elements outside `INLINE` become their text, and attributes are
 * dropped, except that an `<a data-l10n-name="x">` takes the attributes of
 * the element's own `<a data-l10n-name="x">` as it was written in the page.
 * @param {Element} element
 * @param {string} text
 */
function overlay(element, text) {
  /** @type {Map<string, Element>} */
  const named = new Map();
  for (const child of element.querySelectorAll("[data-l10n-name]")) {
    named.set(child.getAttribute("data-l10n-name") ?? "", /** @type {Element} */ (child.cloneNode(false)));
  }
  const parsed = new DOMParser().parseFromString(`<body>${text}</body>`, "text/html").body;
  element.replaceChildren(...[...parsed.childNodes].map((n) => clean(n, named)));
}

/**
 * @param {Node} node
 * @param {Map<string, Element>} named
 * @returns {Node}
 */
function clean(node, named) {
  if (!(node instanceof Element)) return document.createTextNode(node.textContent ?? "");
  const name = node.getAttribute("data-l10n-name");
  const template = name ? named.get(name) : undefined;
  if (!INLINE.has(node.tagName) || (node.tagName === "A" && !template)) {
    return document.createTextNode(node.textContent ?? "");
  }
  const out = template ? /** @type {Element} */ (template.cloneNode(false)) : document.createElement(node.tagName);
  out.append(...[...node.childNodes].map((n) => clean(n, named)));
  return out;
}

