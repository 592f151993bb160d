// @ts-check
/**
 * The list of experiments: every scenario file the site ships, by title,
 * with its summary. A file that does not load is listed with its reason,
 * so an author sees the problem instead of a missing entry.
 */

import { el } from "./dom.js";

/** @typedef {import("./sim.js").Entry} Entry */

/**
 * @param {HTMLElement} list
 * @param {Entry[]} entries
 * @param {Entry | null} current
 * @param {(entry: Entry) => void} onOpen
 */
export function renderExperiments(list, entries, current, onOpen) {
  list.replaceChildren(
    ...entries.map((entry) => {
      const item = el("li", "experiment");
      if (!entry.info) {
        item.classList.add("broken");
        item.append(el("strong", undefined, entry.file), el("p", "problem", `Cannot be loaded: ${entry.problem ?? "unknown problem"}`));
        return item;
      }
      const button = el("button", "experiment-open", entry.info.title);
      button.type = "button";
      button.addEventListener("click", () => onOpen(entry));
      item.append(button);
      if (entry === current) {
        button.setAttribute("aria-current", "true");
        // Seen, not heard: aria-current already tells a screen reader.
        const state = el("span", "experiment-state", "Open now");
        state.setAttribute("aria-hidden", "true");
        item.append(state);
      }
      item.append(el("p", "experiment-summary", entry.info.summary));
      return item;
    }),
  );
}
