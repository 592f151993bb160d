//! The plain-words explanation of a run, built from its events and outcome.
//!
//! It names who wrote when they should not have, what that did to each
//! resource, and what stopped it or would have.

use crate::event::{Event, EventKind, Standing, Verdict};
use crate::report::Outcome;
use crate::text::Words;
use crate::world::Guard;

/// Says what happened and why, in a few sentences.
pub(crate) fn explain(words: Words<'_>, events: &[Event], outcome: &Outcome) -> String {
    let names = words.names;
    let (token, lease) = (&names.token, &names.lease);
    let mut parts: Vec<String> = Vec::new();
    let writes = || {
        events.iter().filter_map(|e| match &e.kind {
            EventKind::Wrote {
                client,
                resource,
                token,
                verdict,
                standing,
                ..
            } => Some((e.at, *client, *resource, *token, *verdict, *standing)),
            _ => None,
        })
    };
    let tally = outcome.tally;

    let first_stale_accepted = writes()
        .find(|w| matches!(w.4, Verdict::Accepted) && matches!(w.5, Standing::Stale { .. }));
    let first_stale_refused = writes()
        .find(|w| matches!(w.4, Verdict::Refused { .. }) && matches!(w.5, Standing::Stale { .. }));
    if let Some((
        at,
        c,
        r,
        t,
        _,
        Standing::Stale {
            ended,
            newer,
            newer_token,
        },
    )) = first_stale_accepted
    {
        let (a, b, res) = (words.client(c), words.client(newer), words.resource(r));
        let fenced = words.world.resources[r.index()].guard == Guard::Fencing;
        let why = if fenced {
            format!(
                "{res} checks tokens, but {token} {t} is not lower than {b}'s {newer_token}, so it could not tell the two apart and accepted the stale write"
            )
        } else {
            format!("{res} does not check tokens, so it accepted the stale write")
        };
        parts.push(format!(
            "{a} wrote to {res} at {at}, after its {lease} had ended at {ended} and after {b} had written there with {token} {newer_token}. {why}, and {b}'s update was overwritten."
        ));
        if tally.stale_accepted > 1 {
            parts.push(format!(
                "In all, {} stale writes were accepted.",
                tally.stale_accepted
            ));
        }
        if !fenced && t < newer_token {
            parts.push(format!(
                "Had {res} checked fencing tokens, it would have refused {token} {t} after seeing {token} {newer_token}."
            ));
        }
    } else if let Some((
        at,
        c,
        r,
        t,
        Verdict::Refused { highest },
        Standing::Stale { ended, newer, .. },
    )) = first_stale_refused
    {
        let (a, b, res) = (words.client(c), words.client(newer), words.resource(r));
        parts.push(format!(
            "{a} wrote to {res} at {at} with {token} {t}, after its {lease} had ended at {ended}. {res} had already accepted {token} {highest} from {b}, so it refused the stale write, and {b}'s update survived."
        ));
    }

    let late_but_harmless =
        writes().find(|w| matches!(w.4, Verdict::Accepted) && matches!(w.5, Standing::Late { .. }));
    if let Some((at, c, r, _, _, Standing::Late { ended })) = late_but_harmless {
        let (a, res) = (words.client(c), words.resource(r));
        parts.push(format!(
            "{a} wrote to {res} at {at}, after its {lease} had ended at {ended}, but before any later holder wrote there, so it overwrote nothing newer."
        ));
    }

    for r in &outcome.resources {
        let res = words.resource(r.id);
        let (fin, exp) = (words.value(&r.final_value), words.value(&r.expected));
        let stale_here = writes().any(|w| {
            w.2 == r.id && matches!(w.4, Verdict::Accepted) && matches!(w.5, Standing::Stale { .. })
        });
        if r.is_as_expected() && stale_here {
            parts.push(format!(
                "{res} holds {fin}, the value it should hold, but only because the stale write happened to carry the same value."
            ));
        } else if r.is_as_expected() {
            parts.push(format!("{res} holds {fin}, as it should."));
        } else {
            parts.push(format!("{res} holds {fin} but should hold {exp}."));
        }
    }

    let any_late = writes().any(|w| w.5.is_late());
    let unfenced: Vec<&str> = words
        .world
        .resources
        .iter()
        .filter(|r| r.guard == Guard::None)
        .map(|r| r.name.as_str())
        .collect();
    if outcome.safe && !any_late {
        let mut s =
            format!("Every write came from the client holding a live {lease} at that moment.");
        if !unfenced.is_empty() {
            s += &format!(
                " Only timing kept this run safe: {} does not check tokens, so a write that arrived later would have gone through.",
                unfenced.join(" and ")
            );
        }
        parts.push(s);
    } else if outcome.safe && late_but_harmless.is_some() {
        parts.push("This run is safe, but only by luck of timing.".to_owned());
    }
    parts.join(" ")
}
