//! The CLI's integration tests, in one binary (see STYLE.md). Each runs the
//! built `fencelab` from the workspace root, as a reader would.

mod bad_input;
mod check;
mod figures;
mod kleppmann;
mod knobs;
mod lang;
mod link;
mod paused_holder;
mod support;
mod sweep;
mod usage;
mod verdicts;
