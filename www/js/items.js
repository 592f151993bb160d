// @ts-check
/**
 * The core's display-list items as SVG elements: made, and brought in
 * line with the next display list, touching only what differs. The chart
 * is drawn again on every change of a setting, and between two runs of the
 * same experiment most of its items are the same or differ in a
 * coordinate: making every element anew, and swapping the whole drawing
 * in, cost more than the run itself.
 *
 * An element keeps its place while its item keeps its tag and its shape
 * (its attributes' names, a title or not, as many children, text or not);
 * otherwise it is made anew, as the first drawing was.
 */

const SVG = "http://www.w3.org/2000/svg";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").DrawItem} DrawItem
 * @typedef {{ el: SVGElement, events: number[] }} Mark
 */

/**
 * One display-list item as an SVG element, its children inside it; words
 * go in as text, never as markup.
 * @param {DrawItem} item
 * @param {Mark[]} [marks] collects the
 *   elements that stand for events, with their events
 * @returns {SVGElement}
 */
export function element(item, marks) {
  const el = document.createElementNS(SVG, item.tag);
  const attrs = item.attrs;
  for (let i = 0; i + 1 < attrs.length; i += 2) el.setAttribute(attrs[i], attrs[i + 1]);
  if (item.title !== undefined) {
    const title = document.createElementNS(SVG, "title");
    title.textContent = item.title;
    el.append(title);
  }
  for (const child of item.children ?? []) el.append(element(child, marks));
  if (item.text !== undefined) el.append(item.text);
  if (item.events?.length) {
    el.setAttribute("data-events", item.events.join(" "));
    marks?.push({ el, events: item.events });
  }
  return el;
}


/**
 * The children of `parent`, drawn from `before`, drawn from `after` instead.
 * @param {Element} parent
 * @param {DrawItem[]} before
 * @param {DrawItem[]} after
 * @param {Mark[]} marks collects the elements that stand for events
 */
export function patchChildren(parent, before, after, marks) {
  const kept = Math.min(before.length, after.length);
  for (let i = 0; i < kept; i++) {
    const el = /** @type {SVGElement} */ (parent.children[i]);
    const next = patch(el, before[i], after[i], marks);
    if (next !== el) parent.replaceChild(next, el);
  }
  for (let i = before.length - 1; i >= kept; i--) parent.children[i].remove();
  for (let i = kept; i < after.length; i++) parent.append(element(after[i], marks));
}

/**
 * `el`, drawn from `before`, made to show `after`: the same element, or a
 * new one where the two differ in kind or shape.
 * @param {SVGElement} el
 * @param {DrawItem} before
 * @param {DrawItem} after
 * @param {Mark[]} marks
 * @returns {SVGElement}
 */
function patch(el, before, after, marks) {
  const children = after.children ?? [];
  const same =
    before.tag === after.tag &&
    (before.title === undefined) === (after.title === undefined) &&
    (before.text === undefined) === (after.text === undefined) &&
    (before.children ?? []).length === children.length &&
    sameNames(before.attrs, after.attrs);
  if (!same) return element(after, marks);
  values(el, before.attrs, after.attrs);
  let child = 0;
  if (after.title !== undefined) {
    const title = el.children[0];
    if (before.title !== after.title) title.textContent = after.title;
    child = 1;
  }
  for (let i = 0; i < children.length; i++) {
    const old = /** @type {SVGElement} */ (el.children[child + i]);
    const next = patch(old, (before.children ?? [])[i], children[i], marks);
    if (next !== old) el.replaceChild(next, old);
  }
  if (after.text !== undefined && before.text !== after.text) {
    const text = el.lastChild;
    if (text) text.textContent = after.text;
  }
  const events = after.events ?? [];
  if (events.length > 0) {
    el.setAttribute("data-events", events.join(" "));
    marks.push({ el, events });
  } else if ((before.events ?? []).length > 0) {
    // No longer a mark: nothing may light it up.
    el.removeAttribute("data-events");
    el.classList.remove("current", "parting");
  }
  return el;
}

/**
 * Whether two items have the same attributes in the same order, so that
 * setting values keeps the order a new element would have (the figure and
 * the page are compared attribute for attribute).
 * @param {string[]} before name, value, name, value…
 * @param {string[]} after
 */
function sameNames(before, after) {
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i += 2) if (before[i] !== after[i]) return false;
  return true;
}

/**
 * The values of `after` on `el`, which has those of `before`, by the same names.
 * @param {Element} el
 * @param {string[]} before
 * @param {string[]} after
 */
function values(el, before, after) {
  for (let i = 0; i + 1 < after.length; i += 2) {
    if (before[i + 1] !== after[i + 1]) el.setAttribute(after[i], after[i + 1]);
  }
}
