// @ts-check
/**
 * Which language the page speaks, and the select that changes it.
 *
 * The language comes from `?lang=` in the address, else from the
 * browser's list of languages, else English, each picked the way a browser
 * picks (`words.js` `pick`). A change in the select speaks at once: the
 * page's words are put in again, the wasm's speaker is replaced, and
 * `fencelab:language` tells the rest of the page to draw its words again,
 * keeping the run.
 */

import { languages, language, pick, speak, translate, say, PSEUDO } from "./words.js";

/** The event the page's parts listen to for new words. */
export const LANGUAGE_EVENT = "fencelab:language";

/** Whether the reader chose the language, by link or select: links keep it then. */
let chosen = false;

/**
 * What the page's start learned about the language a link asked for.
 * @typedef {{ code: string, notice: string | null }} Started
 */

/** @type {Promise<Started> | null} */
let starting = null;

/** @type {(code: string) => void} */
let picked = () => {};
/** The language picked at the start, known before its catalogue has loaded. */
const picking = new Promise((resolve) => (picked = resolve));

/**
 * Picks and loads the page's language before anything is drawn, once for
 * the whole page: every module that draws words (the simulator, the quiz,
 * the sorter) waits for the same start, and whichever asks first begins
 * it, so the lesson's exercises speak even where the simulator cannot
 * start. Falls back to English if the picked catalogue cannot be read.
 * @returns {Promise<Started>}
 */
export function startLanguage() {
  starting ??= start(location.search);
  return starting;
}

/**
 * The language the start picked, as soon as it is picked, so what is
 * read in that language can load beside its catalogue. Starts the start.
 * The language spoken may still turn out to be English, should its
 * catalogue fail: `startLanguage` says which.
 * @returns {Promise<string>}
 */
export function pickedLanguage() {
  startLanguage();
  return picking;
}

/**
 * @param {string} search the address's query
 * @returns {Promise<Started>}
 */
async function start(search) {
  const asked = new URLSearchParams(search).get("lang");
  const list = await languages();
  for (const { code, name } of list) names.set(code, name);
  const have = list.map((l) => l.code);
  const wanted = asked !== null ? [asked] : [...navigator.languages];
  let code = pick(wanted, have);
  picked(code);
  try {
    await speak(code);
  } catch (err) {
    console.warn(err);
    code = "en";
    await speak(code);
  }
  chosen = asked !== null;
  translate(document);
  return { code, notice: asked !== null ? askedNotice(asked, code) : null };
}

/**
 * A notice for a link whose `lang` the page does not have as asked.
 * @param {string} asked
 * @param {string} code
 * @returns {string | null}
 */
function askedNotice(asked, code) {
  if (asked.toLowerCase() === code.toLowerCase()) return null;
  return say("notice-language", { asked, shown: nameOf(code) });
}

/** @type {Map<string, string>} */
const names = new Map();

/**
 * A language's own name, once the list is read; its code before.
 * @param {string} code
 * @returns {string}
 */
function nameOf(code) {
  return names.get(code) ?? code;
}

/**
 * The language for a link to keep: the one the reader chose, or null when
 * the browser's own list chose it (a link then opens in its reader's).
 * @returns {string | null}
 */
export function linkLanguage() {
  return chosen ? language() : null;
}

/**
 * Fills the select named "Language" and switches when it changes.
 * `onChange` runs after the new words are in, to redraw what words.js
 * cannot reach (the wasm's views).
 * @param {HTMLSelectElement} select
 * @param {(code: string) => void} onChange
 */
export async function wireLanguageSelect(select, onChange) {
  const list = await languages();
  const options = list.map(({ code, name }) => new Option(name, code));
  // The pseudo-language is offered only to a reader who asked for it.
  if (language() === PSEUDO) options.push(new Option(PSEUDO, PSEUDO));
  select.replaceChildren(...options);
  select.value = language();
  select.addEventListener("change", async () => {
    const code = select.value;
    try {
      await speak(code);
    } catch (err) {
      console.warn(err);
      select.value = language();
      return;
    }
    chosen = true;
    translate(document);
    onChange(code);
    document.dispatchEvent(new CustomEvent(LANGUAGE_EVENT, { detail: code }));
  });
}
