//! A real etcd lease and lock key: expiry, fencing tokens and a node that forgets.

use std::time::{Duration, Instant};

use fencelab_real::{Etcd, Folder, ServiceError};

use crate::support::{assert_nothing_left, started, within};

#[test]
fn a_lease_runs_out_and_the_next_holder_gets_a_higher_token() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let begun = Instant::now();
    let etcd = started("etcd", Etcd::start(&folder));
    eprintln!("etcd healthy after {:?}", begun.elapsed());
    let pid = etcd.service().pid();
    let version = etcd.version().unwrap();
    assert!(
        version.starts_with("3."),
        "etcd says its version is {version}"
    );

    let a = etcd.client();
    let lease = a.grant(1).unwrap();
    assert_eq!(a.keep_alive(lease).unwrap(), Some(1));
    let token = a
        .try_lock("lock", lease)
        .unwrap()
        .expect("the lock is free");
    assert_eq!(
        a.try_lock("lock", lease).unwrap(),
        None,
        "a held lock is refused"
    );
    assert_eq!(a.holder("lock").unwrap(), Some((token, lease)));

    // No more keepalives: the holder is paused, and etcd must let the lease run out. The TTL
    // may read as gone a little before the expiry check deletes the key, so both are awaited.
    let ttl_gone = within(
        "etcd to report the lease expired",
        Duration::from_secs(5),
        || a.time_to_live(lease).unwrap().is_none(),
    );
    let key_gone = within(
        "etcd to delete the expired lease's key",
        Duration::from_secs(5),
        || a.holder("lock").unwrap().is_none(),
    );
    eprintln!(
        "etcd reported a 1 s lease expired {ttl_gone:?} after its last renewal, and deleted its key {key_gone:?} later"
    );
    assert!(
        ttl_gone >= Duration::from_millis(900),
        "the lease lasted its TTL: {ttl_gone:?}"
    );
    assert_eq!(a.keep_alive(lease).unwrap(), None);
    assert!(matches!(
        a.try_lock("lock", lease),
        Err(ServiceError::LeaseGone)
    ));

    let b = etcd.client();
    let second = b.grant(5).unwrap();
    let later = b
        .try_lock("lock", second)
        .unwrap()
        .expect("the lock is free again");
    assert!(later > token, "the token grows: {token} then {later}");
    assert!(
        !a.unlock("lock", token).unwrap(),
        "an old token cannot free the new holder's key"
    );
    assert_eq!(b.holder("lock").unwrap(), Some((later, second)));
    assert!(b.unlock("lock", later).unwrap());
    assert_eq!(b.holder("lock").unwrap(), None);
    b.revoke(second).unwrap();
    assert!(matches!(b.revoke(second), Err(ServiceError::LeaseGone)));

    drop(etcd);
    drop(folder);
    assert_nothing_left(&path, &[pid]);
}

#[test]
fn a_node_restarted_empty_counts_revisions_from_the_start() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let mut etcd = started("etcd", Etcd::start(&folder));
    let client = etcd.client();
    while client.revision().unwrap() < 20 {
        client.put("padding", "x").unwrap();
    }
    assert_eq!(client.get("padding").unwrap().as_deref(), Some("x"));
    let lease = client.grant(10).unwrap();
    assert_eq!(client.try_lock("lock", lease).unwrap(), Some(21));
    let old_pid = etcd.service().pid();
    let port = etcd.client_port();

    let begun = Instant::now();
    etcd.restart_empty().unwrap();
    eprintln!("etcd restarted empty in {:?}", begun.elapsed());
    assert_eq!(etcd.client_port(), port);
    let client = etcd.client();
    assert_eq!(client.revision().unwrap(), 1);
    assert_eq!(client.holder("lock").unwrap(), None);
    assert_eq!(client.get("padding").unwrap(), None);
    assert!(matches!(
        client.keep_alive(lease),
        Ok(None) | Err(ServiceError::LeaseGone)
    ));
    let lease = client.grant(10).unwrap();
    assert_eq!(
        client.try_lock("lock", lease).unwrap(),
        Some(2),
        "the token starts over"
    );

    let pid = etcd.service().pid();
    drop(etcd);
    drop(folder);
    assert_nothing_left(&path, &[old_pid, pid]);
}

#[test]
fn a_taken_port_is_reported_as_such() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let mut etcd = started("etcd", Etcd::start(&folder));
    let pid = etcd.service().pid();
    etcd.stop().unwrap();
    let squatter = std::net::TcpListener::bind(("127.0.0.1", etcd.client_port())).unwrap();
    let error = etcd.restart_empty().unwrap_err();
    assert!(
        matches!(error, ServiceError::PortInUse { port, .. } if port == etcd.client_port()),
        "{error}"
    );
    assert!(
        error.to_string().contains("another program took the port"),
        "{error}"
    );
    drop(squatter);
    drop(etcd);
    drop(folder);
    assert_nothing_left(&path, &[pid]);
}
