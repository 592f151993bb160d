//! Writes that landed where they should not have: stale writes, late ones,
//! and writes computed from a copy that missed a change, with every update
//! each of them overwrote.

use super::lost::updates_args;
use super::run::{accepted, clients_list, purpose_name, Run, Write};
use crate::event::{EventKind, Refusal, Standing, Verdict, Wrote};
use crate::ids::ClientId;
use crate::spec::Purpose;
use crate::time::SimTime;
use crate::words::{say, Arg};
use crate::world::Guard;

/// The first stale write accepted, with every update it overwrote, or else
/// the first refused, with every update the refusal kept; then how many
/// there were.
pub(super) fn stale_writes(run: &mut Run<'_>, parts: &mut Vec<String>) {
    let stale = |w: &&Write<'_>| matches!(w.standing, Standing::Stale { .. });
    if let Some(&w) = run.writes.iter().filter(stale).find(|w| accepted(w)) {
        stale_accepted(run, w, parts);
    } else if let Some(&w) = run.writes.iter().filter(stale).find(|w| !accepted(w)) {
        stale_refused(run, w, parts);
    }
}

fn stale_accepted(run: &mut Run<'_>, w: Write<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let Standing::Stale {
        ended,
        newer,
        newer_token,
    } = w.standing
    else {
        return;
    };
    let story = words.world.story();
    let res = words.resource(w.resource);
    let fenced = words.world.resources[w.resource.index()].checks_tokens();
    let tokens = words.world.lock.tokens;
    let check = if fenced {
        "fenced"
    } else if tokens {
        "unfenced"
    } else {
        "tokenless"
    };
    let lost = run.lineage.overwrote(w.index).to_vec();
    let mut args = vec![
        ("story", Arg::from(story)),
        ("check", Arg::from(check)),
        ("purpose", Arg::from(purpose_name(words))),
        ("added", Arg::from(crate::text::yes(w.added.is_some()))),
        (
            "same",
            Arg::from(crate::text::yes(run.lineage.inert(w.index))),
        ),
        ("client", Arg::from(words.client(w.client))),
        ("newer", Arg::from(words.client(newer))),
        ("resource", Arg::from(res)),
        ("at", Arg::from(w.at)),
        ("ended", Arg::from(ended)),
        ("token", Arg::from(w.token)),
        ("newer_token", Arg::from(newer_token)),
    ];
    args.extend(updates_args(words, run.events, "lost", &lost));
    parts.push(crate::words::say("explain-stale-accepted", &args));
    if let (Some(read_at), true) = (w.read_at, lost.len() > 1) {
        // Why more than the newest holder's update went: the copy was older.
        parts.push(say!(
            "explain-stale-copy",
            client = words.client(w.client),
            read_at = read_at
        ));
    }
    run.name(&lost);
    let count = run.outcome.tally.stale_accepted;
    if count > 1 {
        let writers = run
            .writes
            .iter()
            .filter(|w| accepted(w) && matches!(w.standing, Standing::Stale { .. }))
            .map(|w| w.client);
        parts.push(say!(
            "explain-stale-count",
            count = count,
            clients = clients_list(words, writers)
        ));
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
}

fn stale_refused(run: &Run<'_>, w: Write<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let (Standing::Stale { ended, newer, .. }, Verdict::Refused(why)) = (w.standing, w.verdict)
    else {
        return;
    };
    let (why, highest, read, current) = match why {
        Refusal::Token {
            by: Guard::Proxy,
            highest,
        } => ("proxy", highest.0, 0, 0),
        Refusal::Token { highest, .. } => ("token", highest.0, 0, 0),
        Refusal::Version { read, current } => ("version", 0, read, current),
    };
    let mut args = vec![
        ("story", Arg::from(words.world.story())),
        ("why", Arg::from(why)),
        ("client", Arg::from(words.client(w.client))),
        ("newer", Arg::from(words.client(newer))),
        ("resource", Arg::from(words.resource(w.resource))),
        ("at", Arg::from(w.at)),
        ("ended", Arg::from(ended)),
        ("token", Arg::from(w.token)),
        ("highest", Arg::from(highest)),
        ("read", Arg::from(read)),
        ("current", Arg::from(current)),
    ];
    let spared = run.lineage.spared(w.index);
    args.extend(updates_args(words, run.events, "saved", spared));
    parts.push(crate::words::say("explain-stale-refused", &args));
    let count = run.outcome.tally.stale_refused;
    if count > 1 {
        let writers = run
            .writes
            .iter()
            .filter(|w| !accepted(w) && matches!(w.standing, Standing::Stale { .. }))
            .map(|w| w.client);
        parts.push(say!(
            "explain-stale-refused-count",
            count = count,
            clients = clients_list(words, writers)
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

fn fate(run: &Run<'_>, late: &Write<'_>) -> Fate {
    for event in &run.events[late.index + 1..] {
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
pub(super) fn late_writes(run: &mut Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let story = words.world.story();
    let late = run
        .writes
        .iter()
        .find(|w| accepted(w) && matches!(w.standing, Standing::Late { .. }))
        .copied();
    let Some(w) = late else {
        fenced_read(run, parts);
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
        let lost = run.lineage.overwrote(w.index).to_vec();
        let mut args = vec![
            ("read_at", Arg::from(read_at)),
            ("other", Arg::from(words.client(gone.client))),
        ];
        args.extend(updates_args(words, run.events, "lost", &lost));
        parts.push(crate::words::say("explain-late-write-missed", &args));
        run.name(&lost);
    }
    let then = match fate(run, &w) {
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
            run.name(&[w.index]);
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
        // Overwritten by a write that was no holder's: that write's
        // sentence tells it, and the late one was not left standing.
        Fate::LeftStanding if run.lineage.losses().any(|(_, l)| l.contains(&w.index)) => return,
        Fate::LeftStanding => say!("explain-late-standing", story = story, resource = res),
    };
    parts.push(then);
}

/// A late write refused because a newer holder's fenced read had already
/// shown the resource a higher token, before any newer write landed.
fn fenced_read(run: &Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let refused = run.writes.iter().find(|w| {
        matches!(w.standing, Standing::Late { .. })
            && matches!(w.verdict, Verdict::Refused(Refusal::Token { .. }))
    });
    let Some(w) = refused else { return };
    let (Standing::Late { ended }, Verdict::Refused(Refusal::Token { highest, .. })) =
        (w.standing, w.verdict)
    else {
        return;
    };
    let reader = run.events[..w.index]
        .iter()
        .rev()
        .find_map(|e| match e.kind {
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

/// The first holder's write computed from a copy that missed a change,
/// with every update it overwrote.
pub(super) fn missed_changes(run: &mut Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let missed = run.writes.iter().find(|w| {
        accepted(w) && w.standing == Standing::Holder && w.missed.is_some_and(|gone| !gone.late)
    });
    let Some(&w) = missed else { return };
    let Some(read_at) = w.read_at else { return };
    let lost = run.lineage.overwrote(w.index).to_vec();
    let mut args = vec![
        ("story", Arg::from(words.world.story())),
        ("client", Arg::from(words.client(w.client))),
        ("resource", Arg::from(words.resource(w.resource))),
        ("at", Arg::from(w.at)),
        ("read_at", Arg::from(read_at)),
    ];
    args.extend(updates_args(words, run.events, "lost", &lost));
    parts.push(crate::words::say("explain-missed-change", &args));
    run.name(&lost);
}

/// Every other write that overwrote updates no sentence has named yet,
/// one sentence each, and how many updates were lost in all when more
/// than one write lost them.
pub(super) fn other_losses(run: &mut Run<'_>, parts: &mut Vec<String>) {
    let words = run.words;
    let losses: Vec<(usize, Vec<usize>)> = run
        .lineage
        .losses()
        .map(|(i, lost)| (i, lost.to_vec()))
        .collect();
    for (index, lost) in &losses {
        let rest: Vec<usize> = lost
            .iter()
            .copied()
            .filter(|u| !run.named.contains(u))
            .collect();
        if rest.is_empty() {
            continue;
        }
        let Some(w) = run.writes.iter().find(|w| w.index == *index) else {
            continue;
        };
        let (standing, ended) = match w.standing {
            _ if w.again.is_some() => ("again", SimTime::ZERO),
            Standing::Holder => ("holder", SimTime::ZERO),
            Standing::Late { ended } | Standing::Stale { ended, .. } => ("lapsed", ended),
        };
        let mut args = vec![
            ("story", Arg::from(words.world.story())),
            ("standing", Arg::from(standing)),
            ("copy", Arg::from(crate::text::yes(w.read_at.is_some()))),
            ("client", Arg::from(words.client(w.client))),
            ("resource", Arg::from(words.resource(w.resource))),
            ("at", Arg::from(w.at)),
            ("ended", Arg::from(ended)),
            ("read_at", Arg::from(w.read_at.unwrap_or(SimTime::ZERO))),
        ];
        args.extend(updates_args(words, run.events, "lost", &rest));
        parts.push(crate::words::say("explain-overwrote", &args));
        run.name(&rest);
    }
    let total = run.outcome.lost();
    if losses.len() > 1 && total > 1 {
        parts.push(say!("explain-lost-count", count = total));
    }
}
