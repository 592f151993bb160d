//! The words: a sentence for each event, asked of the catalogue's
//! `event-*` messages (`words/<lang>/events.ftl`) with the event's names,
//! times and numbers as arguments, and the run's `story` for its roles.
//!
//! Sentences are made only when asked for, never during a run, so the fast
//! path never builds a string.

use std::cell::OnceCell;

use crate::event::{
    Again, ClockOwner, Event, EventKind, Refusal, RefusedFor, Standing, Verdict, Wrote,
};
use crate::ids::{ClientId, ResourceId, Token};
use crate::lineage::Lineage;
use crate::spec::Purpose;
use crate::time::{Millis, SimTime};
use crate::words::say;
use crate::world::{Added, Endpoint, FaultKind, Guard, Leg, LockKind, Value, World};

/// The tables a sentence needs: who is who, and the scenario's words.
#[derive(Clone, Copy)]
pub(crate) struct Words<'a> {
    pub(crate) world: &'a World,
    /// The actor column's name for the lock service, spoken the first time
    /// it is asked for and kept by the run, so the column can be borrowed.
    pub(crate) service: &'a OnceCell<String>,
    /// The run's events so far, which a write's sentence reads back to
    /// name every update it overwrote.
    pub(crate) events: &'a [Event],
    /// What every write overwrote, kept by a finished run once worked out;
    /// none for a run still being stepped, whose events still grow.
    pub(crate) lineage: Option<&'a OnceCell<Lineage>>,
}

/// A switch of a message's variants: `yes` or `no`.
pub(crate) fn yes(on: bool) -> &'static str {
    if on {
        "yes"
    } else {
        "no"
    }
}

/// Items in the language's way of listing them: "A", "A and B", "A, B and
/// C"; nothing for none. The catalogue's `event-list` joins them, so each
/// language says its own "and".
pub(crate) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [rest @ .., last] => {
            let rest = rest.join(&say!("event-list-separator"));
            say!("event-list", count = items.len(), rest = rest, last = last)
        }
    }
}

/// An endpoint as the catalogue's `$target` selector and `$to` name.
fn endpoint_args(world: &World, to: Endpoint) -> (&'static str, &str) {
    match to {
        Endpoint::LockService => ("service", ""),
        Endpoint::Resource(r) => ("resource", world.resource_name(r)),
    }
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

    /// Which vocabulary the roles are told in: `lock` or `election`.
    pub(crate) fn story(&self) -> &'static str {
        self.world.story()
    }

    /// Why a write was refused, as the start of a clause that goes on
    /// "and refuses it" or ", so it refuses the write".
    pub(crate) fn refused_because(&self, client: ClientId, r: ResourceId, why: Refusal) -> String {
        let (story, resource) = (self.story(), self.resource(r));
        match why {
            Refusal::Token { by, highest } => {
                let why = match by {
                    Guard::Proxy => "proxy",
                    // A fenced read may have raised the token without a write.
                    _ if self.world.resources[r.index()].fenced_reads => "seen",
                    _ => "accepted",
                };
                say!(
                    "event-refusal",
                    story = story,
                    why = why,
                    resource = resource,
                    highest = highest
                )
            }
            Refusal::Version { read, current } => say!(
                "event-refusal",
                story = story,
                why = "version",
                resource = resource,
                client = self.client(client),
                read = read,
                current = current
            ),
        }
    }

    /// Whether a grant may tell when the client's own clock will show its
    /// lease over: only when no jump of that clock comes before then. A
    /// grant that announced a step still to come would tell the reader
    /// something no one in the run could know yet.
    fn foreseen(&self, c: ClientId, at: SimTime, believed_until: SimTime) -> bool {
        let clock = &self.world.clients[c.index()].clock;
        !clock
            .jumps
            .iter()
            .any(|&(when, by)| by != 0 && when > at && when < believed_until)
    }

    /// The actor column: a client's name, or the lock service's.
    pub(crate) fn actor(&self, event: &Event) -> &'a str {
        match event.actor() {
            crate::event::Actor::Client(c) => self.client(c),
            crate::event::Actor::LockService => self
                .service
                .get_or_init(|| say!("event-actor-service", story = self.story())),
        }
    }

    /// One sentence, or two, telling what the event was.
    pub(crate) fn sentence(&self, event: &Event) -> String {
        let story = self.story();
        let tokens = yes(self.world.lock.tokens);
        match &event.kind {
            &EventKind::Granted {
                client,
                token,
                until: _,
                attempts,
                believed_until,
                nodes,
                session_ended,
                node_ends: _,
            } => {
                let foreseen = self.foreseen(client, event.at, believed_until);
                let client = self.client(client);
                if let Some(ended) = session_ended {
                    return say!(
                        "event-granted-unchecked",
                        story = story,
                        client = client,
                        tokens = tokens,
                        token = token,
                        ended = ended
                    );
                }
                if self.world.lock.kind == LockKind::Election {
                    return say!(
                        "event-granted-election",
                        story = story,
                        client = client,
                        token = token,
                        timeout = self.world.lock.lease
                    );
                }
                let total = self.world.lock.nodes.len();
                // The service's own promise: a lease's length from now. A node
                // clock that jumps later may end it sooner, and `Expired` says so.
                let promised = event.at + self.world.lock.lease;
                say!(
                    "event-granted",
                    story = story,
                    client = client,
                    attempts = attempts,
                    majority = yes(total > 1),
                    nodes = nodes,
                    total = total,
                    tokens = tokens,
                    token = token,
                    until = promised,
                    clock = if foreseen && believed_until > promised {
                        "later"
                    } else {
                        "same"
                    },
                    believed = believed_until
                )
            }
            &EventKind::Refused {
                client,
                holder,
                until,
                retry,
                free,
                cause,
            } => {
                let total = self.world.lock.nodes.len();
                let why = match holder {
                    _ if cause == RefusedFor::SessionEnded => "session",
                    Some(_) if cause == RefusedFor::HeldBack => "held-back",
                    Some(h) if h == client => "own",
                    Some(_) if total > 1 => "minority",
                    Some(_) => "holder",
                    None => "unreachable",
                };
                let (every, last) =
                    retry.map_or((Millis(0), SimTime::ZERO), |r| (r.every, r.until));
                say!(
                    "event-refused",
                    story = story,
                    client = self.client(client),
                    why = why,
                    holder = holder.map_or("", |h| self.client(h)),
                    until = until,
                    free = free,
                    total = total,
                    retry = yes(retry.is_some()),
                    every = every,
                    last = last
                )
            }
            &EventKind::GaveUp { client, attempts } => say!(
                "event-gave-up",
                story = story,
                client = self.client(client),
                attempts = attempts
            ),
            EventKind::Read {
                client,
                resource,
                value,
                token: None,
                ..
            } => say!(
                "event-read",
                story = story,
                client = self.client(*client),
                resource = self.resource(*resource),
                value = self.value(value)
            ),
            &EventKind::Read {
                client,
                resource,
                ref value,
                token: Some(t),
                ..
            } => {
                let id = if self.world.lock.kind == LockKind::Election {
                    "event-vote"
                } else {
                    "event-read-fenced"
                };
                say!(
                    id,
                    story = story,
                    client = self.client(client),
                    resource = self.resource(resource),
                    token = t,
                    checks = yes(self.world.resources[resource.index()].checks_tokens()),
                    value = self.value(value)
                )
            }
            &EventKind::Checked {
                client,
                left,
                margin,
                ok,
            } => say!(
                "event-checked",
                story = story,
                client = self.client(client),
                left = left,
                margin = margin,
                result = match (ok, margin.0) {
                    (true, 0) => "ok",
                    (true, _) => "margin",
                    (false, _) => "stops",
                }
            ),
            &EventKind::FenceChecked {
                client,
                resource,
                token,
                highest,
                ok,
            } => say!(
                "event-fence-checked",
                story = story,
                client = self.client(client),
                resource = self.resource(resource),
                token = token,
                highest = highest.unwrap_or(token),
                result = match (highest, ok) {
                    (_, false) => "stops",
                    (None, true) => "none",
                    (Some(_), true) => "ok",
                },
                checks = yes(self.world.resources[resource.index()].checks_tokens())
            ),
            &EventKind::Paused { client, length } => say!(
                "event-paused",
                story = story,
                client = self.client(client),
                length = length
            ),
            &EventKind::Woke {
                client,
                length,
                lease_ended,
                lease_live,
                believes,
            } => {
                let paused_at = event.at - length;
                let state = match (believes, lease_ended, lease_live) {
                    (true, Some(ended), _) if ended > paused_at => "ended-during",
                    (true, Some(_), _) => "ended-before",
                    (true, None, true) => "live",
                    _ => "plain",
                };
                say!(
                    "event-woke",
                    story = story,
                    client = self.client(client),
                    length = length,
                    state = state,
                    ended = lease_ended.unwrap_or(SimTime::ZERO)
                )
            }
            EventKind::Wrote(w) => self.write_sentence(event, w),
            &EventKind::Sent {
                client,
                to,
                request,
                arrives,
            } => {
                let (target, to) = endpoint_args(self.world, to);
                say!(
                    "event-sent",
                    story = story,
                    client = self.client(client),
                    request = request.key(),
                    target = target,
                    to = to,
                    arrives = arrives
                )
            }
            &EventKind::Answered {
                client,
                from,
                request,
            } => {
                let (target, to) = endpoint_args(self.world, from);
                say!(
                    "event-answered",
                    story = story,
                    client = self.client(client),
                    request = request.key(),
                    target = target,
                    to = to
                )
            }
            &EventKind::Dropped {
                leg,
                client,
                to,
                request,
                cut_until,
                resend_at,
            } => {
                let (target, to) = endpoint_args(self.world, to);
                say!(
                    match leg {
                        Leg::Request => "event-dropped",
                        Leg::Answer => "event-dropped-answer",
                    },
                    story = story,
                    client = self.client(client),
                    request = request.key(),
                    target = target,
                    to = to,
                    cut = cut_until,
                    resend = resend_at
                )
            }
            EventKind::SideEffect {
                client,
                effect,
                uses,
                live,
                ended,
            } => {
                let case = match (live, ended, self.world.purpose) {
                    (true, _, _) => "live",
                    (false, Some(_), Purpose::Correctness) => "late",
                    (false, Some(_), Purpose::Efficiency) => "repeated",
                    (false, None, _) => "unheld",
                };
                let (resource, value, read) = match uses {
                    Some((r, value, at)) => (self.resource(*r), self.value(value), *at),
                    None => ("", String::new(), SimTime::ZERO),
                };
                say!(
                    "event-side-effect",
                    story = story,
                    client = self.client(*client),
                    effect = &self.world.effects[effect.index()],
                    based = yes(uses.is_some()),
                    resource = resource,
                    read = read,
                    value = value,
                    case = case,
                    ended = ended.unwrap_or(SimTime::ZERO)
                )
            }
            &EventKind::Fault {
                kind,
                forgot,
                next_token,
            } => {
                let (holder, token) = forgot.map_or(("", Token(0)), |(c, t)| (self.client(c), t));
                let forgot = yes(forgot.is_some());
                match kind {
                    FaultKind::Restart {
                        durable_counter, ..
                    } => say!(
                        "event-fault-restart",
                        story = story,
                        durable = yes(durable_counter),
                        forgot = forgot,
                        holder = holder,
                        tokens = tokens,
                        token = token,
                        next = next_token
                    ),
                    FaultKind::Failover { behind } => say!(
                        "event-fault-failover",
                        story = story,
                        behind = behind,
                        forgot = forgot,
                        holder = holder,
                        tokens = tokens,
                        token = token,
                        next = next_token
                    ),
                }
            }
            &EventKind::ClockJumped { owner, by_ms } => {
                let (owner, node, client) = match owner {
                    ClockOwner::Node(node) => ("node", node, ""),
                    ClockOwner::Client(c) => ("client", 0, self.client(c)),
                };
                say!(
                    "event-clock-jumped",
                    story = story,
                    owner = owner,
                    node = node,
                    client = client,
                    way = if by_ms >= 0 { "forward" } else { "back" },
                    by = Millis(by_ms.unsigned_abs())
                )
            }
            &EventKind::Renewed { client, until, .. } => say!(
                "event-renewed",
                story = story,
                client = self.client(client),
                until = until
            ),
            &EventKind::RenewRefused { client, ended } => say!(
                "event-renew-refused",
                story = story,
                client = self.client(client),
                ended = ended
            ),
            &EventKind::Released {
                client,
                was_live,
                believed,
                removed,
                ..
            } => say!(
                "event-released",
                story = story,
                client = self.client(client),
                holder = removed.map_or("", |h| self.client(h)),
                case = match (was_live, believed, removed) {
                    (_, _, Some(_)) => "removed",
                    (true, _, _) => "live",
                    (false, true, _) => "expired",
                    (false, false, _) => "again",
                }
            ),
            &EventKind::Expired {
                client,
                token,
                unaware,
            } => say!(
                "event-expired",
                story = story,
                client = self.client(client),
                tokens = tokens,
                token = token,
                told = yes(!unaware),
                timeout = self.world.lock.lease
            ),
        }
    }

    fn write_sentence(&self, event: &Event, w: &Wrote) -> String {
        let at = event.at;
        if w.again == Some(Again::Recognised) {
            return say!(
                "event-wrote-recognised",
                client = self.client(w.client),
                resource = self.resource(w.resource),
                value = self.value(&w.value)
            );
        }
        let (op, amount, item) = self.added(w);
        let mut sentence = self.write_verdict(at, w);
        let accepted = w.verdict == Verdict::Accepted;
        if accepted && w.added.is_some() {
            sentence.push_str(&say!(
                "event-wrote-holds",
                resource = self.resource(w.resource),
                value = self.value(&w.value)
            ));
        }
        if accepted && w.again == Some(Again::Applied) {
            sentence.push_str(&say!(
                "event-wrote-again",
                client = self.client(w.client),
                resource = self.resource(w.resource),
                op = op,
                amount = amount,
                item = item.as_str()
            ));
        }
        let lost = self.overwrote(event);
        if accepted && lost.len() > 1 {
            // Its own sentence names the write it replaced; the value it
            // replaced may have carried more updates than that one.
            let items: Vec<String> = lost
                .iter()
                .filter_map(|&i| match &self.events[i].kind {
                    EventKind::Wrote(u) => Some(say!(
                        "event-update",
                        client = self.client(u.client),
                        at = self.events[i].at
                    )),
                    _ => None,
                })
                .collect();
            sentence.push_str(&say!(
                "event-wrote-lost",
                count = items.len(),
                lost = list(&items)
            ));
        }
        sentence
    }

    /// The updates the write `event` overwrote, as event indices: found by
    /// its place among the run's events, itself or an equal copy of it.
    fn overwrote(&self, event: &Event) -> Vec<usize> {
        let index = self
            .events
            .iter()
            .position(|e| std::ptr::eq(e, event))
            .or_else(|| self.events.iter().rposition(|e| e == event));
        let Some(index) = index else {
            return Vec::new();
        };
        match self.lineage {
            Some(cell) => cell
                .get_or_init(|| Lineage::of(self.world, self.events))
                .overwrote(index)
                .to_vec(),
            None => Lineage::of(self.world, &self.events[..=index])
                .overwrote(index)
                .to_vec(),
        }
    }

    /// What a write asks the catalogue's `$op` to say: `value` for a write
    /// that sends its value, `add` ($amount) or `push` ($item) for one the
    /// resource works out itself.
    fn added(&self, w: &Wrote) -> (&'static str, i64, String) {
        match w.added {
            None => ("value", 0, String::new()),
            Some(Added::Amount(n)) => ("add", n, String::new()),
            Some(Added::Item(item)) => {
                ("push", 0, self.world.items[item.index()].shown().to_owned())
            }
        }
    }

    /// A write's sentence by its writer's standing and the resource's verdict.
    fn write_verdict(&self, at: SimTime, w: &Wrote) -> String {
        let (op, amount, item) = self.added(w);
        let story = self.story();
        let client = self.client(w.client);
        let resource = self.resource(w.resource);
        let fenced = self.world.resources[w.resource.index()].checks_tokens();
        let (value, arrives, sent) = (self.value(&w.value), yes(w.sent < at), w.sent);
        let tokens = yes(self.world.lock.tokens);
        // Only a write that counted can have replaced another unseen; a
        // stale one's sentence already says whose newer write it overwrote.
        let (missed, other, read) = match (w.read_at, w.missed) {
            (Some(read), Some(gone)) if w.verdict == Verdict::Accepted => {
                let missed = match (w.standing, gone.late) {
                    (Standing::Stale { .. }, _) => "none",
                    (_, true) if gone.stale => "stale",
                    (_, true) => "late",
                    (Standing::Holder, false) => "holder",
                    (_, false) => "other",
                };
                (missed, self.client(gone.client), read)
            }
            _ => ("none", "", SimTime::ZERO),
        };
        let refusal = |why: Refusal, first: bool| {
            let clause = self.refused_because(w.client, w.resource, why);
            if first {
                capital(&clause)
            } else {
                clause
            }
        };
        match (w.standing, w.verdict) {
            (Standing::Holder, Verdict::Accepted) => say!(
                "event-wrote-accepted",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                missed = missed,
                other = other,
                read = read
            ),
            (Standing::Holder, Verdict::Refused(why)) => say!(
                "event-wrote-holder-refused",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                refusal = refusal(why, false)
            ),
            (Standing::Late { ended }, Verdict::Accepted) => say!(
                "event-wrote-late-accepted",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                perfect = "no",
                ended = ended,
                checks = yes(fenced),
                missed = missed,
                other = other,
                read = read
            ),
            (Standing::Late { ended }, Verdict::Refused(why)) => say!(
                "event-wrote-late-refused",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                perfect = "no",
                ended = ended,
                refusal = refusal(why, true)
            ),
            (
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                },
                Verdict::Accepted,
            ) => say!(
                "event-wrote-stale-accepted",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                perfect = "no",
                ended = ended,
                check = match (fenced, self.world.lock.tokens) {
                    (true, _) => "fenced",
                    (false, true) => "unfenced",
                    (false, false) => "none",
                },
                other = self.client(newer),
                newer = newer_token
            ),
            (Standing::Stale { ended, .. }, Verdict::Refused(why)) => say!(
                "event-wrote-stale-refused",
                story = story,
                client = client,
                resource = resource,
                value = value,
                op = op,
                amount = amount,
                item = item.as_str(),
                arrives = arrives,
                sent = sent,
                tokens = tokens,
                token = w.token,
                perfect = "no",
                ended = ended,
                refusal = refusal(why, true)
            ),
        }
    }
}

/// The clause with its first letter in capitals, to start a sentence.
pub(crate) fn capital(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
