//! Whether a real run and the model's run of the same settings agree.
//!
//! Real times differ from the model's by the real services' own delays (an
//! etcd lease ends up to half a second after its TTL), so two runs agree
//! when they reach the same verdict and their key events come in the same
//! order: every grant with where its token stands among the run's tokens,
//! every write with whether it was applied, every side effect, and what
//! each resource held at the end. Token numbers themselves differ (etcd's
//! are revisions of its whole store), so only their order is compared.

use fencelab_words::say;

use crate::engine::RunVerdict;
use crate::event::{EventKind, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId, Token};
use crate::report::Report;
use crate::world::Value;

/// One event that decides a run's story.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyEvent {
    /// A grant, with its token's place among the run's distinct tokens
    /// (from 1): equal tokens share a place.
    Granted {
        /// Who got the lock.
        client: ClientId,
        /// The token's place.
        rank: usize,
    },
    /// A write that reached a resource.
    Wrote {
        /// Who wrote.
        client: ClientId,
        /// Where.
        resource: ResourceId,
        /// The value it sent.
        value: Value,
        /// Whether it was applied.
        accepted: bool,
    },
    /// A side effect.
    SideEffect {
        /// Who acted.
        client: ClientId,
    },
    /// What a resource held at the end.
    Final {
        /// Which resource.
        resource: ResourceId,
        /// Its value.
        value: Value,
    },
}

/// How a real run compares with the model's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Agreement {
    /// The model's verdict.
    pub model: RunVerdict,
    /// The real run's verdict.
    pub real: RunVerdict,
    /// The first key event where the two differ, counting from 0, with each
    /// run's key event there (none where a run has no more).
    pub parting: Option<(usize, Option<KeyEvent>, Option<KeyEvent>)>,
    /// The words: "same outcome", or where the two part.
    pub words: String,
}

impl Agreement {
    /// Whether the runs agree: the same verdict and the same key events.
    pub fn agrees(&self) -> bool {
        self.model == self.real && self.parting.is_none()
    }
}

/// A run's key events, in order, with the final values last.
pub fn key_events(report: &Report) -> Vec<KeyEvent> {
    let mut tokens: Vec<Token> = report.events.iter().filter_map(granted_token).collect();
    tokens.sort_unstable();
    tokens.dedup();
    let mut keys: Vec<KeyEvent> = report
        .events
        .iter()
        .filter_map(|event| match &event.kind {
            EventKind::Granted { client, token, .. } => Some(KeyEvent::Granted {
                client: *client,
                rank: tokens.partition_point(|t| t < token) + 1,
            }),
            EventKind::Wrote(Wrote {
                client,
                resource,
                value,
                verdict,
                ..
            }) => Some(KeyEvent::Wrote {
                client: *client,
                resource: *resource,
                value: value.clone(),
                accepted: matches!(verdict, Verdict::Accepted),
            }),
            EventKind::SideEffect { client, .. } => Some(KeyEvent::SideEffect { client: *client }),
            _ => None,
        })
        .collect();
    keys.extend(report.outcome.resources.iter().map(|r| KeyEvent::Final {
        resource: r.id,
        value: r.final_value.clone(),
    }));
    keys
}

/// Compares the model's run with a real one of the same settings.
pub fn agreement(model: &Report, real: &Report) -> Agreement {
    let (a, b) = (key_events(model), key_events(real));
    let parting = (0..a.len().max(b.len()))
        .find(|&i| a.get(i) != b.get(i))
        .map(|i| (i, a.get(i).cloned(), b.get(i).cloned()));
    let (mv, rv) = (model.outcome.verdict, real.outcome.verdict);
    let words = match &parting {
        None if mv == rv => say!("real-agree-same"),
        // The verdicts' names are ids, as the transcripts print them.
        None => say!("real-agree-verdicts", model = mv.name(), real = rv.name()),
        Some((i, m, r)) => {
            let said = |report: &Report, key: &Option<KeyEvent>| match key {
                Some(k) => key_words(report, k),
                None => say!("real-key-nothing"),
            };
            say!(
                "real-agree-part",
                key = i + 1,
                model = said(model, m),
                real = said(real, r)
            )
        }
    };
    Agreement {
        model: mv,
        real: rv,
        parting,
        words,
    }
}

fn granted_token(event: &crate::event::Event) -> Option<Token> {
    match event.kind {
        EventKind::Granted { token, .. } => Some(token),
        _ => None,
    }
}

/// A key event in a few words, in the run's own names.
fn key_words(report: &Report, key: &KeyEvent) -> String {
    let world = report.world();
    match key {
        KeyEvent::Granted { client, rank } => say!(
            "real-key-granted",
            client = world.client_name(*client),
            rank = *rank
        ),
        KeyEvent::Wrote {
            client,
            resource,
            value,
            accepted,
        } => say!(
            "real-key-wrote",
            client = world.client_name(*client),
            value = world.format_value(value),
            resource = world.resource_name(*resource),
            verdict = if *accepted { "accepted" } else { "refused" }
        ),
        KeyEvent::SideEffect { client } => {
            say!("real-key-effect", client = world.client_name(*client))
        }
        KeyEvent::Final { resource, value } => say!(
            "real-key-final",
            resource = world.resource_name(*resource),
            value = world.format_value(value)
        ),
    }
}
