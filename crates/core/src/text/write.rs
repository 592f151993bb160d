//! The sentences of writes: what a write sent, the writer's standing and
//! the resource's verdict, and the updates an accepted write overwrote.

use super::tables::{capital, list, yes, Sentence, Tables};
use crate::event::{Again, Event, EventKind, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::lineage::Lineage;
use crate::time::SimTime;
use crate::words::say;
use crate::world::{Added, Guard};

impl<'a> Tables<'a> {
    /// Why a write was refused, as the start of a clause that goes on
    /// "and refuses it" or ", so it refuses the write".
    pub(super) fn refused_because(&self, client: ClientId, r: ResourceId, why: Refusal) -> String {
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

    /// A write's sentence, and after it what the resource now holds, a
    /// retried write applied twice, and the updates it overwrote.
    pub(super) fn write_sentence(&self, event: &Event, w: &Wrote) -> String {
        if w.again == Some(Again::Recognised) {
            return say!(
                "event-wrote-recognised",
                client = self.client(w.client),
                resource = self.resource(w.resource),
                value = self.value(&w.value)
            );
        }
        let mut sentence = self.write_verdict(event.at, w);
        if w.verdict != Verdict::Accepted {
            return sentence;
        }
        if w.added.is_some() {
            sentence.push_str(&say!(
                "event-wrote-holds",
                resource = self.resource(w.resource),
                value = self.value(&w.value)
            ));
        }
        if w.again == Some(Again::Applied) {
            let (op, amount, item) = self.added(w);
            sentence.push_str(&say!(
                "event-wrote-again",
                client = self.client(w.client),
                resource = self.resource(w.resource),
                op = op,
                amount = amount,
                item = item.as_str()
            ));
        }
        sentence.push_str(&self.lost_updates(event));
        sentence
    }

    /// The updates an accepted write overwrote, when there were more than
    /// one: its own sentence names the write it replaced, but the value it
    /// replaced may have carried more updates than that one.
    fn lost_updates(&self, event: &Event) -> String {
        let lost = self.overwrote(event);
        if lost.len() <= 1 {
            return String::new();
        }
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
        say!("event-wrote-lost", count = items.len(), lost = list(&items))
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
        let fenced = self.world.resources[w.resource.index()].checks_tokens();
        let (missed, other, read) = self.missed(w);
        match (w.standing, w.verdict) {
            (Standing::Holder, Verdict::Accepted) => self
                .written("event-wrote-accepted", at, w)
                .with("missed", missed)
                .with("other", other)
                .with("read", read)
                .say(),
            (Standing::Holder, Verdict::Refused(why)) => self
                .written("event-wrote-holder-refused", at, w)
                .with("refusal", self.refusal(w, why, false))
                .say(),
            (Standing::Late { ended }, Verdict::Accepted) => self
                .written("event-wrote-late-accepted", at, w)
                .with("perfect", "no")
                .with("ended", ended)
                .with("checks", yes(fenced))
                .with("missed", missed)
                .with("other", other)
                .with("read", read)
                .say(),
            (Standing::Late { ended }, Verdict::Refused(why)) => self
                .written("event-wrote-late-refused", at, w)
                .with("perfect", "no")
                .with("ended", ended)
                .with("refusal", self.refusal(w, why, true))
                .say(),
            (
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                },
                Verdict::Accepted,
            ) => {
                let check = match (fenced, self.world.lock.tokens) {
                    (true, _) => "fenced",
                    (false, true) => "unfenced",
                    (false, false) => "none",
                };
                self.written("event-wrote-stale-accepted", at, w)
                    .with("perfect", "no")
                    .with("ended", ended)
                    .with("check", check)
                    .with("other", self.client(newer))
                    .with("newer", newer_token)
                    .say()
            }
            (Standing::Stale { ended, .. }, Verdict::Refused(why)) => self
                .written("event-wrote-stale-refused", at, w)
                .with("perfect", "no")
                .with("ended", ended)
                .with("refusal", self.refusal(w, why, true))
                .say(),
        }
    }

    /// A write's message with what every one of them says: who wrote what
    /// where, when it was sent if it arrived later, and with which token.
    fn written(&self, id: &'static str, at: SimTime, w: &Wrote) -> Sentence<'a> {
        let (op, amount, item) = self.added(w);
        self.about(id, w.client)
            .resource(w.resource)
            .value(&w.value)
            .with("op", op)
            .with("amount", amount)
            .with("item", item)
            .with("arrives", yes(w.sent < at))
            .with("sent", w.sent)
            .tokens(w.token)
    }

    /// Why the resource refused the write, as a clause of the sentence or,
    /// `first`, the start of one.
    fn refusal(&self, w: &Wrote, why: Refusal, first: bool) -> String {
        let clause = self.refused_because(w.client, w.resource, why);
        if first {
            capital(&clause)
        } else {
            clause
        }
    }

    /// Whose write an accepted one replaced without its writer having read
    /// it, for `$missed`, `$other` and `$read`. Only a write that counted
    /// can have replaced another unseen; a stale one's sentence already
    /// says whose newer write it overwrote.
    fn missed(&self, w: &Wrote) -> (&'static str, &'a str, SimTime) {
        match (w.read_at, w.missed) {
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
        }
    }
}
