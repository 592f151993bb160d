//! What a fact needs from elsewhere: the facts still to come (when a
//! lease ends, how long a pause lasts, whether a client acts again) and
//! the client's plan (its retry, its margin, its writes and side effects),
//! and the names the facts use.

use super::Judge;
use crate::error::Error;
use crate::ids::{ClientId, EffectId, ResourceId};
use crate::spec::{DidSpec, FactSpec};
use crate::time::{Millis, SimTime};
use crate::world::{Action, Retry, WriteOp};

impl Judge<'_> {
    /// When the lock service let this client's current lease go, if a later
    /// fact says so before the client renews or releases. A restart or a
    /// failover does not count: the engine's grant names the end its lease
    /// was given, and the fault ends it early.
    pub(super) fn end_of(&self, c: ClientId, facts: &[FactSpec], i: usize) -> Option<SimTime> {
        let name = self.world.client_name(c);
        for fact in &facts[i + 1..] {
            match (&fact.did, fact.client.as_deref()) {
                (DidSpec::Expired, Some(n)) if n == name => return Some(SimTime(fact.at_ms)),
                (DidSpec::Renewed | DidSpec::Released | DidSpec::Granted { .. }, Some(n))
                    if n == name =>
                {
                    return None
                }
                _ => {}
            }
        }
        None
    }

    /// Whether the client does anything after fact `i`: while its plan goes
    /// on, it believes it holds the lock.
    pub(super) fn acts_again(&self, c: ClientId, facts: &[FactSpec], i: usize) -> bool {
        let name = self.world.client_name(c);
        facts[i + 1..]
            .iter()
            .any(|f| f.client.as_deref() == Some(name) && !matches!(f.did, DidSpec::Expired))
    }

    /// How long a pause lasted: until the client's next wake.
    pub(super) fn pause_length(&self, c: ClientId, facts: &[FactSpec], i: usize) -> Millis {
        let name = self.world.client_name(c);
        facts[i + 1..]
            .iter()
            .find(|f| matches!(f.did, DidSpec::Woke) && f.client.as_deref() == Some(name))
            .map_or(Millis(0), |f| SimTime(f.at_ms).since(self.now))
    }

    pub(super) fn retry(&self, c: ClientId) -> Option<Retry> {
        self.world.clients[c.index()]
            .plan
            .iter()
            .find_map(|step| match step.action {
                Action::Acquire(retry) if !step.skip => retry,
                _ => None,
            })
    }

    pub(super) fn margin(&self, c: ClientId) -> Millis {
        self.world.clients[c.index()]
            .plan
            .iter()
            .find_map(|step| match step.action {
                Action::CheckLease(margin) if !step.skip => Some(margin),
                _ => None,
            })
            .unwrap_or(Millis(0))
    }

    /// The op of the plan's first write to `r` for this client: whether it
    /// works on the client's copy, and what the resource itself adds.
    pub(super) fn planned_write(&self, c: ClientId, r: ResourceId) -> Option<WriteOp> {
        self.world.clients[c.index()]
            .plan
            .iter()
            .filter(|s| !s.skip)
            .find_map(|s| match s.action {
                Action::Write(to, op) if to == r => Some(op),
                _ => None,
            })
    }

    /// The plan's next side effect for this client.
    pub(super) fn next_effect(
        &mut self,
        c: ClientId,
        path: &str,
    ) -> Result<(EffectId, Option<ResourceId>), Error> {
        let n = self.clients[c.index()].effects_done;
        let found = self.world.clients[c.index()]
            .plan
            .iter()
            .filter(|s| !s.skip)
            .filter_map(|s| match s.action {
                Action::Effect(effect, uses) => Some((effect, uses)),
                _ => None,
            })
            .nth(n);
        self.clients[c.index()].effects_done += 1;
        found.ok_or_else(|| {
            Error::invalid(
                path,
                format!(
                    "{}'s plan has no side effect left",
                    self.world.client_name(c)
                ),
            )
        })
    }

    pub(super) fn client_id(&self, name: &str, path: &str) -> Result<ClientId, Error> {
        self.world
            .clients
            .iter()
            .position(|c| c.name == name)
            .map(|i| ClientId(i as u16))
            .ok_or_else(|| Error::invalid(path, format!("the scenario has no client “{name}”")))
    }

    pub(super) fn resource_id(&self, name: &str, path: &str) -> Result<ResourceId, Error> {
        self.world
            .resources
            .iter()
            .position(|r| r.name == name)
            .map(|i| ResourceId(i as u16))
            .ok_or_else(|| Error::invalid(path, format!("the scenario has no resource “{name}”")))
    }
}
