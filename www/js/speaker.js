// @ts-check
/**
 * The speaking itself, without a page: a catalogue's text made into a
 * Fluent bundle, and a message said from a list of bundles. The page
 * (`words.js`) and its workers (`map-worker.js`, which word a
 * counterexample) both speak through it.
 */

import { FluentBundle, FluentNumber, FluentResource } from "../vendor/fluent-bundle/index.js";

/** The pseudo-language for checking layouts: English, accented and longer. */
export const PSEUDO = "en-XA";

/**
 * The bundle to speak `code` from, made of its catalogue `text`. Only the
 * one language is downloaded: a test keeps every shipped catalogue
 * complete, so nothing stands behind it. The pseudo-language is English's
 * catalogue made strange.
 * @param {string} code
 * @param {string} text `code`'s catalogue (English's for the pseudo-language)
 * @returns {FluentBundle[]}
 */
export function bundlesFor(code, text) {
  return [bundle(code, text, code === PSEUDO)];
}

/**
 * @param {string} code
 * @param {string} text
 * @param {boolean} pseudo
 * @returns {FluentBundle}
 */
function bundle(code, text, pseudo) {
  // Isolation marks around each argument would stray into copied text and
  // into the figure; the page's words are all left to right.
  const fluent = new FluentBundle(pseudo ? "en" : code, {
    useIsolating: false,
    transform: pseudo ? stretch : (s) => s,
  });
  const errors = fluent.addResource(new FluentResource(text));
  if (errors.length) console.warn(`words/${code}.ftl:`, ...errors);
  return fluent;
}

/**
 * The words of message `id` (or `id.attribute`) from the first of
 * `bundles` that has it, with `args` put in. A decimal from the core comes
 * as `{ decimal, digits }`. A message no bundle has comes back as its id,
 * so a gap shows instead of breaking.
 * @param {readonly FluentBundle[]} bundles
 * @param {string} id
 * @param {Record<string, unknown>} [args]
 * @returns {string}
 */
export function sayIn(bundles, id, args = {}) {
  const [name, attribute] = id.split(".");
  for (const fluent of bundles) {
    const message = fluent.getMessage(name);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (!pattern) continue;
    return fluent.formatPattern(pattern, fluentArgs(args));
  }
  return id;
}

/**
 * @param {Record<string, unknown>} args
 * @returns {Record<string, string | number | FluentNumber>}
 */
export function fluentArgs(args) {
  /** @type {Record<string, string | number | FluentNumber>} */
  const out = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === "number" || typeof value === "string") out[key] = value;
    else if (value && typeof value === "object" && "decimal" in value && "digits" in value) {
      const digits = Number(value.digits);
      out[key] = new FluentNumber(Number(value.decimal), {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } else out[key] = String(value);
  }
  return out;
}

/** Accented look-alikes for the pseudo-language. */
const ACCENTS = {
  a: "á", b: "ƀ", c: "ç", d: "ď", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ĺ", m: "ɱ",
  n: "ñ", o: "ó", p: "ƥ", q: "ʠ", r: "ŕ", s: "š", t: "ť", u: "ú", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Ď", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Í", J: "Ĵ", K: "Ķ", L: "Ĺ", M: "Ṁ",
  N: "Ñ", O: "Ó", P: "Ƥ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ť", U: "Ú", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/**
 * The pseudo-language's text: every letter accented, and every word given
 * a tail of dots 40% of its length, so a layout that only fits English
 * shows it while the page stays readable. Markup's tags are left alone.
 * @param {string} text
 * @returns {string}
 */
function stretch(text) {
  let inTag = false;
  let out = "";
  let word = "";
  const flush = () => {
    if (word) out += word + "·".repeat(Math.ceil(word.length * 0.4));
    word = "";
  };
  for (const ch of text) {
    if (ch === "<") { flush(); inTag = true; }
    if (inTag) { out += ch; if (ch === ">") inTag = false; continue; }
    const accent = /** @type {Record<string, string>} */ (ACCENTS)[ch];
    if (accent) word += accent;
    else { flush(); out += ch; }
  }
  flush();
  return out;
}
