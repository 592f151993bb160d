//! The lock service of a story told with leaders and terms: three etcd
//! members as one cluster, whose election API the candidates campaign
//! with. Each candidate talks to a member of its own; a cut between a
//! candidate and the lock service is its member frozen for the cut, so
//! the candidate hears nothing and the others hear nothing from it. The
//! member cut off is never the one leading etcd's own Raft, which keeps
//! the leases, so a lease runs out on time while its holder is away.

use std::path::Path;

use fencelab_core::{ClientId, Endpoint, World};

use crate::{EtcdClient, EtcdCluster};

/// How many members the cluster has: a majority stands with one cut off.
const MEMBERS: usize = 3;

/// The cluster, and which member each client talks to.
pub(super) struct ElectionSide {
    cluster: EtcdCluster,
    /// The member leading the cluster's Raft, by index.
    raft: usize,
    /// Each client's member, by the client's index in the world.
    members: Vec<usize>,
}

/// A member frozen or let go at a moment of the story.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Freeze {
    Stop(usize),
    Go(usize),
}

impl ElectionSide {
    /// Starts the cluster in `folder` and gives each client its member:
    /// a client the story cuts off gets a follower of its own, the others
    /// share the Raft leader's member.
    pub(super) fn start(folder: &Path, world: &World) -> Result<ElectionSide, String> {
        let cut: Vec<usize> = (0..world.clients.len())
            .filter(|&c| cut_off(world, ClientId(c as u16)))
            .collect();
        if cut.len() >= MEMBERS - 1 {
            return Err(format!(
                "{} clients are cut off from the lock service; freezing their members would leave etcd's cluster of {MEMBERS} without a majority",
                cut.len()
            ));
        }
        let cluster = EtcdCluster::start(folder, MEMBERS).map_err(|e| e.to_string())?;
        let raft = cluster.leader().map_err(|e| e.to_string())?;
        let mut followers = (0..MEMBERS).filter(|&m| m != raft);
        let members = (0..world.clients.len())
            .map(|c| match cut.contains(&c) {
                true => followers.next().unwrap_or(raft),
                false => raft,
            })
            .collect();
        Ok(ElectionSide {
            cluster,
            raft,
            members,
        })
    }

    /// The client port of client `c`'s member.
    pub(super) fn port(&self, c: usize) -> u16 {
        self.cluster.port(self.members[c])
    }

    /// A client of the member that is never cut off, for the runner and
    /// its watcher.
    pub(super) fn steady(&self) -> EtcdClient {
        self.cluster.client(self.raft)
    }

    /// Each cut to the lock service as its member's freeze and thaw, in
    /// real microseconds from the story's start.
    pub(super) fn freezes(&self, world: &World, scale: u64) -> Vec<(u64, Freeze)> {
        let mut acts: Vec<(u64, Freeze)> = Vec::new();
        for p in &world.network.partitions {
            if p.to != Endpoint::LockService {
                continue;
            }
            let member = self.members[p.client.index()];
            for act in [
                (p.from.ms() * scale, Freeze::Stop(member)),
                (p.until.ms() * scale, Freeze::Go(member)),
            ] {
                // A cut of both ways is two partitions, one freeze.
                if !acts.contains(&act) {
                    acts.push(act);
                }
            }
        }
        acts
    }

    /// Freezes or lets go a member, as an act of the story.
    pub(super) fn act(&self, freeze: Freeze) -> Result<(), String> {
        match freeze {
            Freeze::Stop(m) => self.cluster.freeze(m),
            Freeze::Go(m) => self.cluster.thaw(m),
        }
        .map_err(|e| e.to_string())
    }
}

/// Whether the story cuts client `c` off from the lock service at all.
fn cut_off(world: &World, c: ClientId) -> bool {
    (world.network.partitions.iter()).any(|p| p.client == c && p.to == Endpoint::LockService)
}
