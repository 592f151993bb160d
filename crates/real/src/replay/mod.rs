//! The stories replayed on real services: a runner, the client process
//! each party runs, and the list of what is replayed.

pub mod client;
pub mod line;
pub mod run;
pub mod sql;
pub mod stories;
