//! The chart's words: names of lanes, labels beside marks and bars, and
//! what each arrow says on hover, with "→" between the parties.

use crate::event::{Event, EventKind, Refusal, Request, Verdict, Wrote};
use crate::ids::{ClientId, Token};
use crate::report::Report;
use crate::text::Words;
use crate::timeline::Message;
use crate::world::{Endpoint, Guard};

/// The words a chart needs, in the scenario's own names.
pub(crate) struct ChartWords<'a> {
    report: &'a Report,
    words: Words<'a>,
}

impl<'a> ChartWords<'a> {
    pub(crate) fn new(report: &'a Report) -> ChartWords<'a> {
        ChartWords {
            report,
            words: report.words(),
        }
    }

    /// A party by its bare name: `A`, `lock service`, `Storage`.
    pub(crate) fn party(&self, to: Endpoint) -> &'a str {
        match to {
            Endpoint::LockService => &self.report.names().lock_service,
            Endpoint::Resource(r) => self.words.resource(r),
        }
    }

    pub(crate) fn client(&self, c: ClientId) -> &'a str {
        self.words.client(c)
    }

    /// A lock node's row: `node 3`.
    pub(crate) fn node(&self, n: u16) -> String {
        format!("node {n}")
    }

    /// A hold of the lock on the lock service's lane: `A, token 1`, or just
    /// `A` when the service hands out no tokens.
    pub(crate) fn hold(&self, c: ClientId, token: Token) -> String {
        if self.report.world().lock.tokens {
            format!("{}, {} {token}", self.client(c), self.report.names().token)
        } else {
            self.client(c).to_owned()
        }
    }

    /// A lease bar's label: `token 1`, or `lease` with no tokens.
    pub(crate) fn lease(&self, token: Token) -> String {
        let names = self.report.names();
        if self.report.world().lock.tokens {
            format!("{} {token}", names.token)
        } else {
            names.lease.clone()
        }
    }

    /// Where a client's own clock ends its lease, long and short.
    pub(crate) fn believed(&self, c: ClientId) -> [String; 2] {
        let (client, lease) = (self.client(c), &self.report.names().lease);
        [
            format!("{client}'s clock says the {lease} ends"),
            format!("{client}'s clock: {lease} ends"),
        ]
    }

    pub(crate) fn paused(&self) -> &'static str {
        "paused"
    }

    pub(crate) fn overreach(&self) -> String {
        if self.election() {
            return "thinks it still leads".to_owned();
        }
        format!("thinks it holds {}", self.report.names().lock)
    }

    pub(crate) fn cut(&self) -> &'static str {
        "link cut"
    }

    /// Beside a side effect's star.
    pub(crate) fn effect(&self) -> &'static str {
        "side effect"
    }

    /// Beside a client's clock that jumps.
    pub(crate) fn clock_jump(&self) -> &'static str {
        "clock jumps"
    }

    /// The line where a lease ran out: `A's lease ends`.
    pub(crate) fn lease_end(&self, c: ClientId) -> String {
        if self.election() {
            return format!("the others stop waiting for {}", self.client(c));
        }
        format!("{}'s {} ends", self.client(c), self.report.names().lease)
    }

    /// The line where the lock service itself changed.
    pub(crate) fn service(&self, event: &Event) -> String {
        self.report.service_label(event)
    }

    /// What a resource holds, as its lane labels it: `15`, with the highest
    /// token it has accepted where there are tokens: `15, token 2`.
    pub(crate) fn holding(&self, value: &str, highest: Option<Token>) -> String {
        match highest {
            Some(t) if self.report.world().lock.tokens => {
                format!("{value}, {} {t}", self.report.names().token)
            }
            _ => value.to_owned(),
        }
    }

    /// Why a resource refused a write, beside its mark.
    pub(crate) fn refusal(&self, wrote: &Wrote) -> String {
        let token = &self.report.names().token;
        match wrote.verdict {
            Verdict::Accepted => String::new(),
            Verdict::Refused(Refusal::Token {
                by: Guard::Proxy,
                highest,
            }) => format!("proxy refuses: {token} {} < {highest}", wrote.token),
            Verdict::Refused(Refusal::Token { highest, .. }) => {
                format!("refused: {token} {} < {highest}", wrote.token)
            }
            Verdict::Refused(Refusal::Version { read, current }) => {
                format!("refused: version {read}, now {current}")
            }
        }
    }

    /// Whether the lock is leadership won in an election, which the
    /// arrows word as votes and heartbeats.
    fn election(&self) -> bool {
        self.report.world().lock.kind == crate::world::LockKind::Election
    }

    /// A request's arrow on hover: `B → Storage: write 15 with token 2, accepted`.
    pub(crate) fn request(&self, m: &Message) -> String {
        let (from, to) = (self.client(m.client), self.party(m.to));
        let handled = m.handled.map(|i| &self.report.events[i].kind);
        let what = match (m.request, handled) {
            (Request::Write, Some(EventKind::Wrote(w))) => {
                let verdict = match w.verdict {
                    Verdict::Accepted => "accepted",
                    Verdict::Refused(_) => "refused",
                };
                format!(
                    "write {}{}, {verdict}",
                    self.words.value(&w.value),
                    self.words.with_token(w.token)
                )
            }
            (Request::Read, Some(&EventKind::Read { token: Some(t), .. })) if self.election() => {
                format!("vote request with {} {t}", self.report.names().token)
            }
            (request, _) => self.words.request(request),
        };
        if m.lost {
            format!("{from} → {to}: {what}, lost: the link is cut")
        } else {
            format!("{from} → {to}: {what}")
        }
    }

    /// An answer's arrow on hover: `lock service → A: granted with token 1, lease until 10.0 s`.
    pub(crate) fn answer(&self, m: &Message) -> String {
        let (from, to) = (self.party(m.to), self.client(m.client));
        let lease = &self.report.names().lease;
        let election = self.election();
        let said = match m.handled.map(|i| &self.report.events[i].kind) {
            Some(&EventKind::Granted { token, .. }) if election => {
                format!("{} {token} is its to stand for", self.report.names().token)
            }
            Some(EventKind::Read {
                value,
                token: Some(_),
                ..
            }) if election => {
                format!("vote granted; it holds {}", self.words.value(value))
            }
            Some(&EventKind::Renewed { until, .. }) if election => {
                format!("heartbeat heard; the others wait until {until}")
            }
            Some(&EventKind::Granted { token, until, .. }) => format!(
                "granted{}, {lease} until {until}",
                self.words.with_token(token)
            ),
            Some(&EventKind::Refused { holder, until, .. }) => match holder {
                Some(h) => format!("refused: {} holds it until {until}", self.client(h)),
                None => "refused: too few nodes free".to_owned(),
            },
            Some(EventKind::GaveUp { .. }) => "refused again; it gives up".to_owned(),
            Some(EventKind::Read { value, .. }) => {
                format!("the value is {}", self.words.value(value))
            }
            Some(EventKind::Wrote(w)) => match w.verdict {
                Verdict::Accepted => "write accepted".to_owned(),
                Verdict::Refused(_) => format!("write {}", self.refusal(w)),
            },
            Some(&EventKind::Renewed { until, .. }) => format!("renewed until {until}"),
            Some(&EventKind::RenewRefused { ended, .. }) => {
                format!("renewal refused: the {lease} ended at {ended}")
            }
            Some(EventKind::Released { .. }) => "released".to_owned(),
            _ => "refused again".to_owned(),
        };
        format!("{from} → {to}: {said}")
    }
}
