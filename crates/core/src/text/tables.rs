//! The tables a sentence reads, and a message's arguments gathered one by
//! one, so the ones most of the events' messages share are spelled once.

use std::cell::OnceCell;

use crate::event::Event;
use crate::ids::{ClientId, ResourceId, Token};
use crate::lineage::Lineage;
use crate::words::{say, Arg};
use crate::world::{Value, World};

/// The tables a sentence needs: who is who, and the scenario's words.
#[derive(Clone, Copy)]
pub(crate) struct Tables<'a> {
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

/// A catalogue message and the arguments gathered for it so far.
pub(super) struct Sentence<'a> {
    words: Tables<'a>,
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
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

/// The clause with its first letter in capitals, to start a sentence.
pub(super) fn capital(clause: &str) -> String {
    let mut chars = clause.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl<'a> Tables<'a> {
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

    /// The actor column: a client's name, or the lock service's.
    pub(crate) fn actor(&self, event: &Event) -> &'a str {
        match event.actor() {
            crate::event::Actor::Client(c) => self.client(c),
            crate::event::Actor::LockService => self
                .service
                .get_or_init(|| say!("event-actor-service", story = self.story())),
        }
    }

    /// Message `id` with no arguments yet.
    fn message(&self, id: &'static str) -> Sentence<'a> {
        Sentence {
            words: *self,
            id,
            args: Vec::new(),
        }
    }

    /// An event's message, told in the run's story, which every event's
    /// message picks its roles' words by.
    pub(super) fn told(&self, id: &'static str) -> Sentence<'a> {
        self.message(id).with("story", self.story())
    }

    /// An event's message about `client`, as nearly every event is: the
    /// story, then the client's name.
    pub(super) fn about(&self, id: &'static str, client: ClientId) -> Sentence<'a> {
        self.told(id).client(client)
    }
}

impl<'a> Sentence<'a> {
    /// The argument `name`.
    pub(super) fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Sentence<'a> {
        self.args.push((name, value.into()));
        self
    }

    /// `$client`: a client's name.
    pub(super) fn client(self, c: ClientId) -> Sentence<'a> {
        let name = self.words.client(c);
        self.with("client", name)
    }

    /// `$resource`: a resource's name.
    pub(super) fn resource(self, r: ResourceId) -> Sentence<'a> {
        let name = self.words.resource(r);
        self.with("resource", name)
    }

    /// `$value`: a value as the scenario writes it.
    pub(super) fn value(self, v: &Value) -> Sentence<'a> {
        let shown = self.words.value(v);
        self.with("value", shown)
    }

    /// `$tokens`, whether the lock hands out tokens at all, so a sentence
    /// about a lock without them names none, and `$token`, the one at hand.
    pub(super) fn tokens(self, token: Token) -> Sentence<'a> {
        let tokens = yes(self.words.world.lock.tokens);
        self.with("tokens", tokens).with("token", token)
    }

    /// The sentence, in the installed speaker's language.
    pub(super) fn say(self) -> String {
        crate::words::say(self.id, &self.args)
    }
}
