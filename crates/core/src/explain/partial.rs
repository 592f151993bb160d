//! Updates that went wrong without being overwritten: left half done
//! across resources, applied twice after a lost answer, and side effects
//! made with no live lease.

use super::run::{accepted, clients_list, purpose_name, resource_of, writes_of, Run, Write};
use crate::event::{Again, Event, EventKind, Verdict};
use crate::ids::ResourceId;
use crate::text::Tables;
use crate::words::{say, Arg};
use crate::world::{Added, Value};

/// A hold whose writes were applied in part: fencing refuses, it does not
/// undo. The first in full, then how many and whose.
pub(super) fn half_done(run: &Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let pairs = half_done_pairs(&run.writes);
    let Some(&(done, refused)) = pairs.first() else {
        return;
    };
    parts.push(say!(
        "explain-half-done",
        client = words.client(refused.client),
        done = words.resource(done.resource),
        done_at = done.at,
        refused = words.resource(refused.resource),
        refused_at = refused.at
    ));
    if pairs.len() > 1 {
        parts.push(say!(
            "explain-half-done-count",
            count = pairs.len(),
            clients = clients_list(words, pairs.iter().map(|(_, r)| r.client))
        ));
    }
}

/// Every write refused after the same hold of the lock had a write to
/// another resource applied: the applied one, then the refused one.
fn half_done_pairs<'w, 'e>(writes: &'w [Write<'e>]) -> Vec<(&'w Write<'e>, &'w Write<'e>)> {
    writes
        .iter()
        .enumerate()
        .filter_map(|(i, refused)| {
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
        .collect()
}

/// The first half-done pair, which the resources' sentences tell.
fn half_done_pair<'w, 'e>(writes: &'w [Write<'e>]) -> Option<(&'w Write<'e>, &'w Write<'e>)> {
    half_done_pairs(writes).into_iter().next()
}

/// The arguments of `explain-half-done-clause`, which says what a
/// half-done update did to the resources it touched: "Account X lost the
/// 30 A took out at 1.5 s, and Account Y never received it". A transfer of
/// a number says where the amount went; any other update says which write
/// was applied and which refused. The clause is a message the sentences
/// that hold it reference in the catalogue, so each language joins them.
fn half_done_args(
    words: Tables<'_>,
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
    words: Tables<'_>,
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

/// A half-done update whose two resources each hold what the writes that
/// count give, and are still wrong together: told as one sentence, and
/// their two resources returned so no sentence tells them apart.
pub(super) fn joint_half_done(
    run: &Run<'_>,
    parts: &mut Vec<String>,
) -> Option<(ResourceId, ResourceId)> {
    let (done, refused) = half_done_pair(&run.writes)?;
    let sound = |id| resource_of(run, id).is_some_and(|r| r.is_as_expected());
    if !sound(done.resource) || !sound(refused.resource) {
        return None;
    }
    let shown =
        |id| resource_of(run, id).map_or_else(String::new, |r| run.words.value(&r.final_value));
    let mut args = half_done_args(run.words, run.events, done, refused);
    args.push(("done_holds", Arg::from(shown(done.resource))));
    args.push(("refused_holds", Arg::from(shown(refused.resource))));
    parts.push(crate::words::say("explain-half-done-holds", &args));
    Some((done.resource, refused.resource))
}

/// The first write sent again after its answer was lost: applied a second
/// time, or known by its idempotency key; then how many were applied twice.
pub(super) fn sent_again(run: &Run<'_>, parts: &mut Vec<String>) {
    let (words, writes) = (run.words, &run.writes);
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
    let twice: Vec<&Write<'_>> = writes
        .iter()
        .filter(|w| accepted(w) && w.again == Some(Again::Applied) && w.added.is_some())
        .collect();
    if twice.len() > 1 {
        parts.push(say!(
            "explain-applied-twice-count",
            count = twice.len(),
            clients = clients_list(words, twice.iter().map(|w| w.client))
        ));
    }
}

/// The first side effect made without a live lease, then how many and whose.
pub(super) fn late_effects(words: Tables<'_>, events: &[Event], parts: &mut Vec<String>) {
    let late: Vec<_> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::SideEffect {
                client,
                effect,
                live: false,
                ended,
                ..
            } => Some((e.at, *client, *effect, *ended)),
            _ => None,
        })
        .collect();
    let Some(&(at, client, effect, ended)) = late.first() else {
        return;
    };
    let purpose = purpose_name(words);
    let name = words.client(client);
    let what = words.world.effects[effect.index()].shown();
    let story = words.world.story();
    parts.push(match ended {
        Some(ended) => say!(
            "explain-late-effect",
            story = story,
            purpose = purpose,
            lease = "ended",
            at = at,
            client = name,
            what = what,
            ended = ended
        ),
        None => say!(
            "explain-late-effect",
            story = story,
            purpose = purpose,
            lease = "none",
            at = at,
            client = name,
            what = what
        ),
    });
    if late.len() > 1 {
        parts.push(say!(
            "explain-late-effect-count",
            story = story,
            count = late.len(),
            clients = clients_list(words, late.iter().map(|&(_, c, _, _)| c))
        ));
    }
}
