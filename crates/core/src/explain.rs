//! The plain-words explanation of a run, built from its events and outcome.
//!
//! It names who wrote when they should not have, what that did to each
//! resource, and what stopped it or would have.

use crate::event::{Event, EventKind, Overwrote, Standing, Verdict};
use crate::ids::{ClientId, ResourceId, Token};
use crate::report::Outcome;
use crate::text::Words;
use crate::time::SimTime;
use crate::world::Guard;

/// A write, as the explanation needs it.
#[derive(Clone, Copy)]
struct Write {
    /// The write's position in the event list.
    index: usize,
    at: SimTime,
    client: ClientId,
    resource: ResourceId,
    token: Token,
    verdict: Verdict,
    standing: Standing,
    read_at: Option<SimTime>,
    missed: Option<Overwrote>,
}

/// Says what happened and why, in a few sentences.
pub(crate) fn explain(words: Words<'_>, events: &[Event], outcome: &Outcome) -> String {
    let writes: Vec<Write> = events
        .iter()
        .enumerate()
        .filter_map(|(index, e)| match e.kind {
            EventKind::Wrote {
                client,
                resource,
                token,
                verdict,
                standing,
                read_at,
                missed,
                ..
            } => Some(Write {
                index,
                at: e.at,
                client,
                resource,
                token,
                verdict,
                standing,
                read_at,
                missed,
            }),
            _ => None,
        })
        .collect();
    let mut parts: Vec<String> = Vec::new();
    if writes.is_empty() {
        parts.push("Nobody wrote anything, so nothing could be lost.".to_owned());
    }
    stale_writes(words, &writes, outcome, &mut parts);
    late_writes(words, events, &writes, &mut parts);
    missed_changes(words, &writes, &mut parts);
    resources(words, &writes, outcome, &mut parts);
    verdict(words, &writes, outcome, &mut parts);
    parts.join(" ")
}

fn accepted(w: &Write) -> bool {
    w.verdict == Verdict::Accepted
}

/// The first stale write accepted, or else the first refused.
fn stale_writes(words: Words<'_>, writes: &[Write], outcome: &Outcome, parts: &mut Vec<String>) {
    let (token, lease) = (&words.names.token, &words.names.lease);
    let stale = |w: &&Write| matches!(w.standing, Standing::Stale { .. });
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
        let fenced = words.world.resources[w.resource.index()].guard == Guard::Fencing;
        let why = if fenced {
            format!("{res} checks {token}s, but {token} {} is not lower than {b}'s {newer_token}, so it could not tell the two apart and accepted the stale write", w.token)
        } else {
            format!("{res} does not check {token}s, so it accepted the stale write")
        };
        parts.push(format!(
            "{a} wrote to {res} at {}, after its {lease} had ended at {ended} and after {b} had written there with {token} {newer_token}. {why}, and {b}'s update was overwritten.",
            w.at
        ));
        let count = outcome.tally.stale_accepted;
        if count > 1 {
            parts.push(format!("In all, {count} stale writes were accepted."));
        }
        if !fenced && w.token < newer_token {
            parts.push(format!(
                "Had {res} checked {token}s, it would have refused {token} {} after seeing {token} {newer_token}.",
                w.token
            ));
        }
    } else if let Some(w) = writes.iter().filter(stale).find(|w| !accepted(w)) {
        let (Standing::Stale { ended, newer, .. }, Verdict::Refused { highest }) =
            (w.standing, w.verdict)
        else {
            return;
        };
        let (a, b, res) = (
            words.client(w.client),
            words.client(newer),
            words.resource(w.resource),
        );
        parts.push(format!(
            "{a} wrote to {res} at {} with {token} {}, after its {lease} had ended at {ended}. {res} had already accepted {token} {highest} from {b}, so it refused the stale write, and {b}'s update survived.",
            w.at, w.token
        ));
    }
}

/// What became of a late write that reached a resource before any later
/// holder's: the next holder to touch the resource decides.
enum Fate {
    /// A holder read it and built on it, so it counts.
    BuiltOn(ClientId),
    /// A holder wrote over it without reading it, as it should.
    Replaced(ClientId),
    /// No holder touched the resource again.
    LeftStanding,
}

fn fate(events: &[Event], late: &Write) -> Fate {
    for event in &events[late.index + 1..] {
        match event.kind {
            EventKind::Read {
                client,
                resource,
                holder: true,
                ..
            } if resource == late.resource => return Fate::BuiltOn(client),
            EventKind::Wrote {
                client,
                resource,
                standing: Standing::Holder,
                ..
            } if resource == late.resource => return Fate::Replaced(client),
            _ => {}
        }
    }
    Fate::LeftStanding
}

/// The first late write that reached a resource before any later holder's.
fn late_writes(words: Words<'_>, events: &[Event], writes: &[Write], parts: &mut Vec<String>) {
    let (lease, lock) = (&words.names.lease, &words.names.lock);
    let late = writes
        .iter()
        .find(|w| accepted(w) && matches!(w.standing, Standing::Late { .. }));
    let Some(w) = late else { return };
    let Standing::Late { ended } = w.standing else {
        return;
    };
    let (a, res) = (words.client(w.client), words.resource(w.resource));
    let mut s = format!(
        "{a} wrote to {res} at {}, after its {lease} had ended at {ended}, but before any later holder wrote there.",
        w.at
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
        Fate::Replaced(b) => format!(
            " {}, holding {lock}, then wrote over it without reading it, as it should.",
            words.client(b)
        ),
        Fate::LeftStanding => format!(
            " No holder of {lock} touched {res} afterwards, so a write made without a {lease} was left standing."
        ),
    };
    parts.push(s);
}

/// The first holder's write computed from a copy that missed a change.
fn missed_changes(words: Words<'_>, writes: &[Write], parts: &mut Vec<String>) {
    let token = &words.names.token;
    let missed = writes.iter().find(|w| {
        accepted(w) && w.standing == Standing::Holder && w.missed.is_some_and(|gone| !gone.late)
    });
    if let Some(&Write {
        at,
        client,
        resource,
        read_at: Some(read_at),
        ..
    }) = missed
    {
        let (a, res) = (words.client(client), words.resource(resource));
        parts.push(format!(
            "{a} held {} when it wrote to {res} at {at}, but it computed the value from a copy read at {read_at}, and {res} had changed since: the write overwrote that change. No {token} check can catch this; {a} had to read again after taking {}.",
            words.names.lock, words.names.lock
        ));
    }
}

/// Each resource's final value against its expected one.
fn resources(words: Words<'_>, writes: &[Write], outcome: &Outcome, parts: &mut Vec<String>) {
    for r in &outcome.resources {
        let res = words.resource(r.id);
        let (fin, exp) = (words.value(&r.final_value), words.value(&r.expected));
        let here: Vec<&Write> = writes
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
        } else if r.is_as_expected() {
            parts.push(format!("{res} holds {fin}, as it should."));
        } else {
            parts.push(format!("{res} holds {fin} but should hold {exp}."));
        }
    }
}

/// What kept the run safe, if it was.
fn verdict(words: Words<'_>, writes: &[Write], outcome: &Outcome, parts: &mut Vec<String>) {
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
        .filter(|r| r.guard == Guard::None)
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
