//! The core's integration tests, in one binary (see STYLE.md).

mod alloc;
mod axis;
mod behaviour;
mod challenges;
mod docs;
mod errors;
mod fast_path;
mod figures;
mod fuzzed;
mod golden;
mod judgement;
mod knobs;
mod languages;
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
