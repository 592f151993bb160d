//! A real election on a three-member etcd cluster: a leader whose member
//! is frozen is cut off, its lease runs out on the others, and the next
//! candidate leads with a higher revision, which the old one learns only
//! when its member goes on.

use std::time::Duration;

use fencelab_real::{EtcdCluster, Folder};

use crate::support::{assert_nothing_left, started};

#[test]
fn a_frozen_leader_is_replaced_by_the_next_candidate_with_a_higher_revision() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let cluster = started("etcd's cluster", EtcdCluster::start(folder.path(), 3));
    let raft = cluster.leader().unwrap();
    let followers: Vec<usize> = (0..3).filter(|&i| i != raft).collect();
    let (old_member, new_member) = (followers[0], followers[1]);

    let old = cluster.client(old_member);
    let lease = old.grant(1).unwrap();
    let first = old.campaign("election", lease).unwrap();
    old.proclaim(&first, "heartbeat").unwrap();

    cluster.freeze(old_member).unwrap();
    let new = cluster
        .client(new_member)
        .with_timeout(Duration::from_secs(10));
    let lease = new.grant(1).unwrap();
    let second = new.campaign("election", lease).unwrap();
    assert!(
        second.revision > first.revision,
        "the next term's revision {} is above the first's {}",
        second.revision,
        first.revision
    );
    cluster.thaw(old_member).unwrap();
    assert!(
        old.proclaim(&first, "still here").is_err(),
        "the old leader's key went with its lease, so it may not proclaim"
    );
    new.resign(&second).unwrap();
    drop(cluster);
    assert_nothing_left(&path, &[]);
}
