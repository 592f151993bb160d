//! The lease's life through a run: for each stretch of it, which state the
//! lock is in as the lock service sees it, and the core's line for it.
//!
//! The states follow the lock service's side of the story: a lease is
//! granted (held), kept alive (renewed), and runs out (expired) with no word
//! to its holder. Expired lasts for as long as a former holder still
//! believes it holds the lock with no live lease behind it, which is the
//! danger the diagram is there to show; once no one believes so, the lock
//! is simply free. A lease that another client takes over while the old
//! holder still believes is held, and its line names the one who does not
//! know.
//!
//! With several lock nodes (Redlock) the states are those of the lock as a
//! whole: held while a majority of the nodes hold one client's lease, as
//! the run's grants and expiries say; each node's own holds are in the
//! chart's node rows. In an election the same four states are leadership's:
//! no leader, a leader, one whose heartbeat was heard, and one the others
//! stopped waiting for.

use fencelab_words::say;

use crate::event::{Actor, EventKind, Verdict};
use crate::ids::{ClientId, Token};
use crate::report::Report;
use crate::time::SimTime;

/// A state of the lock in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum LifeState {
    /// No one holds it.
    Free,
    /// Granted, and not yet renewed.
    Held,
    /// Kept alive by its holder at least once.
    Renewed,
    /// Run out while a former holder still believes it holds it.
    Expired,
}

impl LifeState {
    /// Every state, in the order the diagram lays them out.
    pub const ALL: [LifeState; 4] = [
        LifeState::Free,
        LifeState::Held,
        LifeState::Renewed,
        LifeState::Expired,
    ];

    /// The state's name as the page and the figure find its box by
    /// (`data-party`), and as it is serialized.
    pub fn name(self) -> &'static str {
        match self {
            LifeState::Free => "free",
            LifeState::Held => "held",
            LifeState::Renewed => "renewed",
            LifeState::Expired => "expired",
        }
    }
}

/// One stretch of the run in one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LifeSpan {
    /// The state.
    pub state: LifeState,
    /// How many of the run's events have happened when it begins: it
    /// lasts while the playback cursor has counted this many events and
    /// fewer than the next span's.
    pub from_event: usize,
    /// When it begins.
    pub from: SimTime,
    /// When the next one begins, or the chart's end for the last.
    pub to: SimTime,
    /// The core's one line for it: `Held by B with token 2, until 20.3 s.`
    pub words: String,
}

/// The lease live at the lock service, as the life follows it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Live {
    client: ClientId,
    token: Token,
    until: SimTime,
    renewed: bool,
}

/// What a stretch of the run is, before it is worded.
#[derive(Clone, PartialEq, Eq)]
enum Moment {
    Free,
    Live {
        live: Live,
        /// The former holders that still believe they hold the lock.
        unaware: Vec<ClientId>,
    },
    Expired {
        client: ClientId,
        /// When its lease ended, if it had one.
        ended: Option<SimTime>,
        /// Other former holders that still believe they hold the lock.
        others: Vec<ClientId>,
    },
}

/// The run's stretches, in order, each state change its own span; the
/// first begins before any event, in the free state.
pub fn spans(report: &Report) -> Vec<LifeSpan> {
    let events = &report.events;
    let clients = report.world().clients.len();
    // A belief ends with the client's last act, as the chart draws it.
    let mut last_act = vec![None; clients];
    for (i, e) in events.iter().enumerate() {
        if let Actor::Client(c) = e.actor() {
            last_act[c.index()] = Some(i);
        }
    }
    let mut believes = vec![false; clients];
    let mut ended: Vec<Option<SimTime>> = vec![None; clients];
    let mut live: Option<Live> = None;
    let mut moments: Vec<(usize, SimTime, Moment)> = vec![(0, SimTime::ZERO, Moment::Free)];
    for (i, event) in events.iter().enumerate() {
        match event.kind {
            EventKind::Granted { client, token, .. } => {
                // The service's promise, as the grant's sentence words it; a
                // node clock that jumps later may end it sooner.
                live = Some(Live {
                    client,
                    token,
                    until: event.at + report.world().lock.lease,
                    renewed: false,
                });
                believes[client.index()] = true;
            }
            EventKind::Renewed { client, until, .. } => {
                if let Some(l) = live.as_mut().filter(|l| l.client == client) {
                    l.until = until;
                    l.renewed = true;
                }
            }
            EventKind::Expired { client, .. } => {
                if live.is_some_and(|l| l.client == client) {
                    live = None;
                }
                ended[client.index()] = Some(event.at);
            }
            EventKind::Fault {
                forgot: Some((client, _)),
                ..
            } => {
                if live.is_some_and(|l| l.client == client) {
                    live = None;
                }
                ended[client.index()] = Some(event.at);
            }
            EventKind::Released {
                client, was_live, ..
            } => {
                if was_live && live.is_some_and(|l| l.client == client) {
                    live = None;
                }
                believes[client.index()] = false;
            }
            EventKind::Checked {
                client, ok: false, ..
            }
            | EventKind::FenceChecked {
                client, ok: false, ..
            }
            | EventKind::RenewRefused { client, .. } => believes[client.index()] = false,
            EventKind::Wrote(ref w) if w.verdict != Verdict::Accepted => {
                believes[w.client.index()] = false
            }
            _ => {}
        }
        for (c, last) in last_act.iter().enumerate() {
            if *last == Some(i) {
                believes[c] = false;
            }
        }
        let holder = live.map(|l| l.client);
        let unaware: Vec<ClientId> = (0..clients)
            .map(|c| ClientId(c as u16))
            .filter(|&c| believes[c.index()] && Some(c) != holder)
            .collect();
        let moment = match (live, unaware.split_first()) {
            (Some(live), _) => Moment::Live { live, unaware },
            (None, Some((&client, others))) => Moment::Expired {
                client,
                ended: ended[client.index()],
                others: others.to_vec(),
            },
            (None, None) => Moment::Free,
        };
        if moments.last().is_some_and(|(_, _, m)| *m != moment) {
            moments.push((i + 1, event.at, moment));
        }
    }
    let words = LifeWords::new(report);
    let end = report.timeline.end;
    let mut spans: Vec<LifeSpan> = Vec::with_capacity(moments.len());
    for (n, (from_event, from, moment)) in moments.iter().enumerate() {
        let (from_event, from) = (*from_event, *from);
        let to = moments.get(n + 1).map_or(end, |&(_, at, _)| at);
        let state = match moment {
            Moment::Free => LifeState::Free,
            Moment::Live { live, .. } if live.renewed => LifeState::Renewed,
            Moment::Live { .. } => LifeState::Held,
            Moment::Expired { .. } => LifeState::Expired,
        };
        spans.push(LifeSpan {
            state,
            from_event,
            from,
            to,
            words: words.line(moment),
        });
    }
    spans
}

/// The diagram's words, each a message of `words/<lang>/life.ftl` told
/// the run's story.
pub(super) struct LifeWords<'a> {
    report: &'a Report,
    story: &'static str,
}

impl<'a> LifeWords<'a> {
    pub(super) fn new(report: &'a Report) -> LifeWords<'a> {
        LifeWords {
            report,
            story: report.world().story(),
        }
    }

    /// A state's name in its box.
    pub(super) fn state(&self, state: LifeState) -> String {
        let id = match state {
            LifeState::Free => "life-state-free",
            LifeState::Held => "life-state-held",
            LifeState::Renewed => "life-state-renewed",
            LifeState::Expired => "life-state-expired",
        };
        say!(id, story = self.story)
    }

    /// The label of a transition.
    pub(super) fn edge(&self, edge: Edge) -> String {
        let id = match edge {
            Edge::Acquire => "life-edge-acquire",
            Edge::Release => "life-edge-release",
            Edge::Renew => "life-edge-renew",
            Edge::RunsOut => "life-edge-runs-out",
            Edge::NoWord => "life-edge-no-word",
        };
        say!(id, story = self.story)
    }

    /// The diagram's heading: `The lease's life`, `Leadership's life`.
    pub(super) fn title(&self) -> String {
        say!("life-title", story = self.story)
    }

    /// What the diagram shows, for its accessible name and its caption.
    pub(super) fn caption(&self) -> String {
        let nodes = self.report.world().lock.nodes.len();
        say!("life-caption", story = self.story, nodes = nodes)
    }

    /// The line for one stretch of the run.
    fn line(&self, moment: &Moment) -> String {
        let world = self.report.world();
        let story = self.story;
        let name = |c: ClientId| world.client_name(c);
        match moment {
            Moment::Free => say!("life-line-free", story = story),
            Moment::Live { live, unaware } => {
                let (a, t, until) = (name(live.client), live.token, live.until);
                let nodes = world.lock.nodes.len();
                let id = match (live.renewed, world.lock.tokens) {
                    (false, true) => "life-line-held",
                    (false, false) => "life-line-held-untokened",
                    (true, true) => "life-line-renewed",
                    (true, false) => "life-line-renewed-untokened",
                };
                let line = say!(
                    id,
                    story = story,
                    client = a,
                    token = t,
                    until = until,
                    nodes = nodes
                );
                self.unaware(line, unaware)
            }
            Moment::Expired {
                client,
                ended,
                others,
            } => {
                let a = name(*client);
                let line = match ended {
                    Some(at) => say!("life-line-expired", story = story, client = a, at = *at),
                    None => say!("life-line-expired-unended", story = story, client = a),
                };
                self.unaware(line, others)
            }
        }
    }
}

impl LifeWords<'_> {
    /// A line with the former holders that still believe they hold the
    /// lock after it, all of them named: none, one or several.
    fn unaware(&self, line: String, unaware: &[ClientId]) -> String {
        if unaware.is_empty() {
            return line;
        }
        let world = self.report.world();
        let names: Vec<String> = unaware
            .iter()
            .map(|&c| world.client_name(c).to_owned())
            .collect();
        say!(
            "life-line-unaware",
            story = self.story,
            line = line,
            count = names.len(),
            others = crate::text::list(&names)
        )
    }
}

/// A transition in the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Edge {
    /// Free to held: a client is granted the lock.
    Acquire,
    /// Held or renewed to free: the holder gives it back.
    Release,
    /// Held to renewed, and renewed again.
    Renew,
    /// Held or renewed to expired: the lease's time passes, with nothing
    /// from the holder.
    RunsOut,
    /// Expired to free: the lock service needs nothing from the holder.
    NoWord,
}
