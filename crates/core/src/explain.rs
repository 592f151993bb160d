//! The plain-words explanation of a run, built from its events and outcome.
//!
//! It names who wrote when they should not have, what that did to each
//! resource, and what stopped it or would have.

use std::ops::Deref;

use crate::event::{Event, EventKind, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::report::{Outcome, ResourceOutcome};
use crate::spec::Purpose;
use crate::text::Words;
use crate::time::SimTime;
use crate::world::{FaultKind, Guard, Value};

/// A write and where it sits in the run.
#[derive(Clone, Copy)]
struct Write<'e> {
    /// The write's position in the event list.
    index: usize,
    at: SimTime,
    wrote: &'e Wrote,
}

impl Deref for Write<'_> {
    type Target = Wrote;
    fn deref(&self) -> &Wrote {
        self.wrote
    }
}

/// Says what happened and why, in a few sentences.
pub(crate) fn explain(words: Words<'_>, events: &[Event], outcome: &Outcome) -> String {
    let writes = writes_of(events);
    let effects = events
        .iter()
        .any(|e| matches!(e.kind, EventKind::SideEffect { .. }));
    let mut parts: Vec<String> = Vec::new();
    if writes.is_empty() && !effects {
        parts.push("Nobody wrote anything, so nothing could be lost.".to_owned());
    }
    faults(words, events, &mut parts);
    stale_writes(words, &writes, outcome, &mut parts);
    late_writes(words, events, &writes, &mut parts);
    missed_changes(words, &writes, &mut parts);
    holder_refused(words, &writes, &mut parts);
    half_done(words, &writes, &mut parts);
    if words.world.purpose == Purpose::Correctness || outcome.tally.stale_accepted == 0 {
        // For an efficiency lock a stale write already said the work was done twice.
        late_effects(words, events, &mut parts);
    }
    resources(words, events, &writes, outcome, &mut parts);
    verdict(words, &writes, outcome, &mut parts);
    parts.join(" ")
}

/// Every write in the run, in order.
fn writes_of(events: &[Event]) -> Vec<Write<'_>> {
    events
        .iter()
        .enumerate()
        .filter_map(|(index, e)| match &e.kind {
            EventKind::Wrote(wrote) => Some(Write {
                index,
                at: e.at,
                wrote,
            }),
            _ => None,
        })
        .collect()
}

/// The first fault that made the counter hand out a token again.
fn faults(words: Words<'_>, events: &[Event], parts: &mut Vec<String>) {
    let (token, service) = (&words.names.token, &words.names.lock_service);
    for (i, event) in events.iter().enumerate() {
        let EventKind::Fault {
            kind, next_token, ..
        } = event.kind
        else {
            continue;
        };
        match kind {
            FaultKind::Restart {
                durable_counter: false,
                ..
            } => match highest_granted(&events[..i]) {
                // Counting from below the highest token already out: a
                // check refuses the new holders, it does not mistake them.
                Some(highest) if next_token < highest => parts.push(format!(
                    "The {service} lost its {token} counter when it restarted at {}, so it counted from {next_token} again, below the {token} {highest} it had already handed out. A resource that checks {token}s and has seen {highest} refuses every new holder until the {token}s pass {highest}; one that does not check takes the old holder's late write. The counter must be stored durably, in a consensus-backed store.",
                    event.at
                )),
                _ => parts.push(format!(
                    "The {service} lost its {token} counter when it restarted at {}, so it counted from {next_token} again and handed out numbers it had already given away. A {token} check compares numbers, so two holders with the same number look alike to it. The counter must be stored durably, in a consensus-backed store.",
                    event.at
                )),
            },
            FaultKind::Failover { .. } => parts.push(format!(
                "The replica that took over at {} had not heard of the latest grant, so it handed out {token} {next_token} a second time. Fencing is only as good as the counter behind it: a replica that copies asynchronously can go back in time.",
                event.at
            )),
            FaultKind::Restart {
                durable_counter: true,
                ..
            } => continue,
        }
        return;
    }
}

/// The highest token granted in `events`, if any grant had one.
fn highest_granted(events: &[Event]) -> Option<crate::ids::Token> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Granted { token, .. } => Some(token),
            _ => None,
        })
        .max()
}

/// A rightful holder's write refused: the reset counter locked it out.
fn holder_refused(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
    let refused = writes.iter().find(|w| {
        w.standing == Standing::Holder
            && matches!(w.verdict, Verdict::Refused(Refusal::Token { .. }))
    });
    if let Some(w) = refused {
        let Verdict::Refused(why @ Refusal::Token { highest, .. }) = w.verdict else {
            return;
        };
        parts.push(format!(
            "{client} rightly held {lock} at {}, yet {} and refused its write. {res} is safe, since it takes no {token} lower than one it has seen, but stuck: it refuses every rightful holder until the {service}'s {token}s pass {highest}. {client} was told, so nothing it believes done is lost.",
            w.at,
            words.refused_because(w.client, w.resource, why),
            client = words.client(w.client),
            lock = words.names.lock,
            service = words.names.lock_service,
            res = words.resource(w.resource),
            token = words.names.token,
        ));
    }
}

/// A hold whose writes were applied in part: fencing refuses, it does not undo.
fn half_done(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
    if let Some((done, refused)) = half_done_pair(writes) {
        parts.push(format!(
            "{a}'s update was left half done: its write to {} at {} was applied, and its write to {} at {} was refused. A refusal stops what comes after it; it does not undo what came before. Writes that belong together should be one atomic write, or safe to repeat.",
            words.resource(done.resource),
            done.at,
            words.resource(refused.resource),
            refused.at,
            a = words.client(refused.client),
        ));
    }
}

/// The first write refused after the same hold of the lock had a write to
/// another resource applied: the applied one, then the refused one.
fn half_done_pair<'w, 'e>(writes: &'w [Write<'e>]) -> Option<(&'w Write<'e>, &'w Write<'e>)> {
    writes.iter().enumerate().find_map(|(i, refused)| {
        if accepted(refused) {
            return None;
        }
        // The same hold of the lock, another resource: the engine's rule.
        writes[..i]
            .iter()
            .rev()
            .find(|w| {
                w.client == refused.client
                    && w.token == refused.token
                    && w.resource != refused.resource
                    && accepted(w)
            })
            .map(|done| (done, refused))
    })
}

/// What a half-done update did to the resources it touched, as a clause:
/// "Account X lost the 30 A took out at 1.5 s, and Account Y never received
/// it". A transfer of a number says where the amount went; any other
/// update says which write was applied and which refused.
fn half_done_clause(
    words: Words<'_>,
    events: &[Event],
    done: &Write<'_>,
    refused: &Write<'_>,
) -> String {
    let (a, x, y) = (
        words.client(done.client),
        words.resource(done.resource),
        words.resource(refused.resource),
    );
    let change = |w: &Write<'_>| match (&w.value, copy_before(events, w)) {
        (Value::Number(wrote), Some(Value::Number(had))) => Some(wrote - had),
        _ => None,
    };
    match (change(done), change(refused)) {
        (Some(out), Some(into)) if out < 0 && into == -out => format!(
            "{x} lost the {into} {a} took out at {}, and {y} never received it",
            done.at
        ),
        _ => format!(
            "{x} took {a}'s write of {} at {}, and {y} refused the write of {} that belonged with it",
            words.value(&done.value),
            done.at,
            words.value(&refused.value),
        ),
    }
}

/// The client's own copy of the resource just before write `w`: what it
/// last read there or last wrote there and had accepted.
fn copy_before<'e>(events: &'e [Event], w: &Write<'_>) -> Option<&'e Value> {
    events[..w.index].iter().rev().find_map(|e| match &e.kind {
        EventKind::Read {
            client,
            resource,
            value,
            ..
        } if *client == w.client && *resource == w.resource => Some(value),
        EventKind::Wrote(other)
            if other.client == w.client
                && other.resource == w.resource
                && other.verdict == Verdict::Accepted =>
        {
            Some(&other.value)
        }
        _ => None,
    })
}

/// The sentence a resource's result gives when a half-done update touched
/// it: the whole update, not the resource's half of it.
pub(crate) fn half_done_words(
    words: Words<'_>,
    events: &[Event],
    resource: ResourceId,
) -> Option<String> {
    let writes = writes_of(events);
    let (done, refused) = half_done_pair(&writes)?;
    if resource != done.resource && resource != refused.resource {
        return None;
    }
    Some(format!(
        "Half of {a}'s update: {}, because {} refused {a}'s write at {}.",
        half_done_clause(words, events, done, refused),
        words.resource(refused.resource),
        refused.at,
        a = words.client(done.client),
    ))
}

/// The first side effect made without a live lease.
fn late_effects(words: Words<'_>, events: &[Event], parts: &mut Vec<String>) {
    let late = events.iter().find_map(|e| match &e.kind {
        EventKind::SideEffect {
            client,
            effect,
            live: false,
            ended,
            ..
        } => Some((e.at, *client, *effect, *ended)),
        _ => None,
    });
    let Some((at, client, effect, ended)) = late else {
        return;
    };
    let (a, what) = (words.client(client), &words.world.effects[effect.index()]);
    let lease = &words.names.lease;
    let when = ended.map_or(format!("with no {lease}"), |t| {
        format!("after {a}'s {lease} had ended at {t}")
    });
    parts.push(match words.world.purpose {
        Purpose::Correctness => format!(
            "The side effect at {at} ({a} {what}) came {when}. No {} check stands between a client and an email or another service's API: reads are not fenced, and only what passes through a fenced resource is protected.",
            words.names.token
        ),
        Purpose::Efficiency => format!(
            "The side effect at {at} ({a} {what}) came {when}, so the work was done twice."
        ),
    });
}

fn accepted(w: &Write<'_>) -> bool {
    w.verdict == Verdict::Accepted
}

/// The first stale write accepted, or else the first refused.
fn stale_writes(
    words: Words<'_>,
    writes: &[Write<'_>],
    outcome: &Outcome,
    parts: &mut Vec<String>,
) {
    let token = &words.names.token;
    let stale = |w: &&Write<'_>| matches!(w.standing, Standing::Stale { .. });
    if let Some(w) = writes.iter().filter(stale).find(|w| accepted(w)) {
        let Standing::Stale {
            ended,
            newer,
            newer_token,
        } = w.standing
        else {
            return;
        };
        let (a, b, res) = (
            words.client(w.client),
            words.client(newer),
            words.resource(w.resource),
        );
        let fenced = words.world.resources[w.resource.index()].checks_tokens();
        let tokens = words.world.lock.tokens;
        let why = if fenced {
            format!("{res} checks {token}s, but {token} {} is not lower than {b}'s {newer_token}, so it could not tell the two apart and accepted the stale write", w.token)
        } else if tokens {
            format!("{res} does not check {token}s, so it accepted the stale write")
        } else {
            format!("The lock came with no {token}, so {res} had nothing to check and accepted the stale write")
        };
        let with = if tokens {
            format!(" with {token} {newer_token}")
        } else {
            String::new()
        };
        let purpose = match words.world.purpose {
            Purpose::Correctness => format!("{b}'s update was overwritten"),
            Purpose::Efficiency => "the work was done twice".to_owned(),
        };
        parts.push(format!(
            "{a} wrote to {res} at {}, after {lapsed} and after {b} had written there{with}. {why}, and {purpose}.",
            w.at,
            lapsed = words.lapsed(ended, true)
        ));
        let count = outcome.tally.stale_accepted;
        if count > 1 {
            parts.push(format!("In all, {count} stale writes were accepted."));
        }
        // Advice to fence is for a correctness lock; an efficiency lock can live without it.
        let correctness = words.world.purpose == Purpose::Correctness;
        if correctness && !fenced && tokens && w.token < newer_token {
            parts.push(format!(
                "Had {res} checked {token}s, it would have refused {token} {} after seeing {token} {newer_token}.",
                w.token
            ));
        }
    } else if let Some(w) = writes.iter().filter(stale).find(|w| !accepted(w)) {
        let (Standing::Stale { ended, newer, .. }, Verdict::Refused(why)) = (w.standing, w.verdict)
        else {
            return;
        };
        let (a, b, res) = (
            words.client(w.client),
            words.client(newer),
            words.resource(w.resource),
        );
        let because = match why {
            Refusal::Token {
                by: Guard::Proxy,
                highest,
            } => format!("The fencing proxy in front of {res} had already passed {token} {highest} from {b}, so it refused the stale write"),
            Refusal::Token { highest, .. } => format!(
                "{res} had already accepted {token} {highest} from {b}, so it refused the stale write"
            ),
            Refusal::Version { read, current } => format!(
                "{res} had changed since {a} read it (version {read}, now {current}), so it refused the stale write"
            ),
        };
        parts.push(format!(
            "{a} wrote to {res} at {} with {token} {}, after {lapsed}. {because}, and {b}'s update survived.",
            w.at, w.token,
            lapsed = words.lapsed(ended, true)
        ));
    }
}

/// What became of a late write that reached a resource before any later
/// holder's: the next holder to touch the resource decides. An accepted
/// write is acknowledged work, so it counts from the moment it lands.
enum Fate {
    /// A holder read it and built on it.
    BuiltOn(ClientId),
    /// A holder replaced it with a value computed from a copy read before
    /// it landed, so the acknowledged update was lost; the moment is the
    /// holder's read.
    LostTo(ClientId, SimTime),
    /// A holder set a new value without reading, as a later write may.
    Replaced(ClientId),
    /// A holder's write over it was refused, so the holder was told
    /// instead of silently replacing it.
    Told(ClientId),
    /// No holder touched the resource again.
    LeftStanding,
}

fn fate(events: &[Event], late: &Write<'_>) -> Fate {
    for event in &events[late.index + 1..] {
        match event.kind {
            EventKind::Read {
                client,
                resource,
                holder: true,
                ..
            } if resource == late.resource => return Fate::BuiltOn(client),
            EventKind::Wrote(Wrote {
                client,
                resource,
                standing: Standing::Holder,
                read_at,
                verdict,
                ..
            }) if resource == late.resource => {
                return match (verdict, read_at) {
                    (Verdict::Refused(_), _) => Fate::Told(client),
                    (Verdict::Accepted, Some(read)) => Fate::LostTo(client, read),
                    (Verdict::Accepted, None) => Fate::Replaced(client),
                }
            }
            _ => {}
        }
    }
    Fate::LeftStanding
}

/// The first late write that reached a resource before any later holder's.
fn late_writes(words: Words<'_>, events: &[Event], writes: &[Write<'_>], parts: &mut Vec<String>) {
    let (lease, lock) = (&words.names.lease, &words.names.lock);
    let late = writes
        .iter()
        .find(|w| accepted(w) && matches!(w.standing, Standing::Late { .. }));
    let Some(w) = late else {
        fenced_read(words, events, writes, parts);
        return;
    };
    let Standing::Late { ended } = w.standing else {
        return;
    };
    let (a, res) = (words.client(w.client), words.resource(w.resource));
    let mut s = format!(
        "{a} wrote to {res} at {}, after {lapsed}, but before any later holder wrote there.",
        w.at,
        lapsed = words.lapsed(ended, true)
    );
    if let (Some(gone), Some(read_at)) = (w.missed, w.read_at) {
        s += &format!(
            " It computed the value from a copy read at {read_at}, before {}'s write, so it overwrote a change it never saw.",
            words.client(gone.client)
        );
    }
    s += &match fate(events, w) {
        Fate::BuiltOn(b) => format!(
            " {} then read it while holding {lock} and built on it, so it counts.",
            words.client(b)
        ),
        Fate::LostTo(b, read) => {
            let b = words.client(b);
            let token = &words.names.token;
            let caught = if words.world.resources[w.resource.index()].compare_and_set {
                String::new()
            } else if words.world.lock.tokens {
                format!(
                    " Fencing cannot see this: no newer {token} had reached {res} when {a}'s write arrived. Compare-and-set, or a read that raises {res}'s highest {token}, would have caught it."
                )
            } else {
                format!(
                    " Even fencing tokens would not catch this: no newer {token} would have reached {res} when {a}'s write arrived. Compare-and-set, or a read that raises {res}'s highest {token}, would."
                )
            };
            format!(
                " {a} was told its write succeeded. But {b}, holding {lock}, had read {res} at {read}, before that write landed, and wrote over it from that copy, so {a}'s acknowledged update was lost.{caught}"
            )
        }
        Fate::Told(b) => format!(
            " {b}, holding {lock}, then tried to write over it from an older copy, and {res} refused: {b} is told to read again instead of losing {a}'s update in silence.",
            b = words.client(b)
        ),
        Fate::Replaced(b) => format!(
            " {}, holding {lock}, then set a new value without reading, as a later write may.",
            words.client(b)
        ),
        Fate::LeftStanding => format!(
            " No holder of {lock} touched {res} afterwards, so a write made without a {lease} was left standing."
        ),
    };
    parts.push(s);
}

/// A late write refused because a newer holder's fenced read had already
/// shown the resource a higher token, before any newer write landed.
fn fenced_read(words: Words<'_>, events: &[Event], writes: &[Write<'_>], parts: &mut Vec<String>) {
    let refused = writes.iter().find(|w| {
        matches!(w.standing, Standing::Late { .. })
            && matches!(w.verdict, Verdict::Refused(Refusal::Token { .. }))
    });
    let Some(w) = refused else { return };
    let (Standing::Late { ended }, Verdict::Refused(Refusal::Token { highest, .. })) =
        (w.standing, w.verdict)
    else {
        return;
    };
    let reader = events[..w.index].iter().rev().find_map(|e| match e.kind {
        EventKind::Read {
            client,
            resource,
            token: Some(t),
            ..
        } if resource == w.resource && t == highest => Some(client),
        _ => None,
    });
    let Some(b) = reader else { return };
    let (a, b, res) = (
        words.client(w.client),
        words.client(b),
        words.resource(w.resource),
    );
    let token = &words.names.token;
    parts.push(format!(
        "{a} wrote to {res} at {} with {token} {}, after {lapsed}. No newer write had landed there yet, but {b}'s read had carried {token} {highest} to {res}, so it refused the late write, and {b}'s update survived.",
        w.at, w.token,
        lapsed = words.lapsed(ended, true)
    ));
}

/// The first holder's write computed from a copy that missed a change.
fn missed_changes(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
    let token = &words.names.token;
    let missed = writes.iter().find(|w| {
        accepted(w) && w.standing == Standing::Holder && w.missed.is_some_and(|gone| !gone.late)
    });
    if let Some(&Write { at, wrote, .. }) = missed {
        let &Wrote {
            client,
            resource,
            read_at: Some(read_at),
            ..
        } = wrote
        else {
            return;
        };
        let (a, res) = (words.client(client), words.resource(resource));
        parts.push(format!(
            "{a} held {} when it wrote to {res} at {at}, but it computed the value from a copy read at {read_at}, and {res} had changed since: the write overwrote that change. No {token} check can catch this; {a} had to read again after taking {}.",
            words.names.lock, words.names.lock
        ));
    }
}

/// Each resource's final value against its expected one.
fn resources(
    words: Words<'_>,
    events: &[Event],
    writes: &[Write<'_>],
    outcome: &Outcome,
    parts: &mut Vec<String>,
) {
    // A half-done update's resources may each hold what the writes that
    // count give and still be wrong together: they are told as one.
    let outcome_of = |id: ResourceId| outcome.resources.iter().find(|r| r.id == id);
    let joint = half_done_pair(writes).filter(|(done, refused)| {
        [done.resource, refused.resource]
            .iter()
            .all(|&id| outcome_of(id).is_some_and(|r| r.is_as_expected()))
    });
    if let Some((done, refused)) = joint {
        let (x, y) = (done.resource, refused.resource);
        let shown = |id| outcome_of(id).map_or_else(String::new, |r| words.value(&r.final_value));
        parts.push(format!(
            "{} holds {} and {} holds {}, as the writes that count leave them, but not as {}'s update should: {}.",
            words.resource(x),
            shown(x),
            words.resource(y),
            shown(y),
            words.client(done.client),
            half_done_clause(words, events, done, refused),
        ));
    }
    for r in &outcome.resources {
        if joint.is_some_and(|(done, refused)| r.id == done.resource || r.id == refused.resource) {
            continue;
        }
        let res = words.resource(r.id);
        let fin = words.value(&r.final_value);
        let here: Vec<&Write<'_>> = writes
            .iter()
            .filter(|w| w.resource == r.id && accepted(w))
            .collect();
        let last_stale = here
            .iter()
            .rposition(|w| matches!(w.standing, Standing::Stale { .. }));
        if let (true, Some(at)) = (r.is_as_expected(), last_stale) {
            let later = here[at + 1..]
                .iter()
                .find(|w| w.standing == Standing::Holder);
            parts.push(match later {
                Some(w) => format!(
                    "{res} holds {fin}, as it should, because {} wrote over the stale value later.",
                    words.client(w.client)
                ),
                None => format!(
                    "{res} holds {fin}, the value it should hold, but only because the stale write happened to carry the same value."
                ),
            });
        } else {
            parts.push(holds(words, r));
        }
    }
}

/// What a resource ends up holding against what it should: "Storage
/// holds 11 but should hold 15.", "Storage holds 16, as it should."
pub(crate) fn holds(words: Words<'_>, r: &ResourceOutcome) -> String {
    let res = words.resource(r.id);
    let (fin, exp) = (words.value(&r.final_value), words.value(&r.expected));
    if r.is_as_expected() {
        format!("{res} holds {fin}, as it should.")
    } else {
        format!("{res} holds {fin} but should hold {exp}.")
    }
}

/// What kept the run safe, if it was.
fn verdict(words: Words<'_>, writes: &[Write<'_>], outcome: &Outcome, parts: &mut Vec<String>) {
    if words.world.purpose == Purpose::Efficiency {
        let duplicates = outcome.tally.duplicates();
        parts.push(match (outcome.safe, duplicates) {
            (true, 0) => "This is an efficiency lock, and no work was done twice this time.".to_owned(),
            (true, 1) => "This is an efficiency lock: the overlap cost one duplicate run, and nothing was lost. A lock that only saves work needs no fencing.".to_owned(),
            (true, n) => format!("This is an efficiency lock: the overlap cost {n} duplicate runs, and nothing was lost. A lock that only saves work needs no fencing."),
            (false, _) => "Even for an efficiency lock, a wrong value is harm: this lock guards more than duplicate work.".to_owned(),
        });
        return;
    }
    if !outcome.safe || writes.is_empty() {
        return;
    }
    let (token, lease) = (&words.names.token, &words.names.lease);
    if writes.iter().any(|w| accepted(w) && w.standing.is_late()) {
        parts.push("This run is safe, but only because of when the late write landed.".to_owned());
        return;
    }
    if writes.iter().any(|w| w.standing.is_late()) {
        // Every late write was refused, and the sentences above say by whom.
        return;
    }
    let mut s = format!("Every write came from the client holding a live {lease} at that moment.");
    let unfenced: Vec<&str> = words
        .world
        .resources
        .iter()
        .filter(|r| !r.is_guarded())
        .map(|r| r.name.as_str())
        .collect();
    if !unfenced.is_empty() {
        let (names, verb) = match unfenced.as_slice() {
            [one] => ((*one).to_owned(), "does"),
            [init @ .., last] => (format!("{} and {last}", init.join(", ")), "do"),
            [] => (String::new(), "do"),
        };
        s += &format!(
            " Only timing kept this run safe: {names} {verb} not check {token}s, so a write that arrived later would have gone through."
        );
    }
    parts.push(s);
}
