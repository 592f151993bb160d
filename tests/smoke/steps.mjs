/**
 * The smoke steps, the same in every engine: each acts through JavaScript
 * run in the page and waits for what a reader would see, so a driver only
 * needs to open an address and run a script (what WebDriver, BiDi and CDP
 * all offer alike).
 */

/** The verdict lines the steps wait for, by their opening words. */
const NOT_SAFE = "Not safe: an update was lost.";
const REFUSED = "Safe: a late write came and was refused";
const SAFE = "Safe: every update survived.";

/** Page-side helpers every script below can use. */
const HELPERS = `
  const text = (sel) => document.querySelector(sel)?.textContent?.trim() ?? "";
  const slide = (id, value) => {
    const input = document.getElementById("knob-" + id);
    input.value = String(value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
`;

/**
 * @typedef {{
 *   goto(url: string): Promise<void>,
 *   run(body: string): Promise<any>,
 * }} Driver
 */

/**
 * Runs `body` (a function body, with the helpers in scope) until it
 * returns something truthy, for at most `timeout` ms.
 * @param {Driver} d @param {string} body @param {string} what
 */
async function until(d, body, what, timeout = 15000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await d.run(HELPERS + body);
    if (last) return last;
    if (Date.now() > deadline) {
      const seen = await d.run(HELPERS + `return text("#scenario-title") + " | " + text("#verdict") + " | " + text("#error");`);
      throw new Error(`timed out waiting for ${what}; the page shows: ${seen}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** @param {Driver} d @param {string} body */
const act = (d, body) => d.run(HELPERS + body);

/**
 * The steps, by name. `base` is the served site's address; `single` the
 * single file's `file:` address.
 * @returns {[string, (d: Driver) => Promise<void>][]}
 */
export function steps(base, single) {
  const opened = (title) => `return text("#scenario-title") === ${JSON.stringify(title)} && text("#verdict") !== "";`;
  const verdict = (start) => `return text("#verdict").startsWith(${JSON.stringify(start)});`;
  return [
    [
      "the default story loses B's update",
      async (d) => {
        await d.goto(base);
        await until(d, opened("The paused lock holder"), "the default story");
        await until(d, verdict(NOT_SAFE), "the default verdict");
      },
    ],
    [
      "a shorter pause makes it safe",
      async (d) => {
        await act(d, `slide("pause_ms", 7000);`);
        await until(d, verdict(SAFE), "the safe verdict at 7 s");
        await act(d, `slide("pause_ms", 15000);`);
        await until(d, verdict(NOT_SAFE), "the lost update again at 15 s");
      },
    ],
    [
      "fencing tokens refuse the stale write",
      async (d) => {
        await act(d, `document.getElementById("knob-fencing").click();`);
        await until(d, verdict(REFUSED), "the refused write");
        await act(d, `document.getElementById("knob-fencing").click();`);
        await until(d, verdict(NOT_SAFE), "fencing off again");
      },
    ],
    [
      "another experiment opens",
      async (d) => {
        await act(d, `
          const button = [...document.querySelectorAll("#experiments button")]
            .find((b) => b.textContent.trim().startsWith("Kleppmann"));
          button.click();`);
        await until(d, `return text("#scenario-title").startsWith("Kleppmann") && text("#verdict") !== "";`, "kleppmann-2016");
      },
    ],
    [
      "a map cell loads its run",
      async (d) => {
        await d.goto(base);
        await until(d, opened("The paused lock holder"), "the default story");
        // The map is a tab under the chart, made once the reader opens it.
        await act(d, `[...document.querySelectorAll('#views [role="tab"]')].find((t) => t.textContent.trim() === "Safety map").click();`);
        await until(d, `return document.getElementById("map").getBoundingClientRect().width > 0;`, "the safety map's tab to open");
        await until(d, `return document.getElementById("map")?.getAttribute("data-cells");`, "the safety map");
        await act(d, `
          const canvas = document.getElementById("map");
          canvas.scrollIntoView();
          // A tenth of the way into the plot on both axes: a short pause, early.
          const [left, top, w, h] = canvas.getAttribute("data-plot").split(" ").map(Number);
          const box = canvas.getBoundingClientRect();
          const x = box.left + left + w * 0.1;
          const y = box.top + top + h * 0.1;
          for (const type of ["pointerdown", "pointerup", "click"]) {
            canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }));
          }`);
        await until(d, `return document.getElementById("knob-pause_ms").value !== "15000";`, "the cell's pause length");
        await until(d, verdict("Safe"), "the cell's verdict (a short pause early on is safe)");
      },
    ],
    [
      "the map is made again on the workers",
      async (d) => {
        await until(d, `return document.documentElement.dataset.workers;`, "the workers to start");
        const workers = Number(await act(d, `return document.documentElement.dataset.workers;`));
        if (!(workers >= 2)) throw new Error(`the map runs on ${workers} workers, not at least 2`);
        const before = await act(d, `return text("#map-summary");`);
        await act(d, `slide("lease_ms", 20000);`);
        await until(
          d,
          `const map = document.getElementById("map");
           return !map.hasAttribute("aria-busy") && map.getAttribute("data-cells") === "200 200" && text("#map-summary") !== ${JSON.stringify(before)};`,
          "the full map for a 20 s lease",
        );
      },
    ],
    [
      "a link restores its run",
      async (d) => {
        await d.goto(new URL("?scenario=paused-holder&fencing=on&pause_ms=12000", base).href);
        await until(d, opened("The paused lock holder"), "the linked story");
        await until(
          d,
          `return document.getElementById("knob-fencing").checked && document.getElementById("knob-pause_ms").value === "12000";`,
          "the link's settings",
        );
        await until(d, verdict(REFUSED), "the linked run's verdict");
      },
    ],
    [
      "the embed tells the story",
      async (d) => {
        await d.goto(new URL("?embed&scenario=paused-holder", base).href);
        await until(d, verdict(NOT_SAFE), "the embedded verdict");
      },
    ],
    [
      "the single file works from disk",
      async (d) => {
        await d.goto(single);
        await until(d, opened("The paused lock holder"), "the single file's story");
        await until(d, verdict(NOT_SAFE), "the single file's verdict");
        await until(d, `return document.documentElement.dataset.workers;`, "the single file's workers to start");
        const workers = Number(await act(d, `return document.documentElement.dataset.workers;`));
        if (!(workers >= 2)) throw new Error(`the single file's map runs on ${workers} workers, not at least 2`);
      },
    ],
  ];
}
