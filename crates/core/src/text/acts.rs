//! The sentences of a client's own acts: reads, checks, pauses and what it
//! does outside every resource.

use super::tables::{yes, Tables};
use crate::ids::{ClientId, EffectId, ResourceId, Token};
use crate::spec::Purpose;
use crate::time::{Millis, SimTime};
use crate::world::{LockKind, Value};

impl Tables<'_> {
    pub(super) fn read(&self, client: ClientId, resource: ResourceId, value: &Value) -> String {
        self.about("event-read", client)
            .resource(resource)
            .value(value)
            .say()
    }

    /// A read that shows a token, which a fenced read raises the
    /// resource's highest token by; in an election, a vote.
    pub(super) fn read_fenced(
        &self,
        client: ClientId,
        resource: ResourceId,
        value: &Value,
        token: Token,
    ) -> String {
        let id = if self.world.lock.kind == LockKind::Election {
            "event-vote"
        } else {
            "event-read-fenced"
        };
        self.about(id, client)
            .resource(resource)
            .with("token", token)
            .with("checks", yes(self.checks_tokens(resource)))
            .value(value)
            .say()
    }

    /// A client's look at the time left on its lease, and whether that
    /// was enough to go on.
    pub(super) fn checked(
        &self,
        client: ClientId,
        left: Millis,
        margin: Millis,
        ok: bool,
    ) -> String {
        let result = match (ok, margin.0) {
            (true, 0) => "ok",
            (true, _) => "margin",
            (false, _) => "stops",
        };
        self.about("event-checked", client)
            .with("left", left)
            .with("margin", margin)
            .with("result", result)
            .say()
    }

    /// A client asking a resource for the highest token it has seen, and
    /// whether its own was still the newest.
    pub(super) fn fence_checked(
        &self,
        client: ClientId,
        resource: ResourceId,
        token: Token,
        highest: Option<Token>,
        ok: bool,
    ) -> String {
        let result = match (highest, ok) {
            (_, false) => "stops",
            (None, true) => "none",
            (Some(_), true) => "ok",
        };
        self.about("event-fence-checked", client)
            .resource(resource)
            .with("token", token)
            .with("highest", highest.unwrap_or(token))
            .with("result", result)
            .with("checks", yes(self.checks_tokens(resource)))
            .say()
    }

    pub(super) fn paused(&self, client: ClientId, length: Millis) -> String {
        self.about("event-paused", client)
            .with("length", length)
            .say()
    }

    /// A client back from a pause, and what became of its lease meanwhile.
    pub(super) fn woke(
        &self,
        at: SimTime,
        client: ClientId,
        length: Millis,
        lease_ended: Option<SimTime>,
        lease_live: bool,
        believes: bool,
    ) -> String {
        let paused_at = at - length;
        let state = match (believes, lease_ended, lease_live) {
            (true, Some(ended), _) if ended > paused_at => "ended-during",
            (true, Some(_), _) => "ended-before",
            (true, None, true) => "live",
            _ => "plain",
        };
        self.about("event-woke", client)
            .with("length", length)
            .with("state", state)
            .with("ended", lease_ended.unwrap_or(SimTime::ZERO))
            .say()
    }

    /// An act outside every resource, and whether the client's lease still
    /// stood behind it; late and repeated acts are the harm a lock is for.
    pub(super) fn side_effect(
        &self,
        client: ClientId,
        effect: EffectId,
        uses: &Option<(ResourceId, Value, SimTime)>,
        live: bool,
        ended: Option<SimTime>,
    ) -> String {
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
        self.about("event-side-effect", client)
            .with("effect", &self.world.effects[effect.index()])
            .with("based", yes(uses.is_some()))
            .with("resource", resource)
            .with("read", read)
            .with("value", value)
            .with("case", case)
            .with("ended", ended.unwrap_or(SimTime::ZERO))
            .say()
    }

    /// Whether `resource` checks the tokens of the writes that reach it.
    fn checks_tokens(&self, resource: ResourceId) -> bool {
        self.world.resources[resource.index()].checks_tokens()
    }
}
