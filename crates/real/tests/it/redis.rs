//! Real Redis nodes: the single-instance lock and a replica promoted by hand.

use std::os::unix::fs::PermissionsExt;
use std::time::{Duration, Instant};

use fencelab_real::{Folder, Redis, RedisOptions, Reply, ServiceError};

use crate::support::{assert_nothing_left, started};

#[test]
fn set_nx_px_takes_a_free_key_only() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let begun = Instant::now();
    let redis = started(
        "redis-server",
        Redis::start(&folder, &RedisOptions::default()),
    );
    eprintln!("redis-server answered PING after {:?}", begun.elapsed());
    let pid = redis.service().pid();
    let version = redis.version().unwrap();
    assert!(
        version.contains('.'),
        "redis-server says its version is {version}"
    );

    let mut a = redis.client().unwrap();
    assert!(a.set_nx_px("lock", "a", 10_000).unwrap());
    assert!(
        !a.set_nx_px("lock", "b", 10_000).unwrap(),
        "a held key is refused"
    );
    assert_eq!(a.get("lock").unwrap().as_deref(), Some("a"));
    assert!(
        !a.del_if_equal("lock", "b").unwrap(),
        "only the holder's value frees the key"
    );
    assert!(a.del_if_equal("lock", "a").unwrap());
    assert_eq!(a.get("lock").unwrap(), None);
    assert!(matches!(
        a.command(&["NO-SUCH-COMMAND"]).unwrap(),
        Reply::Error(_)
    ));
    assert_eq!(
        a.command(&["PING"]).unwrap(),
        Reply::Simple("PONG".into()),
        "the connection goes on"
    );

    drop(a);
    drop(redis);
    drop(folder);
    assert_nothing_left(&path, &[pid]);
}

#[test]
fn a_replica_copies_the_key_and_can_be_promoted() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let primary = started(
        "redis-server",
        Redis::start(&folder, &RedisOptions::default()),
    );
    let options = RedisOptions {
        replica_of: Some(("127.0.0.1".into(), primary.port())),
        ..RedisOptions::default()
    };
    let replica = started("a redis-server replica", Redis::start(&folder, &options));
    let mut to_replica = replica.client().unwrap();
    to_replica.wait_for_sync(Duration::from_secs(10)).unwrap();
    let mut to_primary = primary.client().unwrap();
    assert!(to_primary.set_nx_px("lock", "a", 30_000).unwrap());
    crate::support::within(
        "the replica to copy the key",
        Duration::from_secs(5),
        || to_replica.get("lock").unwrap().is_some(),
    );
    to_replica.replicaof_no_one().unwrap();
    to_replica.wait_for_ready(Duration::from_secs(5)).unwrap();
    assert!(
        to_replica.del_if_equal("lock", "a").unwrap(),
        "a promoted replica takes writes"
    );

    let pids = [primary.service().pid(), replica.service().pid()];
    drop((to_primary, to_replica, primary, replica));
    drop(folder);
    assert_nothing_left(&path, &pids);
}

#[test]
fn the_options_binary_and_environment_are_used() {
    // This is how another build of Redis and libfaketime's variables get in. Redis rewrites its
    // own environment when it sets its title, so a wrapper script records what it was given.
    let folder = Folder::new().unwrap();
    let wrapper = folder.join("wrapped-redis-server");
    let seen = folder.join("seen-environment");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho \"$FENCELAB_MARK\" > '{}'\nexec redis-server \"$@\"\n",
            seen.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let options = RedisOptions {
        binary: wrapper,
        env: vec![("FENCELAB_MARK".into(), "moved-clock".into())],
        ..RedisOptions::default()
    };
    let redis = started(
        "redis-server through a wrapper",
        Redis::start(&folder, &options),
    );
    assert_eq!(std::fs::read_to_string(&seen).unwrap(), "moved-clock\n");
    assert!(redis
        .client()
        .unwrap()
        .set_nx_px("lock", "a", 1000)
        .unwrap());
    let pid = redis.service().pid();
    let path = folder.path().to_path_buf();
    drop(redis);
    drop(folder);
    assert_nothing_left(&path, &[pid]);
}

#[test]
fn a_missing_server_program_is_named() {
    let folder = Folder::new().unwrap();
    let options = RedisOptions {
        binary: "fencelab-no-such-redis-server".into(),
        ..RedisOptions::default()
    };
    let error = Redis::start(&folder, &options).unwrap_err();
    assert!(
        matches!(error, ServiceError::MissingBinary { .. }),
        "{error}"
    );
    assert!(
        error.to_string().contains("fencelab-no-such-redis-server"),
        "{error}"
    );
}
