// @ts-check
/**
 * The tabs under the chart: one view of the run at a time (the outcome,
 * the events, the safety map, the lease's life, the challenges, the real
 * run), so each is one click from the picture rather than a scroll below
 * it. This only frames: the panels draw themselves, and a panel drawn
 * while closed is drawn again at its width when it opens (each renderer
 * watches its own size). A panel whose drawing costs the page while a
 * slider moves (the safety map runs 40,000 runs for a change) may wait
 * while closed instead: `isOpen` says whether it is seen, and its panel
 * hears `OPEN_EVENT` when its tab opens.
 *
 * A tab shows only while its panel has something to show: a panel the
 * page hides (an embed that leaves it out, an experiment with no
 * challenges or no real run) takes its tab with it. Keys follow the ARIA
 * tabs pattern: arrows, Home and End move between tabs and open them.
 */

/** Asks the tabs to open the panel an element is in, as the walk does before it points there. */
export const REVEAL_EVENT = "fencelab:reveal";

/** Sent to a panel when its tab opens. */
export const OPEN_EVENT = "fencelab:panel-open";

/**
 * Whether a panel is in view of the tabs: its tab is open, or it is not
 * under tabs at all (an embed lays every part out, one after another).
 * Read from classes, so asking during a redraw forces no layout.
 * @param {Element} panel
 */
export function isOpen(panel) {
  return panel.classList.contains("current") || !panel.closest(".views.tabbed");
}

export class Tabs {
  /** @param {HTMLElement} root the element holding the tab list and the panels */
  constructor(root) {
    this.root = root;
    /** @type {HTMLButtonElement[]} */
    this.tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => /** @type {HTMLButtonElement} */ (tab));
    this.current = this.tabs[0];
    root.classList.add("tabbed");
    for (const tab of this.tabs) {
      tab.addEventListener("click", () => this.open(tab));
      tab.addEventListener("keydown", (e) => this.key(e, tab));
    }
    // Only a panel's own `hidden` counts: the panels hide and show their
    // parts with every run, and reading the tabs' styles again each time
    // would cost the page a style pass per change of a setting.
    const panels = new Set(this.tabs.map((tab) => this.panel(tab)));
    new MutationObserver((changes) => {
      if (changes.some((change) => panels.has(/** @type {HTMLElement} */ (change.target)))) this.sync();
    }).observe(root, { attributes: true, attributeFilter: ["hidden"], subtree: true });
    // A class on the simulator can hide a panel too (comparing hides the outcome).
    const simulator = root.closest("section") ?? root;
    new MutationObserver(() => this.sync()).observe(simulator, { attributes: true, attributeFilter: ["class"] });
    document.addEventListener(REVEAL_EVENT, (e) => {
      const target = /** @type {Element | null} */ (e.target);
      const panel = target?.closest('[role="tabpanel"]');
      const tab = this.tabs.find((t) => this.panel(t) === panel);
      if (tab) this.open(tab);
    });
    // A link to something inside a closed panel ("the choices are in the results") opens it.
    document.addEventListener("click", (e) => {
      const link = /** @type {Element | null} */ (e.target)?.closest?.('a[href^="#"]');
      const id = link?.getAttribute("href")?.slice(1);
      const target = id ? document.getElementById(id) : null;
      if (target && root.contains(target)) target.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
    });
    this.sync();
  }

  /**
   * @param {HTMLButtonElement} tab
   * @returns {HTMLElement | null}
   */
  panel(tab) {
    const id = tab.getAttribute("aria-controls") ?? "";
    return /** @type {HTMLElement | null} */ (this.root.querySelector(`[id="${id}"]`));
  }

  /** @param {HTMLButtonElement} tab */
  open(tab) {
    this.current = tab;
    for (const other of this.tabs) {
      const on = other === tab;
      if (other.getAttribute("aria-selected") !== String(on)) other.setAttribute("aria-selected", String(on));
      other.tabIndex = on ? 0 : -1;
      const panel = this.panel(other);
      if (!panel || panel.classList.contains("current") === on) continue;
      panel.classList.toggle("current", on);
      if (on) panel.dispatchEvent(new CustomEvent(OPEN_EVENT));
    }
  }

  /** The tabs a reader can see now, in order. */
  shown() {
    return this.tabs.filter((tab) => !tab.hidden && getComputedStyle(tab).display !== "none");
  }

  /** Hides the tabs of hidden panels, and opens another if the open one went. */
  sync() {
    // Only what changes is written: each write would call this again.
    for (const tab of this.tabs) {
      const panel = this.panel(tab);
      const hide = !panel || panel.hidden;
      if (tab.hidden !== hide) tab.hidden = hide;
    }
    const shown = this.shown();
    const list = /** @type {HTMLElement | null} */ (this.root.querySelector('[role="tablist"]'));
    if (list && list.hidden !== (shown.length === 0)) list.hidden = shown.length === 0;
    const target = shown.includes(this.current) ? this.current : shown[0];
    if (target) this.open(target);
  }

  /**
   * @param {KeyboardEvent} e
   * @param {HTMLButtonElement} tab
   */
  key(e, tab) {
    const shown = this.shown();
    const at = shown.indexOf(tab);
    const to = {
      ArrowRight: shown[(at + 1) % shown.length],
      ArrowLeft: shown[(at - 1 + shown.length) % shown.length],
      Home: shown[0],
      End: shown[shown.length - 1],
    }[e.key];
    if (!to) return;
    e.preventDefault();
    this.open(to);
    to.focus();
  }
}
