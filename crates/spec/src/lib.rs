//! The scenario file format: what a course author writes.
//!
//! These types mirror the JSON one to one and carry the doc comments that
//! become descriptions in `scenarios/schema.json`. They hold no logic:
//! `fencelab-core` turns them into a checked world when it loads a file.
//!
//! The format is a crate of its own because reading it is most of the
//! code the browser downloads: the derived deserializers for every type,
//! wrapped to track the path to a mistake. [`parse`] is where they are
//! made, so the wasm build can compile this crate for size while the
//! simulation stays compiled for speed.

pub mod base64;
mod challenge;
mod locate;
mod parse;
mod recording;
mod translations;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use challenge::{
    BoundsSpec, ChallengeSpec, GoalKnobSpec, GoalSpec, GoalValueSpec, VerdictSpec,
};
pub use locate::{
    join_index, join_key, line_column, locate, path_steps, Along, Member, Node, NodeKind, PathStep,
    Step,
};
pub use parse::{nearest, parse, parse_each, Found, Mistake, Opened, ParseError, Syntax, REQUIRED};
pub use recording::{
    parse_recording, AgainSpec, DidSpec, FactSpec, FinalSpec, LegSpec, NodeSpec, RecordingFile,
    RequestSpec, SystemSpec,
};
pub use translations::{ChallengeTextsSpec, KnobTextsSpec, TextsSpec, TranslationsSpec};

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
    /// Which shelf of the experiment list the scenario sits on.
    #[serde(default)]
    pub group: Group,
    /// What the lock is for. An efficiency lock only saves duplicate work, so
    /// an overlap that leaves every value right is a duplicate run, not harm.
    #[serde(default)]
    pub purpose: Purpose,
    /// Seeds the run's random choices (network jitter). The same seed gives
    /// the same run on every machine.
    #[serde(default)]
    pub seed: u64,
    /// The service that grants leases and tokens.
    pub lock_service: LockServiceSpec,
    /// The shared things clients read and write.
    pub resources: Vec<ResourceSpec>,
    /// The clients and their plans.
    pub clients: Vec<ClientSpec>,
    /// How long messages take, and when links are cut. Without it every
    /// message arrives the moment it is sent.
    #[serde(default)]
    pub network: NetworkSpec,
    /// Settings the reader can change: sliders and switches.
    #[serde(default)]
    pub knobs: Vec<KnobSpec>,
    /// Puzzles for the reader, solved by changing the knobs.
    #[serde(default)]
    pub challenges: Vec<ChallengeSpec>,
    /// The file's texts in other languages: its title, summary and
    /// `try_this`, its knobs' and challenges' words, and its side effects'
    /// phrases and list items. Names of clients and resources stay as
    /// they are: plans, knobs and recordings refer to them.
    #[serde(default)]
    pub translations: TranslationsSpec,
}

/// The experiment list's shelves, in the order the page shows them.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// The basic story: a pause, a lease, a token.
    #[default]
    Basics,
    /// When timing fails: network delay, clocks, checks that come too early.
    Timing,
    /// When the counter fails: restarts and failovers of the lock service.
    Counter,
    /// When the resource cannot check: side effects, proxies, versions.
    Resource,
    /// Leader election, told with terms.
    Election,
}

/// What a lock protects.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// Overlapping holders can corrupt data or act twice: every stale write
    /// and every side effect without a lease is harm.
    #[default]
    Correctness,
    /// Overlapping holders only repeat work: harm is a wrong value, nothing else.
    Efficiency,
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
    /// Whether grants come with a token at all. Redlock, for one, hands out
    /// none, so no resource can fence with it.
    #[serde(default = "yes")]
    pub tokens: bool,
    /// How many independent nodes grant the lock. A client holds it while a
    /// majority of nodes hold a live lease for it, as in Redlock.
    #[serde(default = "one")]
    pub nodes: u16,
    /// Each node's clock, by node number from 1. Nodes not listed keep true time.
    #[serde(default)]
    pub clocks: Vec<NodeClockSpec>,
    /// Things that go wrong with the lock service, at set times.
    #[serde(default)]
    pub faults: Vec<FaultSpec>,
    /// A lock-delay, in milliseconds, as Chubby and Consul offer: after a
    /// lease runs out without a release, the lock is granted again only
    /// this long after, in case its holder was only paused. 0 for none.
    #[serde(default)]
    pub lock_delay_ms: u64,
    /// Whether the lock service checks, as it grants the lock to a waiter,
    /// that the waiter's own session lease is still live. etcd 3.4.3 did
    /// not (issue 11456, found by Jepsen): it granted the lock to a waiter
    /// whose lease had already run out.
    #[serde(default)]
    pub check_waiter_lease: bool,
    /// Whether a release removes the lock only while it is still the
    /// releasing client's, as Redis's page on locks asks (delete the key
    /// only if it holds the client's own random value). A plain `DEL`
    /// removes whatever lock is there: once the client's lease has run out
    /// and another client holds the lock, that is the other client's.
    #[serde(default = "yes")]
    pub release_checks_holder: bool,
    /// What the lock is: a lease from a lock service, or leadership won in
    /// an election, as Raft's leaders win their terms.
    #[serde(default)]
    pub kind: LockKindSpec,
}

/// What the lock service hands out, which decides how its events are told.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LockKindSpec {
    /// A lease with a token, as etcd, ZooKeeper and Chubby grant.
    #[default]
    Lease,
    /// Leadership in a term, as Raft elects it: a node stands for the next
    /// term and asks the others for their votes (reads with the term); the
    /// others wait out an election timeout (`lease_ms`) after a leader's
    /// last heartbeat (a renewal) before anyone may stand again. Nothing
    /// ends a term: an old leader learns of a newer one only when a node
    /// refuses it. Needs tokens (the terms) and a single node.
    Election,
}

fn yes() -> bool {
    true
}

fn one() -> u16 {
    1
}

/// One lock node's clock.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NodeClockSpec {
    /// Which node, counting from 1.
    pub node: u16,
    /// How the clock runs.
    #[serde(flatten)]
    pub clock: ClockSpec,
}

/// A clock that may run fast or slow and may jump.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockSpec {
    /// How much faster than true time the clock runs, in percent: `-20` runs
    /// 20% slow, `50` half again as fast. Between -90 and 1000.
    #[serde(default)]
    pub drift_percent: i64,
    /// Sudden steps, such as a time sync that corrects a clock at once.
    #[serde(default)]
    pub jumps: Vec<JumpSpec>,
}

/// A sudden step of a clock.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JumpSpec {
    /// When, in true milliseconds from the start.
    pub at_ms: u64,
    /// By how much: forward if positive, back if negative.
    pub by_ms: i64,
}

/// Something that goes wrong with the lock service.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[schemars(extend("unevaluatedProperties" = false))]
pub struct FaultSpec {
    /// When it happens.
    #[serde(flatten)]
    pub when: FaultWhenSpec,
    /// What happens.
    #[serde(flatten)]
    pub kind: FaultKindSpec,
}

/// When a fault happens.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FaultWhenSpec {
    /// In milliseconds from the start.
    pub at_ms: u64,
}

/// The kinds of lock-service fault. The field `fault` names it.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema)]
#[serde(tag = "fault", rename_all = "snake_case", deny_unknown_fields)]
pub enum FaultKindSpec {
    /// The service restarts: it forgets every live lease, and its token
    /// counter too unless the counter is stored durably.
    Restart {
        /// Whether the counter survives the restart. If not, it starts again
        /// from `first_token`, and tokens already handed out come round again.
        durable_counter: bool,
        /// The counter's value after a restart that loses it: the last token
        /// the service believes it handed out, so the next grant gets one
        /// more. Without it the counter starts again from `first_token`.
        #[serde(default)]
        reset_to: Option<u64>,
    },
    /// The service fails over to a replica that copied its state
    /// asynchronously and is `behind` grants behind: it never heard of the
    /// latest grants, so it forgets their leases and hands out their tokens again.
    Failover {
        /// How many of the latest grants the replica missed.
        behind: u32,
    },
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
    /// Whether a fencing proxy stands in front of the resource: the only path
    /// to it, which checks tokens for a resource that cannot.
    #[serde(default)]
    pub proxy: bool,
    /// Whether the resource checks versions itself: a write carries the
    /// version its writer last read, and is refused if the resource has
    /// changed since (compare-and-set, an ETag, a conditional write).
    #[serde(default)]
    pub compare_and_set: bool,
    /// Whether a read carries its reader's token too, and raises the
    /// highest token the resource has seen, as a transaction on etcd or
    /// ZooKeeper can; a later write with a lower token is then refused even
    /// if no newer write has landed. Only useful with `fencing` or `proxy`.
    #[serde(default)]
    pub fenced_reads: bool,
    /// Whether each write carries an idempotency key, the writer's own
    /// number for it, and the resource keeps the keys it has applied: a
    /// write sent again is answered as done and not applied twice, as
    /// Kafka's idempotent producer does with its sequence numbers.
    #[serde(default)]
    pub idempotency_keys: bool,
}

/// A resource's starting value, and any value a recording holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
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
    /// The client's own clock, which its lease checks read. Plan times are
    /// on the true timeline whatever the clock says.
    #[serde(default)]
    pub clock: ClockSpec,
    /// From when the client counts its lease: the moment the grant reached
    /// it (`grant`), or the moment it sent the request (`request`), which is
    /// safe however long the messages took.
    #[serde(default)]
    pub lease_from: LeaseFrom,
    /// The lock nodes the client can reach, by number from 1, when the
    /// lock service has several; a partition hides the others. All of them
    /// if absent.
    #[serde(default)]
    pub lock_nodes: Option<Vec<u16>>,
    /// The client's own session lease with the lock service, in
    /// milliseconds, counted from when it starts asking for the lock and
    /// not kept alive while it waits (as an etcd session whose keep-alives
    /// stop). A waiter whose session has run out should not be granted
    /// the lock; see the lock service's `check_waiter_lease`.
    #[serde(default)]
    pub session_ms: Option<u64>,
}

/// The moment a client starts counting its lease from.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LeaseFrom {
    /// When the grant arrived: too late by the time the request took.
    #[default]
    Grant,
    /// When the request left: never later than the lock service's own start.
    Request,
}

/// The network between clients and the things they talk to.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NetworkSpec {
    /// Every link's delay each way, in milliseconds, unless a link says otherwise.
    #[serde(default)]
    pub delay_ms: u64,
    /// Every link's jitter unless a link says otherwise: each message takes
    /// up to this many milliseconds more, drawn from the scenario's seed.
    #[serde(default)]
    pub jitter_ms: u64,
    /// Links with their own timing.
    #[serde(default)]
    pub links: Vec<LinkSpec>,
    /// Times when a link drops every request sent over it.
    #[serde(default)]
    pub partitions: Vec<PartitionSpec>,
    /// How long a client waits for a reply before sending a lost request
    /// again. Greater than 0.
    #[serde(default = "resend_default")]
    pub resend_ms: u64,
}

fn resend_default() -> u64 {
    1000
}

impl Default for NetworkSpec {
    fn default() -> NetworkSpec {
        NetworkSpec {
            delay_ms: 0,
            jitter_ms: 0,
            links: Vec::new(),
            partitions: Vec::new(),
            resend_ms: resend_default(),
        }
    }
}

/// The link between a client and the lock service or a resource.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    /// The client's name.
    pub client: String,
    /// A resource's name, or `"lock_service"`.
    pub to: String,
    /// The delay each way on this link, in milliseconds.
    pub delay_ms: u64,
    /// Up to this many milliseconds more per message, drawn from the seed.
    #[serde(default)]
    pub jitter_ms: u64,
}

/// A cut link: requests sent over it between two times are lost, or,
/// with `loses` set to `answers`, the answers coming back.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PartitionSpec {
    /// The client's name.
    pub client: String,
    /// A resource's name, or `"lock_service"`.
    pub to: String,
    /// When the link goes down, in milliseconds from the start.
    pub from_ms: u64,
    /// When it comes back.
    pub until_ms: u64,
    /// Which way the cut loses messages.
    #[serde(default)]
    pub loses: LosesSpec,
}

/// Which messages a cut link loses.
#[derive(Clone, Copy, Debug, Default, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum LosesSpec {
    /// The requests: nothing reaches the other end.
    #[default]
    Requests,
    /// The answers: a request is handled where it arrives, and the client
    /// never hears so. Only on a link to a resource.
    Answers,
}

/// One step of a plan: when it happens and what it does.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(extend("unevaluatedProperties" = false))]
pub struct StepSpec {
    /// When the step starts.
    #[serde(flatten)]
    pub when: WhenSpec,
    /// Leave the step out, as if the plan did not have it. A switch can set
    /// this, to move a step from one place in a plan to another.
    #[serde(default)]
    pub skip: bool,
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
    /// Ask a resource for the highest token it has accepted and stop if it
    /// is above the client's own: the check an application makes in a
    /// statement of its own, before a write that no longer checks.
    CheckFence {
        /// The resource's name.
        resource: String,
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
    /// Do something outside every resource, such as send an email or call
    /// a third-party API: nothing checks a token on the way.
    SideEffect {
        /// What the client does, as a phrase: `"emails the customer"`.
        what: String,
        /// The resource whose copy the action is based on, if any.
        #[serde(default)]
        uses: Option<String>,
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
/// updates get lost. `increment` and `push` are worked out by the resource
/// itself.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum WriteOpSpec {
    /// Write this number.
    Set(i64),
    /// Write the number last read plus this amount.
    Add(i64),
    /// Write the list last read with this string added at the end.
    Append(String),
    /// Ask the resource to add this amount to whatever it holds, as
    /// `INCRBY` or `UPDATE … SET n = n + 5` does: nothing is read first,
    /// and each time the write arrives, the amount is added again.
    Increment(i64),
    /// Ask the resource to add this string at the end of whatever list it
    /// holds, as `RPUSH` or an `INSERT` into a log table does: nothing is
    /// read first, and each time the write arrives, the line goes in again.
    Push(String),
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
    /// For a switch: values it sets to the opposite of its position, such
    /// as the `skip` of a step that only one position should run.
    #[serde(default)]
    pub sets_opposite: Vec<String>,
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
#[derive(Clone, Copy, Debug, Deserialize, Serialize, JsonSchema, PartialEq, Eq)]
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
