//! A real ZooKeeper session as a lease: the lock recipe's ephemeral
//! sequential node, its creation zxid as the token, and a session that
//! ends when its client goes quiet.

use std::time::{Duration, Instant};

use fencelab_real::{Folder, NodeKind, ZkClient, ZooKeeper};

use crate::support::{assert_nothing_left, started, within};

#[test]
fn a_quiet_session_loses_its_node_and_the_next_holder_gets_a_higher_zxid() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let zk = started("ZooKeeper", ZooKeeper::start(folder.path()));
    let pid = zk.service().pid();
    let io = Duration::from_secs(5);
    let mut admin = ZkClient::connect(zk.port(), 10_000, io).unwrap();
    admin.ensure("/lock").unwrap();
    admin.ensure("/lock").unwrap();

    let mut a = ZkClient::connect(zk.port(), 1000, io).unwrap();
    assert_eq!(a.timeout_ms, 1000, "the server grants the timeout asked");
    let first = a
        .create("/lock/n-", b"", NodeKind::EphemeralSequential)
        .unwrap();
    assert!(first.path.starts_with("/lock/n-"), "{}", first.path);
    assert_eq!(admin.czxid(&first.path).unwrap(), Some(first.czxid));
    a.ping().unwrap();

    // A goes quiet: no ping, no request, and its session must end.
    let quiet = Instant::now();
    within(
        "ZooKeeper to end A's session",
        Duration::from_secs(10),
        || admin.children("/lock").unwrap().is_empty(),
    );
    let took = quiet.elapsed();
    assert!(
        took >= Duration::from_millis(900),
        "A's node went after {took:?}, before its timeout"
    );
    assert!(a.ping().is_err(), "an expired session cannot be renewed");

    let mut b = ZkClient::connect(zk.port(), 1000, io).unwrap();
    let second = b
        .create("/lock/n-", b"", NodeKind::EphemeralSequential)
        .unwrap();
    assert!(second.czxid > first.czxid, "{second:?} after {first:?}");
    assert!(b.delete(&second.path).unwrap());
    assert!(!b.delete(&second.path).unwrap(), "a deleted node is gone");
    b.close().unwrap();
    drop(zk);
    assert_nothing_left(&path, &[pid]);
}
