//! Watching the lock service from outside the clients, to see when it let
//! a lease go: the lock key on every node that counts, polled every few
//! milliseconds, and the expiries read from how it changed.

use std::sync::atomic::{AtomicBool, AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use fencelab_core::spec::DidSpec;

use super::client::real_us;
use super::redis_lock::holder_of;
use crate::{EtcdClient, RedisClient, ZkClient};

/// A fact as it was seen, in real microseconds from the start.
pub struct Seen {
    /// When.
    pub real_us: u64,
    /// Whose, by name; none for the lock service's own.
    pub client: Option<String>,
    /// What.
    pub did: DidSpec,
    /// For a release: whether the lock was still the client's.
    pub unlocked: Option<bool>,
}

/// What the watcher reads: the lock key's holder on each node that counts.
#[derive(Clone)]
pub enum Watch {
    /// etcd's lock key, created in a transaction: its `create_revision`.
    EtcdKey(EtcdClient, String),
    /// The oldest key under etcd's lock API's name: its `create_revision`.
    EtcdLockApi(EtcdClient, String),
    /// The lock key's value on whichever Redis node is the primary now.
    RedisPrimary(Arc<AtomicU16>, String),
    /// The lock key's value on each Redlock node.
    RedisNodes(Vec<u16>, String),
    /// The lowest node under ZooKeeper's lock path: its creation zxid,
    /// read on the runner's own session.
    ZooKeeper(Arc<Mutex<ZkClient>>, String),
}

/// The holders as the watcher saw them change: from when, and the holder
/// on each node (a revision on etcd, a lock value on Redis), if any.
pub type KeyChange = (u64, Vec<Option<String>>);

impl Watch {
    /// The holder on each node now; none where a node did not answer,
    /// such as etcd while it restarts, so that poll is skipped.
    fn read(&self) -> Option<Vec<Option<String>>> {
        let revision = |r: Option<(i64, crate::LeaseId)>| r.map(|(rev, _)| rev.to_string());
        match self {
            Watch::EtcdKey(etcd, key) => etcd.holder(key).ok().map(|h| vec![revision(h)]),
            Watch::EtcdLockApi(etcd, name) => etcd
                .first_under(&format!("{name}/"))
                .ok()
                .map(|h| vec![revision(h)]),
            Watch::RedisPrimary(port, key) => {
                let mut redis = RedisClient::connect(port.load(Ordering::SeqCst)).ok()?;
                redis.get(key).ok().map(|v| vec![v])
            }
            Watch::RedisNodes(ports, key) => ports
                .iter()
                .map(|&p| RedisClient::connect(p).ok()?.get(key).ok())
                .collect(),
            Watch::ZooKeeper(session, path) => {
                let mut session = session.lock().ok()?;
                let lowest = session.children(path).ok()?.into_iter().min();
                let Some(lowest) = lowest else {
                    return Some(vec![None]);
                };
                let czxid = session.czxid(&format!("{path}/{lowest}")).ok()?;
                Some(vec![czxid.map(|z| z.to_string())])
            }
        }
    }

    /// Whether a holder read from a node is the grant `granted` stands for.
    fn is(&self, granted: &Seen, holder: &str) -> bool {
        match (self, &granted.did) {
            (
                Watch::EtcdKey(..) | Watch::EtcdLockApi(..) | Watch::ZooKeeper(..),
                DidSpec::Granted { token, .. },
            ) => holder == token.to_string(),
            (_, DidSpec::Granted { .. }) => granted.client.as_deref() == Some(holder_of(holder)),
            _ => false,
        }
    }
}

/// Watches the lock every few milliseconds until told to stop.
pub fn watch(
    what: Watch,
    start_unix_us: u64,
    changes: Arc<Mutex<Vec<KeyChange>>>,
    watching: Arc<AtomicBool>,
) -> thread::JoinHandle<()> {
    thread::spawn(move || {
        let mut last: Option<Vec<Option<String>>> = None;
        while watching.load(Ordering::SeqCst) {
            if let Some(now) = what.read() {
                if last.as_ref() != Some(&now) {
                    changes
                        .lock()
                        .expect("the runner never panics holding it")
                        .push((real_us(start_unix_us), now.clone()));
                    last = Some(now);
                }
            }
            thread::sleep(Duration::from_millis(3));
        }
    })
}

/// Adds an expiry wherever a grant lost its hold on a majority of its
/// nodes (its one node, for a single lock service) without its holder
/// releasing it and without a restart or failover: the lock service let
/// the lease go. `quorum` is how many nodes make a majority. Where a
/// release does not check whose lock it is (`checks_holder` false), any
/// client's release that deleted the key ended the hold.
pub fn expiries(
    seen: &mut Vec<Seen>,
    changes: &[KeyChange],
    what: &Watch,
    quorum: usize,
    checks_holder: bool,
) {
    let mut found = Vec::new();
    for (g, granted) in seen.iter().enumerate() {
        let DidSpec::Granted {
            nodes,
            session_ended_ms,
            ..
        } = &granted.did
        else {
            continue;
        };
        if session_ended_ms.is_some() {
            // No lease stands behind the grant: it is over as it is made.
            found.push(Seen {
                real_us: granted.real_us,
                client: granted.client.clone(),
                did: DidSpec::Expired,
                unlocked: None,
            });
            continue;
        }
        let held = |snapshot: &[Option<String>]| {
            let counted = |n: usize| {
                snapshot
                    .get(n)
                    .and_then(|h| h.as_deref())
                    .is_some_and(|h| what.is(granted, h))
            };
            if nodes.is_empty() {
                usize::from(counted(0))
            } else {
                nodes
                    .iter()
                    .filter(|n| counted(usize::from(n.node) - 1))
                    .count()
            }
        };
        let need = if nodes.is_empty() { 1 } else { quorum };
        // On Redis a value tells only whose a hold is: look only after the
        // same client's grant before this one.
        let after = seen[..g]
            .iter()
            .filter(|s| s.client == granted.client && matches!(s.did, DidSpec::Granted { .. }))
            .map(|s| s.real_us)
            .max()
            .unwrap_or(0);
        // From the first time the watcher saw the grant hold, the first
        // time it no longer did.
        let Some(first) = changes
            .iter()
            .position(|(at, s)| *at > after && held(s) >= need)
        else {
            continue;
        };
        let Some((when, _)) = changes[first..].iter().find(|(_, s)| held(s) < need) else {
            continue;
        };
        let when = *when;
        let ended_otherwise = seen.iter().any(|s| {
            s.real_us >= granted.real_us
                && s.real_us <= when
                && (matches!(s.did, DidSpec::Restarted | DidSpec::FailedOver)
                    || ((s.client == granted.client || !checks_holder)
                        && matches!(s.did, DidSpec::Released)
                        && s.unlocked == Some(true)))
        });
        if ended_otherwise {
            continue;
        }
        // The watcher saw the change at its next poll; a later grant seen
        // earlier than that bounds when the lease ended.
        let next_grant = seen
            .iter()
            .filter(|s| s.real_us > granted.real_us && matches!(s.did, DidSpec::Granted { .. }))
            .map(|s| s.real_us.saturating_sub(1))
            .find(|&g| g < when);
        found.push(Seen {
            real_us: next_grant.unwrap_or(when).max(granted.real_us),
            client: granted.client.clone(),
            did: DidSpec::Expired,
            unlocked: None,
        });
    }
    seen.extend(found);
}

/// Sets each Redlock node's lease end where the watcher saw the node let
/// the grant's key go, by its own clock, before the holder released it:
/// sooner than the lease's length, as node 3 does after its clock jumps.
pub fn node_ends(seen: &mut [Seen], changes: &[KeyChange], what: &Watch, real_ms_per_second: u32) {
    for g in 0..seen.len() {
        let DidSpec::Granted { nodes, .. } = &seen[g].did else {
            continue;
        };
        if nodes.is_empty() {
            continue;
        }
        let granted = &seen[g];
        let released = seen[g + 1..]
            .iter()
            .find(|s| s.client == granted.client && matches!(s.did, DidSpec::Released))
            .map_or(u64::MAX, |s| s.real_us);
        let mut ends = Vec::new();
        for node in nodes {
            let n = usize::from(node.node) - 1;
            let holds = |s: &[Option<String>]| {
                s.get(n)
                    .and_then(|h| h.as_deref())
                    .is_some_and(|h| what.is(granted, h))
            };
            // The watcher may see a node take the key up to a few asks
            // before the client says it has its majority.
            let Some(first) = changes
                .iter()
                .position(|(at, s)| *at + 50_000 >= granted.real_us && holds(s))
            else {
                ends.push(node.until_ms);
                continue;
            };
            let gone = changes[first..]
                .iter()
                .find(|(_, s)| !holds(s))
                .map(|(at, _)| *at)
                .filter(|&at| at < released);
            let seen_ms = gone.map(|at| at / u64::from(real_ms_per_second));
            ends.push(seen_ms.map_or(node.until_ms, |ms| ms.min(node.until_ms)));
        }
        if let DidSpec::Granted { nodes, .. } = &mut seen[g].did {
            for (node, until_ms) in nodes.iter_mut().zip(ends) {
                node.until_ms = until_ms;
            }
        }
    }
}

/// Orders grants etcd's lock API answered together as etcd queued them.
///
/// When a key goes, etcd answers every waiter whose older keys are all gone
/// at the same revision, so which answer a client process reads first is
/// the scheduler's doing. Grants seen within `together_us` of each other
/// take the earlier one's time and the order of their keys' revisions.
pub fn order_answered_together(seen: &mut [Seen], together_us: u64) {
    let grants: Vec<usize> = (0..seen.len())
        .filter(|&i| matches!(seen[i].did, DidSpec::Granted { .. }))
        .collect();
    for pair in grants.windows(2) {
        let (i, j) = (pair[0], pair[1]);
        let token = |s: &Seen| match s.did {
            DidSpec::Granted { token, .. } => token,
            _ => 0,
        };
        if seen[j].real_us - seen[i].real_us <= together_us && token(&seen[j]) < token(&seen[i]) {
            let at = seen[i].real_us;
            seen.swap(i, j);
            seen[i].real_us = at;
            seen[j].real_us = at;
        }
    }
}
