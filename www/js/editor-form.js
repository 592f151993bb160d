// @ts-check
/**
 * The editor's form: the file by its parts (its texts, the lease, each
 * resource, each client's plan, the settings the reader gets), for a
 * teacher who has never seen the format. The core gives the outline and
 * carries out each change; the form only draws the outline and sends
 * back what was changed, and the changed text goes into the editor as
 * one change to undo, so the text and the form never disagree.
 *
 * Loaded with the editor (see `editing.js`).
 */

import { el } from "./dom.js";
import { say } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").Outline} Outline
 * @typedef {import("../pkg/fencelab_wasm.js").Field} Field
 * @typedef {import("../pkg/fencelab_wasm.js").Edit} Edit
 * @typedef {import("../pkg/fencelab_wasm.js").StepPart} StepPart
 * @typedef {import("../pkg/fencelab_wasm.js").Starts} Starts
 */

export class EditorForm {
  /**
   * @param {HTMLElement} root the form's box
   * @param {(change: Edit) => string | null} send carries out a change; why it was refused, or null
   */
  constructor(root, send) {
    this.root = root;
    this.send = send;
    this.body = el("div", "editor-form-body");
    this.status = el("p", "editor-form-status");
    this.status.setAttribute("role", "status");
    /** The control whose change is being carried out, to focus again once drawn. @type {string | undefined} */
    this.pending = undefined;
    root.replaceChildren(el("h4", "editor-form-title", say("editor-form-title")), el("p", "hint", say("editor-form-hint")), this.status, this.body);
  }

  /**
   * Draws the outline of the text as it stands, or says the form waits
   * for a text that loads; the control that had the focus keeps it.
   * @param {Outline | null} outline
   */
  show(outline) {
    const active = document.activeElement;
    const focused = this.pending ?? (active instanceof HTMLElement && this.root.contains(active) ? active.dataset.key : undefined);
    this.pending = undefined;
    this.root.classList.toggle("waiting", !outline);
    if (!outline) {
      this.body.replaceChildren(el("p", "hint", say("editor-form-waiting")));
      return;
    }
    this.body.replaceChildren(this.texts(outline), this.lock(outline), this.resources(outline), this.clients(outline), this.knobs(outline));
    if (focused) /** @type {HTMLElement | null} */ (this.body.querySelector(`[data-key="${CSS.escape(focused)}"]`))?.focus({ preventScroll: true });
  }

  /**
   * Sends a change and says why, if it was refused.
   * @param {Edit} change
   */
  change(change) {
    const active = document.activeElement;
    this.pending = active instanceof HTMLElement && this.root.contains(active) ? active.dataset.key : undefined;
    const why = this.send(change);
    this.status.textContent = why ?? "";
    this.root.classList.toggle("refused", why !== null);
  }

  /** @param {Outline} outline */
  texts(outline) {
    const box = group(say("editor-form-texts"));
    box.append(
      textField(say("editor-form-title-field"), outline.title, "text:title", false, (value) => this.change({ edit: "text", field: "title", value })),
      textField(say("editor-form-summary"), outline.summary, "text:summary", true, (value) => this.change({ edit: "text", field: "summary", value })),
      textField(say("editor-form-try-this"), outline.tryThis, "text:try_this", true, (value) => this.change({ edit: "text", field: "try_this", value })),
    );
    return box;
  }

  /** @param {Outline} outline */
  lock(outline) {
    const box = group(say("editor-form-lock"));
    box.append(...outline.lock.map((f) => this.field(f)));
    return box;
  }

  /** @param {Outline} outline */
  resources(outline) {
    const box = group(say("editor-form-resources"));
    outline.resources.forEach((resource, index) => {
      const row = el("div", "editor-form-part");
      row.append(textField(say("editor-form-name"), resource.name, `resource:${index}`, false, (name) => this.change({ edit: "rename", part: "resource", index, name })));
      row.append(...resource.fields.map((f) => this.field(f)));
      box.append(row);
    });
    return box;
  }

  /** @param {Outline} outline */
  clients(outline) {
    const box = group(say("editor-form-clients"));
    outline.clients.forEach((client, c) => {
      const part = el("fieldset", "editor-form-client");
      part.append(el("legend", undefined, say("editor-form-client", { name: client.name })));
      const head = el("div", "editor-form-row");
      head.append(textField(say("editor-form-name"), client.name, `client:${c}`, false, (name) => this.change({ edit: "rename", part: "client", index: c, name })));
      head.append(button(say("editor-form-remove-client", { name: client.name }), `remove-client:${c}`, () => this.change({ edit: "remove_client", client: c })));
      const steps = el("ol", "editor-form-steps");
      steps.append(...client.steps.map((step, s) => this.step(outline, c, s, step)));
      part.append(head, steps, this.adder(outline, c));
      box.append(part);
    });
    box.append(button(say("editor-form-add-client"), "add-client", () => this.change({ edit: "add_client" })));
    return box;
  }

  /**
   * One step of a plan: what it does, when it starts, what it works on,
   * its numbers.
   * @param {Outline} outline
   * @param {number} c
   * @param {number} s
   * @param {StepPart} step
   */
  step(outline, c, s, step) {
    const item = el("li", "editor-form-step");
    const head = el("div", "editor-form-row");
    head.append(el("strong", "editor-form-action", step.label));
    const starts = outline.startChoices.map((c) => /** @type {[string, string]} */ ([c.starts, c.label]));
    head.append(choice(say("editor-form-starts"), starts, step.starts, `starts:${c}:${s}`, (value) => this.change({ edit: "starts", client: c, step: s, starts: /** @type {Starts} */ (value) })));
    const resource = step.resource;
    if (resource !== null) {
      const names = outline.resourceNames.map((n) => /** @type {[string, string]} */ ([n, n]));
      head.append(choice(say("editor-form-resource"), names, resource, `resource-of:${c}:${s}`, (name) => this.change({ edit: "resource", client: c, step: s, name })));
    }
    head.append(button(say("editor-form-remove-step"), `remove-step:${c}:${s}`, () => this.change({ edit: "remove_step", client: c, step: s })));
    item.append(head, ...step.fields.map((f) => this.field(f)));
    return item;
  }

  /**
   * "Add a step" for client `c`: which action, and a button.
   * @param {Outline} outline
   * @param {number} c
   */
  adder(outline, c) {
    const row = el("div", "editor-form-row");
    const options = outline.actions.map((a) => /** @type {[string, string]} */ ([a.action, a.label]));
    const pick = choice(say("editor-form-add-step-action"), options, "pause", `add-step-action:${c}`, () => {});
    const select = /** @type {HTMLSelectElement} */ (pick.querySelector("select"));
    row.append(pick, button(say("editor-form-add-step"), `add-step:${c}`, () => {
      const action = outline.actions.find((a) => a.action === select.value)?.action ?? "pause";
      this.change({ edit: "add_step", client: c, action });
    }));
    return row;
  }

  /** @param {Outline} outline */
  knobs(outline) {
    const box = group(say("editor-form-knobs"));
    if (outline.knobs.length === 0) box.append(el("p", "hint", say("editor-form-no-knobs")));
    for (const knob of outline.knobs) {
      const part = el("fieldset", "editor-form-client");
      part.append(el("legend", undefined, say("editor-form-knob", { id: knob.id })));
      part.append(
        textField(say("editor-form-label"), knob.label, `label:${knob.id}`, false, (value) => this.change({ edit: "knob_text", knob: knob.id, field: "label", value })),
        textField(say("editor-form-help"), knob.help, `help:${knob.id}`, true, (value) => this.change({ edit: "knob_text", knob: knob.id, field: "help", value })),
        ...knob.fields.map((f) => this.field(f)),
        button(say("editor-form-withdraw"), `withdraw:${knob.id}`, () => this.change({ edit: "withdraw", knob: knob.id })),
      );
      box.append(part);
    }
    return box;
  }

  /**
   * A value's box (a number, or a tick for a switch) and, where a knob
   * could set it, whether the reader gets one.
   * @param {Field} field
   */
  field(field) {
    const row = el("div", "editor-form-field");
    const label = el("label");
    const input = el("input");
    input.dataset.key = `value:${field.pointer}`;
    if (typeof field.value === "boolean") {
      input.type = "checkbox";
      input.checked = field.value;
      input.addEventListener("change", () => this.change({ edit: "value", pointer: field.pointer, value: input.checked }));
      label.append(input, " ", field.label);
    } else {
      input.type = "number";
      input.step = "1";
      input.value = String(field.value);
      input.addEventListener("change", () => {
        const value = Number(input.value);
        if (input.value.trim() === "" || !Number.isSafeInteger(value)) {
          this.status.textContent = say("editor-form-whole-number", { field: field.label });
          return;
        }
        this.change({ edit: "value", pointer: field.pointer, value });
      });
      label.append(field.label, " ", input);
    }
    row.append(label);
    if (field.offerable) row.append(this.offer(field));
    return row;
  }

  /**
   * The tick that gives the reader a slider or switch for `field`, or
   * takes it away.
   * @param {Field} field
   */
  offer(field) {
    const label = el("label", "editor-form-offer");
    const tick = el("input");
    tick.type = "checkbox";
    tick.checked = field.knob !== null;
    tick.dataset.key = `offer:${field.pointer}`;
    const kind = typeof field.value === "boolean" ? "switch" : "slider";
    tick.addEventListener("change", () => {
      if (field.knob !== null) this.change({ edit: "withdraw", knob: field.knob });
      else this.change({ edit: "offer", pointer: field.pointer });
    });
    label.append(tick, " ", field.knob === null ? say("editor-form-offer", { kind }) : say("editor-form-offered", { kind, id: field.knob }));
    return label;
  }
}

/**
 * A group of the form with its heading.
 * @param {string} title
 */
function group(title) {
  const box = el("fieldset", "editor-form-group");
  box.append(el("legend", undefined, title));
  return box;
}

/**
 * A labelled box of words that sends its text when the reader is done
 * with it (leaves it, or presses Enter in a one-line box).
 * @param {string} name
 * @param {string} value
 * @param {string} key
 * @param {boolean} long whether the text is a paragraph
 * @param {(value: string) => void} done
 */
function textField(name, value, key, long, done) {
  const label = el("label", long ? "editor-form-long" : "editor-form-field");
  const input = long ? el("textarea") : el("input");
  input.value = value;
  input.dataset.key = key;
  if (input instanceof HTMLTextAreaElement) input.rows = 3;
  input.addEventListener("change", () => done(input.value));
  label.append(el("span", undefined, name), input);
  return label;
}

/**
 * A labelled choice among `options` (value, words).
 * @param {string} name
 * @param {[string, string][]} options
 * @param {string} value
 * @param {string} key
 * @param {(value: string) => void} chosen
 */
function choice(name, options, value, key, chosen) {
  const label = el("label", "editor-form-field");
  const select = el("select");
  select.dataset.key = key;
  for (const [v, words] of options) {
    const option = el("option", undefined, words);
    option.value = v;
    select.append(option);
  }
  select.value = value;
  select.addEventListener("change", () => chosen(select.value));
  label.append(el("span", undefined, name), select);
  return label;
}

/**
 * A button of the form.
 * @param {string} words
 * @param {string} key
 * @param {() => void} pressed
 */
function button(words, key, pressed) {
  const b = el("button", "quiet", words);
  b.type = "button";
  b.dataset.key = key;
  b.addEventListener("click", pressed);
  return b;
}
