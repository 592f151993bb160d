//! The core's integration tests, in one binary (see STYLE.md).

mod alloc;
mod axis;
mod behaviour;
mod catalogues;
mod challenges;
mod docs;
mod errors;
mod explain_words;
mod fast_path;
mod figures;
mod fuzzed;
mod golden;
mod judgement;
mod knobs;
mod life;
mod model;
mod names;
mod parts;
mod props;
mod recorded;
mod resources;
mod shrink;
mod stories;
mod support;
mod translations;
mod words;
