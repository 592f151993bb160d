// @ts-check
/**
 * Embed mode: `?embed` shows the simulator alone, for an `<iframe>` in a
 * course page. `panels=` picks which parts show, `locked` keeps the
 * settings as the link set them.
 *
 * The page is sized by its frame's width; its height is the host's to
 * choose. So that a host can fit the frame to the content, the page tells
 * its parent how tall it is whenever that changes (a message, which a host
 * may ignore). Nothing here ever scrolls or focuses anything: a focus or
 * a scroll inside a frame can move the host page under its reader.
 */

import { byId } from "./dom.js";

/** Every panel an embed can show, in page order. */
export const PANELS = ["story", "settings", "results", "chart", "events", "map"];

/** The panels an embed shows when its link does not say. */
export const DEFAULT_PANELS = ["story", "settings", "results", "chart", "events"];

/**
 * @typedef {{ embedded: boolean, panels: string[], locked: boolean }} EmbedOptions
 */

/**
 * Reads the embed options of an address. Unknown panel names are left out
 * with a notice; a list with none left falls back to the default panels.
 * @param {string} search
 * @returns {{ options: EmbedOptions, notices: string[] }}
 */
export function readEmbed(search) {
  const params = new URLSearchParams(search);
  /** @type {string[]} */
  const notices = [];
  const embedded = params.has("embed");
  let panels = PANELS;
  const asked = params.get("panels");
  if (embedded) {
    panels = DEFAULT_PANELS;
    if (asked !== null) {
      const names = asked.split(",").map((name) => name.trim()).filter((name) => name !== "");
      const unknown = names.filter((name) => !PANELS.includes(name));
      if (unknown.length > 0) {
        notices.push(`The panels ${unknown.map((n) => `“${n}”`).join(", ")} do not exist, so they were left out. The panels are: ${PANELS.join(", ")}.`);
      }
      const known = PANELS.filter((name) => names.includes(name));
      if (known.length > 0) panels = known;
    }
  }
  const locked = embedded && params.has("locked");
  if (!embedded && (params.has("locked") || asked !== null)) {
    notices.push("“locked” and “panels” are for a simulator embedded in another page (with “embed” in its link), so this page shows everything and its settings can be changed.");
  }
  return { options: { embedded, panels, locked }, notices };
}

/**
 * Puts the page in embed mode: hides what the options leave out, marks
 * the page for the embed styles, and starts telling the host its height.
 * @param {EmbedOptions} options
 */
export function enterEmbed(options) {
  const root = document.documentElement;
  root.classList.toggle("embed", options.embedded);
  root.classList.toggle("locked", options.locked);
  if (options.locked) {
    // The controls stay visible, so the reader sees the settings, but
    // cannot move them.
    byId("knobs").setAttribute("inert", "");
    byId("knobs").setAttribute("aria-disabled", "true");
    byId("locked-note").hidden = false;
  }
  if (!options.embedded) return;
  for (const part of document.querySelectorAll("[data-panel]")) {
    const name = part.getAttribute("data-panel") ?? "";
    /** @type {HTMLElement} */ (part).hidden = !options.panels.includes(name);
  }
  tellHeight();
}

/**
 * Posts `{ type: "fencelab:height", height }` to the parent whenever the
 * page's height changes, so a host can size its frame to fit.
 */
function tellHeight() {
  if (window.parent === window) return;
  let last = -1;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "fencelab:height", height }, "*");
  }).observe(document.documentElement);
}
