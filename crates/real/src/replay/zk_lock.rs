//! The lock on ZooKeeper, as its recipe takes it: a fresh session whose
//! timeout is the lease, an ephemeral sequential node under the lock's
//! path, and the lock held when that node is the lowest there; its
//! creation zxid is the fencing token. An ask that finds a lower node
//! deletes its own and is refused, as etcd's answered-at-once ask is, so
//! the client asks again on its retry plan.

use fencelab_core::World;

use super::hold::{Attempt, Hold};
use super::line::ClientArgs;
use crate::{NodeKind, ServiceError, ZkClient};

/// The lock's path on ZooKeeper for the lock's name: `/fencelab/lock`.
pub fn path(lock: &str) -> String {
    format!("/{}", lock.trim_start_matches('/'))
}

/// Asks once: the answer and, when granted, the session that holds it.
pub(super) fn try_lock(
    args: &ClientArgs,
    world: &World,
) -> Result<(Attempt, Option<ZkClient>), ServiceError> {
    let port = args.zk_port.ok_or_else(|| ServiceError::Server {
        service: "ZooKeeper",
        message: "this replay started no ZooKeeper".to_owned(),
    })?;
    let lease_ms = world.lock.lease.ms() * u64::from(args.real_ms_per_second) / 1000;
    let timeout = i32::try_from(lease_ms).unwrap_or(i32::MAX);
    let mut session = ZkClient::connect(port, timeout, crate::socket::IO_TIMEOUT)?;
    let parent = path(&args.lock);
    let mine = session.create(&format!("{parent}/n-"), b"", NodeKind::EphemeralSequential)?;
    let name = mine.path.rsplit('/').next().unwrap_or("").to_owned();
    let children = session.children(&parent)?;
    // Sequence numbers are zero-padded, so the names sort as the numbers.
    let lowest = children.iter().min().cloned().unwrap_or_default();
    if lowest != name {
        session.delete(&mine.path)?;
        session.close()?;
        return Ok((Attempt::Refused(None), None));
    }
    let hold = Hold {
        lease: None,
        token: mine.czxid,
        key: mine.path,
        nodes: Vec::new(),
    };
    Ok((Attempt::Granted(hold), Some(session)))
}

/// Renews the session with a ping: whether it still lived.
pub(super) fn renew(session: &mut ZkClient) -> bool {
    session.ping().is_ok()
}

/// Gives the lock back: deletes the node and ends the session; whether
/// the node was still this grant's.
pub(super) fn release(session: Option<ZkClient>, hold: &Hold) -> bool {
    let Some(mut session) = session else {
        return false;
    };
    let mine = matches!(session.czxid(&hold.key), Ok(Some(z)) if z == hold.token);
    if mine {
        let _ = session.delete(&hold.key);
    }
    let _ = session.close();
    mine
}
