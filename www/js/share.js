// @ts-check
/**
 * The "Share / embed" dialog: a link to the run on screen, and a ready
 * `<iframe>` for a course page, with the panels and the lock chosen by
 * checkboxes. Everything here is built as text: the link goes into
 * fields' values, never into markup.
 *
 * The embed code carries a few lines of script after the frame that fit
 * the frame's height to the page inside it: the embedded page posts
 * `{ type: "fencelab:height", height }` to its parent (see `embed.js`),
 * and the script takes that message only from its own frame and from
 * this site's origin.
 *
 * The dialog also makes a SCORM 1.2 package of the run as the embed
 * shows it (`scorm-package.js`, imported on first use: most readers never
 * ask for one).
 *
 * When the page is not in English, or the reader chose its language, a
 * checkbox offers to keep that language in the link and the embed code
 * (`lang=`); without it, a link opens in its reader's browser's language.
 */

import { part } from "./dom.js";
import { PANELS, DEFAULT_PANELS } from "./embed.js";
import { say, language, languages } from "./words.js";
import { linkLanguage } from "./language.js";

/** How tall a new embed's frame is, in CSS pixels, before its first height message (or for good, where a course page strips scripts). */
const FRAME_HEIGHT = 900;

export class Share {
  /**
   * @param {HTMLDialogElement} dialog the dialog, in which it finds its parts (`data-part`)
   * @param {HTMLElement} opener the button that opens it
   * @param {() => string} title the title of the experiment shown now
   * @param {(lang: string | null) => string} run the query for the run shown
   *   now, without embed options, opening in `lang` (null: the reader's own)
   */
  constructor(dialog, opener, title, run) {
    this.dialog = dialog;
    this.title = title;
    this.run = run;
    this.language = /** @type {HTMLInputElement} */ (part(dialog, "language"));
    this.languageRow = part(dialog, "language-row");
    /** The languages' own names, by code, once the list is read. @type {Map<string, string>} */
    this.names = new Map();
    languages().then(
      (list) => list.forEach(({ code, name }) => this.names.set(code, name)),
      () => {},
    );
    this.language.addEventListener("change", () => this.fill());
    this.link = /** @type {HTMLInputElement} */ (part(dialog, "link"));
    this.snippet = /** @type {HTMLTextAreaElement} */ (part(dialog, "snippet"));
    this.locked = /** @type {HTMLInputElement} */ (part(dialog, "locked"));
    this.panels = /** @type {HTMLInputElement[]} */ (
      PANELS.map((name) => {
        const box = /** @type {HTMLInputElement} */ (part(dialog, `panel-${name}`));
        box.checked = DEFAULT_PANELS.includes(name);
        box.addEventListener("change", () => this.fill());
        return box;
      })
    );
    this.locked.addEventListener("change", () => this.fill());
    opener.addEventListener("click", () => this.open());
    part(dialog, "close").addEventListener("click", () => this.dialog.close());
    part(dialog, "copy-link").addEventListener("click", () => copy(this.link, part(dialog, "copied-link")));
    part(dialog, "copy-snippet").addEventListener("click", () => copy(this.snippet, part(dialog, "copied-snippet")));
    /** The embed's query for the run shown now, as the package opens it. */
    this.query = "";
    part(dialog, "scorm").addEventListener("click", () => download(this.query, part(dialog, "scorm-status")));
  }

  open() {
    // Offered when the page is in a language a link would not choose by
    // itself: ticked when the reader chose it.
    const code = language();
    this.languageRow.hidden = code === "en" && linkLanguage() === null;
    this.language.checked = linkLanguage() !== null;
    part(this.dialog, "language-label").textContent = say("share-language", { language: this.names.get(code) ?? code });
    this.fill();
    part(this.dialog, "copied-link").textContent = "";
    part(this.dialog, "copied-snippet").textContent = "";
    part(this.dialog, "scorm-status").textContent = "";
    this.dialog.showModal();
  }

  /** Writes the link and the snippet for the run shown now. */
  fill() {
    const page = `${location.origin === "null" ? location.protocol + "//" : location.origin}${location.pathname}`;
    const run = this.run(!this.languageRow.hidden && this.language.checked ? language() : null);
    this.link.value = `${page}${run}`;
    part(this.dialog, "local").hidden = location.protocol !== "file:";
    const panels = PANELS.filter((_, i) => this.panels[i].checked);
    let options = "embed";
    if (panels.length > 0 && panels.join() !== DEFAULT_PANELS.join()) options += `&panels=${panels.join(",")}`;
    if (this.locked.checked) options += "&locked";
    this.query = `${run}&${options}`;
    const src = `${page}${this.query}`;
    const title = say("share-frame-title", { title: this.title() });
    this.snippet.value =
      `<iframe src="${attribute(src)}" title="${attribute(title)}"` +
      ` width="100%" height="${FRAME_HEIGHT}" style="border:0;max-width:100%" loading="lazy"></iframe>\n` +
      sizer(location.origin);
  }
}

/**
 * The script of the embed code: it sizes the frame just before it to the
 * height the page inside posts. It answers only messages whose source is
 * that frame and whose origin is `origin` (the string "null" for a page
 * opened from a file, which is what such a frame's messages carry), so no
 * other frame or page can resize it. Plain ES5, for any course page.
 * @param {string} origin
 */
function sizer(origin) {
  return [
    "<script>",
    "(function (frame) {",
    "  window.addEventListener(\"message\", function (event) {",
    "    var data = event.data;",
    `    if (event.source !== frame.contentWindow || event.origin !== ${JSON.stringify(origin)}) return;`,
    "    if (!data || data.type !== \"fencelab:height\" || !(data.height > 0)) return;",
    "    frame.style.height = Math.ceil(data.height) + \"px\";",
    "  });",
    "})(document.currentScript.previousElementSibling);",
    "</script>",
  ].join("\n");
}

/**
 * A value made safe inside a double-quoted HTML attribute of the snippet
 * the reader pastes into their own page.
 * @param {string} text
 */
function attribute(text) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Copies a field's text and says so; where the browser allows no copying
 * (an old browser, a page opened from disk), selects it for the reader.
 * @param {HTMLInputElement | HTMLTextAreaElement} field
 * @param {HTMLElement} status
 */
async function copy(field, status) {
  try {
    await navigator.clipboard.writeText(field.value);
    status.textContent = say("share-copied");
  } catch {
    field.focus();
    field.select();
    status.textContent = say("share-selected");
  }
}

/**
 * Makes the SCORM package for the run whose embed query is `query` and
 * hands it to the browser as a download, saying how it went in `status`.
 * @param {string} query
 * @param {HTMLElement} status
 */
async function download(query, status) {
  status.textContent = say("share-scorm-making");
  try {
    const { packageFor, PACKAGE } = await import("./scorm-package.js");
    const url = URL.createObjectURL(await packageFor(query));
    const link = document.createElement("a");
    link.href = url;
    link.download = PACKAGE;
    link.click();
    // Revoked later, not at once: a browser may still be reading the file when the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    status.textContent = say("share-scorm-made", { file: PACKAGE });
  } catch (err) {
    status.textContent = say("share-scorm-failed", { cause: err instanceof Error ? err.message : String(err) });
  }
}
