//! Writes judged as the engine judges them: which check refused one,
//! whether the writer still held a live lease, and which newer write a
//! stale one replaced unseen.

use super::Judge;
use crate::error::Error;
use crate::event::{Again, EventKind, Overwrote, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, GrantId, ResourceId, Token};
use crate::world::{Guard, Value};

impl Judge<'_> {
    pub(super) fn wrote(
        &mut self,
        c: ClientId,
        r: ResourceId,
        token: Token,
        value: Value,
        (accepted, again): (bool, Option<Again>),
        path: &str,
    ) -> Result<EventKind, Error> {
        let now = self.now;
        let name = self.world.client_name(c);
        let Some((grant, held_token, _)) = self.clients[c.index()].held else {
            return Err(Error::invalid(
                path,
                format!("{name} writes without ever getting the lock"),
            ));
        };
        if held_token != token {
            return Err(Error::invalid(
                format!("{path}.token"),
                format!("{name} writes with token {token} but was granted {held_token}"),
            ));
        }
        let standing = self.standing(c, grant, r);
        let config = &self.world.resources[r.index()];
        let resource = &self.resources[r.index()];
        let seen = self.clients[c.index()].seen[r.index()].clone();
        let read = seen.as_ref().map_or(0, |(_, _, v)| *v);
        let verdict = if accepted {
            Verdict::Accepted
        } else {
            match resource.highest.filter(|&h| token < h) {
                Some(highest) if config.checks_tokens() => Verdict::Refused(Refusal::Token {
                    by: if config.proxy {
                        Guard::Proxy
                    } else {
                        Guard::Fencing
                    },
                    highest,
                }),
                _ if config.compare_and_set => Verdict::Refused(Refusal::Version {
                    read,
                    current: resource.version,
                }),
                _ => {
                    return Err(Error::invalid(
                        format!("{path}.accepted"),
                        format!(
                            "{} refused {name}'s write, but no check of the scenario's refuses it",
                            config.name
                        ),
                    ))
                }
            }
        };
        let planned = self.planned_write(c, r);
        let sent = self.sent_at(c);
        let op_reads_copy = planned.is_none_or(|op| op.reads_copy());
        let read_at = seen
            .as_ref()
            .filter(|_| op_reads_copy)
            .map(|(_, at, _)| *at);
        let missed = match (&seen, read_at) {
            (Some((copy, _, _)), Some(_)) if resource.value != *copy => {
                resource.last_writer.map(|(client, standing)| Overwrote {
                    client,
                    late: standing.is_late(),
                    stale: matches!(standing, Standing::Stale { .. }),
                })
            }
            _ => None,
        };
        if again == Some(Again::Recognised) {
            if !config.idempotency_keys || value != resource.value {
                return Err(Error::invalid(
                    format!("{path}.again"),
                    format!(
                        "{} answered {name}'s resend as done, but it keeps no idempotency keys or its value moved",
                        config.name
                    ),
                ));
            }
        } else if accepted {
            let resource = &mut self.resources[r.index()];
            resource.value = value.clone();
            resource.highest = Some(resource.highest.map_or(token, |h| h.max(token)));
            resource.version = resource.version.wrapping_add(1);
            resource.last_writer = Some((c, standing));
            if resource.newest.is_none_or(|(g, _, _)| grant > g) {
                resource.newest = Some((grant, c, token));
            }
            let version = resource.version;
            let state = &mut self.clients[c.index()];
            state.seen[r.index()] = Some((value.clone(), now, version));
            state.wrote[r.index()] = true;
        }
        Ok(EventKind::Wrote(Wrote {
            client: c,
            resource: r,
            token,
            value,
            verdict,
            standing,
            read_at,
            missed,
            sent,
            added: planned.and_then(|op| op.added()),
            again,
        }))
    }

    /// Judges a write by the lock service's view, as the engine does: a
    /// holder, late, or stale when a newer grant has written here.
    pub(super) fn standing(&self, c: ClientId, grant: GrantId, r: ResourceId) -> Standing {
        if self.live == Some((c, grant)) {
            return Standing::Holder;
        }
        let ended = self.clients[c.index()].ended.unwrap_or(self.now);
        match self.resources[r.index()].newest {
            Some((newest, newer, newer_token)) if newest > grant => Standing::Stale {
                ended,
                newer,
                newer_token,
            },
            _ => Standing::Late { ended },
        }
    }
}
