// @ts-check
/**
 * The scenario editor's text: a plain `<textarea>` with line numbers, the
 * problems the core found listed under it, each one a button that takes
 * the caret to its line and column.
 *
 * A textarea rather than a code editor: it is the browser's own control,
 * so a screen reader, a phone's keyboard, spelling off, undo and redo all
 * work as readers know them, and it weighs nothing. Changes the page makes
 * (a field of the form, a file opened) go in through `insertText`, so they
 * are undone as the reader's typing is.
 *
 * Nothing here reads the format: the page asks the core what the text
 * means and hands back its problems.
 *
 * Loaded the first time the editor opens (see `editing.js`).
 */

import { el, part } from "./dom.js";
import { say } from "./words.js";

/**
 * A problem the core found in the text, as the wasm reports it.
 * @typedef {import("../pkg/fencelab_wasm.js").Problem} Problem
 */

/** How long typing must pause before the text is read again. */
const PAUSE_MS = 300;

export class Editor {
  /**
   * @param {HTMLElement} root the editor's panel, in which it finds its parts
   * @param {(text: string) => void} changed called with the text after each pause in typing
   */
  constructor(root, changed) {
    this.root = root;
    this.changed = changed;
    this.area = /** @type {HTMLTextAreaElement} */ (part(root, "text"));
    this.gutter = part(root, "gutter");
    this.status = part(root, "status");
    this.list = part(root, "problems");
    /** @type {number | null} */
    this.timer = null;
    /** The problems shown now. @type {Problem[]} */
    this.problems = [];
    /** The line count the gutter was drawn for, and the lines it marks. */
    this.drawn = "";
    this.area.addEventListener("input", () => this.typed());
    this.area.addEventListener("scroll", () => {
      this.gutter.scrollTop = this.area.scrollTop;
    });
    part(root, "undo").addEventListener("click", () => this.command("undo"));
    part(root, "redo").addEventListener("click", () => this.command("redo"));
  }

  /** The text as it stands. */
  get text() {
    return this.area.value;
  }

  /**
   * Puts `text` in the editor as a fresh start: no problems shown yet.
   * @param {string} text
   */
  load(text) {
    this.area.value = text;
    this.mark([]);
  }

  /**
   * Replaces the whole text as one change the reader can undo.
   * @param {string} text
   */
  replace(text) {
    if (text === this.area.value) return;
    // The text box takes the change, but the form's control that made
    // it gets the focus back once the form is drawn again.
    const from = document.activeElement;
    this.area.focus({ preventScroll: true });
    this.area.select();
    // `insertText` keeps the change on the textarea's own undo stack;
    // where a browser refuses it, the text is set plainly.
    if (!document.execCommand("insertText", false, text)) this.area.value = text;
    this.area.setSelectionRange(0, 0);
    this.flush();
    if (from instanceof HTMLElement && from !== this.area && from.isConnected) from.focus({ preventScroll: true });
  }

  /** Reads the text now, without waiting for typing to pause. */
  flush() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.drawGutter();
    this.changed(this.area.value);
  }

  typed() {
    this.drawGutter();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.flush(), PAUSE_MS);
  }

  /** @param {"undo" | "redo"} which */
  command(which) {
    this.area.focus();
    document.execCommand(which);
  }

  /**
   * Shows what the core found wrong with the text (nothing: it runs).
   * @param {Problem[]} problems in the order they are in the text
   */
  mark(problems) {
    this.problems = problems;
    this.drawn = "";
    this.drawGutter();
    this.list.replaceChildren(...problems.map((p) => this.item(p)));
    this.status.textContent = problems.length === 0 ? say("editor-runs") : say("editor-problems", { count: problems.length });
    this.root.classList.toggle("has-problems", problems.length > 0);
    this.area.setAttribute("aria-invalid", String(problems.length > 0));
  }

  /** @param {Problem} problem */
  item(problem) {
    const go = el("button", "editor-problem-place", say("editor-problem-place", { line: problem.line, column: problem.column }));
    go.type = "button";
    go.addEventListener("click", () => this.goTo(problem.line, problem.column));
    const item = el("li", "editor-problem");
    item.append(go, el("span", "editor-problem-message", problem.message));
    return item;
  }

  /**
   * Puts the caret at a line and column (both from 1) and shows it.
   * @param {number} line
   * @param {number} column
   */
  goTo(line, column) {
    const lines = this.area.value.split("\n");
    const row = Math.min(Math.max(line, 1), lines.length) - 1;
    let offset = 0;
    for (let i = 0; i < row; i++) offset += lines[i].length + 1;
    // Columns count characters; a string's index counts UTF-16 units.
    offset += [...lines[row]].slice(0, Math.max(column - 1, 0)).join("").length;
    this.area.focus();
    this.area.setSelectionRange(offset, offset);
    const height = this.area.scrollHeight / Math.max(lines.length, 1);
    this.area.scrollTop = Math.max(0, row * height - this.area.clientHeight / 3);
  }

  /** The line numbers beside the text, a problem's lines marked. */
  drawGutter() {
    const count = this.area.value.split("\n").length;
    const marked = new Set(this.problems.map((p) => p.line));
    const key = `${count}:${[...marked].join(",")}`;
    if (key === this.drawn) return;
    this.drawn = key;
    const rows = [];
    for (let n = 1; n <= count; n++) {
      rows.push(marked.has(n) ? el("span", "editor-line-bad", String(n)) : document.createTextNode(String(n)), document.createTextNode("\n"));
    }
    this.gutter.replaceChildren(...rows);
    this.gutter.scrollTop = this.area.scrollTop;
  }
}
