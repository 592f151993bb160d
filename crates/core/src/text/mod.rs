//! The words: a sentence for each event, asked of the catalogue's
//! `event-*` messages (`words/<lang>/events.ftl`) with the event's names,
//! times and numbers as arguments, and the run's `story` for its roles.
//!
//! Sentences are made only when asked for, never during a run, so the fast
//! path never builds a string. `Tables` holds what a sentence looks up
//! (who is who, the run so far) and gathers the arguments most messages
//! share (`tables`); `sentence` picks the
//! sentence for each kind of event, which the files of its group write:
//! the lock service's answers (`lock`), a client's own acts (`acts`), the
//! network's messages (`network`), the lock service's faults and clocks
//! (`service`) and writes (`write`).

mod acts;
mod lock;
mod network;
mod sentence;
mod service;
mod tables;
mod write;

pub(crate) use tables::{list, yes, Tables};
