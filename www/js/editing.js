// @ts-check
/**
 * Editing an experiment in the page: "Edit this experiment" opens the
 * open experiment's file in the editor beside its run, and every pause in
 * typing hands the text to the core. A text that loads becomes the run on
 * screen; one that does not keeps the last good run on screen, marked as
 * not matching the text, with each problem at its line and column.
 *
 * Nothing is lost: the draft is kept in this browser as it is typed (one
 * per experiment it started from), so a reload, a crash or a closed tab
 * brings it back; leaving with changes not downloaded asks first. A file
 * can be downloaded, opened, or dropped on the page.
 *
 * An edited experiment, and one that came inside a link (`?file=`), is an
 * `Entry` of its own, never one of the page's files: its progress, its
 * predictions and the real runs of the file it started from are not
 * mixed with it, and the page says where it came from.
 *
 * Beside the text, a form changes the file by its parts: the core
 * carries out each change and the changed text goes into the editor, so
 * the two never disagree.
 *
 * The editor's code (`editor.js`, `editor-form.js`) and the link's
 * packing (`scenario-link.js`) load when first needed.
 */

import { part, stored, store } from "./dom.js";
import { save } from "./export.js";
import { say, language } from "./words.js";
import { readLink } from "./address.js";

/**
 * @typedef {import("./sim.js").Entry} Entry
 * @typedef {import("./sim.js").Simulator} Simulator
 * @typedef {import("./editor.js").Editor} Editor
 * @typedef {import("./editor-form.js").EditorForm} EditorForm
 */

/**
 * What the editing needs of the page: the experiment open now, a way to
 * open another, and its address to keep in step.
 * @typedef {{
 *   entry: Entry | null,
 *   open: (entry: Entry) => void,
 *   address: { changed: () => void },
 * }} Host
 */

/**
 * The file an edit started from: the page's own, or one from a link.
 * @typedef {{ entry: Entry, key: string }} Original
 */

/** Where drafts are kept, by the key of the file they started from. */
const DRAFT_KEY = "fencelab:draft:";

export class Editing {
  /**
   * @param {Host} host
   * @param {Simulator} simulator
   * @param {{ panel: HTMLElement, opener: HTMLButtonElement, origin: HTMLElement, stale: HTMLElement, workbench: HTMLElement }} parts
   */
  constructor(host, simulator, parts) {
    this.host = host;
    this.simulator = simulator;
    this.parts = parts;
    /** @type {Editor | null} */
    this.editor = null;
    /** @type {EditorForm | null} */
    this.form = null;
    /** @type {Original | null} */
    this.original = null;
    /** The text last downloaded or opened, which leaving may lose nothing of. */
    this.saved = "";
    parts.opener.addEventListener("click", () => this.toggle());
    part(parts.panel, "close").addEventListener("click", () => this.close());
    part(parts.panel, "download").addEventListener("click", () => this.download());
    part(parts.panel, "restart").addEventListener("click", () => this.restart());
    const picker = /** @type {HTMLInputElement} */ (part(parts.panel, "file"));
    picker.addEventListener("change", () => {
      const file = picker.files?.[0];
      picker.value = "";
      if (file) this.openFile(file);
    });
    document.addEventListener("dragover", (event) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    });
    document.addEventListener("drop", (event) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      this.openFile(file);
    });
    window.addEventListener("beforeunload", (event) => {
      if (this.editor && this.isOpen && this.editor.text !== this.saved) event.preventDefault();
    });
  }

  /** Whether the editor is on screen. */
  get isOpen() {
    return !this.parts.panel.hidden;
  }

  toggle() {
    if (this.isOpen) this.close();
    else this.start();
  }

  /**
   * Opens the editor on the experiment on screen, or on the draft kept
   * for it.
   * @param {Entry | null} [from] the file to edit instead, such as a link's that could not be used
   * @param {string | null} [problem] why that file could not be used, if it could not
   */
  async start(from = null, problem = null) {
    const editor = await this.load();
    if (!editor) return;
    const entry = from ?? this.host.entry;
    if (from || !this.original || !entry || (entry.source !== "edited" && entry !== this.original.entry)) {
      this.original = entry ? { entry, key: keyOf(entry) } : null;
    }
    const draft = this.original ? readDraft(this.original.key) : null;
    const kept = part(this.parts.panel, "kept");
    if (problem !== null) {
      editor.load(this.original?.entry.text ?? "");
      kept.textContent = problem;
    } else if (draft && draft.text !== this.original?.entry.text) {
      editor.load(draft.text);
      kept.textContent = say("editor-draft-back", { when: new Date(draft.at).toLocaleString(language()) });
    } else {
      editor.load(this.original?.entry.text ?? "");
      kept.textContent = say("editor-kept");
    }
    this.saved = this.original?.entry.text ?? "";
    this.show(true);
    editor.flush();
    // Opening the panel moves what is around it. The reader is taken to
    // the workbench's top, where the panel starts beside the run (on a
    // phone, right under the picture), so a click never opens it out of
    // sight or hides the chart's top.
    this.parts.workbench.scrollIntoView({ block: "start" });
  }

  /**
   * Follows the reader to another experiment: an open editor shows its file.
   * @param {Entry} entry the experiment just opened
   */
  follow(entry) {
    if (this.isOpen && entry.source !== "edited" && entry !== this.original?.entry) this.start();
  }

  /** Loads the editor's code the first time; null (said on the page) if it cannot. */
  async load() {
    if (this.editor) return this.editor;
    const status = part(this.parts.panel, "status");
    this.show(true);
    status.textContent = say("editor-loading");
    try {
      const [{ Editor }, { EditorForm }] = await Promise.all([import("./editor.js"), import("./editor-form.js")]);
      this.editor = new Editor(this.parts.panel, (text) => this.read(text));
      this.form = new EditorForm(part(this.parts.panel, "form"), (change) => this.change(change));
    } catch (err) {
      status.textContent = say("editor-load-failed", { why: err instanceof Error ? err.message : String(err) });
      return null;
    }
    return this.editor;
  }

  /** @param {boolean} open */
  show(open) {
    this.parts.panel.hidden = !open;
    this.parts.opener.setAttribute("aria-expanded", String(open));
    this.parts.workbench.classList.toggle("editing", open);
    if (!open) this.stale(false);
    this.host.address.changed();
  }

  close() {
    this.show(false);
    this.parts.opener.focus();
  }

  /**
   * The text after a pause in typing: kept, read by the core, and run if
   * it loads.
   * @param {string} text
   */
  read(text) {
    const editor = this.editor;
    const original = this.original;
    if (!editor || !original) return;
    if (text === original.entry.text) forgetDraft(original.key);
    else store(`${DRAFT_KEY}${original.key}`, JSON.stringify({ text, at: Date.now() }));
    const problems = this.simulator.problems(text);
    editor.mark(problems);
    this.form?.show(problems.length > 0 ? null : this.simulator.outline(text));
    if (problems.length > 0) {
      this.stale(true);
      return;
    }
    this.stale(false);
    const entry = text === original.entry.text ? original.entry : this.simulator.edited(original.entry, text);
    this.host.open(entry);
    if (entry.source === "edited") this.pack(entry);
  }

  /**
   * A change the form made, carried out by the core on the text as it
   * stands and put into the editor as one change to undo.
   * @param {import("../pkg/fencelab_wasm.js").Edit} change
   * @returns {string | null} why the core refused it, or null
   */
  change(change) {
    const editor = this.editor;
    if (!editor) return null;
    const result = this.simulator.edit(editor.text, change);
    if (result.kind === "refused") return result.why;
    editor.replace(result.text);
    return null;
  }

  /**
   * Packs an edited experiment for its link, as the text stands, in the
   * page's language only: a link carries the file whole, and the other
   * languages would about double it. The downloaded file keeps them all.
   * @param {Entry} entry
   */
  async pack(entry) {
    const { packScenario } = await import("./scenario-link.js");
    entry.packed = await packScenario(this.simulator.inOneLanguage(entry.text, language()));
  }

  /**
   * Marks the run on screen as not the text's, or no longer so.
   * @param {boolean} on
   */
  stale(on) {
    this.parts.stale.hidden = !on;
    this.parts.workbench.classList.toggle("stale", on);
  }

  /** Saves the text as a file named after the experiment. */
  download() {
    if (!this.editor) return;
    const text = this.editor.text;
    const name = `${this.simulator.fileStem(this.original?.entry.file.replace(/\.json$/, "") ?? "scenario")}.json`;
    save(new Blob([text], { type: "application/json" }), name);
    this.saved = text;
    this.editor.status.textContent = say("editor-downloaded", { name });
  }

  /** Goes back to the file the edit started from, as one change to undo. */
  restart() {
    const original = this.original;
    if (!this.editor || !original) return;
    if (this.editor.text !== original.entry.text && !window.confirm(say("editor-restart-confirm"))) return;
    this.editor.replace(original.entry.text);
  }

  /**
   * Reads a file the reader opened or dropped into the editor.
   * @param {File} file
   */
  async openFile(file) {
    const editor = this.isOpen ? this.editor : await this.start().then(() => this.editor);
    if (!editor) return;
    // A file opened here may go on into a link: it is held to a link's limit.
    const limit = this.simulator.linkedLimit();
    if (file.size > limit) {
      editor.status.textContent = say("editor-file-too-large", { name: file.name, limit: Math.round(limit / 1024) });
      return;
    }
    try {
      editor.replace(await file.text());
    } catch (err) {
      editor.status.textContent = say("editor-file-unreadable", { name: file.name, why: err instanceof Error ? err.message : String(err) });
      return;
    }
    this.saved = editor.text;
    part(this.parts.panel, "kept").textContent = say("editor-opened-file", { name: file.name });
  }

  /**
   * Says where the experiment on screen came from, if not from the page's
   * own list.
   * @param {Entry} entry
   * @param {string} title
   */
  tell(entry, title) {
    const note = this.parts.origin;
    note.hidden = !entry.source;
    if (entry.source === "linked") note.textContent = say("origin-linked", { title });
    if (entry.source === "edited") note.textContent = say("origin-edited", { title: entry.base?.info?.title ?? title });
  }
}

/**
 * The experiment a link carries in `file=`, read and checked as any file,
 * with the reason it cannot be used if it cannot: then the entry holds
 * what could be read of it (perhaps nothing), for the editor to show.
 * Null when the link carries none.
 * @param {string} search the address's query
 * @param {Simulator} simulator
 * @returns {Promise<{ entry: Entry, problem: string | null } | null>}
 */
export async function readLinked(search, simulator) {
  const packed = readLink(search).file;
  if (packed === null) return null;
  const { unpackScenario } = await import("./scenario-link.js");
  try {
    const entry = simulator.linked(await unpackScenario(packed, simulator.linkedLimit()), packed);
    return { entry, problem: entry.info ? null : say("origin-link-broken", { problem: entry.problem ?? "" }) };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { entry: simulator.linked("", packed), problem: say("origin-link-unreadable", { why }) };
  }
}

/**
 * The key a draft is kept under: the page's file by its name, a linked
 * one by a hash of its text.
 * @param {Entry} entry
 */
function keyOf(entry) {
  if (entry.source !== "linked") return entry.file;
  let hash = 0x811c9dc5;
  for (let i = 0; i < entry.text.length; i++) hash = Math.imul(hash ^ entry.text.charCodeAt(i), 0x01000193) >>> 0;
  return `link-${hash.toString(16)}`;
}

/**
 * The draft kept under `key`, if one is kept and readable.
 * @param {string} key
 * @returns {{ text: string, at: number } | null}
 */
function readDraft(key) {
  const raw = stored(`${DRAFT_KEY}${key}`);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw);
    return typeof draft?.text === "string" && typeof draft?.at === "number" ? draft : null;
  } catch {
    return null;
  }
}

/** @param {string} key */
function forgetDraft(key) {
  try {
    localStorage.removeItem(`${DRAFT_KEY}${key}`);
  } catch {
    // Storage that cannot be written has nothing kept to forget.
  }
}
