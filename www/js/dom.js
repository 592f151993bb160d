// @ts-check
/** Small helpers for finding elements and reporting problems on the page. */
import { say } from "./words.js";

/**
 * The element with this id; the page's HTML is fixed, so a missing one is a bug.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no element #${id}`);
  return element;
}

/**
 * An element with its class and text set. Text only: nothing from a
 * scenario file or a link is ever parsed as HTML.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Shows a problem above the simulator, as text, and logs it: first what
 * went wrong and what to do, in the page's words, then the cause as the
 * simulation or the browser put it.
 * @param {string} what a full sentence
 * @param {unknown} err
 */
export function showError(what, err) {
  const box = byId("error");
  const message = err instanceof Error ? err.message : String(err);
  box.replaceChildren(el("strong", undefined, what), el("span", "error-cause", say("error-cause", { cause: message })));
  box.hidden = false;
  console.warn(`fencelab: ${what}: ${message}`);
}

/** Hides the problem box once things work again. */
export function clearError() {
  const box = byId("error");
  box.hidden = true;
  box.replaceChildren();
}

/** Whether the page is shown alone inside another page's frame (`?embed`). */
export function embedded() {
  return document.documentElement.classList.contains("embed");
}

/** Whether the reader asked for less motion. */
export function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A number and its unit kept on one line: "22.4 s" with a no-break space.
 * @param {string} words
 */
export function keep(words) {
  return words.replace(/ (?=\S+$)/, "\u00a0");
}

/**
 * The element inside `root` marked `data-part="name"`. Renderers find
 * their parts so, inside the element they are given, and never by a
 * page-global id: two runs can then share a page.
 * @param {ParentNode} root
 * @param {string} name
 * @returns {HTMLElement}
 */
export function part(root, name) {
  const element = root.querySelector(`[data-part="${name}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`the part "${name}" is missing`);
  return element;
}

/**
 * What this browser keeps under `key`, or null. Storage that cannot be
 * read (a private window, a blocked origin) reads as nothing kept: what a
 * reader's browser remembers is a convenience, never an error.
 * @param {string} key
 * @returns {string | null}
 */
export function stored(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key` in this browser if it can; storage that cannot
 * be written (a full disk, a private window) only means it is forgotten.
 * @param {string} key
 * @param {string} value
 */
export function store(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Forgotten; the page works the same.
  }
}
