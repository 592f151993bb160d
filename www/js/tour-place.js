// @ts-check
/**
 * Where the walk's card goes: docked at the top or the bottom of the
 * window, on the side away from what the step points at, with the page
 * scrolled as little as it takes to show that target clear of the card.
 * A ring drawn over the target's box marks it; it is a plain element laid
 * over the page, so it can ring a mark inside the chart's SVG as well as a
 * row of the settings.
 */

/** Room between the card, the ring and the window's edges, in CSS pixels. */
const GAP = 12;

/** How far the ring stands off the box it rings. */
const RING_PAD = 6;

/**
 * @typedef {{ top: number, bottom: number, left: number, right: number }} Box
 * @typedef {"top" | "bottom"} Dock
 */

/**
 * Docks `card` away from `targets` and rings them; scrolls the window if
 * they are not already clear of the card. Returns the side it docked on.
 * @param {HTMLElement} card the walk's box, `position: fixed`
 * @param {HTMLElement} ring the element that marks the target
 * @param {Element[]} targets what the step points at; none leaves the card at the bottom
 * @param {boolean} scroll whether the window may scroll to bring the target into view
 * @param {number} [over] how much of the window's top something else covers
 *   over the targets (a stage that sticks there), so they must rest below it
 * @returns {Dock}
 */
export function place(card, ring, targets, scroll, over = 0) {
  const found = union(targets);
  if (!found) {
    dock(card, "bottom");
    ring.hidden = true;
    return "bottom";
  }
  let box = found;
  const height = card.offsetHeight;
  const view = window.innerHeight;
  /** @type {Record<Dock, { from: number, to: number }>} the window's rows the card leaves free, per side */
  const free = {
    bottom: { from: over + GAP, to: view - height - 2 * GAP },
    top: { from: Math.max(height, over) + 2 * GAP, to: view - GAP },
  };
  /**
   * How far the window must scroll for the box to sit in that side's free
   * rows: not at all if it already does, else to the middle of them, so
   * what is around it shows too. A box too tall for them starts at their top.
   * @param {Dock} side
   */
  const shift = (side) => {
    const { from, to } = free[side];
    const tall = box.bottom - box.top + RING_PAD * 2;
    if (tall > to - from) return box.top - RING_PAD - from;
    if (box.top - RING_PAD >= from && box.bottom + RING_PAD <= to) return 0;
    return box.top - RING_PAD - (from + (to - from - tall) / 2);
  };
  /** @param {Dock} side whether the box fits that side's free rows, ring and all */
  const fits = (side) => box.bottom - box.top + RING_PAD * 2 <= free[side].to - free[side].from;
  // A side the box fits on beats one it does not, then the shorter scroll.
  const nearer = Math.abs(shift("top")) < Math.abs(shift("bottom")) ? "top" : "bottom";
  /** @type {Dock} */
  const side = fits("top") !== fits("bottom") ? (fits("top") ? "top" : "bottom") : nearer;
  const by = Math.round(shift(side));
  if (scroll && by !== 0) {
    window.scrollBy({ top: by, behavior: "instant" });
    box = union(targets) ?? found;
  }
  dock(card, side);
  ring.hidden = false;
  Object.assign(ring.style, {
    top: `${box.top + window.scrollY - RING_PAD}px`,
    left: `${box.left + window.scrollX - RING_PAD}px`,
    width: `${box.right - box.left + RING_PAD * 2}px`,
    height: `${box.bottom - box.top + RING_PAD * 2}px`,
  });
  return side;
}

/**
 * @param {HTMLElement} card
 * @param {Dock} side
 */
function dock(card, side) {
  card.classList.toggle("tour-top", side === "top");
  card.classList.toggle("tour-bottom", side === "bottom");
}

/**
 * The smallest box around every target that is drawn, in window coordinates.
 * @param {Element[]} targets
 * @returns {Box | null}
 */
function union(targets) {
  /** @type {Box | null} */
  let box = null;
  for (const target of targets) {
    const r = target.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    box = box
      ? { top: Math.min(box.top, r.top), bottom: Math.max(box.bottom, r.bottom), left: Math.min(box.left, r.left), right: Math.max(box.right, r.right) }
      : { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }
  return box;
}
