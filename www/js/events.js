// @ts-check
/**
 * The event list: every event of the run, numbered, with time, actor and
 * the core's sentence. Built once per run; playback only moves the
 * highlight, so focus inside the list survives playing.
 */

import { el } from "./dom.js";
import { say } from "./words.js";

/** @typedef {import("../pkg/fencelab_wasm.js").EventView} EventView */

/**
 * @param {HTMLOListElement} list
 * @param {EventView[]} events
 * @param {(index: number) => void} onPick called with the index of the chosen event
 */
export function renderEvents(list, events, onPick) {
  list.replaceChildren(
    ...events.map((event, index) => {
      const item = el("li", `event tone-${event.tone}`);
      item.dataset.index = String(index);
      const time = el("button", "event-time", event.time);
      time.type = "button";
      // The visible time first, so the name contains what is seen.
      time.setAttribute("aria-label", say("events-time", { time: event.time, number: event.number }));
      time.addEventListener("click", () => onPick(index));
      item.append(time, el("span", "event-actor", event.actor), el("span", "event-text", event.text));
      return item;
    }),
  );
}

/**
 * Marks event `number` (1-based; 0 marks none) as the current one, and
 * the ones after it as not yet happened.
 * @param {HTMLOListElement} list
 * @param {number} number
 */
export function highlightEvent(list, number) {
  for (const item of list.children) {
    const index = Number(/** @type {HTMLElement} */ (item).dataset.index);
    const current = index === number - 1;
    item.classList.toggle("current", current);
    item.classList.toggle("later", index >= number);
    if (current) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
}
