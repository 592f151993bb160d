//! The plain-words explanation of a run, built from its events and outcome.
//!
//! It names who wrote when they should not have, what that did to each
//! resource, and what stopped it or would have. Each sentence is one
//! message of `words/<lang>/explain.ftl`, asked for with its named
//! arguments and the run's `story`, so the catalogue says it in the
//! reader's language and in the lock's or the election's words.

use std::ops::Deref;

use crate::event::{Again, Event, EventKind, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::report::{Outcome, ResourceOutcome};
use crate::spec::Purpose;
use crate::text::Words;
use crate::time::SimTime;
use crate::words::{say, Arg};
use crate::world::{Added, FaultKind, Guard, Value};

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
        parts.push(say!("explain-nothing-written"));
    }
    faults(words, events, &mut parts);
    stale_writes(words, &writes, outcome, &mut parts);
    late_writes(words, events, &writes, &mut parts);
    missed_changes(words, &writes, &mut parts);
    holder_refused(words, &writes, &mut parts);
    half_done(words, &writes, &mut parts);
    sent_again(words, &writes, &mut parts);
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
    let story = words.world.story();
    for (i, event) in events.iter().enumerate() {
        let EventKind::Fault {
            kind, next_token, ..
        } = event.kind
        else {
            continue;
        };
        let at = event.at;
        match kind {
            FaultKind::Restart {
                durable_counter: false,
                reset_to,
            } => {
                // Where the file sets the counter's value after the restart,
                // the sentence names that value too, as the knob beside it does.
                let fell = if reset_to.is_some() { "yes" } else { "no" };
                let counter = reset_to.unwrap_or(next_token);
                match highest_granted(&events[..i]) {
                    // Counting from below the highest token already out: a
                    // check refuses the new holders, it does not mistake them.
                    Some(highest) if next_token < highest => parts.push(say!(
                        "explain-counter-reset-below",
                        story = story,
                        at = at,
                        fell = fell,
                        counter = counter,
                        next = next_token,
                        highest = highest
                    )),
                    _ => parts.push(say!(
                        "explain-counter-reset",
                        story = story,
                        at = at,
                        fell = fell,
                        counter = counter,
                        next = next_token
                    )),
                }
            }
            FaultKind::Failover { .. } => parts.push(say!(
                "explain-failover",
                story = story,
                at = at,
                next = next_token
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
        let Verdict::Refused(Refusal::Token { by, highest }) = w.verdict else {
            return;
        };
        let why = match by {
            Guard::Proxy => "proxy",
            // A fenced read may have raised the token without a write.
            _ if words.world.resources[w.resource.index()].fenced_reads => "seen",
            _ => "accepted",
        };
        parts.push(say!(
            "explain-holder-refused",
            story = words.world.story(),
            why = why,
            client = words.client(w.client),
            resource = words.resource(w.resource),
            at = w.at,
            highest = highest
        ));
    }
}

/// A hold whose writes were applied in part: fencing refuses, it does not undo.
fn half_done(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
    if let Some((done, refused)) = half_done_pair(writes) {
        parts.push(say!(
            "explain-half-done",
            client = words.client(refused.client),
            done = words.resource(done.resource),
            done_at = done.at,
            refused = words.resource(refused.resource),
            refused_at = refused.at
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

/// The arguments of `explain-half-done-clause`, which says what a
/// half-done update did to the resources it touched: "Account X lost the
/// 30 A took out at 1.5 s, and Account Y never received it". A transfer of
/// a number says where the amount went; any other update says which write
/// was applied and which refused. The clause is a message the sentences
/// that hold it reference in the catalogue, so each language joins them.
fn half_done_args(
    words: Words<'_>,
    events: &[Event],
    done: &Write<'_>,
    refused: &Write<'_>,
) -> Vec<(&'static str, Arg)> {
    let change = |w: &Write<'_>| match (&w.value, copy_before(events, w)) {
        (Value::Number(wrote), Some(Value::Number(had))) => Some(wrote - had),
        _ => None,
    };
    let mut args = vec![
        ("client", Arg::from(words.client(done.client))),
        ("done", Arg::from(words.resource(done.resource))),
        ("done_at", Arg::from(done.at)),
        ("refused", Arg::from(words.resource(refused.resource))),
        ("refused_at", Arg::from(refused.at)),
    ];
    match (change(done), change(refused)) {
        (Some(out), Some(into)) if out < 0 && into == -out => {
            args.push(("update", Arg::from("transfer")));
            args.push(("amount", Arg::from(into.to_string())));
        }
        _ => {
            args.push(("update", Arg::from("other")));
            args.push(("done_value", Arg::from(words.value(&done.value))));
            args.push(("refused_value", Arg::from(words.value(&refused.value))));
        }
    }
    args
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
    Some(crate::words::say(
        "explain-half-done-update",
        &half_done_args(words, events, done, refused),
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
    let purpose = purpose_name(words);
    let client = words.client(client);
    let what = words.world.effects[effect.index()].shown();
    let story = words.world.story();
    parts.push(match ended {
        Some(ended) => say!(
            "explain-late-effect",
            story = story,
            purpose = purpose,
            lease = "ended",
            at = at,
            client = client,
            what = what,
            ended = ended
        ),
        None => say!(
            "explain-late-effect",
            story = story,
            purpose = purpose,
            lease = "none",
            at = at,
            client = client,
            what = what
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
    let story = words.world.story();
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
        let check = if fenced {
            "fenced"
        } else if tokens {
            "unfenced"
        } else {
            "tokenless"
        };
        parts.push(say!(
            "explain-stale-accepted",
            story = story,
            check = check,
            purpose = purpose_name(words),
            added = crate::text::yes(w.added.is_some()),
            client = a,
            newer = b,
            resource = res,
            at = w.at,
            ended = ended,
            token = w.token,
            newer_token = newer_token
        ));
        let count = outcome.tally.stale_accepted;
        if count > 1 {
            parts.push(say!("explain-stale-count", count = count));
        }
        // Advice to fence is for a correctness lock; an efficiency lock can live without it.
        let correctness = words.world.purpose == Purpose::Correctness;
        if correctness && !fenced && tokens && w.token < newer_token {
            parts.push(say!(
                "explain-had-fenced",
                story = story,
                resource = res,
                token = w.token,
                newer_token = newer_token
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
        let (why, highest, read, current) = match why {
            Refusal::Token {
                by: Guard::Proxy,
                highest,
            } => ("proxy", highest.0, 0, 0),
            Refusal::Token { highest, .. } => ("token", highest.0, 0, 0),
            Refusal::Version { read, current } => ("version", 0, read, current),
        };
        parts.push(say!(
            "explain-stale-refused",
            story = story,
            why = why,
            client = a,
            newer = b,
            resource = res,
            at = w.at,
            ended = ended,
            token = w.token,
            highest = highest,
            read = read,
            current = current
        ));
    }
}

/// The lock's purpose, as the catalogue's selectors name it.
fn purpose_name(words: Words<'_>) -> &'static str {
    match words.world.purpose {
        Purpose::Correctness => "correctness",
        Purpose::Efficiency => "efficiency",
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
    let story = words.world.story();
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
    parts.push(say!(
        "explain-late-write",
        story = story,
        client = a,
        resource = res,
        at = w.at,
        ended = ended
    ));
    if let (Some(gone), Some(read_at)) = (w.missed, w.read_at) {
        parts.push(say!(
            "explain-late-write-missed",
            read_at = read_at,
            other = words.client(gone.client)
        ));
    }
    let then = match fate(events, w) {
        Fate::BuiltOn(b) => say!(
            "explain-late-built-on",
            story = story,
            holder = words.client(b)
        ),
        Fate::LostTo(b, read) => {
            parts.push(say!(
                "explain-late-lost",
                story = story,
                client = a,
                holder = words.client(b),
                resource = res,
                read = read
            ));
            // A resource with compare-and-set already has what the advice names.
            if words.world.resources[w.resource.index()].compare_and_set {
                return;
            }
            say!(
                "explain-late-caught",
                story = story,
                tokens = if words.world.lock.tokens { "yes" } else { "no" },
                client = a,
                resource = res
            )
        }
        Fate::Told(b) => say!(
            "explain-late-told",
            story = story,
            client = a,
            holder = words.client(b),
            resource = res
        ),
        Fate::Replaced(b) => say!(
            "explain-late-replaced",
            story = story,
            holder = words.client(b)
        ),
        Fate::LeftStanding => say!("explain-late-standing", story = story, resource = res),
    };
    parts.push(then);
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
    parts.push(say!(
        "explain-fenced-read",
        story = words.world.story(),
        client = a,
        reader = b,
        resource = res,
        at = w.at,
        ended = ended,
        token = w.token,
        highest = highest
    ));
}

/// The first holder's write computed from a copy that missed a change.
fn missed_changes(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
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
        parts.push(say!(
            "explain-missed-change",
            story = words.world.story(),
            client = words.client(client),
            resource = words.resource(resource),
            at = at,
            read_at = read_at
        ));
    }
}

/// The first write sent again after its answer was lost: applied a second
/// time, or known by its idempotency key.
fn sent_again(words: Words<'_>, writes: &[Write<'_>], parts: &mut Vec<String>) {
    let Some(again) = writes.iter().find(|w| accepted(w) && w.again.is_some()) else {
        return;
    };
    let first = writes.iter().find(|w| {
        w.index < again.index
            && w.client == again.client
            && w.resource == again.resource
            && w.again.is_none()
            && accepted(w)
    });
    let Some(first) = first else {
        return;
    };
    let config = &words.world.resources[again.resource.index()];
    let id = match again.again {
        Some(Again::Recognised) => "explain-sent-again-recognised",
        _ if again.added.is_some() => "explain-applied-twice",
        // The same value written again: harm only if another write came
        // between, which the resource's own sentence tells.
        _ => return,
    };
    parts.push(say!(
        id,
        story = words.world.story(),
        client = words.client(again.client),
        resource = words.resource(again.resource),
        op = match again.added {
            Some(Added::Item(_)) => "push",
            _ => "add",
        },
        amount = match again.added {
            Some(Added::Amount(n)) => n,
            _ => 0,
        },
        item = match again.added {
            Some(Added::Item(item)) => words.world.items[item.index()].shown(),
            _ => "",
        },
        first = first.at,
        again = again.at,
        token = again.token,
        checks = crate::text::yes(config.checks_tokens())
    ));
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
        let shown = |id| outcome_of(id).map_or_else(String::new, |r| words.value(&r.final_value));
        let mut args = half_done_args(words, events, done, refused);
        args.push(("done_holds", Arg::from(shown(done.resource))));
        args.push(("refused_holds", Arg::from(shown(refused.resource))));
        parts.push(crate::words::say("explain-half-done-holds", &args));
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
                Some(w) => say!(
                    "explain-holds-rewritten",
                    resource = res,
                    value = fin,
                    holder = words.client(w.client)
                ),
                None => say!("explain-holds-by-chance", resource = res, value = fin),
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
        say!("explain-holds", resource = res, value = fin)
    } else {
        say!(
            "explain-holds-wrong",
            resource = res,
            value = fin,
            expected = exp
        )
    }
}

/// What kept the run safe, if it was.
fn verdict(words: Words<'_>, writes: &[Write<'_>], outcome: &Outcome, parts: &mut Vec<String>) {
    if words.world.purpose == Purpose::Efficiency {
        parts.push(if outcome.safe {
            say!(
                "explain-efficiency-safe",
                count = outcome.tally.duplicates()
            )
        } else {
            say!("explain-efficiency-harm")
        });
        return;
    }
    if !outcome.safe || writes.is_empty() {
        return;
    }
    let story = words.world.story();
    if writes.iter().any(|w| accepted(w) && w.standing.is_late()) {
        parts.push(say!("explain-safe-by-timing"));
        return;
    }
    if writes.iter().any(|w| w.standing.is_late()) {
        // Every late write was refused, and the sentences above say by whom.
        return;
    }
    parts.push(say!("explain-every-write-live", story = story));
    let unfenced: Vec<&str> = words
        .world
        .resources
        .iter()
        .filter(|r| !r.is_guarded())
        .map(|r| r.name.as_str())
        .collect();
    if let [init @ .., last] = unfenced.as_slice() {
        // The catalogue joins the last name on with its own word for "and".
        parts.push(say!(
            "explain-only-timing",
            story = story,
            count = unfenced.len(),
            first = init.join(", "),
            last = *last
        ));
    }
}
