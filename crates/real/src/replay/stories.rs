//! Which experiments are replayed on real services, at what scale, and
//! which are not, with the reason.

/// One experiment to replay: a scenario file with some knobs set.
#[derive(Clone, Copy, Debug)]
pub struct Replay {
    /// The scenario file's name without `.json`.
    pub scenario: &'static str,
    /// Knobs set away from their defaults, as `id=value`.
    pub settings: &'static [&'static str],
    /// How many real milliseconds one simulated second takes.
    pub real_ms_per_second: u32,
}

/// An experiment that is not replayed, and why.
#[derive(Clone, Copy, Debug)]
pub struct Unreplayed {
    /// The scenario file's name without `.json`.
    pub scenario: &'static str,
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
    },
    Replay {
        scenario: "kleppmann-2016",
        settings: &["fencing=on"],
        real_ms_per_second: 1000,
    },
    Replay::at("short-pause", &[]),
    Replay::at("check-then-act", &[]),
    Replay::at("renewing-holder", &[]),
    Replay::at("audit-log", &[]),
    Replay::at("partial-write", &[]),
    Replay::at("compare-and-set", &[]),
    Replay::at("unfenced-side-effect", &[]),
    Replay::at("counter-reset", &[]),
    Replay::at("efficiency-lock", &[]),
];

/// The experiments left out, with the reason.
pub const NOT_REPLAYED: &[Unreplayed] = &[
    Unreplayed {
        scenario: "clock-drift",
        reason: "a client's clock running slow needs a clock that only that process sees, and libfaketime's rate changes do not reach the lease arithmetic of a process that reads the wall clock this replay shares",
    },
    Unreplayed {
        scenario: "network-delay",
        reason: "messages held back for seconds on loopback need a traffic shaper (tc netem), which needs privileges a check here does not take",
    },
    Unreplayed {
        scenario: "fencing-proxy",
        reason: "the proxy is a process between client and store; the replay has none yet, and PostgreSQL's fenced UPDATE already plays the same check",
    },
    Unreplayed {
        scenario: "fenced-read",
        reason: "a read that raises the fence is a write in PostgreSQL (SELECT … FOR UPDATE plus an UPDATE); the replay reads with a plain SELECT",
    },
    Unreplayed {
        scenario: "lock-delay",
        reason: "etcd has no lock-delay: an expired lease's key is deleted at once and the next asker gets it",
    },
    Unreplayed {
        scenario: "leader-terms",
        reason: "a Raft election of its own is not etcd's lock API; replaying it would mean driving etcd's internal elections, which the stories do not control",
    },
    Unreplayed {
        scenario: "waiter-lease",
        reason: "the replay's lock is one etcd transaction with the asker's lease, so a waiter whose lease has ended is always refused (the fixed behaviour); etcd 3.4.23's own lock API is not what the clients call",
    },
    Unreplayed {
        scenario: "async-failover",
        reason: "needs a Redis primary and a replica promoted before it has the grant",
    },
    Unreplayed {
        scenario: "redlock-clock-jump",
        reason: "needs five Redis nodes, one with its clock moved by libfaketime",
    },
];

impl Replay {
    const fn at(scenario: &'static str, settings: &'static [&'static str]) -> Replay {
        Replay {
            scenario,
            settings,
            real_ms_per_second: SCALE,
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
        name
    }

    /// The file its recording is kept in: `paused-holder-fencing-on.json`.
    pub fn file_name(&self) -> String {
        let mut name = self.scenario.to_owned();
        for s in self.settings {
            name.push('-');
            name.push_str(&s.replace('=', "-"));
        }
        name.push_str(".json");
        name
    }
}
