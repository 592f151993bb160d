//! The words: a sentence for each event, in the scenario's own names.
//!
//! Sentences are made only when asked for, never during a run, so the fast
//! path never builds a string.

use crate::event::{
    ClockOwner, Event, EventKind, Refusal, RefusedFor, Request, Standing, Verdict, Wrote,
};
use crate::ids::{ClientId, ResourceId, Token};
use crate::spec::{Names, Purpose};
use crate::time::SimTime;
use crate::world::{Endpoint, FaultKind, Guard, LockKind, Value, World};

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

    /// Where a request goes, by name: `Storage`, `the lock service`.
    pub(crate) fn endpoint(&self, to: Endpoint) -> String {
        match to {
            Endpoint::LockService => format!("the {}", self.names.lock_service),
            Endpoint::Resource(r) => self.resource(r).to_owned(),
        }
    }

    /// `" with token 3"`, or nothing when the lock service hands out no tokens.
    pub(crate) fn with_token(&self, t: Token) -> String {
        if self.world.lock.tokens {
            format!(" with {} {t}", self.names.token)
        } else {
            String::new()
        }
    }

    /// What a request asks for, as a noun phrase.
    pub(crate) fn request(&self, request: Request) -> String {
        match request {
            Request::Acquire => format!("request for {}", self.names.lock),
            Request::Read => "read".to_owned(),
            Request::Write => "write".to_owned(),
            Request::Renew if self.world.lock.kind == LockKind::Election => "heartbeat".to_owned(),
            Request::Renew => "renewal".to_owned(),
            Request::Release => "release".to_owned(),
        }
    }

    /// Why a write was refused, as the start of a clause that goes on
    /// "and refuses it" or ", so it refuses the write".
    pub(crate) fn refused_because(&self, client: ClientId, r: ResourceId, why: Refusal) -> String {
        let (token, res) = (&self.names.token, self.resource(r));
        match why {
            Refusal::Token {
                by: Guard::Proxy,
                highest,
            } => {
                format!("the fencing proxy in front of {res} has already passed {token} {highest}")
            }
            // A fenced read may have raised the token without a write.
            Refusal::Token { highest, .. } if self.world.resources[r.index()].fenced_reads => {
                format!("{res} has already seen {token} {highest}")
            }
            Refusal::Token { highest, .. } => {
                format!("{res} has already accepted {token} {highest}")
            }
            Refusal::Version { read, current } => format!(
                "{res} has changed since {} read it (version {read}, now {current})",
                self.client(client)
            ),
        }
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
                until: _,
                attempts,
                believed_until,
                nodes,
                session_ended,
                node_ends: _,
            } => {
                let a = self.client(client);
                if let Some(ended) = session_ended {
                    let with = if self.world.lock.tokens {
                        format!(", with {token} {t}")
                    } else {
                        String::new()
                    };
                    return format!(
                        "{a}'s turn comes and it is granted {lock}{with}, although its own session lease ran out at {ended} while it waited: the {} does not check, so the grant has no live {lease} behind it. {a} believes it holds {lock}.",
                        n.lock_service
                    );
                }
                if self.world.lock.kind == LockKind::Election {
                    return format!(
                        "{a} stands for {lock} in {token} {t}, the next {token}, and asks the others for their votes. While it leads, they wait {} after each of its heartbeats (the {lease}) before anyone may stand again.",
                        self.world.lock.lease
                    );
                }
                let asks = if attempts > 1 {
                    format!("{a} asks again and gets {lock} on try {attempts}")
                } else {
                    format!("{a} asks for {lock} and gets it")
                };
                let total = self.world.lock.nodes.len();
                let from = if total > 1 {
                    format!(" from {nodes} of {total} nodes, a majority")
                } else {
                    String::new()
                };
                let with = if self.world.lock.tokens {
                    format!(", with {token} {t}")
                } else {
                    ", with no token".to_owned()
                };
                // The service's own promise: a lease's length from now. A node
                // clock that jumps later may end it sooner, and `Expired` says so.
                let promised = event.at + self.world.lock.lease;
                let mut s = format!(
                    "{asks}{from}{with}. The {lease} runs out at {promised} unless {a} renews it."
                );
                if believed_until > promised {
                    s += &format!(
                        " {a}'s own clock will not show it over until {believed_until}."
                    );
                }
                s
            }
            &EventKind::Refused {
                client,
                holder,
                until,
                retry,
                free,
                cause,
            } => {
                let a = self.client(client);
                let total = self.world.lock.nodes.len();
                let why = match holder {
                    _ if cause == RefusedFor::SessionEnded => format!(
                        "its own session lease ran out at {until} while it waited, and the {} checks a waiter's lease before granting",
                        n.lock_service
                    ),
                    Some(h) if cause == RefusedFor::HeldBack => format!(
                        "{}'s {lease} ran out without a release, so the {} holds {lock} back until {until} in case {} was only paused (a lock-delay)",
                        self.client(h),
                        n.lock_service,
                        self.client(h)
                    ),
                    Some(h) if h == client => format!("its own {lease} is live until {until}"),
                    Some(h) if total > 1 => format!(
                        "only {free} of {total} nodes are free, short of a majority; {}'s {lease} holds another until {until}",
                        self.client(h)
                    ),
                    Some(h) => format!("{}'s {lease} is live until {until}", self.client(h)),
                    None => format!("it reaches only {free} of {total} nodes, short of a majority"),
                };
                let mut s = format!("{a} asks for {lock} and is refused: {why}.");
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
                token: None,
                ..
            } => format!(
                "{} reads {}: {}.",
                self.client(*client),
                self.resource(*resource),
                self.value(value)
            ),
            &EventKind::Read {
                client,
                resource,
                ref value,
                token: Some(t),
                ..
            } => {
                let (a, res) = (self.client(client), self.resource(resource));
                if self.world.lock.kind == LockKind::Election {
                    let vote = format!(
                        "{a} asks {res} for its vote in {token} {t}, and {res} votes for it: with {a}'s own vote that is a majority, and {a} leads in {token} {t}."
                    );
                    let checks = if self.world.resources[resource.index()].checks_tokens() {
                        format!(" {res} adopts {token} {t} and from now on refuses any entry with a lower {token}.")
                    } else {
                        String::new()
                    };
                    return format!("{vote}{checks} {res} holds {}.", self.value(value));
                }
                let read = format!("{a} reads {res} with {token} {t}: {}.", self.value(value));
                if self.world.resources[resource.index()].checks_tokens() {
                    format!("{read} From now on {res} refuses any write with a {token} below {t}.")
                } else {
                    read
                }
            }
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
            EventKind::Wrote(w) => {
                let mut s = self.write_sentence(event.at, w);
                let &Wrote {
                    client,
                    standing,
                    read_at,
                    missed,
                    verdict,
                    ..
                } = w;
                if matches!(standing, Standing::Stale { .. }) || verdict != Verdict::Accepted {
                    // The sentence already says whose newer write it overwrote.
                    return s;
                }
                if let (Some(read_at), Some(gone)) = (read_at, missed) {
                    let (a, b) = (self.client(client), self.client(gone.client));
                    s += &match (standing, gone.late) {
                        (_, true) if gone.stale => format!(
                            " It replaces {b}'s stale write, which {a} never read; that write did not count."
                        ),
                        (_, true) => format!(
                            " It replaces {b}'s late write, which {a} never read: {b} was told that write succeeded, and its update is lost."
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
            &EventKind::Sent {
                client,
                to,
                request,
                arrives,
            } => format!(
                "{} sends its {} to {}; it will arrive at {arrives}.",
                self.client(client),
                self.request(request),
                self.endpoint(to)
            ),
            &EventKind::Answered {
                client,
                from,
                request,
            } => format!(
                "The answer to {}'s {} comes back from {}.",
                self.client(client),
                self.request(request),
                self.endpoint(from)
            ),
            &EventKind::Dropped {
                client,
                to,
                request,
                cut_until,
                resend_at,
            } => {
                let a = self.client(client);
                format!(
                    "{a}'s {} to {} is lost: the network between them is cut until {cut_until}. {a} hears nothing back and sends it again at {resend_at}.",
                    self.request(request),
                    self.endpoint(to)
                )
            }
            EventKind::SideEffect {
                client,
                effect,
                uses,
                live,
                ended,
            } => {
                let a = self.client(*client);
                let what = &self.world.effects[effect.index()];
                let based = match uses {
                    Some((r, value, at)) => format!(
                        ", acting on its copy of {} read at {at} ({})",
                        self.resource(*r),
                        self.value(value)
                    ),
                    None => String::new(),
                };
                match (live, ended, self.world.purpose) {
                    (true, _, _) => format!("{a} {what}{based}."),
                    (false, Some(ended), Purpose::Correctness) => format!(
                        "{a} {what}{based}, although its {lease} ended at {ended}. Nothing on the way checks a {token}, so it happens anyway."
                    ),
                    (false, Some(ended), Purpose::Efficiency) => format!(
                        "{a} {what}{based}, although its {lease} ended at {ended}: the work is done twice."
                    ),
                    (false, None, _) => format!("{a} {what}{based}, with no {lease}."),
                }
            }
            &EventKind::Fault {
                kind,
                forgot,
                next_token,
            } => {
                let service = &n.lock_service;
                let lost = match forgot {
                    Some((c, t)) => format!(
                        "forgets {}'s live {lease}{}",
                        self.client(c),
                        self.with_token_paren(t)
                    ),
                    None => format!("finds no {lease} live to forget"),
                };
                match kind {
                    FaultKind::Restart {
                        durable_counter: true,
                        ..
                    } => format!(
                        "The {service} restarts and {lost}. Its {token} counter is stored durably, so the next {token} is still {next_token}."
                    ),
                    FaultKind::Restart {
                        durable_counter: false,
                        ..
                    } => format!(
                        "The {service} restarts and {lost}. It has lost its {token} counter too, which lived only in memory: the next {token} is {next_token} again."
                    ),
                    FaultKind::Failover { behind } => {
                        let grants = if behind == 1 {
                            "the latest grant".to_owned()
                        } else {
                            format!("the latest {behind} grants")
                        };
                        format!(
                            "The {service} fails over to a replica that copied its state asynchronously and missed {grants}. The replica {lost}, and its counter says the next {token} is {next_token}."
                        )
                    }
                }
            }
            &EventKind::ClockJumped { owner, by_ms } => {
                let whose = match owner {
                    ClockOwner::Node(node) => format!("Lock node {node}'s clock"),
                    ClockOwner::Client(c) => format!("{}'s clock", self.client(c)),
                };
                let way = if by_ms >= 0 { "forward" } else { "back" };
                format!(
                    "{whose} jumps {way} by {}, as a time sync that corrects a clock at once would make it.",
                    crate::time::Millis(by_ms.unsigned_abs())
                )
            }
            &EventKind::Renewed { client, until, .. } => match self.world.lock.kind {
                LockKind::Lease => format!(
                    "{} renews its {lease}; it now runs out at {until}.",
                    self.client(client)
                ),
                LockKind::Election => format!(
                    "{}'s heartbeat reaches the others: they wait for the next until {until}.",
                    self.client(client)
                ),
            },
            &EventKind::RenewRefused { client, ended } => {
                let a = self.client(client);
                if self.world.lock.kind == LockKind::Election {
                    return format!(
                        "{a} sends a heartbeat, but the others stopped waiting for it at {ended}. {a} steps down."
                    );
                }
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
                if self.world.lock.kind == LockKind::Election {
                    let told = if unaware {
                        format!(" {a} is not told, and still believes it leads.")
                    } else {
                        String::new()
                    };
                    return format!(
                        "No heartbeat from {a}{} has reached the others for the {lease} of {}, so they stop waiting for it: another node may now stand for {lock}. Nothing ends {a}'s {token}.{told}",
                        self.with_token_paren(t),
                        self.world.lock.lease
                    );
                }
                let ends = format!(
                    "{a}'s {lease}{} runs out. The {} ends it without a word from {a}",
                    self.with_token_paren(t),
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

    /// That a client's hold had lapsed by `ended`, as a clause: "its lease
    /// ended at 10.0 s", or, `perfect`, "its lease had ended at 10.0 s". An
    /// election has no lease to end: the others stop waiting for the leader.
    pub(crate) fn lapsed(&self, ended: SimTime, perfect: bool) -> String {
        let had = if perfect { "had " } else { "" };
        match self.world.lock.kind {
            LockKind::Lease => format!("its {} {had}ended at {ended}", self.names.lease),
            LockKind::Election => {
                let waited = if perfect { "had stopped" } else { "stopped" };
                format!("the others {waited} waiting for its heartbeats at {ended}")
            }
        }
    }

    /// `" (token 3)"`, or nothing when the lock service hands out no tokens.
    fn with_token_paren(&self, t: Token) -> String {
        if self.world.lock.tokens {
            format!(" ({} {t})", self.names.token)
        } else {
            String::new()
        }
    }

    fn write_sentence(&self, at: SimTime, w: &Wrote) -> String {
        let (token, lock) = (&self.names.token, &self.names.lock);
        let (a, r) = (self.client(w.client), self.resource(w.resource));
        let fenced = self.world.resources[w.resource.index()].checks_tokens();
        let t = w.token;
        let (value, with) = (self.value(&w.value), self.with_token(t));
        let election = self.world.lock.kind == LockKind::Election;
        // A leader sends its log, and the follower's log is made to match
        // it: that is how Raft's log matching replaces a stale entry.
        let head = match (w.sent < at, election) {
            (true, false) => format!(
                "{a}'s write of {value} to {r}{with}, sent at {}, arrives",
                w.sent
            ),
            (false, false) => format!("{a} writes {value} to {r}{with}"),
            (true, true) => format!(
                "{a}'s log for {r}, {value}, sent at {}{with}, arrives",
                w.sent
            ),
            (false, true) => format!("{a} sends {r} its log, {value},{with}"),
        };
        match (w.standing, w.verdict) {
            (Standing::Holder, Verdict::Accepted) => format!("{head}, and {r} accepts it."),
            (Standing::Holder, Verdict::Refused(why)) => format!(
                "{head}. {a} holds {lock}, but {} and refuses it.",
                self.refused_because(w.client, w.resource, why)
            ),
            (Standing::Late { ended }, Verdict::Accepted) => {
                let why = if fenced {
                    format!("no later holder has written to {r} yet, so it has no newer {token} to refuse this one with and accepts it")
                } else {
                    format!("{r} does not check {token}s and accepts it; no later holder has written there yet")
                };
                format!("{head}, although {}: {why}.", self.lapsed(ended, false))
            }
            (Standing::Late { ended }, Verdict::Refused(why)) => format!(
                "{head}, although {}. {} and refuses it; {a} {}.",
                self.lapsed(ended, false),
                capital(&self.refused_because(w.client, w.resource, why)),
                if election { "steps down" } else { "stops" }
            ),
            (
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                },
                Verdict::Accepted,
            ) => {
                let b = self.client(newer);
                let why = if fenced {
                    format!("{r} checks {token}s, but {token} {t} is not lower than {token} {newer_token}, so it")
                } else if self.world.lock.tokens {
                    format!("{r} does not check {token}s and")
                } else {
                    format!("There is no {token} to check, and {r}")
                };
                let newer_write = if self.world.lock.tokens {
                    format!("{b}'s newer write ({token} {newer_token})")
                } else {
                    format!("{b}'s newer write")
                };
                format!(
                    "{head}, although {}. {why} accepts it, overwriting {newer_write}.",
                    self.lapsed(ended, false)
                )
            }
            (Standing::Stale { ended, .. }, Verdict::Refused(why)) => {
                let learns = if election {
                    format!("{a} learns of the newer {token} and steps down")
                } else {
                    format!("{a} learns it has lost {lock} and stops")
                };
                format!(
                    "{head}, although {}. {}, so it refuses the write; {learns}.",
                    self.lapsed(ended, false),
                    capital(&self.refused_because(w.client, w.resource, why))
                )
            }
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
