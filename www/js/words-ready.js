// @ts-check
/**
 * When the page's words are in. The catalogue downloads after the modules
 * have run, so the parts of the lesson that draw words of their own (the
 * quiz, the sorter) wait for it rather than show message ids. `main.js`
 * hands over its start of the language (`wordsFrom`); on a page whose
 * `main.js` never ran, the language is started here once the page has
 * loaded, so the lesson's exercises still speak the reader's language.
 */

import { startLanguage } from "./language.js";

/** @type {(started: Promise<void>) => void} */
let hand = () => {};

/** Settles once, with the first start handed over; a failed start settles it too. */
const ready = new Promise((resolve) => {
  hand = resolve;
});

/**
 * The page's start of its language, as `language.js` `startLanguage`
 * returns it. A start that fails leaves the words as `words.js` has them.
 * @param {Promise<unknown>} speaking
 */
export function wordsFrom(speaking) {
  hand(speaking.then(
    () => {},
    () => {},
  ));
}

/**
 * Resolves once the page's words are in.
 * @returns {Promise<void>}
 */
export function wordsReady() {
  return ready;
}

window.addEventListener("load", () => {
  if (!document.documentElement.hasAttribute("data-started")) wordsFrom(startLanguage(location.search));
});
