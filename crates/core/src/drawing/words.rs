//! The chart's words: names of lanes, labels beside marks and bars, and
//! what each arrow says on hover, with "→" between the parties. Each is one
//! message of `words/<lang>/chart.ftl`, told the story (`lock` or
//! `election`) wherever it names a role.

use fencelab_words::say;

use crate::event::{ClockOwner, Event, EventKind, Refusal, Request, Verdict, Wrote};
use crate::ids::{ClientId, Token};
use crate::report::Report;
use crate::text::Tables;
use crate::time::Millis;
use crate::timeline::Message;
use crate::world::{Endpoint, FaultKind, Guard, Leg};

/// The words a chart needs, in the scenario's own names.
pub(crate) struct ChartWords<'a> {
    report: &'a Report,
    words: Tables<'a>,
    story: &'static str,
}

impl<'a> ChartWords<'a> {
    pub(crate) fn new(report: &'a Report) -> ChartWords<'a> {
        ChartWords {
            report,
            words: report.words(),
            story: report.world().story(),
        }
    }

    /// A party by its bare name: `A`, `lock service`, `Storage`.
    pub(crate) fn party(&self, to: Endpoint) -> String {
        match to {
            Endpoint::LockService => say!("chart-lock-service", story = self.story),
            Endpoint::Resource(r) => self.words.resource(r).to_owned(),
        }
    }

    pub(crate) fn client(&self, c: ClientId) -> &'a str {
        self.words.client(c)
    }

    /// A lock node's row: `node 3`.
    pub(crate) fn node(&self, n: u16) -> String {
        say!("chart-node", node = n)
    }

    /// A hold of the lock on the lock service's lane: `A, token 1`, or just
    /// `A` when the service hands out no tokens.
    pub(crate) fn hold(&self, c: ClientId, token: Token) -> String {
        if self.tokens() {
            say!(
                "chart-hold",
                story = self.story,
                client = self.client(c),
                token = token
            )
        } else {
            self.client(c).to_owned()
        }
    }

    /// A lease bar's label: `token 1`, or `lease` with no tokens.
    pub(crate) fn lease(&self, token: Token) -> String {
        if self.tokens() {
            say!("chart-lease-token", story = self.story, token = token)
        } else {
            say!("chart-lease", story = self.story)
        }
    }

    /// Where a client's own clock ends its lease, long and short.
    pub(crate) fn believed(&self, c: ClientId) -> [String; 2] {
        let client = self.client(c);
        [
            say!("chart-believed", story = self.story, client = client),
            say!("chart-believed-short", story = self.story, client = client),
        ]
    }

    pub(crate) fn paused(&self) -> String {
        say!("chart-paused")
    }

    pub(crate) fn overreach(&self) -> String {
        say!("chart-overreach", story = self.story)
    }

    pub(crate) fn cut(&self) -> String {
        say!("chart-cut")
    }

    /// Beside a side effect's star.
    pub(crate) fn effect(&self) -> String {
        say!("chart-effect")
    }

    /// Beside a client's clock that jumps.
    pub(crate) fn clock_jump(&self) -> String {
        say!("chart-clock-jump")
    }

    /// The title of a node's cross where a client cannot reach it.
    pub(crate) fn unreached(&self, c: ClientId, node: u16) -> String {
        say!("chart-unreached", client = self.client(c), node = node)
    }

    /// The line where a lease ran out: `A's lease ends`.
    pub(crate) fn lease_end(&self, c: ClientId) -> String {
        say!(
            "chart-lease-end",
            story = self.story,
            client = self.client(c)
        )
    }

    /// The line where the lock service itself changed, in a few words: a
    /// restart, a failover or a node's clock jump; any other event in its
    /// sentence.
    pub(crate) fn service(&self, event: &Event) -> String {
        match event.kind {
            EventKind::Fault {
                kind: FaultKind::Restart {
                    durable_counter, ..
                },
                ..
            } => {
                let id = if durable_counter {
                    "chart-service-restart-kept"
                } else {
                    "chart-service-restart-lost"
                };
                say!(id, story = self.story)
            }
            EventKind::Fault {
                kind: FaultKind::Failover { .. },
                ..
            } => say!("chart-service-failover", story = self.story),
            EventKind::ClockJumped {
                owner: ClockOwner::Node(n),
                by_ms,
            } => {
                let id = if by_ms < 0 {
                    "chart-node-clock-back"
                } else {
                    "chart-node-clock-ahead"
                };
                say!(id, node = n, by = Millis(by_ms.unsigned_abs()))
            }
            _ => self.report.sentence(event),
        }
    }

    /// What a resource holds, as its lane labels it: `15`, with the token
    /// of the write that put it there where there are tokens: `15, token 2`.
    pub(crate) fn holding(&self, value: &str, token: Option<Token>) -> String {
        match token {
            Some(t) if self.tokens() => {
                say!(
                    "chart-holding",
                    story = self.story,
                    value = value,
                    token = t
                )
            }
            _ => value.to_owned(),
        }
    }

    /// Why a resource refused a write, beside its mark.
    pub(crate) fn refusal(&self, wrote: &Wrote) -> String {
        let story = self.story;
        match wrote.verdict {
            Verdict::Accepted => String::new(),
            Verdict::Refused(Refusal::Token {
                by: Guard::Proxy,
                highest,
            }) => say!(
                "chart-refused-proxy",
                story = story,
                token = wrote.token,
                highest = highest
            ),
            Verdict::Refused(Refusal::Token { highest, .. }) => say!(
                "chart-refused-token",
                story = story,
                token = wrote.token,
                highest = highest
            ),
            Verdict::Refused(Refusal::Version { read, current }) => {
                say!("chart-refused-version", read = read, current = current)
            }
        }
    }

    /// A request's arrow on hover: `B → Storage: write 15 with token 2, accepted`.
    pub(crate) fn request(&self, m: &Message) -> String {
        let (from, to) = (self.client(m.client), self.party(m.to));
        let story = self.story;
        let handled = m.handled.map(|i| &self.report.events[i].kind);
        if m.lost == Some(Leg::Request) {
            let request = m.request.key();
            return say!(
                "chart-request-lost",
                story = story,
                from = from,
                to = to,
                request = request
            );
        }
        match (m.request, handled) {
            (Request::Write, Some(EventKind::Wrote(w))) => {
                let verdict = match w.verdict {
                    Verdict::Accepted => "accepted",
                    Verdict::Refused(_) => "refused",
                };
                let value = self.words.value(&w.value);
                if self.tokens() {
                    say!(
                        "chart-request-write",
                        story = story,
                        from = from,
                        to = to,
                        value = value,
                        token = w.token,
                        verdict = verdict
                    )
                } else {
                    say!(
                        "chart-request-write-untokened",
                        from = from,
                        to = to,
                        value = value,
                        verdict = verdict
                    )
                }
            }
            (Request::Read, Some(&EventKind::Read { token: Some(t), .. })) if self.election() => {
                say!("chart-request-vote", from = from, to = to, token = t)
            }
            (request, _) => say!(
                "chart-request",
                story = story,
                from = from,
                to = to,
                request = request.key()
            ),
        }
    }

    /// A lost answer's arrow on hover: `Storage → A: answer lost, …`.
    pub(crate) fn answer_lost(&self, m: &Message) -> String {
        say!(
            "chart-answer-lost",
            from = self.party(m.to),
            to = self.client(m.client)
        )
    }

    /// An answer's arrow on hover: `lock service → A: granted with token 1, lease until 10.0 s`.
    pub(crate) fn answer(&self, m: &Message) -> String {
        let (from, to) = (self.party(m.to), self.client(m.client));
        let story = self.story;
        let election = self.election();
        match m.handled.map(|i| &self.report.events[i].kind) {
            Some(&EventKind::Granted { token, .. }) if election => {
                say!("chart-answer-term", from = from, to = to, token = token)
            }
            Some(EventKind::Read {
                value,
                token: Some(_),
                ..
            }) if election => say!(
                "chart-answer-vote",
                from = from,
                to = to,
                value = self.words.value(value)
            ),
            Some(&EventKind::Renewed { until, .. }) if election => {
                say!(
                    "chart-answer-heartbeat",
                    from = from,
                    to = to,
                    until = until
                )
            }
            Some(&EventKind::Granted { token, until, .. }) if self.tokens() => say!(
                "chart-answer-granted",
                story = story,
                from = from,
                to = to,
                token = token,
                until = until
            ),
            Some(&EventKind::Granted { until, .. }) => say!(
                "chart-answer-granted-untokened",
                story = story,
                from = from,
                to = to,
                until = until
            ),
            Some(&EventKind::Refused { holder, until, .. }) => match holder {
                Some(h) => say!(
                    "chart-answer-refused",
                    from = from,
                    to = to,
                    holder = self.client(h),
                    until = until
                ),
                None => say!("chart-answer-refused-nodes", from = from, to = to),
            },
            Some(EventKind::GaveUp { .. }) => say!("chart-answer-gave-up", from = from, to = to),
            Some(EventKind::Read { value, .. }) => say!(
                "chart-answer-read",
                from = from,
                to = to,
                value = self.words.value(value)
            ),
            Some(EventKind::Wrote(w)) => match w.verdict {
                Verdict::Accepted => say!("chart-answer-write-accepted", from = from, to = to),
                Verdict::Refused(Refusal::Token {
                    by: Guard::Proxy,
                    highest,
                }) => say!(
                    "chart-answer-write-refused-proxy",
                    story = story,
                    from = from,
                    to = to,
                    token = w.token,
                    highest = highest
                ),
                Verdict::Refused(Refusal::Token { highest, .. }) => say!(
                    "chart-answer-write-refused-token",
                    story = story,
                    from = from,
                    to = to,
                    token = w.token,
                    highest = highest
                ),
                Verdict::Refused(Refusal::Version { read, current }) => say!(
                    "chart-answer-write-refused-version",
                    from = from,
                    to = to,
                    read = read,
                    current = current
                ),
            },
            Some(&EventKind::Renewed { until, .. }) => {
                say!("chart-answer-renewed", from = from, to = to, until = until)
            }
            Some(&EventKind::RenewRefused { ended, .. }) => say!(
                "chart-answer-renew-refused",
                story = story,
                from = from,
                to = to,
                ended = ended
            ),
            Some(EventKind::Released { .. }) => say!("chart-answer-released", from = from, to = to),
            _ => say!("chart-answer-refused-again", from = from, to = to),
        }
    }

    /// Whether the lock service hands out tokens, which every label that
    /// names one depends on.
    fn tokens(&self) -> bool {
        self.report.world().lock.tokens
    }

    /// Whether the lock is leadership won in an election, which the
    /// arrows word as votes and heartbeats.
    fn election(&self) -> bool {
        self.report.world().lock.kind == crate::world::LockKind::Election
    }
}
