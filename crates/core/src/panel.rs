//! The words of the results a front end shows resource by resource: the
//! heading that names the resources, what checks writes at each one, and
//! what its check has seen at a moment of playback. They are sentences
//! about the run, so the core makes them and the page only places them.

use crate::ids::{ClientId, EffectId, ResourceId};
use crate::report::Report;
use crate::timeline::Holding;
use crate::words::say;
use crate::world::Guard;

impl Report {
    /// The heading of the results, naming every resource the scenario has:
    /// "What Storage ends up with", "What Storage and Audit log end up
    /// with", "What Account X, Account Y and Ledger end up with".
    pub fn results_heading(&self) -> String {
        let names: Vec<String> = self
            .outcome
            .resources
            .iter()
            .map(|r| self.world().resource_name(r.id).to_owned())
            .collect();
        // The catalogue lists the names with its own word for "and".
        say!(
            "results-heading",
            count = names.len(),
            names = crate::text::list(&names)
        )
    }

    /// The run at a glance, for a reader whose screen has room only for
    /// the settings while a slider moves: the verdict and what each
    /// resource holds against what it should. "Not safe: an update was
    /// lost. Storage holds 11 but should hold 15."
    pub fn glance(&self) -> String {
        let mut words = vec![self.outcome.verdict.sentence()];
        for r in &self.outcome.resources {
            words.push(crate::explain::holds(self.words(), r));
        }
        words.join(" ")
    }

    /// What `resource` ends up holding against what it should, as a
    /// sentence: "Storage holds 11 but should hold 15."
    pub fn holds(&self, resource: ResourceId) -> String {
        match self.outcome.resources.iter().find(|r| r.id == resource) {
            Some(r) => crate::explain::holds(self.words(), r),
            None => String::new(),
        }
    }

    /// What checks a write on its way into `resource`, as a noun phrase
    /// for "What checks writes here: ...", in the story's word for a
    /// token.
    pub fn guard_words(&self, resource: ResourceId) -> String {
        say!(
            "results-guard",
            story = self.world().story(),
            guard = self.guard_name(resource)
        )
    }

    /// What checks writes at `resource`, as the sentence the results show:
    /// "What checks writes here: fencing tokens."
    pub fn guard_sentence(&self, resource: ResourceId) -> String {
        say!(
            "results-guard-sentence",
            story = self.world().story(),
            guard = self.guard_name(resource)
        )
    }

    /// The guard of `resource` as the catalogue's selectors name it.
    fn guard_name(&self, resource: ResourceId) -> &'static str {
        match self.world().resources[resource.index()].guard() {
            Some(Guard::Fencing) => "fencing",
            Some(Guard::Proxy) => "proxy",
            Some(Guard::CompareAndSet) => "compare-and-set",
            None => "none",
        }
    }

    /// Whether a resource came out of the run sound: holding what it
    /// should, with no stale write accepted and no update of its left half
    /// done. A value that looks right is not good if the update it belongs
    /// to was cut in half.
    pub fn resource_sound(&self, resource: ResourceId) -> bool {
        self.outcome
            .resources
            .iter()
            .find(|r| r.id == resource)
            .is_some_and(|r| r.is_as_expected() && r.stale_accepted == 0)
            && self.update_words(resource).is_none()
    }

    /// Who did a side effect, and what: "A emails the customer".
    pub fn effect_doing(&self, client: ClientId, effect: EffectId) -> String {
        let world = self.world();
        say!(
            "results-effect-doing",
            client = world.client_name(client),
            what = world.effects[effect.index()].shown()
        )
    }

    /// Whether a live lease stood behind a side effect, in the story's
    /// word for a lease: "with a live lease behind it", "no lease: nothing
    /// could stop it".
    pub fn effect_lease(&self, live: bool) -> String {
        say!(
            "results-effect-lease",
            story = self.world().story(),
            live = if live { "yes" } else { "no" }
        )
    }

    /// What the update a resource's writes belonged to did as a whole, when
    /// it was left half done: "Half of A's update: Account X lost the 30 A
    /// took out at 1.5 s, and Account Y never received it, because Account
    /// Y refused A's write at 17.0 s." Each resource can hold what its own
    /// writes give while the update they belong to is broken, so a result
    /// must not speak of one resource alone. `None` where no half-done
    /// update touched it.
    pub fn update_words(&self, resource: ResourceId) -> Option<String> {
        crate::explain::half_done_words(self.words(), &self.events, resource)
    }

    /// The label of what a resource's check has seen, shown beside the
    /// value it holds at a moment: "Highest token accepted" where tokens
    /// are checked, "Version" for compare-and-set, none where nothing
    /// checks, since there is nothing a check would compare.
    pub fn check_label(&self, resource: ResourceId) -> Option<String> {
        let config = &self.world().resources[resource.index()];
        if config.checks_tokens() {
            Some(say!("results-check-highest", story = self.world().story()))
        } else if config.compare_and_set {
            Some(say!("results-check-version"))
        } else {
            None
        }
    }

    /// What a resource's check has seen by a holding of it, in the words
    /// [`Report::check_label`] labels: the highest token accepted ("2", or
    /// "none yet" before any write), or the version ("3").
    pub fn check_shown(&self, resource: ResourceId, holding: &Holding) -> Option<String> {
        let config = &self.world().resources[resource.index()];
        if config.checks_tokens() {
            Some(holding.highest.map_or_else(
                || say!("results-check-none-yet", story = self.world().story()),
                |t| say!("results-check-number", n = t),
            ))
        } else if config.compare_and_set {
            Some(say!("results-check-number", n = holding.version))
        } else {
            None
        }
    }
}
