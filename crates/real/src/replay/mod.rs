//! The stories replayed on real services: a runner, the client process
//! each party runs, and the list of what is replayed.

pub mod client;
mod election;
pub mod faked;
mod hold;
pub mod line;
mod link;
mod play;
pub mod pool;
pub mod proxy;
pub mod random;
pub mod redis_lock;
pub mod redis_side;
pub mod relay;
pub mod run;
mod slow;
pub mod sql;
pub mod stories;
mod waiting;
pub mod watch;
mod zk_lock;
mod zk_side;
