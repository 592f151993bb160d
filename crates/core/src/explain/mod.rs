//! The plain-words explanation of a run, built from its events and outcome.
//!
//! It names who wrote when they should not have, what that did to each
//! resource, and what stopped it or would have. Each sentence is one
//! message of `words/<lang>/explain.ftl`, asked for with its named
//! arguments and the run's `story`, so the catalogue says it in the
//! reader's language and in the lock's or the election's words.
//!
//! A run may have any number of clients, resources and writes, so a
//! sentence that tells the first of several things of a kind is followed
//! by one that counts them all and names whom they concern, and every
//! update lost is named by the sentence of the write that overwrote it
//! (`lost.rs`), not only the newest holder's.

mod lost;
mod partial;
mod run;
mod service;
mod stale;

use crate::event::{Event, EventKind, Standing};
use crate::lineage::Lineage;
use crate::outcome::{Outcome, ResourceOutcome};
use crate::spec::Purpose;
use crate::text::{list, Tables};
use crate::words::say;
use run::{accepted, writes_of, Run, Write};

pub(crate) use partial::half_done_words;

/// Says what happened and why, in a few sentences.
pub(crate) fn explain(words: Tables<'_>, events: &[Event], outcome: &Outcome) -> String {
    let mut run = Run {
        words,
        events,
        writes: writes_of(events),
        lineage: Lineage::of(words.world, events),
        outcome,
        named: Vec::new(),
    };
    let effects = events
        .iter()
        .any(|e| matches!(e.kind, EventKind::SideEffect { .. }));
    let mut parts: Vec<String> = Vec::new();
    if run.writes.is_empty() && !effects {
        parts.push(say!("explain-nothing-written"));
    }
    service::faults(words, events, &mut parts);
    stale::stale_writes(&mut run, &mut parts);
    stale::late_writes(&mut run, &mut parts);
    stale::missed_changes(&mut run, &mut parts);
    stale::other_losses(&mut run, &mut parts);
    service::holder_refused(&run, &mut parts);
    partial::half_done(&run, &mut parts);
    partial::sent_again(&run, &mut parts);
    if words.world.purpose == Purpose::Correctness || outcome.tally.stale_accepted == 0 {
        // For an efficiency lock a stale write already said the work was done twice.
        partial::late_effects(words, events, &mut parts);
    }
    resources(&run, &mut parts);
    verdict(&run, &mut parts);
    parts.join(" ")
}

/// Each resource's final value against its expected one.
fn resources(run: &Run<'_>, parts: &mut Vec<String>) {
    let (words, outcome) = (run.words, run.outcome);
    // A half-done update's resources may each hold what the writes that
    // count give and still be wrong together: they are told as one.
    let joint = partial::joint_half_done(run, parts);
    for r in &outcome.resources {
        if joint.is_some_and(|(done, refused)| r.id == done || r.id == refused) {
            continue;
        }
        let res = words.resource(r.id);
        let fin = words.value(&r.final_value);
        let here: Vec<&Write<'_>> = run
            .writes
            .iter()
            .filter(|w| w.resource == r.id && accepted(w))
            .collect();
        let stale = |w: &&&Write<'_>| matches!(w.standing, Standing::Stale { .. });
        let last_stale = here.iter().rposition(|w| stale(&w));
        if let (true, Some(at)) = (r.is_as_expected(), last_stale) {
            // A write that counts after the last stale one put the value back.
            let later = here[at + 1..]
                .iter()
                .find(|w| !stale(w) && w.again.is_none());
            parts.push(match later {
                Some(w) => say!(
                    "explain-holds-rewritten",
                    resource = res,
                    value = fin,
                    holder = words.client(w.client)
                ),
                None => say!(
                    "explain-holds-by-chance",
                    resource = res,
                    value = fin,
                    count = r.stale_accepted
                ),
            });
        } else {
            parts.push(holds(words, r));
        }
    }
}

/// What a resource ends up holding against what it should: "Storage
/// holds 11 but should hold 15.", "Storage holds 16, as it should."
pub(crate) fn holds(words: Tables<'_>, r: &ResourceOutcome) -> String {
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
fn verdict(run: &Run<'_>, parts: &mut Vec<String>) {
    let (words, outcome, writes) = (run.words, run.outcome, &run.writes);
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
    let late = writes
        .iter()
        .filter(|w| accepted(w) && w.standing.is_late())
        .count();
    if late > 0 {
        parts.push(say!("explain-safe-by-timing", count = late));
        return;
    }
    if writes.iter().any(|w| w.standing.is_late()) {
        // Every late write was refused, and the sentences above say by whom.
        return;
    }
    parts.push(say!("explain-every-write-live", story = story));
    let unfenced: Vec<String> = words
        .world
        .resources
        .iter()
        .filter(|r| !r.is_guarded())
        .map(|r| r.name.clone())
        .collect();
    if !unfenced.is_empty() {
        parts.push(say!(
            "explain-only-timing",
            story = story,
            count = unfenced.len(),
            names = list(&unfenced)
        ));
    }
}
