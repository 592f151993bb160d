//! What each field of the format takes, in a few words: what a message
//! about a field says after "is", so the author learns what goes there
//! rather than the name of a Rust type.

use crate::spec::{path_steps, PathStep};
use crate::words::say;

/// What a field takes, one variant per description in the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Takes {
    /// A time in milliseconds, 0 or more.
    Ms,
    /// A clock jump's milliseconds, either way.
    ShiftMs,
    /// `true` or `false`.
    Bool,
    /// Any text: a title, a label, a task.
    Text,
    /// A client's or resource's own name.
    Name,
    /// A resource named by a step.
    Resource,
    /// A client named by a link or partition.
    Client,
    /// A resource or the lock service, at a link's other end.
    Endpoint,
    /// A knob named by a challenge.
    Knob,
    /// A knob's own id.
    KnobId,
    /// A challenge's own id.
    ChallengeId,
    /// A side effect's phrase.
    Phrase,
    /// A whole number, 0 or more.
    Count,
    /// A whole number of either sign.
    Amount,
    /// How many lock nodes.
    Nodes,
    /// A lock node's number.
    Node,
    /// A list of lock node numbers.
    NodeList,
    /// A clock's drift.
    Percent,
    /// One of these names.
    Choice(&'static [&'static str]),
    /// A resource's value: a number or a list of texts.
    Initial,
    /// A knob's value: a switch's or a slider's.
    GoalKnob,
    /// A write's `op`.
    Op,
    /// A list item.
    Item,
    /// A knob's pointers.
    Pointers,
    /// One pointer.
    Pointer,
    /// A challenge's moves.
    Moves,
    /// A goal's verdicts.
    Verdicts,
    /// A goal's bounds on a count.
    Bounds,
    /// A plan.
    Steps,
    /// Any other list.
    List,
    /// Any other object.
    Object,
    /// A place the format does not describe.
    Value,
}

/// The values of each enum of the format, as a file writes them (a test
/// holds each to the format's own).
pub(crate) const GROUPS: &[&str] = &["basics", "timing", "counter", "resource", "election"];
pub(crate) const PURPOSES: &[&str] = &["correctness", "efficiency"];
pub(crate) const LOCK_KINDS: &[&str] = &["lease", "election"];
pub(crate) const FAULTS: &[&str] = &["restart", "failover"];
pub(crate) const LEASE_FROM: &[&str] = &["grant", "request"];
pub(crate) const LOSES: &[&str] = &["requests", "answers"];
pub(crate) const ACTIONS: &[&str] = &[
    "acquire",
    "read",
    "check_lease",
    "check_fence",
    "pause",
    "write",
    "side_effect",
    "renew",
    "release",
];
pub(crate) const KNOB_KINDS: &[&str] = &["toggle", "range"];
pub(crate) const UNITS: &[&str] = &["ms", "count"];
pub(crate) const VERDICTS: &[&str] = &[
    "safe",
    "refused",
    "duplicate",
    "stuck",
    "half_done",
    "escaped",
    "lost",
];

/// The fields of a goal that bound a count.
const COUNTS: &[&str] = &[
    "stale_accepted",
    "stale_refused",
    "late_accepted",
    "accepted",
    "refused",
    "holder_refused",
    "partial",
    "effects",
    "late_effects",
    "overlaps",
];

/// The fields that hold a time in milliseconds, 0 or more.
const MS: &[&str] = &[
    "at_ms",
    "after_ms",
    "for_ms",
    "margin_ms",
    "lease_ms",
    "lock_delay_ms",
    "session_ms",
    "delay_ms",
    "jitter_ms",
    "resend_ms",
    "from_ms",
    "until_ms",
    "every_ms",
];

/// The fields that hold `true` or `false`.
const BOOLS: &[&str] = &[
    "tokens",
    "check_waiter_lease",
    "release_checks_holder",
    "durable_counter",
    "fencing",
    "proxy",
    "compare_and_set",
    "fenced_reads",
    "idempotency_keys",
    "skip",
    "safe",
    "as_expected",
];

/// The fields that hold any text.
const TEXTS: &[&str] = &[
    "$schema", "title", "summary", "try_this", "label", "help", "task",
];

/// The fields that hold a list of objects, each described as an object.
const LISTS: &[&str] = &[
    "resources",
    "clients",
    "knobs",
    "challenges",
    "clocks",
    "faults",
    "jumps",
    "links",
    "partitions",
];

/// The fields that hold an object of fields of their own.
const OBJECTS: &[&str] = &[
    "lock_service",
    "network",
    "clock",
    "retry",
    "goal",
    "translations",
    "de",
    "es",
    "values",
    "effects",
    "items",
];

/// A step of a path as the descriptions match it: a key, or `[]` for
/// any item of a list.
fn shape(path: &str) -> Vec<String> {
    path_steps(path)
        .into_iter()
        .map(|step| match step {
            PathStep::Key(key) => key,
            PathStep::Index(_) => "[]".to_owned(),
            PathStep::Unknown => "?".to_owned(),
        })
        .collect()
}

/// What the field at `path` takes.
pub(crate) fn takes(path: &str) -> Takes {
    let owned = shape(path);
    let keys: Vec<&str> = owned.iter().map(String::as_str).collect();
    let in_translations = keys.first() == Some(&"translations");
    match keys.as_slice() {
        [.., "plan"] => Takes::Steps,
        [.., "plan", "[]"] => Takes::Object,
        ["knobs", "[]", "default"] => Takes::GoalKnob,
        ["knobs", "[]", "min" | "max" | "step"] => Takes::Amount,
        ["knobs", "[]", "unit"] => Takes::Choice(UNITS),
        ["knobs", "[]", "kind"] => Takes::Choice(KNOB_KINDS),
        ["knobs", "[]", "id"] => Takes::KnobId,
        [.., "sets" | "sets_opposite"] => Takes::Pointers,
        [.., "sets" | "sets_opposite", "[]"] => Takes::Pointer,
        ["lock_service", "kind"] => Takes::Choice(LOCK_KINDS),
        ["lock_service", "nodes"] => Takes::Nodes,
        ["group"] => Takes::Choice(GROUPS),
        ["purpose"] => Takes::Choice(PURPOSES),
        [.., "fault"] => Takes::Choice(FAULTS),
        [.., "lease_from"] => Takes::Choice(LEASE_FROM),
        [.., "loses"] => Takes::Choice(LOSES),
        [.., "do"] => Takes::Choice(ACTIONS),
        [.., "verdict"] => Takes::Verdicts,
        [.., "verdict", "[]"] => Takes::Choice(VERDICTS),
        [.., "goal", "knobs", _] => Takes::GoalKnob,
        [.., "goal", count] if COUNTS.contains(count) => Takes::Bounds,
        [.., "longest" | "shortest"] => Takes::Knob,
        [.., "moves"] => Takes::Moves,
        [.., "moves", "[]"] => Takes::Knob,
        ["challenges", "[]", "id"] => Takes::ChallengeId,
        ["resources" | "clients", "[]", "name"] => Takes::Name,
        [.., "resource" | "uses"] => Takes::Resource,
        ["network", _, "[]", "client"] => Takes::Client,
        ["network", _, "[]", "to"] => Takes::Endpoint,
        [.., "initial" | "final"] => Takes::Initial,
        [.., "initial" | "final", "[]"] => Takes::Item,
        [.., "op"] => Takes::Op,
        [.., "op", "set" | "add" | "increment"] => Takes::Amount,
        [.., "op", "append" | "push"] => Takes::Item,
        [.., "what"] => Takes::Phrase,
        [.., "node"] => Takes::Node,
        [.., "lock_nodes"] => Takes::NodeList,
        [.., "lock_nodes", "[]"] => Takes::Node,
        [.., "drift_percent"] => Takes::Percent,
        [.., "by_ms"] => Takes::ShiftMs,
        [.., "seed" | "first_token" | "reset_to" | "behind" | "at_least" | "at_most"] => {
            Takes::Count
        }
        [.., "effects" | "items", _] if in_translations => Takes::Text,
        [.., field] if MS.contains(field) => Takes::Ms,
        [.., field] if BOOLS.contains(field) => Takes::Bool,
        [.., field] if TEXTS.contains(field) => Takes::Text,
        ["translations", _, "knobs" | "challenges"] => Takes::Object,
        ["translations", _, "knobs" | "challenges", _] => Takes::Object,
        [.., field] if LISTS.contains(field) => Takes::List,
        [.., field] if OBJECTS.contains(field) => Takes::Object,
        [.., "values", _] => Takes::Object,
        [.., "[]"] => Takes::Object,
        [] => Takes::Object,
        _ => Takes::Value,
    }
}

impl Takes {
    /// The description, as the catalogue says it.
    pub(crate) fn say(self) -> String {
        let id = match self {
            Takes::Ms => "problem-takes-ms",
            Takes::ShiftMs => "problem-takes-shift-ms",
            Takes::Bool => "problem-takes-bool",
            Takes::Text => "problem-takes-text",
            Takes::Name => "problem-takes-name",
            Takes::Resource => "problem-takes-resource",
            Takes::Client => "problem-takes-client",
            Takes::Endpoint => "problem-takes-endpoint",
            Takes::Knob => "problem-takes-knob",
            Takes::KnobId => "problem-takes-knob-id",
            Takes::ChallengeId => "problem-takes-challenge-id",
            Takes::Phrase => "problem-takes-phrase",
            Takes::Count => "problem-takes-count",
            Takes::Amount => "problem-takes-amount",
            Takes::Nodes => "problem-takes-nodes",
            Takes::Node => "problem-takes-node",
            Takes::NodeList => "problem-takes-node-list",
            Takes::Percent => "problem-takes-percent",
            Takes::Choice(names) => {
                return say!("problem-takes-choice", choices = either(names));
            }
            Takes::Initial => "problem-takes-initial",
            Takes::GoalKnob => "problem-takes-goal-knob",
            Takes::Op => "problem-takes-op",
            Takes::Item => "problem-takes-item",
            Takes::Pointers => "problem-takes-pointers",
            Takes::Pointer => "problem-takes-pointer",
            Takes::Moves => "problem-takes-moves",
            Takes::Verdicts => "problem-takes-verdicts",
            Takes::Bounds => "problem-takes-bounds",
            Takes::Steps => "problem-takes-steps",
            Takes::List => "problem-takes-list",
            Takes::Object => "problem-takes-object",
            Takes::Value => "problem-takes-value",
        };
        say!(id)
    }
}

/// Names from the file as a list joined with "or", each in quotes: `"ms"
/// or "count"`.
pub(crate) fn either<S: AsRef<str>>(names: &[S]) -> String {
    list("problem-list-or", names, |n| format!("\"{n}\""))
}

/// Names from the file as a list joined with "and", each as `write`
/// shows it.
pub(crate) fn all<S: AsRef<str>>(names: &[S], write: impl Fn(&str) -> String) -> String {
    list("problem-list-and", names, write)
}

/// A list in the catalogue's way: every name but the last joined by the
/// separator, then the last.
fn list<S: AsRef<str>>(id: &str, names: &[S], write: impl Fn(&str) -> String) -> String {
    let written: Vec<String> = names.iter().map(|n| write(n.as_ref())).collect();
    let Some((last, rest)) = written.split_last() else {
        return String::new();
    };
    let rest = rest.join(&say!("problem-list-separator"));
    say!(id, count = written.len(), rest = rest, last = last)
}

/// The field's name as a message shows it: the last key, or the list
/// and item for an item of a list (`lock_nodes[1]`).
pub(crate) fn field_name(path: &str) -> String {
    let steps = path_steps(path);
    match steps.as_slice() {
        [.., PathStep::Key(key), PathStep::Index(i)] => format!("{key}[{i}]"),
        [.., PathStep::Key(key)] => key.clone(),
        _ => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use serde::de::DeserializeOwned;

    use super::*;
    use crate::spec::{
        ActionSpec, FaultKindSpec, Group, KnobKindSpec, LeaseFrom, LockKindSpec, LosesSpec,
        Purpose, Unit, VerdictSpec,
    };

    /// The names the format's own reader lists for `T`, asked with a name
    /// that is none of them.
    fn names_of<T: DeserializeOwned + std::fmt::Debug>(probe: &str) -> Vec<String> {
        let message = serde_json::from_str::<T>(probe).unwrap_err().to_string();
        message
            .split('`')
            .skip(3)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn the_choices_are_the_formats_own() {
        let none = "\"~\"";
        assert_eq!(names_of::<Group>(none), GROUPS);
        assert_eq!(names_of::<Purpose>(none), PURPOSES);
        assert_eq!(names_of::<LockKindSpec>(none), LOCK_KINDS);
        assert_eq!(names_of::<LeaseFrom>(none), LEASE_FROM);
        assert_eq!(names_of::<LosesSpec>(none), LOSES);
        assert_eq!(names_of::<Unit>(none), UNITS);
        assert_eq!(names_of::<VerdictSpec>(none), VERDICTS);
        assert_eq!(names_of::<ActionSpec>("{\"do\": \"~\"}"), ACTIONS);
        assert_eq!(names_of::<FaultKindSpec>("{\"fault\": \"~\"}"), FAULTS);
        assert_eq!(names_of::<KnobKindSpec>("{\"kind\": \"~\"}"), KNOB_KINDS);
    }

    #[test]
    fn a_field_is_described_by_its_place() {
        assert_eq!(takes("lock_service.lease_ms"), Takes::Ms);
        assert_eq!(takes("clients[0].plan[2].for_ms"), Takes::Ms);
        assert_eq!(takes("clients[0].clock.jumps[0].by_ms"), Takes::ShiftMs);
        assert_eq!(takes("knobs[1].unit"), Takes::Choice(UNITS));
        assert_eq!(takes("knobs[0].default"), Takes::GoalKnob);
        assert_eq!(takes("lock_service.kind"), Takes::Choice(LOCK_KINDS));
        assert_eq!(takes("knobs[0].kind"), Takes::Choice(KNOB_KINDS));
        assert_eq!(takes("knobs"), Takes::List);
        assert_eq!(takes("translations.de.knobs"), Takes::Object);
        assert_eq!(takes("challenges[0].goal.knobs.pause_ms"), Takes::GoalKnob);
        assert_eq!(takes("challenges[0].goal.stale_refused"), Takes::Bounds);
        assert_eq!(takes("translations.de.items[\"A sets 11\"]"), Takes::Text);
        assert_eq!(takes("clients[0].lock_nodes[1]"), Takes::Node);
        assert_eq!(takes("resources[0].initial"), Takes::Initial);
        assert_eq!(field_name("clients[0].lock_nodes[1]"), "lock_nodes[1]");
        assert_eq!(field_name("lock_service.lease_ms"), "lease_ms");
    }
}
