//! The words: a sentence for each event, in the scenario's own names.
//!
//! Sentences are made only when asked for, never during a run, so the fast
//! path never builds a string.

use crate::event::{Event, EventKind, Standing, Verdict};
use crate::ids::{ClientId, ResourceId};
use crate::spec::Names;
use crate::world::{Guard, Value, World};

/// The tables a sentence needs: who is who, and the scenario's words.
#[derive(Clone, Copy)]
pub(crate) struct Words<'a> {
    pub(crate) world: &'a World,
    pub(crate) names: &'a Names,
}

impl<'a> Words<'a> {
    pub(crate) fn client(&self, c: ClientId) -> &'a str {
        self.world.client_name(c)
    }

    pub(crate) fn resource(&self, r: ResourceId) -> &'a str {
        self.world.resource_name(r)
    }

    pub(crate) fn value(&self, v: &Value) -> String {
        self.world.format_value(v)
    }

    /// The actor column: a client's name, or the lock service's.
    pub(crate) fn actor(&self, event: &Event) -> &'a str {
        match event.actor() {
            crate::event::Actor::Client(c) => self.client(c),
            crate::event::Actor::LockService => &self.names.lock_service,
        }
    }

    /// One sentence, or two, telling what the event was.
    pub(crate) fn sentence(&self, event: &Event) -> String {
        let n = self.names;
        let (lock, token, lease) = (&n.lock, &n.token, &n.lease);
        match &event.kind {
            &EventKind::Granted {
                client,
                token: t,
                until,
                attempts,
            } => {
                let a = self.client(client);
                let asks = if attempts > 1 {
                    format!("{a} asks again and gets {lock} on try {attempts}")
                } else {
                    format!("{a} asks for {lock} and gets it")
                };
                format!("{asks}, with {token} {t}. The {lease} runs out at {until} unless {a} renews it.")
            }
            &EventKind::Refused {
                client,
                holder,
                until,
                retry,
            } => {
                let a = self.client(client);
                let whose = if holder == client {
                    "its own".to_owned()
                } else {
                    format!("{}'s", self.client(holder))
                };
                let mut s =
                    format!("{a} asks for {lock} and is refused: {whose} {lease} is live until {until}.");
                if let Some(r) = retry {
                    s += &format!(" {a} will ask again every {} until {}.", r.every, r.until);
                }
                s
            }
            &EventKind::GaveUp { client, attempts } => format!(
                "{} gives up after {attempts} tries: each time it asked, a {lease} was live.",
                self.client(client)
            ),
            EventKind::Read {
                client,
                resource,
                value,
                ..
            } => format!(
                "{} reads {}: {}.",
                self.client(*client),
                self.resource(*resource),
                self.value(value)
            ),
            &EventKind::Checked {
                client,
                left,
                margin,
                ok,
            } => {
                let a = self.client(client);
                match (ok, margin.0) {
                    (true, 0) => format!(
                        "{a} checks its {lease}: {left} left by its own clock, so it goes on."
                    ),
                    (true, _) => format!(
                        "{a} checks its {lease}: {left} left by its own clock, more than its {margin} safety margin, so it goes on."
                    ),
                    (false, _) => format!(
                        "{a} checks its {lease}: {left} left by its own clock, not more than its {margin} safety margin, so it stops."
                    ),
                }
            }
            &EventKind::Paused { client, length } => format!(
                "{} freezes for {length}: a stop-the-world pause, such as a long garbage collection, that it cannot see from inside.",
                self.client(client)
            ),
            &EventKind::Woke {
                client,
                length,
                lease_ended,
                lease_live,
                believes,
            } => {
                let a = self.client(client);
                let paused_at = event.at - length;
                match (believes, lease_ended, lease_live) {
                    (true, Some(ended), _) if ended > paused_at => format!(
                        "{a} wakes after {length}. Its {lease} ended at {ended}, while it was frozen, but nothing tells {a} that time has passed: it still believes it holds {lock}."
                    ),
                    (true, Some(ended), _) => format!(
                        "{a} wakes after {length}. Its {lease} had already ended at {ended}, before the pause, and {a} has not checked: it still believes it holds {lock}."
                    ),
                    (true, None, true) => {
                        format!("{a} wakes after {length}, and its {lease} is still live.")
                    }
                    _ => format!("{a} wakes after {length}."),
                }
            }
            EventKind::Wrote {
                client,
                resource,
                token: t,
                value,
                verdict,
                standing,
                read_at,
                missed,
            } => {
                let mut s = self.write_sentence(*client, *resource, *t, value, *verdict, *standing);
                if matches!(standing, Standing::Stale { .. }) || *verdict != Verdict::Accepted {
                    // The sentence already says whose newer write it overwrote.
                    return s;
                }
                if let (Some(read_at), Some(gone)) = (read_at, missed) {
                    let (a, b) = (self.client(*client), self.client(gone.client));
                    s += &match (standing, gone.late) {
                        (_, true) => format!(
                            " It replaces {b}'s late write, which {a} never read; that write did not count."
                        ),
                        (Standing::Holder, false) => format!(
                            " But {a} computed it from a copy read at {read_at}, before {b}'s write: this write overwrites a change it never saw."
                        ),
                        (_, false) => format!(
                            " {a} computed it from a copy read at {read_at}, before {b}'s write: this write overwrites a change it never saw."
                        ),
                    };
                }
                s
            }
            &EventKind::Renewed { client, until, .. } => format!(
                "{} renews its {lease}; it now runs out at {until}.",
                self.client(client)
            ),
            &EventKind::RenewRefused { client, ended } => {
                let a = self.client(client);
                format!(
                    "{a} asks to renew, but its {lease} ended at {ended}. The {} refuses, and {a} stops.",
                    n.lock_service
                )
            }
            &EventKind::Released {
                client,
                was_live,
                believed,
                ..
            } => {
                let a = self.client(client);
                match (was_live, believed) {
                    (true, _) => format!("{a} releases {lock}."),
                    (false, true) => {
                        format!("{a} releases {lock}, but its {lease} had already run out.")
                    }
                    (false, false) => format!("{a} releases {lock} again; it no longer held it."),
                }
            }
            &EventKind::Expired {
                client,
                token: t,
                unaware,
            } => {
                let a = self.client(client);
                let ends = format!(
                    "{a}'s {lease} ({token} {t}) runs out. The {} ends it without a word from {a}",
                    n.lock_service
                );
                if unaware {
                    format!("{ends}, and {a} is not told.")
                } else {
                    format!("{ends}.")
                }
            }
        }
    }

    fn write_sentence(
        &self,
        client: ClientId,
        resource: ResourceId,
        t: crate::ids::Token,
        value: &Value,
        verdict: Verdict,
        standing: Standing,
    ) -> String {
        let (token, lease, lock) = (&self.names.token, &self.names.lease, &self.names.lock);
        let (a, r) = (self.client(client), self.resource(resource));
        let fenced = self.world.resources[resource.index()].guard == Guard::Fencing;
        let head = format!("{a} writes {} to {r} with {token} {t}", self.value(value));
        match (standing, verdict) {
            (Standing::Holder, Verdict::Accepted) => format!("{head}, and {r} accepts it."),
            (Standing::Holder, Verdict::Refused { highest }) => format!(
                "{head}. {a} holds {lock}, but {r} has already accepted {token} {highest} and refuses it."
            ),
            (Standing::Late { ended }, Verdict::Accepted) => {
                let why = if fenced {
                    format!("no later holder has written to {r} yet, so it has no newer {token} to refuse this one with and accepts it")
                } else {
                    format!("{r} does not check {token}s and accepts it; no later holder has written there yet")
                };
                format!("{head}, although its {lease} ended at {ended}: {why}.")
            }
            (Standing::Late { ended }, Verdict::Refused { highest }) => format!(
                "{head}, although its {lease} ended at {ended}. {r} has already accepted {token} {highest} and refuses it; {a} stops."
            ),
            (
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                },
                Verdict::Accepted,
            ) => {
                let why = if fenced {
                    format!("{r} checks {token}s, but {token} {t} is not lower than {token} {newer_token}, so it")
                } else {
                    format!("{r} does not check {token}s and")
                };
                format!(
                    "{head}, although its {lease} ended at {ended}. {why} accepts it, overwriting {}'s newer write ({token} {newer_token}).",
                    self.client(newer)
                )
            }
            (Standing::Stale { ended, .. }, Verdict::Refused { highest }) => format!(
                "{head}, although its {lease} ended at {ended}. {r} has already accepted {token} {highest}, so it refuses the write; {a} learns it has lost {lock} and stops."
            ),
        }
    }
}
