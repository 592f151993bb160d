//! The scenario file format: what a course author writes.
//!
//! These types mirror the JSON one to one and carry the doc comments that
//! become descriptions in `scenarios/schema.json`. They hold no logic: loading
//! turns them into a checked [`World`](crate::World) in `compile.rs`.

use schemars::JsonSchema;
use serde::Deserialize;

/// One scenario: a lock service, the resources it guards, the clients that
/// use it, and the knobs a reader may turn.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "fencelab scenario")]
pub struct ScenarioFile {
    /// Where editors find this schema, e.g. `"schema.json"`. Ignored by fencelab.
    #[serde(rename = "$schema", default)]
    pub schema: Option<String>,
    /// A short title, shown as the experiment's name.
    pub title: String,
    /// One or two sentences: what happens in this scenario.
    pub summary: String,
    /// What to try and what to notice, shown beside the experiment.
    #[serde(default)]
    pub try_this: Option<String>,
    /// Words the sentences use for the roles, so the same engine can tell a
    /// story of a lock service and tokens or of an election and terms.
    #[serde(default)]
    pub names: Names,
    /// The service that grants leases and tokens.
    pub lock_service: LockServiceSpec,
    /// The shared things clients read and write.
    pub resources: Vec<ResourceSpec>,
    /// The clients and their plans.
    pub clients: Vec<ClientSpec>,
    /// Settings the reader can change: sliders and switches.
    #[serde(default)]
    pub knobs: Vec<KnobSpec>,
}

/// Display names for the roles in the story.
#[derive(Clone, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Names {
    /// The service that grants the lock, as an actor: `"lock service"`, `"election"`.
    pub lock_service: String,
    /// The thing that is granted, as a noun phrase: `"the lock"`, `"leadership"`.
    pub lock: String,
    /// The number that comes with a grant: `"token"`, `"term"`.
    pub token: String,
    /// The timed grant itself: `"lease"`, `"leader lease"`.
    pub lease: String,
}

impl Default for Names {
    fn default() -> Names {
        Names {
            lock_service: "lock service".to_owned(),
            lock: "the lock".to_owned(),
            token: "token".to_owned(),
            lease: "lease".to_owned(),
        }
    }
}

/// The lock service's settings.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LockServiceSpec {
    /// How long a grant lasts unless renewed, in milliseconds. Greater than 0.
    pub lease_ms: u64,
    /// The token handed out with the first grant; each later grant gets the next number.
    #[serde(default = "first_token_default")]
    pub first_token: u64,
}

fn first_token_default() -> u64 {
    1
}

/// A shared resource: a store, a file, a log.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResourceSpec {
    /// The name clients use in their plans, unique in the scenario.
    pub name: String,
    /// The value before anyone writes: a whole number, or a list of strings.
    pub initial: InitialValue,
    /// Whether the resource checks fencing tokens: it refuses a write whose
    /// token is lower than the highest it has accepted.
    #[serde(default)]
    pub fencing: bool,
}

/// A resource's starting value.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum InitialValue {
    /// A whole number, such as a counter or a balance.
    Number(i64),
    /// A list of strings, such as a log or a file's lines.
    List(Vec<String>),
}

/// A client and what it will try to do.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClientSpec {
    /// A short name, unique in the scenario, such as `"A"`.
    pub name: String,
    /// The steps, in order. Each starts at its `at_ms`, or right after the
    /// previous step (plus `after_ms`) when it has no `at_ms`.
    pub plan: Vec<StepSpec>,
}

/// One step of a plan: when it happens and what it does.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(extend("unevaluatedProperties" = false))]
pub struct StepSpec {
    /// When the step starts.
    #[serde(flatten)]
    pub when: WhenSpec,
    /// What the step does.
    #[serde(flatten)]
    pub action: ActionSpec,
}

/// When a step starts. With neither field it starts right after the previous step.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WhenSpec {
    /// Start at this time, in milliseconds from the start of the run, or as
    /// soon as the previous step is over if that is later.
    #[serde(default)]
    pub at_ms: Option<u64>,
    /// Start this many milliseconds after the previous step is over.
    #[serde(default)]
    pub after_ms: Option<u64>,
}

/// What a step does. The field `do` names the action.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum ActionSpec {
    /// Ask the lock service for the lock. Refused while another lease is live.
    Acquire {
        /// Try again at intervals after a refusal, instead of giving up at once.
        #[serde(default)]
        retry: Option<RetrySpec>,
    },
    /// Read a resource and keep a private copy of its value.
    Read {
        /// The resource's name.
        resource: String,
    },
    /// Look at the lease by the client's own clock and stop if too little is left.
    CheckLease {
        /// Stop unless more than this many milliseconds of the lease are left.
        #[serde(default)]
        margin_ms: u64,
    },
    /// Stop the world: the client freezes and cannot tell afterwards.
    Pause {
        /// How long the pause lasts, in milliseconds.
        for_ms: u64,
    },
    /// Write to a resource, sending the client's token with the write.
    Write {
        /// The resource's name.
        resource: String,
        /// What to write.
        op: WriteOpSpec,
    },
    /// Ask the lock service to extend the lease from now.
    Renew,
    /// Give the lock back.
    Release,
}

/// How an acquire retries after a refusal.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RetrySpec {
    /// Milliseconds between attempts. Greater than 0.
    pub every_ms: u64,
    /// Give up if not granted by this time, in milliseconds from the start.
    pub until_ms: u64,
}

/// The value a write sends. `add` and `append` work on the client's own copy
/// from its last read of that resource: read-modify-write, which is how
/// updates get lost.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum WriteOpSpec {
    /// Write this number.
    Set(i64),
    /// Write the number last read plus this amount.
    Add(i64),
    /// Write the list last read with this string added at the end.
    Append(String),
}

/// A setting the reader can change, shown as a slider or a switch.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(extend("unevaluatedProperties" = false))]
pub struct KnobSpec {
    /// A short identifier, used in `--set ID=VALUE` and in links.
    pub id: String,
    /// The label beside the control, such as `"Pause length"`.
    pub label: String,
    /// One sentence of help shown with the control.
    #[serde(default)]
    pub help: Option<String>,
    /// The values in this file that the knob sets, as JSON Pointers such as
    /// `"/clients/0/plan/2/for_ms"`. The value there must equal the default.
    pub sets: Vec<String>,
    /// A switch or a slider, and its range.
    #[serde(flatten)]
    pub kind: KnobKindSpec,
}

/// A knob's kind: a switch or a slider.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum KnobKindSpec {
    /// On or off; sets true/false values.
    Toggle {
        /// The value when the page opens.
        default: bool,
    },
    /// A whole number between `min` and `max`.
    Range {
        /// The smallest value.
        min: i64,
        /// The largest value.
        max: i64,
        /// The slider's step. Greater than 0.
        step: i64,
        /// What the number counts: `ms` is shown in seconds.
        unit: Unit,
        /// The value when the page opens.
        default: i64,
    },
}

/// What a range knob's number means.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// Milliseconds of simulated time, shown in seconds.
    Ms,
    /// A plain count or value.
    Count,
}

impl Unit {
    /// The unit's short symbol for labels and messages: `ms`, or nothing for a count.
    pub fn symbol(self) -> &'static str {
        match self {
            Unit::Ms => "ms",
            Unit::Count => "",
        }
    }
}
