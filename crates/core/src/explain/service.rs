//! What the lock service's faults did: a counter that handed out tokens
//! again, and rightful holders their resources then refused.

use super::run::{clients_list, Run};
use crate::event::{Event, EventKind, Refusal, Standing, Verdict};
use crate::ids::Token;
use crate::text::Tables;
use crate::words::say;
use crate::world::{FaultKind, Guard};

/// Each fault that made the counter hand out a token again: the first in
/// full, with what follows from it, any later one in a sentence of its own.
pub(super) fn faults(words: Tables<'_>, events: &[Event], parts: &mut Vec<String>) {
    let story = words.world.story();
    let mut told = false;
    for (i, event) in events.iter().enumerate() {
        let EventKind::Fault {
            kind, next_token, ..
        } = event.kind
        else {
            continue;
        };
        let at = event.at;
        if told {
            let kind = match kind {
                FaultKind::Restart {
                    durable_counter: false,
                    ..
                } => "restart",
                FaultKind::Failover { .. } => "failover",
                FaultKind::Restart {
                    durable_counter: true,
                    ..
                } => continue,
            };
            parts.push(say!(
                "explain-counter-again",
                story = story,
                kind = kind,
                at = at,
                next = next_token
            ));
            continue;
        }
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
        told = true;
    }
}

/// The highest token granted in `events`, if any grant had one.
fn highest_granted(events: &[Event]) -> Option<Token> {
    events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Granted { token, .. } => Some(token),
            _ => None,
        })
        .max()
}

/// A rightful holder's write refused: the reset counter locked it out.
/// The first in full, then how many and whose.
pub(super) fn holder_refused(run: &Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let fenced_out = |w: &&super::run::Write<'_>| {
        w.standing == Standing::Holder
            && matches!(w.verdict, Verdict::Refused(Refusal::Token { .. }))
    };
    let Some(w) = run.writes.iter().find(fenced_out) else {
        return;
    };
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
    let all: Vec<_> = run.writes.iter().filter(fenced_out).collect();
    if all.len() > 1 {
        parts.push(say!(
            "explain-holder-refused-count",
            story = words.world.story(),
            count = all.len(),
            clients = clients_list(words, all.iter().map(|w| w.client))
        ));
    }
}
