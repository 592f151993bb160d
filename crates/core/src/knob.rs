//! Knobs: the settings a reader changes with sliders and switches.
//!
//! A knob names values in the scenario file by JSON Pointer. At load time each
//! pointer is resolved once to a typed [`Slot`] in the [`World`], so setting
//! a knob during a sweep of thousands of runs is a field write, not a parse.

use crate::authored::Authored;
use crate::compile::checks::{DRIFT_PERCENT, MAX_FIRST_TOKEN, MAX_MS};
use crate::error::Error;
use crate::ids::{ClientId, ResourceId, Token};
use crate::spec::Unit;
use crate::time::{Millis, SimTime};
use crate::words::say;
use crate::world::{Action, FaultKind, Value, When, World, WriteOp};

/// A setting of the scenario, ready to be shown and set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knob {
    /// The identifier used in `--set ID=VALUE` and in links.
    pub id: String,
    /// The label beside the control.
    pub label: Authored,
    /// One sentence of help, if the author wrote one.
    pub help: Option<Authored>,
    /// A switch or a slider.
    pub kind: KnobKind,
    /// Where in the world the value goes.
    pub(crate) slots: Vec<Slot>,
    /// Where a switch writes the opposite of its position.
    pub(crate) opposite: Vec<Slot>,
}

/// A knob's kind, with its range: the file's own description, already checked.
pub use crate::spec::KnobKindSpec as KnobKind;

/// A knob's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KnobValue {
    /// A switch's position.
    Toggle(bool),
    /// A slider's number, in the knob's unit.
    Range(i64),
}

/// Writes a value the way `--set` and links take it: `on`, `off` or a number.
impl std::fmt::Display for KnobValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KnobValue::Toggle(true) => f.write_str("on"),
            KnobValue::Toggle(false) => f.write_str("off"),
            KnobValue::Range(n) => write!(f, "{n}"),
        }
    }
}

/// A typed place in the [`World`] that a knob writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    /// `/lock_service/lease_ms`.
    LeaseMs,
    /// `/lock_service/lock_delay_ms`.
    LockDelay,
    /// `/lock_service/check_waiter_lease`.
    CheckWaiterLease,
    /// `/lock_service/release_checks_holder`.
    ReleaseChecksHolder,
    /// `/lock_service/first_token`.
    FirstToken,
    /// `/seed`.
    Seed,
    /// `/resources/N/fencing`.
    Fencing(ResourceId),
    /// `/resources/N/proxy`.
    Proxy(ResourceId),
    /// `/resources/N/compare_and_set`.
    CompareAndSet(ResourceId),
    /// `/resources/N/fenced_reads`.
    FencedReads(ResourceId),
    /// `/resources/N/idempotency_keys`.
    IdempotencyKeys(ResourceId),
    /// `/lock_service/faults/N/at_ms`.
    FaultAt(usize),
    /// `/lock_service/faults/N/durable_counter` of a restart.
    DurableCounter(usize),
    /// `/lock_service/faults/N/reset_to` of a restart that has one.
    ResetTo(usize),
    /// `/lock_service/clocks/N/jumps/M/at_ms`: when a lock node's clock jumps.
    NodeJumpAt(usize, usize),
    /// `/lock_service/clocks/N/jumps/M/by_ms`: how far a lock node's clock jumps.
    NodeJumpBy(usize, usize),
    /// `/network/delay_ms`.
    NetworkDelay,
    /// `/network/links/N/delay_ms`.
    LinkDelay(usize),
    /// `/network/partitions/N/until_ms`: when a cut link comes back.
    PartitionUntil(usize),
    /// `/network/resend_ms`.
    Resend,
    /// `/clients/N/clock/drift_percent`.
    Drift(ClientId),
    /// `/clients/N/clock/jumps/M/at_ms`: when a client's clock jumps.
    ClientJumpAt(ClientId, usize),
    /// `/clients/N/clock/jumps/M/by_ms`: how far a client's clock jumps.
    ClientJumpBy(ClientId, usize),
    /// `/clients/N/plan/M/skip`.
    Skip(ClientId, usize),
    /// `/resources/N/initial`, for a number resource.
    Initial(ResourceId),
    /// `/clients/N/plan/M/at_ms`.
    StepAt(ClientId, usize),
    /// `/clients/N/plan/M/after_ms`.
    StepAfter(ClientId, usize),
    /// `/clients/N/plan/M/for_ms` of a pause.
    PauseFor(ClientId, usize),
    /// `/clients/N/plan/M/margin_ms` of a lease check.
    Margin(ClientId, usize),
    /// `/clients/N/plan/M/retry/every_ms` of an acquire.
    RetryEvery(ClientId, usize),
    /// `/clients/N/plan/M/retry/until_ms` of an acquire.
    RetryUntil(ClientId, usize),
    /// `/clients/N/plan/M/op/set` or `/op/add` of a write.
    Amount(ClientId, usize),
}

/// The type of value a slot holds, and the numbers it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SlotType {
    Flag,
    Number { min: i64, max: i64 },
}

impl Knob {
    /// The value the scenario opens with.
    pub fn default_value(&self) -> KnobValue {
        match self.kind {
            KnobKind::Toggle { default } => KnobValue::Toggle(default),
            KnobKind::Range { default, .. } => KnobValue::Range(default),
        }
    }

    /// How many values the knob takes: a slider's from its minimum to its
    /// maximum in its steps, a switch's two. A map over a slider has at
    /// most this many cells along it.
    pub fn steps(&self) -> i64 {
        match self.kind {
            KnobKind::Toggle { .. } => 2,
            KnobKind::Range { min, max, step, .. } => (max - min) / step.max(1) + 1,
        }
    }

    /// Whether the knob is a slider whose value the engine only ever adds
    /// and subtracts as a time: a moment, a pause, a lease, a delay. Along
    /// such a slider a map may fill the cells between two runs that took
    /// the same [`path`](crate::path). Not so for the rest: a retry's
    /// interval is divided, a drift scales, a jump's size and an amount
    /// are not times, and the seed draws.
    pub(crate) fn moves_only_times(&self) -> bool {
        matches!(self.kind, KnobKind::Range { .. })
            && self.opposite.is_empty()
            && self.slots.iter().all(|slot| slot.is_a_time())
    }

    /// Checks that `value` fits this knob: the right kind and inside the range.
    pub fn check(&self, value: KnobValue) -> Result<KnobValue, Error> {
        match (self.kind, value) {
            (KnobKind::Toggle { .. }, KnobValue::Toggle(_)) => Ok(value),
            (KnobKind::Range { min, max, unit, .. }, KnobValue::Range(n)) => {
                if (min..=max).contains(&n) {
                    Ok(value)
                } else {
                    Err(Error::setting(format!(
                        "{} must be between {} and {}, not {}",
                        self.id,
                        show_number(min, unit),
                        show_number(max, unit),
                        show_number(n, unit)
                    )))
                }
            }
            (KnobKind::Toggle { .. }, KnobValue::Range(_)) => Err(Error::setting(format!(
                "{} is a switch: give it on or off",
                self.id
            ))),
            (KnobKind::Range { .. }, KnobValue::Toggle(_)) => Err(Error::setting(format!(
                "{} takes a number, not on or off",
                self.id
            ))),
        }
    }

    /// Reads a value as typed by a person: `on`, `off`, `true`, `false` for a
    /// switch, a whole number in the knob's unit for a slider.
    pub fn parse(&self, text: &str) -> Result<KnobValue, Error> {
        let text = text.trim();
        let value = match self.kind {
            KnobKind::Toggle { .. } => match text.to_ascii_lowercase().as_str() {
                "on" | "true" => KnobValue::Toggle(true),
                "off" | "false" => KnobValue::Toggle(false),
                _ => {
                    return Err(Error::setting(format!(
                        "{} is a switch: give it on or off, not {text:?}",
                        self.id
                    )))
                }
            },
            KnobKind::Range { unit, .. } => match text.parse::<i64>() {
                Ok(n) => KnobValue::Range(n),
                Err(_) => {
                    let what = match unit {
                        Unit::Ms => "a whole number of milliseconds",
                        Unit::Count => "a whole number",
                    };
                    return Err(Error::setting(format!(
                        "{} takes {what}, not {text:?}",
                        self.id
                    )));
                }
            },
        };
        self.check(value)
    }

    /// A value as the page shows it beside the label: `15.0 s` for
    /// milliseconds, a plain number for a count, `on` or `off` for a switch.
    /// Made here so that every front end words a setting the same way.
    pub fn show(&self, value: KnobValue) -> String {
        match (self.kind, value) {
            (KnobKind::Range { unit: Unit::Ms, .. }, KnobValue::Range(n)) => say!(
                "results-knob-time",
                sign = if n < 0 { "negative" } else { "positive" },
                time = Millis(n.unsigned_abs())
            ),
            (_, KnobValue::Range(n)) => say!(
                "results-knob-number",
                sign = if n < 0 { "negative" } else { "positive" },
                n = n.unsigned_abs()
            ),
            (_, KnobValue::Toggle(on)) => {
                say!("results-knob-switch", on = if on { "on" } else { "off" })
            }
        }
    }

    /// Writes a checked value into every slot of this knob.
    pub(crate) fn apply(&self, world: &mut World, value: KnobValue) {
        let n = match value {
            KnobValue::Toggle(on) => i64::from(on),
            KnobValue::Range(n) => n,
        };
        for slot in &self.slots {
            slot.set(world, n);
        }
        if let KnobValue::Toggle(on) = value {
            for slot in &self.opposite {
                slot.set(world, i64::from(!on));
            }
        }
    }
}

/// A number as a person reads it in a message: milliseconds say `ms`.
fn show_number(n: i64, unit: Unit) -> String {
    match unit.symbol() {
        "" => n.to_string(),
        symbol => format!("{n} {symbol}"),
    }
}

impl Slot {
    /// Whether the slot holds a time the engine only adds and subtracts.
    /// A lease of zero is held at one, but no lease knob reaches zero.
    fn is_a_time(self) -> bool {
        matches!(
            self,
            Slot::LeaseMs
                | Slot::LockDelay
                | Slot::FaultAt(_)
                | Slot::NodeJumpAt(..)
                | Slot::ClientJumpAt(..)
                | Slot::NetworkDelay
                | Slot::LinkDelay(_)
                | Slot::StepAt(..)
                | Slot::StepAfter(..)
                | Slot::PauseFor(..)
                | Slot::Margin(..)
                | Slot::RetryUntil(..)
        )
    }

    /// Finds the slot a JSON Pointer names, or says why it names none.
    ///
    /// `clock_nodes` maps the file's `lock_service.clocks` list to node
    /// indexes, since the world keeps one clock per node.
    pub(crate) fn resolve(
        pointer: &str,
        world: &World,
        clock_nodes: &[usize],
    ) -> Result<Slot, String> {
        let quoted = crate::compile::checks::quoted(pointer);
        let Some(rest) = pointer.strip_prefix('/') else {
            return Err(say!("problem-pointer-no-slash", pointer = &quoted));
        };
        let parts: Vec<&str> = rest.split('/').collect();
        let index = |text: &str, len: usize, what: &str| -> Result<usize, String> {
            match text.parse::<usize>() {
                Ok(i) if i < len => Ok(i),
                _ => Err(say!(
                    "problem-pointer-no-item",
                    pointer = &quoted,
                    what = what,
                    index = text
                )),
            }
        };
        let unsettable = || Err(say!("problem-pointer-not-settable", pointer = &quoted));
        let jump_at = || Err(say!("problem-pointer-jump-at", pointer = &quoted));
        match parts.as_slice() {
            ["seed"] => Ok(Slot::Seed),
            ["lock_service", "lease_ms"] => Ok(Slot::LeaseMs),
            ["lock_service", "lock_delay_ms"] => Ok(Slot::LockDelay),
            ["lock_service", "check_waiter_lease"] => Ok(Slot::CheckWaiterLease),
            ["lock_service", "release_checks_holder"] => Ok(Slot::ReleaseChecksHolder),
            ["lock_service", "first_token"] => Ok(Slot::FirstToken),
            ["lock_service", "faults", i, field] => {
                let f = index(i, world.lock.faults.len(), "fault")?;
                match (*field, world.lock.faults[f].kind) {
                    ("at_ms", _) => Ok(Slot::FaultAt(f)),
                    ("durable_counter", FaultKind::Restart { .. }) => Ok(Slot::DurableCounter(f)),
                    (
                        "reset_to",
                        FaultKind::Restart {
                            reset_to: Some(_), ..
                        },
                    ) => Ok(Slot::ResetTo(f)),
                    _ => unsettable(),
                }
            }
            ["lock_service", "clocks", i, "jumps", j, field] => {
                let node = clock_nodes[index(i, clock_nodes.len(), "clock")?];
                let jumps = world.lock.nodes[node].jumps.len();
                let m = index(j, jumps, "jump")?;
                match *field {
                    // Jumps stay in time order only if there is one to move.
                    "at_ms" if jumps == 1 => Ok(Slot::NodeJumpAt(node, m)),
                    "at_ms" => jump_at(),
                    "by_ms" => Ok(Slot::NodeJumpBy(node, m)),
                    _ => unsettable(),
                }
            }
            ["network", "delay_ms"] => Ok(Slot::NetworkDelay),
            ["network", "resend_ms"] => Ok(Slot::Resend),
            ["network", "partitions", i, "until_ms"] => Ok(Slot::PartitionUntil(index(
                i,
                world.network.partitions.len(),
                "partition",
            )?)),
            ["network", "links", i, "delay_ms"] => Ok(Slot::LinkDelay(index(
                i,
                world.network.links.len(),
                "link",
            )?)),
            ["clients", c, "clock", "drift_percent"] => {
                Ok(Slot::Drift(ClientId(
                    index(c, world.clients.len(), "client")? as u16,
                )))
            }
            ["clients", c, "clock", "jumps", j, field] => {
                let client = ClientId(index(c, world.clients.len(), "client")? as u16);
                let jumps = world.clients[client.index()].clock.jumps.len();
                let m = index(j, jumps, "jump")?;
                match *field {
                    // Jumps stay in time order only if there is one to move.
                    "at_ms" if jumps == 1 => Ok(Slot::ClientJumpAt(client, m)),
                    "at_ms" => jump_at(),
                    "by_ms" => Ok(Slot::ClientJumpBy(client, m)),
                    _ => unsettable(),
                }
            }
            ["resources", i, field] => {
                let r = index(i, world.resources.len(), "resource")?;
                let id = ResourceId(r as u16);
                match *field {
                    "fencing" => Ok(Slot::Fencing(id)),
                    "proxy" => Ok(Slot::Proxy(id)),
                    "compare_and_set" => Ok(Slot::CompareAndSet(id)),
                    "fenced_reads" => Ok(Slot::FencedReads(id)),
                    "idempotency_keys" => Ok(Slot::IdempotencyKeys(id)),
                    "initial" if matches!(world.resources[r].initial, Value::Number(_)) => {
                        Ok(Slot::Initial(id))
                    }
                    "initial" => Err(say!("problem-pointer-list-initial", pointer = &quoted)),
                    _ => unsettable(),
                }
            }
            ["clients", c, "plan", s, field @ ..] => {
                let c = index(c, world.clients.len(), "client")?;
                let plan = &world.clients[c].plan;
                let s = index(s, plan.len(), "step")?;
                let (client, step) = (ClientId(c as u16), plan[s]);
                let missing = |field: &str| {
                    Err(say!(
                        "problem-pointer-step-lacks",
                        step = s,
                        client = &world.clients[c].name,
                        field = field
                    ))
                };
                match (field, step.when, step.action) {
                    (["skip"], _, _) => Ok(Slot::Skip(client, s)),
                    (["at_ms"], When::At(_), _) => Ok(Slot::StepAt(client, s)),
                    (["after_ms"], When::After(_), _) => Ok(Slot::StepAfter(client, s)),
                    (["for_ms"], _, Action::Pause(_)) => Ok(Slot::PauseFor(client, s)),
                    (["margin_ms"], _, Action::CheckLease(_)) => Ok(Slot::Margin(client, s)),
                    (["retry", "every_ms"], _, Action::Acquire(Some(_))) => {
                        Ok(Slot::RetryEvery(client, s))
                    }
                    (["retry", "until_ms"], _, Action::Acquire(Some(_))) => {
                        Ok(Slot::RetryUntil(client, s))
                    }
                    (["op", "set"], _, Action::Write(_, WriteOp::Set(_)))
                    | (["op", "add"], _, Action::Write(_, WriteOp::Add(_))) => {
                        Ok(Slot::Amount(client, s))
                    }
                    (
                        ["at_ms" | "after_ms" | "for_ms" | "margin_ms" | "retry" | "op", ..],
                        _,
                        _,
                    ) => missing(&field.join("/")),
                    _ => unsettable(),
                }
            }
            _ => unsettable(),
        }
    }

    /// What the slot holds, and the smallest number that keeps the world valid.
    pub(crate) fn slot_type(self) -> SlotType {
        let ms = MAX_MS as i64;
        match self {
            Slot::Fencing(_)
            | Slot::Proxy(_)
            | Slot::CompareAndSet(_)
            | Slot::FencedReads(_)
            | Slot::IdempotencyKeys(_)
            | Slot::DurableCounter(_)
            | Slot::CheckWaiterLease
            | Slot::ReleaseChecksHolder
            | Slot::Skip(..) => SlotType::Flag,
            Slot::Seed => SlotType::Number {
                min: 0,
                max: i64::MAX,
            },
            Slot::Drift(_) => SlotType::Number {
                min: DRIFT_PERCENT.0,
                max: DRIFT_PERCENT.1,
            },
            Slot::ResetTo(_) => SlotType::Number {
                min: 0,
                max: MAX_FIRST_TOKEN as i64 - 1,
            },
            Slot::NodeJumpBy(..) | Slot::ClientJumpBy(..) => SlotType::Number { min: -ms, max: ms },
            Slot::FaultAt(_)
            | Slot::NodeJumpAt(..)
            | Slot::ClientJumpAt(..)
            | Slot::NetworkDelay
            | Slot::LinkDelay(_)
            | Slot::LockDelay => SlotType::Number { min: 0, max: ms },
            // A cut link comes back after it goes down: its slot keeps
            // that when it is set.
            Slot::LeaseMs | Slot::RetryEvery(..) | Slot::Resend | Slot::PartitionUntil(_) => {
                SlotType::Number { min: 1, max: ms }
            }
            Slot::Initial(_) | Slot::Amount(..) => SlotType::Number {
                min: i64::MIN,
                max: i64::MAX,
            },
            Slot::FirstToken => SlotType::Number {
                min: 0,
                max: MAX_FIRST_TOKEN as i64,
            },
            Slot::StepAt(..)
            | Slot::StepAfter(..)
            | Slot::PauseFor(..)
            | Slot::Margin(..)
            | Slot::RetryUntil(..) => SlotType::Number { min: 0, max: ms },
        }
    }

    /// The value the slot holds now.
    pub(crate) fn get(self, world: &World) -> KnobValue {
        let number = |n: u64| KnobValue::Range(i64::try_from(n).unwrap_or(i64::MAX));
        match self {
            Slot::LeaseMs => number(world.lock.lease.0),
            Slot::LockDelay => number(world.lock.lock_delay.0),
            Slot::FirstToken => number(world.lock.first_token.0),
            Slot::Seed => number(world.seed),
            Slot::Fencing(r) => KnobValue::Toggle(world.resources[r.index()].fencing),
            Slot::CheckWaiterLease => KnobValue::Toggle(world.lock.check_waiter_lease),
            Slot::ReleaseChecksHolder => KnobValue::Toggle(world.lock.release_checks_holder),
            Slot::Proxy(r) => KnobValue::Toggle(world.resources[r.index()].proxy),
            Slot::CompareAndSet(r) => KnobValue::Toggle(world.resources[r.index()].compare_and_set),
            Slot::FencedReads(r) => KnobValue::Toggle(world.resources[r.index()].fenced_reads),
            Slot::IdempotencyKeys(r) => {
                KnobValue::Toggle(world.resources[r.index()].idempotency_keys)
            }
            Slot::FaultAt(f) => number(world.lock.faults[f].at.0),
            Slot::DurableCounter(f) => match world.lock.faults[f].kind {
                FaultKind::Restart {
                    durable_counter, ..
                } => KnobValue::Toggle(durable_counter),
                FaultKind::Failover { .. } => KnobValue::Toggle(false),
            },
            Slot::ResetTo(f) => match world.lock.faults[f].kind {
                FaultKind::Restart {
                    reset_to: Some(t), ..
                } => number(t.0),
                _ => KnobValue::Range(0),
            },
            Slot::NodeJumpAt(n, m) => number(world.lock.nodes[n].jumps[m].0 .0),
            Slot::NodeJumpBy(n, m) => KnobValue::Range(world.lock.nodes[n].jumps[m].1),
            Slot::ClientJumpAt(c, m) => number(world.clients[c.index()].clock.jumps[m].0 .0),
            Slot::ClientJumpBy(c, m) => KnobValue::Range(world.clients[c.index()].clock.jumps[m].1),
            Slot::NetworkDelay => number(world.network.default.delay.0),
            Slot::LinkDelay(i) => number(world.network.links[i].2.delay.0),
            Slot::PartitionUntil(i) => number(world.network.partitions[i].until.0),
            Slot::Resend => number(world.network.resend.0),
            Slot::Drift(c) => KnobValue::Range(world.clients[c.index()].clock.drift_percent),
            Slot::Skip(c, s) => KnobValue::Toggle(step(world, c, s).skip),
            Slot::Initial(r) => match world.resources[r.index()].initial {
                Value::Number(n) => KnobValue::Range(n),
                Value::List(_) => KnobValue::Range(0),
            },
            Slot::StepAt(c, s) | Slot::StepAfter(c, s) => match step(world, c, s).when {
                When::At(t) => number(t.0),
                When::After(d) => number(d.0),
            },
            Slot::PauseFor(c, s)
            | Slot::Margin(c, s)
            | Slot::RetryEvery(c, s)
            | Slot::RetryUntil(c, s)
            | Slot::Amount(c, s) => match (self, step(world, c, s).action) {
                (Slot::PauseFor(..), Action::Pause(d)) => number(d.0),
                (Slot::Margin(..), Action::CheckLease(d)) => number(d.0),
                (Slot::RetryEvery(..), Action::Acquire(Some(r))) => number(r.every.0),
                (Slot::RetryUntil(..), Action::Acquire(Some(r))) => number(r.until.0),
                (_, Action::Write(_, WriteOp::Set(n) | WriteOp::Add(n))) => KnobValue::Range(n),
                _ => KnobValue::Range(0),
            },
        }
    }

    /// Writes a value that [`Knob::check`] has accepted, as a number: a
    /// switch's position is 0 or 1, and a flag is whether the number is
    /// not 0.
    ///
    /// By reference and with one number, since a map sets a knob for
    /// every run: in wasm an enum passed by value goes through memory.
    fn set(&self, world: &mut World, n: i64) {
        let flag = n != 0;
        let unsigned = u64::try_from(n).unwrap_or(0);
        match *self {
            Slot::LeaseMs => world.lock.lease = Millis(unsigned.max(1)),
            Slot::LockDelay => world.lock.lock_delay = Millis(unsigned),
            Slot::FirstToken => world.lock.first_token = Token(unsigned),
            Slot::Seed => world.seed = unsigned,
            Slot::Fencing(r) => world.resources[r.index()].fencing = flag,
            Slot::CheckWaiterLease => world.lock.check_waiter_lease = flag,
            Slot::ReleaseChecksHolder => world.lock.release_checks_holder = flag,
            Slot::Proxy(r) => world.resources[r.index()].proxy = flag,
            Slot::CompareAndSet(r) => world.resources[r.index()].compare_and_set = flag,
            Slot::FencedReads(r) => world.resources[r.index()].fenced_reads = flag,
            Slot::IdempotencyKeys(r) => world.resources[r.index()].idempotency_keys = flag,
            Slot::FaultAt(f) => world.lock.faults[f].at = SimTime(unsigned),
            Slot::DurableCounter(f) => {
                if let FaultKind::Restart {
                    durable_counter, ..
                } = &mut world.lock.faults[f].kind
                {
                    *durable_counter = flag;
                }
            }
            Slot::ResetTo(f) => {
                if let FaultKind::Restart { reset_to, .. } = &mut world.lock.faults[f].kind {
                    *reset_to = Some(Token(unsigned));
                }
            }
            Slot::NodeJumpAt(node, m) => world.lock.nodes[node].jumps[m].0 = SimTime(unsigned),
            Slot::NodeJumpBy(node, m) => world.lock.nodes[node].jumps[m].1 = n,
            Slot::ClientJumpAt(c, m) => {
                world.clients[c.index()].clock.jumps[m].0 = SimTime(unsigned);
            }
            Slot::ClientJumpBy(c, m) => world.clients[c.index()].clock.jumps[m].1 = n,
            Slot::NetworkDelay => world.network.default.delay = Millis(unsigned),
            Slot::LinkDelay(i) => world.network.links[i].2.delay = Millis(unsigned),
            Slot::PartitionUntil(i) => {
                let cut = &mut world.network.partitions[i];
                cut.until = SimTime(unsigned.max(cut.from.0 + 1));
            }
            Slot::Resend => world.network.resend = Millis(unsigned.max(1)),
            Slot::Drift(c) => world.clients[c.index()].clock.drift_percent = n,
            Slot::Skip(c, s) => step_mut(world, c, s).skip = flag,
            Slot::Initial(r) => world.resources[r.index()].initial = Value::Number(n),
            Slot::StepAt(c, s) => step_mut(world, c, s).when = When::At(SimTime(unsigned)),
            Slot::StepAfter(c, s) => step_mut(world, c, s).when = When::After(Millis(unsigned)),
            Slot::PauseFor(c, s)
            | Slot::Margin(c, s)
            | Slot::RetryEvery(c, s)
            | Slot::RetryUntil(c, s)
            | Slot::Amount(c, s) => {
                let step = step_mut(world, c, s);
                match (*self, &mut step.action) {
                    (Slot::PauseFor(..), Action::Pause(d)) => *d = Millis(unsigned),
                    (Slot::Margin(..), Action::CheckLease(d)) => *d = Millis(unsigned),
                    (Slot::RetryEvery(..), Action::Acquire(Some(r))) => {
                        r.every = Millis(unsigned.max(1))
                    }
                    (Slot::RetryUntil(..), Action::Acquire(Some(r))) => r.until = SimTime(unsigned),
                    (_, Action::Write(_, WriteOp::Set(x) | WriteOp::Add(x))) => *x = n,
                    // Resolution only makes slots that match their step.
                    _ => {}
                }
            }
        }
    }
}

fn step(world: &World, c: ClientId, s: usize) -> &crate::world::Step {
    &world.clients[c.index()].plan[s]
}

fn step_mut(world: &mut World, c: ClientId, s: usize) -> &mut crate::world::Step {
    &mut world.clients[c.index()].plan[s]
}
