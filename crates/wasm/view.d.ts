// Generated from the view types in crates/wasm/src by `cargo xtask bless`; edit
// the Rust types and their doc comments, not this file.

/**
 * Everything a reader is shown of one run: what `fencelab run --json`
 * prints and what the page draws from.
 */
export interface RunView {
  title: string;
  summary: string;
  /** The "try this, notice that" text beside the experiment, if any. */
  tryThis: string | null;
  /** The shelf of the experiment list it sits on. */
  group: Group;
  /** What the lock is for: harm from overlap counts only for correctness. */
  purpose: Purpose;
  /** The settings the run used, by knob id, in the scenario's order. */
  settings: Settings;
  /** The knobs, ready for a switch or a slider, with those values. */
  knobs: KnobView[];
  outcome: OutcomeView;
  /** The scenario's challenges, in file order, judged against this run. */
  challenges: ChallengeView[];
  chart: ChartView;
  events: EventView[];
  /**
   * How many events the page shows while it waits for the reader's
   * prediction: those before the first write or side effect.
   */
  holdAt: number;
}

/** The experiment list's shelves, in the order the page shows them. */
export type Group =
  /** The basic story: a pause, a lease, a token. */
  | "basics"
  /** When timing fails: network delay, clocks, checks that come too early. */
  | "timing"
  /** When the counter fails: restarts and failovers of the lock service. */
  | "counter"
  /** When the resource cannot check: side effects, proxies, versions. */
  | "resource"
  /** Leader election, told with terms. */
  | "election";

/** What a lock protects. */
export type Purpose =
  /**
   * Overlapping holders can corrupt data or act twice: every stale write
   * and every side effect without a lease is harm.
   */
  | "correctness"
  /** Overlapping holders only repeat work: harm is a wrong value, nothing else. */
  | "efficiency";

/** Knob values by id: true/false for a switch, a whole number for a slider. */
export type Settings = Record<string, boolean | number>;

/** One setting, ready for a switch or a slider. */
export type KnobView =
  /** A switch. */
  | {
    kind: "toggle";
    /** The knob's id in the scenario file and in links. */
    id: string;
    /** Its name beside the switch. */
    label: string;
    /** A sentence on what the knob changes, if the scenario gives one. */
    help: string | null;
    /** Whether the run had it on. */
    on: boolean;
  }
  /** A slider. */
  | {
    kind: "range";
    /** The knob's id in the scenario file and in links. */
    id: string;
    /** Its name above the slider. */
    label: string;
    /** A sentence on what the knob changes, if the scenario gives one. */
    help: string | null;
    /** The value the run used. */
    value: number;
    /** The smallest value it takes. */
    min: number;
    /** The largest value it takes. */
    max: number;
    /** How far one step of the slider moves it. */
    step: number;
    /** How many values it takes from `min` to `max` in its steps. */
    steps: number;
    /** What the number counts. */
    unit: Unit;
    /** The value in words, such as "15.0 s". */
    shown: string;
  };

/** What a range knob's number means. */
export type Unit =
  /** Milliseconds of simulated time, shown in seconds. */
  | "ms"
  /** A plain count or value. */
  | "count";

/** The result boxes and the explanation. */
export interface OutcomeView {
  safe: boolean;
  verdict: RunVerdict;
  /** The verdict in a few words, such as "not safe: update lost". */
  verdictLabel: string;
  /** The verdict as a sentence, such as "Not safe: an update was lost." */
  verdictSentence: string;
  /** The results' heading, naming every resource: "What Storage and Audit log end up with". */
  heading: string;
  /** Stale writes over the whole run, every resource's together. */
  staleAccepted: number;
  /** Stale writes refused over the whole run, every resource's together. */
  staleRefused: number;
  /** Writes refused although their writer rightly held the lock. */
  holderRefused: number;
  /**
   * Writes from the rightful holder that a token check refused, a subset
   * of `holderRefused`: tokens that went backwards.
   */
  holderFenced: number;
  /** Holds of the lock whose writes were applied only in part. */
  halfDone: number;
  /** Writes sent again after their answer was lost and applied once more. */
  appliedTwice: number;
  /** Work done twice: stale writes and side effects with no lease. */
  duplicates: number;
  resources: ResourceView[];
  effects: EffectView[];
  /** Why the run ended as it did, in plain words. */
  explanation: string;
  /**
   * The verdict and what each resource holds against what it should, in
   * one line the settings keep in sight on a narrow screen.
   */
  glance: string;
}

/**
 * How a run ended, in one word. Serialized as its `name`, so the page
 * and its TypeScript declarations take the core's names as they are.
 */
export type RunVerdict =
  /** No late write reached a resource and nothing happened out of turn. */
  | "safe"
  /** A late write came, and a guard refused it: safe. */
  | "refused"
  /** An efficiency lock's overlap did work twice, and nothing was lost: safe. */
  | "duplicate"
  /**
   * The data is intact but a token check refused the rightful holder,
   * as when a restarted counter hands out tokens lower than one a
   * resource has seen: an outage, not safe.
   */
  | "stuck"
  /** An update was left half done: some writes applied, the rest refused. */
  | "half_done"
  /** A side effect happened with no lease behind it. */
  | "escaped"
  /**
   * A write sent again after its answer was lost was applied a second
   * time: tokens order writes, and do not remove duplicates.
   */
  | "applied_twice"
  /** An update was lost: a stale write was accepted, or a value is wrong. */
  | "lost";

/** One resource's result. */
export interface ResourceView {
  name: string;
  /** What it ends up holding, in words. */
  finalValue: string;
  /** What it should hold, in words. */
  expectedValue: string;
  /** What it ends up holding as data, for scripts that compare runs. */
  finalData: ValueData;
  /** What it should hold as data. */
  expectedData: ValueData;
  /**
   * The expected value worked out, in the core's words: "Worked out:
   * Storage started at 10, and the writes that count, in order: 10 + 5
   * (B) = 15."
   */
  working: string;
  fenced: boolean;
  /** The first check a write meets on its way in; null where nothing checks. */
  guard: Guard | null;
  /** The same in words: "fencing tokens", "nothing, it takes every write". */
  guardWords: string;
  /** The same as a sentence: "What checks writes here: fencing tokens." */
  guardSentence: string;
  asExpected: boolean;
  /**
   * Holding what it should, with no stale write accepted and no update
   * of its left half done.
   */
  sound: boolean;
  /**
   * The whole update this resource's writes belonged to, when it was left
   * half done: "Half of A's update: Account X lost the 30 ...". Null
   * otherwise. The page shows it with the resource, whose own value may
   * look right.
   */
  updateWords: string | null;
  /**
   * What it ends up holding against what it should, as a sentence:
   * "Storage holds 11 but should hold 15."
   */
  holds: string;
  /** Stale writes this resource accepted. */
  staleAccepted: number;
  /** Stale writes this resource refused. */
  staleRefused: number;
  /** What its check compares, "Highest token accepted" or "Version"; null where nothing checks. */
  checkLabel: string | null;
  /** What it held from when: its initial value at 0, then one entry per accepted write. */
  held: HoldingView[];
  /**
   * For each number of events the playback cursor can have counted, from
   * none to `RunView.events.length`, the index into `held` of what the
   * resource holds then.
   */
  heldAt: number[];
}

/**
 * A resource's value as data: a number, or a list of its items as the
 * scenario file writes them, which goals and recordings name them by.
 */
export type ValueData = number | string[];

/**
 * What checked an incoming write, in the order the checks run: the proxy
 * on the way in, then the resource's token check, then its version check.
 * Serialized in the scenario file's spelling (`compare_and_set`).
 */
export type Guard =
  /** A fencing proxy in front of the resource compared tokens. */
  | "proxy"
  /** The resource compared tokens. */
  | "fencing"
  /** The resource compared versions. */
  | "compare_and_set";

/**
 * What a resource held from a moment on, so the page can show the value
 * at the playback cursor (found by `ResourceView.heldAt`) without asking
 * the wasm again.
 */
export interface HoldingView {
  fromMs: number;
  /** Index into `RunView.events` of the write that set it; null for the initial value. */
  event: number | null;
  value: string;
  /** The highest token it had accepted by then, if any. */
  highest: number | null;
  /** Writes it had accepted by then, as compare-and-set counts them. */
  version: number;
  /** What its check had seen then, in the words `checkLabel` labels; null where nothing checks. */
  check: string | null;
}

/** A side effect, for the list under the results. */
export interface EffectView {
  /** Who did what: "A emails the customer". */
  doing: string;
  /** Whether a lease stood behind it, in words: "with a live lease behind it". */
  leaseWords: string;
  atMs: number;
  time: string;
  /** Whether the client held a live lease as it acted. */
  live: boolean;
  /** Index into `RunView.events`. */
  event: number;
}

/** A challenge, and whether this run meets it. */
export interface ChallengeView {
  /** The challenge's id, unique in its scenario file. */
  id: string;
  /** The task, as the reader sees it. */
  task: string;
  /** Whether this run meets it. */
  met: boolean;
  /** One sentence: that the run meets it, or the first reason it does not. */
  words: string;
}

/** The chart's facts a reader needs besides its drawing. */
export interface ChartView {
  endMs: number;
  /** The chart in words, for its accessible name. */
  description: string;
}

/** One line of the event list. */
export interface EventView {
  /** 1-based, as the list numbers it. */
  number: number;
  atMs: number;
  time: string;
  actor: string;
  kind: EventTag;
  token: number | null;
  text: string;
  /** How the page should colour the line. */
  tone: Tone;
}

/**
 * The kind of an event, with a write split by its verdict: the name the
 * CLI's JSON, the page's CSS classes and its TypeScript declarations use.
 */
export type EventTag =
  /** The lock service granted the lock. */
  | "granted"
  /** The lock service refused a request for the lock. */
  | "refused"
  /** A client stopped asking for a busy lock. */
  | "gave_up"
  /** A client read a resource. */
  | "read"
  /** A client checked its lease, or a resource's fence, before acting. */
  | "checked"
  /** A client froze. */
  | "paused"
  /** A client woke from a pause. */
  | "woke"
  /** A resource accepted a write. */
  | "write_accepted"
  /** A resource refused a write. */
  | "write_refused"
  /** A request went onto the network. */
  | "sent"
  /** An answer came back. */
  | "answered"
  /** The network dropped a request. */
  | "dropped"
  /** A client acted outside every check, such as sending an email. */
  | "side_effect"
  /** The lock service failed or came back. */
  | "fault"
  /** A clock jumped. */
  | "clock_jumped"
  /** The lock service renewed a lease. */
  | "renewed"
  /** The lock service refused to renew a lease. */
  | "renew_refused"
  /** A client released the lock. */
  | "released"
  /** A lease ran out. */
  | "expired";

/**
 * How alarming an event's line is. Serialized as its camelCase name, the
 * page's contract: the event list's `tone-*` classes.
 */
export type Tone =
  /** Nothing went wrong here. */
  | "plain"
  /** A sign of trouble that has not cost anything yet. */
  | "warning"
  /** An update lost: a stale write landed, or a rightful holder's write was refused. */
  | "danger"
  /** A guard refused a late write: the fix working. */
  | "guarded";

/** A scenario's own words, without a run. */
export interface ScenarioInfo {
  title: string;
  summary: string;
  /** The "try this, notice that" text beside the experiment, if any. */
  tryThis: string | null;
  /** The shelf of the experiment list it sits on. */
  group: Group;
  /** What the lock is for: harm from overlap counts only for correctness. */
  purpose: Purpose;
}

/**
 * A scenario's texts and how it ends with its default settings, for the
 * list of experiments.
 */
export interface ExperimentInfo {
  title: string;
  summary: string;
  /** The "try this, notice that" text beside the experiment, if any. */
  tryThis: string | null;
  /** The shelf of the experiment list it sits on. */
  group: Group;
  /** What the lock is for: harm from overlap counts only for correctness. */
  purpose: Purpose;
  verdict: RunVerdict;
  /** The verdict in a few words, for the badge. */
  verdictLabel: string;
}

/** The chart laid out by the core at one width: the page draws `items` as they are. */
export interface DrawingView {
  width: number;
  height: number;
  /** Where time runs: x = left + (right - left) * ms / endMs, rounded down. */
  plot: {
    left: number;
    right: number;
    top: number;
    bottom: number;
    endMs: number;
  };
  items: DrawItem[];
}

/** One SVG element: its name, attributes in order, and what it holds. */
export interface DrawItem {
  /**
   * The name of the SVG element an item is drawn as, serialized as the
   * page's `createElementNS` takes it.
   */
  tag: "g" | "rect" | "line" | "path" | "circle" | "text";
  /**
   * Its attributes in order, flat: name, value, name, value. One array
   * instead of one per attribute keeps `JSON.parse` quick on a chart of
   * hundreds of elements.
   */
  attrs: string[];
  /** The events it stands for, as indices into `View.events`; a click goes to the first. */
  events?: number[];
  /** Words on hover, as an SVG `<title>`. */
  title?: string;
  text?: string;
  children?: DrawItem[];
}

/**
 * The lease's life laid out by the core: the page draws `items` as they
 * are, and lights the box whose `data-party` is the current span's state.
 */
export interface LifeView {
  width: number;
  height: number;
  items: DrawItem[];
  /** Its heading, in the scenario's names. */
  title: string;
  /** What the diagram shows, in a sentence: its accessible name. */
  caption: string;
  /**
   * The run's stretches in each state, in order; the first begins at
   * no events counted.
   */
  spans: LifeSpanView[];
  /**
   * For each number of events the playback cursor can have counted, from
   * none to the run's last, the index into `spans` of the one in force.
   */
  spanAt: number[];
}

/** One stretch of the run in one state. */
export interface LifeSpanView {
  /** The state, as its box's `data-party` names it. */
  state: LifeState;
  /**
   * How many events the playback cursor has counted when it begins: it
   * lasts until the cursor counts the next span's `fromEvent`.
   */
  fromEvent: number;
  /** When it begins, in milliseconds. */
  fromMs: number;
  /** When the next one begins, or the chart's end for the last. */
  toMs: number;
  /** The core's line for it. */
  words: string;
}

/** A state of the lock in its life. */
export type LifeState =
  /** No one holds it. */
  | "free"
  /** Granted, and not yet renewed. */
  | "held"
  /** Kept alive by its holder at least once. */
  | "renewed"
  /** Run out while a former holder still believes it holds it. */
  | "expired";

/** A map of verdicts over two sliders: one byte per cell, row by row. */
export interface MapView {
  xKnob: string;
  yKnob: string;
  xValues: Float64Array;
  yValues: Float64Array;
  /** `cells[row * xValues.length + column]` indexes `verdictNames()`. */
  cells: Uint8Array;
  /** Cells per verdict, in the order of `verdictNames()`. */
  counts: Float64Array;
  /**
   * How many runs made the map: fewer than its cells, as the cells
   * between two runs that went the same way are filled unrun.
   */
  runs: number;
}

/**
 * A map's cells counted the way its summary tells them: by the verdicts
 * that harm, and all the harmless ones together.
 */
export interface MapCounts {
  /** Every cell. */
  total: number;
  /** Cells whose run did no harm: safe, refused or duplicate. */
  safe: number;
  /** Cells where a guard refused a late write. */
  refused: number;
  /** Cells whose data is intact but whose rightful holder was refused. */
  stuck: number;
  /** Cells with an update left half done. */
  halfDone: number;
  /** Cells with a side effect that had no lease behind it. */
  escaped: number;
  /** Cells where a write sent again was applied twice. */
  appliedTwice: number;
  /** Cells with an update lost. */
  lost: number;
}

/** A search for a counterexample over random slider values. */
export interface SearchView {
  runs: number;
  /** Runs per verdict, in the order of `verdictNames()`. */
  counts: number[];
  /**
   * The unsafe random run with the fewest events, shrunk towards the
   * defaults, if any run was unsafe.
   */
  shrunk: {
    /** The seed whose random settings were shrunk. */
    seed: number;
    /** The events of the run as drawn, before shrinking. */
    drawnEvents: number;
    /** The events of the shrunk run. */
    events: number;
    verdict: RunVerdict;
    settings: Settings;
  } | null;
  /**
   * What the search found, as the page says it once it shows the
   * shrunk run (or that it found nothing, which proves nothing).
   */
  words: string;
}

/**
 * Part of a search, as [`Scan`] says it: the seeds `from` up to
 * `to`, the runs per verdict, and the unsafe run with the fewest events.
 * It goes from a worker to the page and back into [`Search::from_scans`].
 */
export interface ScanView {
  from: number;
  to: number;
  /** Runs per verdict, in the order of `verdictNames()`. */
  counts: number[];
  /** An unsafe run a scan found: the seed that draws its settings, and its events. */
  smallest: {
    seed: number;
    events: number;
  } | null;
}

/** One ending a reader may predict, for the "Your prediction" choices. */
export interface EndingView {
  verdict: RunVerdict;
  /** The ending as a prediction: "Not safe: an update is lost." */
  words: string;
}

/** Two runs side by side: what each is called, and where they part. */
export interface PartingView {
  /** The first run's name: "Fencing tokens off". */
  left: string;
  /** The second run's name: "Fencing tokens on". */
  right: string;
  /**
   * Index into both runs' `View.events` of the first event where they
   * differ; `null` if they are the same throughout.
   */
  event: number | null;
  /** Where they part, in words. */
  words: string;
}

/**
 * A recorded real run beside the reader's: what the page says of it and
 * what it draws when the reader opens it.
 */
export interface RealView {
  /**
   * The line under the verdict: "Also run on etcd 3.4.23 and PostgreSQL
   * 15.18: same outcome.", naming the recording's settings that differ
   * from the reader's.
   */
  line: string;
  /** Whether the recording's settings are the reader's now. */
  current: boolean;
  /** Whether the recording's settings are the experiment's defaults. */
  defaults: boolean;
  /** The settings the real run had, for "Use these settings". */
  settings: Settings;
  /** What the recording is called among the experiment's: "Fencing tokens on". */
  name: string;
  /** "Recorded on etcd 3.4.23 and PostgreSQL 15.18; one simulated second took 200 real ms." */
  heading: string;
  /** Whether the real run agrees with the model's at the same settings. */
  agrees: boolean;
  safe: boolean;
  verdict: RunVerdict;
  /** The verdict in a few words, such as "not safe: update lost". */
  verdictLabel: string;
  /** The verdict as a sentence, such as "Not safe: an update was lost." */
  verdictSentence: string;
  chart: ChartView;
  /** The real run's chart at the width asked for; null when none was. */
  drawing: DrawingView | null;
  /** The real run's events, as the event list words them. */
  events: EventView[];
}

/**
 * What of a recording changes with the reader's settings: the line under
 * the verdict, and whether the recording's settings are the reader's.
 * The page asks for this on every change and for the whole [`RealView`]
 * only when it draws the real run.
 */
export interface RealLineView {
  /** As [`RealView`]'s `line`. */
  line: string;
  /** As [`RealView`]'s `current`. */
  current: boolean;
}

/**
 * One mistake in a scenario text: where it is and what is wrong.
 *
 * The page's editor builds on these four fields; their names are a
 * contract with it.
 */
export interface Problem {
  /** The line of the mistake, from 1. */
  line: number;
  /** The column of the mistake, from 1, counting characters. */
  column: number;
  /**
   * The field the mistake is in, such as `clients[0].plan[2].for_ms`;
   * empty at the top level.
   */
  path: string;
  /**
   * What is wrong, as a whole sentence in the language this thread
   * speaks, without the place.
   */
  message: string;
}

/** The parts of a file that loads. */
export interface Outline {
  /** The title. */
  title: string;
  /** The summary. */
  summary: string;
  /** What to try and what to notice; empty when the file has none. */
  tryThis: string;
  /** The lock service's values: the lease and the first token. */
  lock: Field[];
  /** Each resource, in the file's order. */
  resources: NamedPart[];
  /** Each client, in the file's order. */
  clients: ClientPart[];
  /** Each knob, in the file's order. */
  knobs: KnobPart[];
  /** The resources' names, which a read or a write may name. */
  resourceNames: string[];
  /**
   * Every step a plan may have, each with its name, for a form's
   * "add a step".
   */
  actions: ActionChoice[];
  /**
   * Every way a step may start, each with its name, for a step's
   * "starts" choice.
   */
  startChoices: StartChoice[];
}

/** One value of the file a form can change. */
export interface Field {
  /** Where it is, as a JSON Pointer: `/clients/0/plan/2/for_ms`. */
  pointer: string;
  /** What it is. */
  name: FieldName;
  /** Its name as a form shows it, in this thread's language. */
  label: string;
  /** Its value: a number or `true`/`false`. */
  value: FieldValue;
  /** The id of the knob that sets it, if one does. */
  knob: string | null;
  /** Whether a knob could set it, so a form may offer it to the reader. */
  offerable: boolean;
}

/** What a field is, which says how a form labels it. */
export type FieldName =
  /** How long a grant lasts. */
  | "lease_ms"
  /** The token of the first grant. */
  | "first_token"
  /** The number a resource starts with. */
  | "initial"
  /** Whether a resource refuses lower tokens. */
  | "fencing"
  /** A step's start time. */
  | "at_ms"
  /** A step's wait after the one before it. */
  | "after_ms"
  /** A pause's length. */
  | "for_ms"
  /** A lease check's margin. */
  | "margin_ms"
  /** An acquire's time between attempts. */
  | "every_ms"
  /** An acquire's last attempt. */
  | "until_ms"
  /** A write's number: the value it sets or the amount it adds. */
  | "amount"
  /** A slider's smallest value. */
  | "min"
  /** A slider's largest value. */
  | "max"
  /** A slider's step. */
  | "step";

/** A field's value. */
export type FieldValue = number | boolean;

/** A resource: its name and its values. */
export interface NamedPart {
  /** The name plans refer to it by. */
  name: string;
  /** Its values: the number it starts with, if a number, and its checks. */
  fields: Field[];
}

/** A client and its plan. */
export interface ClientPart {
  /** Its name. */
  name: string;
  /** Each step of its plan, in order. */
  steps: StepPart[];
}

/** One step of a plan. */
export interface StepPart {
  /** What the step does: the file's `do`. */
  action: StepAction;
  /** That, as a form names it. */
  label: string;
  /** When it starts. */
  starts: Starts;
  /** The resource it reads or writes, if any. */
  resource: string | null;
  /** Its numbers: its start time, if it has one, and the action's own. */
  fields: Field[];
}

/** What a step does, as the file's `do` names it. */
export type StepAction =
  /** Ask for the lock. */
  | "acquire"
  /** Read a resource. */
  | "read"
  /** Look at the lease by the client's own clock. */
  | "check_lease"
  /** Ask a resource for the highest token it has accepted. */
  | "check_fence"
  /** Freeze. */
  | "pause"
  /** Write to a resource. */
  | "write"
  /** Act outside every resource. */
  | "side_effect"
  /** Extend the lease. */
  | "renew"
  /** Give the lock back. */
  | "release";

/** When a step starts. */
export type Starts =
  /** As soon as the step before it is over. */
  | "next"
  /** At its `at_ms`, or when the step before is over if that is later. */
  | "at"
  /** Its `after_ms` after the step before is over. */
  | "after";

/** A setting the reader gets. */
export interface KnobPart {
  /** Its id, as links and `--set` name it. */
  id: string;
  /** The label beside the control. */
  label: string;
  /** Its sentence of help; empty when it has none. */
  help: string;
  /** Whether it is a switch. */
  toggle: boolean;
  /** For a slider, its range: the smallest value, the largest and the step. */
  fields: Field[];
}

/** A step a form may add. */
export interface ActionChoice {
  /** The action. */
  action: StepAction;
  /** Its name in this thread's language. */
  label: string;
}

/** A way a step may start, with its name. */
export interface StartChoice {
  /** The way. */
  starts: Starts;
  /** Its name in this thread's language. */
  label: string;
}

/**
 * What came of a change to a file by its parts: the changed text, or
 * why the change was not made, in the page's language.
 */
export type EditView =
  /** The change was made. */
  | {
    kind: "changed";
    /** The whole text after it. */
    text: string;
  }
  /** The change was not made, and the text stays as it was. */
  | {
    kind: "refused";
    /** Why, in the page's language. */
    why: string;
  };

/**
 * One change to a file, as a form sends it. Clients and steps are
 * named by their index in the file's lists, values by JSON Pointer.
 */
export type Edit =
  /**
   * Write the title, the summary or "Try this"; an empty "Try this"
   * takes it out.
   */
  | {
    edit: "text";
    /** Which text. */
    field: TextField;
    /** Its new words. */
    value: string;
  }
  /**
   * Set a number or a switch at a field of the outline. A knob that
   * sets it starts at the new value.
   */
  | {
    edit: "value";
    /** The field's pointer, as the outline gives it. */
    pointer: string;
    /** A whole number or `true`/`false`, as the field holds. */
    value: FieldValue;
  }
  /** Rename a client or a resource, and everything that names it. */
  | {
    edit: "rename";
    /** A client or a resource. */
    part: Part;
    /** Its index in the file's list. */
    index: number;
    /** The new name. */
    name: string;
  }
  /** Choose the resource a step reads or writes. */
  | {
    edit: "resource";
    /** The client's index. */
    client: number;
    /** The step's index in its plan. */
    step: number;
    /** The resource's name. */
    name: string;
  }
  /** Choose when a step starts. */
  | {
    edit: "starts";
    /** The client's index. */
    client: number;
    /** The step's index in its plan. */
    step: number;
    /** Right after the step before, at a time, or after a wait. */
    starts: Starts;
  }
  /** Add a client with a plan of its own. */
  | {
    edit: "add_client";
  }
  /** Take a client out. */
  | {
    edit: "remove_client";
    /** The client's index. */
    client: number;
  }
  /** Add a step at the end of a client's plan. */
  | {
    edit: "add_step";
    /** The client's index. */
    client: number;
    /** What the step does. */
    action: StepAction;
  }
  /** Take a step out of a plan. */
  | {
    edit: "remove_step";
    /** The client's index. */
    client: number;
    /** The step's index in its plan. */
    step: number;
  }
  /** Give the reader a slider or a switch for a field. */
  | {
    edit: "offer";
    /** The field's pointer, as the outline gives it. */
    pointer: string;
  }
  /** Take a knob away from the reader; the file keeps its value. */
  | {
    edit: "withdraw";
    /** The knob's id. */
    knob: string;
  }
  /** Write a knob's label or help. */
  | {
    edit: "knob_text";
    /** The knob's id. */
    knob: string;
    /** Its label or its help. */
    field: KnobText;
    /** The new words; an empty help takes it out. */
    value: string;
  };

/** A text of the whole file. */
export type TextField =
  /** The title. */
  | "title"
  /** The summary. */
  | "summary"
  /** What to try and what to notice. */
  | "try_this";

/** A part with a name that others refer to. */
export type Part =
  /** A client, which links and cuts of the network name. */
  | "client"
  /** A resource, which steps, goals and the network name. */
  | "resource";

/** A knob's own text. */
export type KnobText =
  /** The label beside the control. */
  | "label"
  /** The sentence of help under it. */
  | "help";
