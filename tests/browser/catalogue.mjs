// The site's words as the repository writes them: every `words/<lang>/*.ftl`
// read from disk into one Fluent bundle, as `cargo xtask` joins them for
// the page. The tests ask it for a message by id instead of keeping their
// own copy of its English, so a reworded message changes here and in the
// page at once, while a page that shows the wrong message, or none, still
// fails. It is read once, when a test file is loaded, so a table of
// expected words can be built at the top of a file; `words()` in
// `browser.mjs` reads the catalogue the site serves instead.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource } from "@fluent/bundle";

const WORDS = fileURLToPath(new URL("../../words", import.meta.url));

/** @type {Map<string, FluentBundle>} */
const bundles = new Map();

/** The bundle of `lang`, read from its folder the first time it is asked for. */
function bundle(lang) {
  let found = bundles.get(lang);
  if (found) return found;
  const dir = join(WORDS, lang);
  found = new FluentBundle(lang, { useIsolating: false });
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ftl")).sort()) {
    const errors = found.addResource(new FluentResource(readFileSync(join(dir, file), "utf8")));
    if (errors.length) throw new Error(`words/${lang}/${file}: ${errors.join("; ")}`);
  }
  bundles.set(lang, found);
  return found;
}

/**
 * Message `id` (or `id.attribute`) in `lang`, with `args` put in, as the
 * page says it. A message the catalogue lacks, or one that needs an
 * argument it was not given, is an error, not a guess.
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 * @param {string} [lang]
 */
export function say(id, args = {}, lang = "en") {
  const words = bundle(lang);
  const [name, attribute] = id.split(".");
  const message = words.getMessage(name);
  const pattern = attribute ? message?.attributes[attribute] : message?.value;
  if (!pattern) throw new Error(`words/${lang} has no message ${id}`);
  /** @type {Error[]} */
  const errors = [];
  const text = words.formatPattern(pattern, args, errors);
  if (errors.length) throw new Error(`${id}: ${errors.map((e) => e.message).join("; ")}`);
  return text;
}

/**
 * A pattern that matches message `id` with any words where its arguments
 * go, for a sentence whose numbers a test does not pin down (or `args`
 * pins some of them and the rest match anything).
 * @param {string} id
 * @param {string[]} names the message's arguments left open
 * @param {Record<string, string | number>} [args]
 * @param {string} [lang]
 */
export function shape(id, names, args = {}, lang = "en") {
  const marks = Object.fromEntries(names.map((n, i) => [n, `\u0000${i}\u0000`]));
  const text = say(id, { ...args, ...marks }, lang);
  const parts = text.split(/\u0000\d+\u0000/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("(.+?)")}$`);
}
