//! Challenges: puzzles a scenario sets its reader, each a task in words
//! and a goal a run must meet, checked here so that the page and the CLI
//! judge a run the same way.
//!
//! The file's `challenges` are checked when it loads (`compile/challenges.rs`),
//! so a goal no run could meet for reasons of shape (a knob that does not
//! exist, a value off the slider's steps) is refused there; `judge.rs`
//! says whether a finished run meets each one, `solve.rs` searches the
//! settings a challenge allows for a run that does, and `words.rs` says why
//! a run falls short. `goal.rs` is the challenge itself, below all of them
//! and the compiler.

pub(crate) mod goal;
mod judge;
mod solve;
mod words;

pub use judge::{judge, Judgement};
pub use solve::{solve, solve_or_why};

pub use goal::Challenge;
