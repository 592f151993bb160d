//! The lock on Redis, as a client process takes it: on one primary, with
//! a token from the primary's counter, or Redlock's majority of nodes.
//!
//! Each ask opens its own connections, so a client that asks after a
//! failover reaches whichever node is the primary then.

use std::path::Path;
use std::time::Instant;

use fencelab_core::{ClientId, World};

use super::hold::{Attempt, Hold};
use super::line::ClientArgs;
use crate::Reply;
use crate::{RedisClient, ServiceError};

/// What an ask needs of the client asking: its arguments, the world it
/// plays, who it is, and how many grants it has had.
pub(super) struct Ask<'a> {
    pub(super) args: &'a ClientArgs,
    pub(super) world: &'a World,
    pub(super) id: ClientId,
    pub(super) grants: u32,
}

/// The Redis key whose `INCR` hands out tokens on the primary.
pub const COUNTER: &str = "fencelab/counter";

/// One ask on the primary: `SET lock value NX PX ttl`, then, if it was
/// set, `INCR` on the counter for the token. Only the winner counts, so
/// the counter moves once per grant, as the model's does.
pub(super) fn grant_on_primary(p: &Ask<'_>) -> Result<Attempt, ServiceError> {
    let mut redis = RedisClient::connect(primary_port(&p.args.primary_file)?)?;
    let value = value(p);
    if !redis.set_nx_px(&p.args.lock, &value, px(p))? {
        return Ok(Attempt::Refused(None));
    }
    let token = match redis.command(&["INCR", COUNTER])? {
        Reply::Integer(t) => t,
        other => {
            return Err(ServiceError::protocol(
                "redis",
                format!("INCR answered {other:?}"),
            ))
        }
    };
    Ok(Attempt::Granted(Hold {
        lease: None,
        token,
        key: value,
        nodes: Vec::new(),
    }))
}

/// One Redlock ask: `SET lock value NX PX ttl` on every node the client
/// reaches; granted when a majority took it and the asks took less than
/// the TTL less Redlock's drift allowance (1% and 2 ms). Otherwise the
/// nodes it did take are freed again, as Redlock does.
pub(super) fn redlock(p: &Ask<'_>) -> Result<Attempt, ServiceError> {
    let client = &p.world.clients[p.id.index()];
    let value = value(p);
    let ms = px(p);
    let started = Instant::now();
    let mut got = Vec::new();
    for (n, &port) in p.args.redis_ports.iter().enumerate() {
        if !client.reaches_node(n) {
            continue;
        }
        // A node that does not answer is one the client could not take.
        let taken = RedisClient::connect(port)
            .and_then(|mut r| r.set_nx_px(&p.args.lock, &value, ms))
            .unwrap_or(false);
        if taken {
            got.push(n);
        }
    }
    let took = started.elapsed().as_millis() as u64;
    let valid = took + ms / 100 + 2 < ms;
    if got.len() >= p.world.lock.quorum() && valid {
        return Ok(Attempt::Granted(Hold {
            lease: None,
            token: 0,
            key: value,
            nodes: got,
        }));
    }
    for &n in &got {
        let _ = RedisClient::connect(p.args.redis_ports[n])
            .and_then(|mut r| r.del_if_equal(&p.args.lock, &value));
    }
    Ok(Attempt::Refused(Some(got.len() as u16)))
}

/// Gives a Redis hold back: deletes the lock key where it still holds this
/// grant's value; whether any node still did. On one primary, a release
/// that does not check whose lock it is deletes the key with a plain `DEL`,
/// whoever holds it now; whether there was one.
pub(super) fn release(args: &ClientArgs, hold: &Hold, checks: bool) -> Result<bool, ServiceError> {
    if hold.nodes.is_empty() {
        let mut redis = RedisClient::connect(primary_port(&args.primary_file)?)?;
        return if checks {
            redis.del_if_equal(&args.lock, &hold.key)
        } else {
            redis.del(&args.lock)
        };
    }
    let mut any = false;
    for &n in &hold.nodes {
        let deleted = RedisClient::connect(args.redis_ports[n])
            .and_then(|mut r| r.del_if_equal(&args.lock, &hold.key))
            .unwrap_or(false);
        any |= deleted;
    }
    Ok(any)
}

/// Which client set a lock value: the value is `client#n`.
pub fn holder_of(value: &str) -> &str {
    value.split('#').next().unwrap_or(value)
}

/// The port of the primary clients talk to now, as the runner last wrote it.
fn primary_port(file: &Path) -> Result<u16, ServiceError> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| ServiceError::io("read which Redis node is the primary", e))?;
    text.trim().parse().map_err(|_| {
        ServiceError::protocol("redis", format!("the primary's port {text:?} is no number"))
    })
}

/// A value of this grant's own: the client and its grant's number.
fn value(p: &Ask<'_>) -> String {
    format!("{}#{}", p.args.client, p.grants + 1)
}

/// The lease in real milliseconds, Redis's `PX`.
fn px(p: &Ask<'_>) -> u64 {
    p.world.lock.lease.ms() * u64::from(p.args.real_ms_per_second) / 1000
}
