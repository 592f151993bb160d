//! Random settings for the replays: each seed's sliders drawn as
//! `fencelab explore` draws them, the lines a disagreement is reported
//! in, and the walk towards a smaller setting that still disagrees.
//!
//! The replay compiles the scenario's world with the drawn settings and
//! plays that world, so every slider a world reads is honoured; the
//! switches stay as each experiment sets them, because a switch is what
//! names the experiment.

use fencelab_core::{draw, turning, KnobKind, KnobValue, Millis, Scenario, Slack, Stray};

use super::client::ttl_seconds;
use super::stories::{LockPlay, Replay};

/// A slider set away from its default: its id and value.
pub type Setting = (String, i64);

/// How many moves towards its default each slider gets while shrinking:
/// every move is one more real replay.
pub const SHRINK_MOVES: u32 = 3;

/// The sliders seed `seed` draws that differ from their defaults, in the
/// scenario's order.
pub fn drawn(scenario: &Scenario, seed: u32) -> Vec<Setting> {
    let mut values = scenario.values().to_vec();
    draw(scenario, seed, &mut values);
    scenario
        .knobs()
        .iter()
        .zip(values)
        .filter_map(|(knob, value)| match (knob.kind, value) {
            (KnobKind::Range { default, .. }, KnobValue::Range(v)) if v != default => {
                Some((knob.id.clone(), v))
            }
            _ => None,
        })
        .collect()
}

/// Splits drawn settings into those the replay can play and those it
/// cannot, each of the latter with the reason: etcd's TTL is whole
/// seconds, so a lease the drawn value makes that is not a whole number
/// of real seconds at the experiment's scale is left at its default.
pub fn honoured(
    scenario: &Scenario,
    fixed: &[&str],
    settings: &[Setting],
    real_ms_per_second: u32,
) -> (Vec<Setting>, Vec<(Setting, String)>) {
    let (mut kept, mut left) = (Vec::new(), Vec::new());
    for setting in settings {
        match playable(scenario, fixed, setting, real_ms_per_second) {
            Ok(()) => kept.push(setting.clone()),
            Err(why) => left.push((setting.clone(), why)),
        }
    }
    (kept, left)
}

/// Whether the replay can play the experiment with this one slider set.
fn playable(
    scenario: &Scenario,
    fixed: &[&str],
    setting: &Setting,
    real_ms_per_second: u32,
) -> Result<(), String> {
    let story = assigned(scenario, fixed, std::slice::from_ref(setting))?;
    fits(&story, real_ms_per_second)
}

/// Whether every lease of the scenario's world is whole etcd seconds at
/// this pace, or why not.
fn fits(scenario: &Scenario, real_ms_per_second: u32) -> Result<(), String> {
    let world = scenario.world();
    ttl_seconds(world.lock.lease, real_ms_per_second)?;
    for client in &world.clients {
        if let Some(session) = client.session {
            ttl_seconds(session, real_ms_per_second)?;
        }
    }
    Ok(())
}

/// How late etcd may end a lease, in real milliseconds, for a drawn
/// setting to be judged. Its lessor looks for expired leases every 500 ms
/// and revokes them through Raft. Drawn settings whose story turned within
/// half a second parted from the model on busy runs; the fixed replays,
/// the tightest of which turn at 0.9 s (two-statement-fence) and 1.05 s
/// (renewing-holder, kleppmann-2016), have agreed in every test run. One
/// lease was once seen ending 1.3 s late on a loaded machine.
pub const ETCD_LATE_MS: u64 = 1000;

/// How late ZooKeeper may end a session, in real milliseconds: at the
/// first 50 ms tick after its timeout, seen ending 50 to 60 ms late.
pub const ZK_LATE_MS: u64 = 200;

/// How far behind the rest one client's process, or the runner's fault,
/// may come, in real milliseconds: each steps to its own timer, a busy
/// machine wakes one a few tens of milliseconds late, and a Redis failover
/// takes the runner two commands and a stopped process. With two replays
/// at once beside a browser test run, a failover drawn 0.2 s before a
/// client's retry at 500 ms a second came after it: 100 ms was too few.
pub const LAG_MS: u64 = 150;

/// The speeds a drawn setting may be replayed at, in real milliseconds a
/// simulated second, fastest first: the real services' slack is a larger
/// share of the story the faster it runs.
pub const PACES: [u32; 3] = [200, 500, 1000];

/// The speed a drawn setting is replayed at, and why it is slower than
/// the experiment's own if it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pace {
    /// Real milliseconds a simulated second.
    pub real_ms_per_second: u32,
    /// Why a faster pace would not do, for the log.
    pub slowed: Option<String>,
}

/// The fastest pace, from the experiment's own, at which the drawn
/// setting's story stands on the real services' slack: a lease etcd ends
/// up to [`ETCD_LATE_MS`] late (ZooKeeper a session up to [`ZK_LATE_MS`]),
/// a client or a fault up to [`LAG_MS`] behind.
/// Redis ends a key by its own clock when the key is next touched, so a
/// Redis replay has no lease slack. When even full speed leaves the story
/// turning, the error says why it is too close to call.
pub fn pace(scenario: &Scenario, replay: &Replay, settings: &[Setting]) -> Result<Pace, String> {
    let story = assigned(scenario, replay.settings, settings)?;
    let etcd = matches!(
        replay.lock,
        LockPlay::EtcdKey | LockPlay::EtcdLockApi | LockPlay::EtcdElection
    );
    let mut why = None;
    for scale in PACES
        .into_iter()
        .filter(|&p| p >= replay.real_ms_per_second)
    {
        if etcd && fits(&story, scale).is_err() {
            continue;
        }
        let story_ms = |real_ms: u64| Millis(real_ms * 1000 / u64::from(scale));
        let late = match replay.lock {
            _ if etcd => ETCD_LATE_MS,
            LockPlay::ZooKeeper => ZK_LATE_MS,
            _ => 0,
        };
        let slack = Slack {
            late_lease: story_ms(late),
            lag: story_ms(LAG_MS),
        };
        let Some(turned) = turning(&story, slack) else {
            return Ok(Pace {
                real_ms_per_second: scale,
                slowed: why,
            });
        };
        let real = |by: Millis| by.ms() * u64::from(scale) / 1000;
        let stray = match turned.stray {
            Stray::LateLease(by) => format!(
                "the lock service ends a lease {by} late ({} ms real)",
                real(by)
            ),
            Stray::ClientLag(c, by) => format!(
                "{} runs {by} late ({} ms real)",
                story.world().clients[c.index()].name,
                real(by)
            ),
            Stray::FaultLag(by) => {
                format!("the service's faults come {by} late ({} ms real)", real(by))
            }
        };
        why = Some(format!(
            "at {scale} ms a second its story turns if {stray}: {}",
            turned.agreement.words
        ));
    }
    Err(why.unwrap_or_else(|| "no pace plays its leases in whole etcd seconds".to_owned()))
}

/// The scenario with the experiment's own and the drawn settings made.
fn assigned(scenario: &Scenario, fixed: &[&str], settings: &[Setting]) -> Result<Scenario, String> {
    let mut scenario = scenario.clone();
    for s in kept(fixed, settings)
        .iter()
        .map(|s| s.to_string())
        .chain(assignments(settings))
    {
        scenario.assign(&s).map_err(|e| e.to_string())?;
    }
    Ok(scenario)
}

/// The settings as `id=value` words, which `Scenario::assign` takes.
pub fn assignments(settings: &[Setting]) -> Vec<String> {
    settings.iter().map(|(id, v)| format!("{id}={v}")).collect()
}

/// The experiment's own settings a drawn one does not replace, such as
/// fenced-read's `pause_ms=9500` when `pause_ms` is drawn.
pub fn kept<'a>(fixed: &[&'a str], settings: &[Setting]) -> Vec<&'a str> {
    let drawn = |s: &str| {
        settings
            .iter()
            .any(|(id, _)| s.split('=').next() == Some(id))
    };
    fixed.iter().copied().filter(|s| !drawn(s)).collect()
}

/// `--set a=1 --set b=2`: the experiment's own settings, then the drawn.
pub fn set_flags(fixed: &[&str], settings: &[Setting]) -> String {
    let drawn = assignments(settings);
    kept(fixed, settings)
        .into_iter()
        .chain(drawn.iter().map(String::as_str))
        .map(|s| format!("--set {s}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line a disagreement is reported in, naming the experiment, its
/// settings and the command that shows the model's run.
pub fn disagreement_line(
    scenario: &str,
    fixed: &[&str],
    settings: &[Setting],
    seed: u32,
    parting: &str,
) -> String {
    let flags = set_flags(fixed, settings);
    format!(
        "DISAGREE {scenario} seed {seed}: {flags}: {parting}\n  model's run: fencelab run scenarios/{scenario}.json {flags}"
    )
}

/// Moves each slider of `settings` towards its default, its default
/// first, else halfway there on its steps, at most [`SHRINK_MOVES`] times,
/// keeping each move while `disagrees` still says the run disagrees. What
/// it returns is the smallest disagreeing setting found, not the smallest
/// there is.
pub fn shrink(
    scenario: &Scenario,
    settings: &[Setting],
    mut disagrees: impl FnMut(&[Setting]) -> bool,
) -> Vec<Setting> {
    let mut current = settings.to_vec();
    for id in settings.iter().map(|(id, _)| id.clone()) {
        let Some((default, step)) = slider(scenario, &id) else {
            continue;
        };
        for _ in 0..SHRINK_MOVES {
            let Some(at) = current.iter().position(|(i, _)| *i == id) else {
                break;
            };
            let mut home = current.clone();
            home.remove(at);
            if disagrees(&home) {
                current = home;
                break;
            }
            let value = current[at].1;
            let half = default + (value - default) / 2 / step * step;
            if half == value || half == default {
                break;
            }
            let mut nearer = current.clone();
            nearer[at].1 = half;
            if !disagrees(&nearer) {
                break;
            }
            current = nearer;
        }
    }
    current
}

/// A slider's default and step, if `id` is a slider of the scenario.
fn slider(scenario: &Scenario, id: &str) -> Option<(i64, i64)> {
    scenario
        .knobs()
        .iter()
        .find(|k| k.id == id)
        .and_then(|k| match k.kind {
            KnobKind::Range { default, step, .. } => Some((default, step.max(1))),
            KnobKind::Toggle { .. } => None,
        })
}

/// How many more draws an experiment gets when a seed's setting is too
/// close to call, each from [`redrawn`]'s seed.
pub const REDRAWS: u32 = 3;

/// The seed of the `n`th draw for `seed`, from 0: the seed itself, then
/// seeds far from any `--seed-base` range, so a redraw repeats no seed's.
pub fn redrawn(seed: u32, n: u32) -> u32 {
    seed.wrapping_add(n.wrapping_mul(1_000_003))
}

/// A `--random` count and the first seed: `--random N [--seed-base B]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Draws {
    /// How many seeds each experiment is replayed at.
    pub count: u32,
    /// The first seed; the seeds are `first..first + count`.
    pub first: u32,
}

impl Draws {
    /// Reads a flag's value as a count or a seed.
    pub fn number(flag: &str, text: &str) -> Result<u32, String> {
        text.parse()
            .map_err(|_| format!("{flag} takes a whole number, not {text}"))
    }

    /// The seeds drawn.
    pub fn seeds(&self) -> std::ops::Range<u32> {
        self.first..self.first.saturating_add(self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::stories::REPLAYS;

    fn scenario() -> Scenario {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../scenarios/paused-holder.json"
        ))
        .expect("the scenario is in the tree");
        Scenario::from_json(&text).expect("it reads")
    }

    #[test]
    fn a_seed_draws_the_same_sliders_each_time() {
        let s = scenario();
        assert_eq!(drawn(&s, 7), drawn(&s, 7));
        assert!(drawn(&s, 7).iter().all(|(id, _)| slider(&s, id).is_some()));
    }

    #[test]
    fn a_lease_etcd_cannot_hold_is_left_at_its_default() {
        let s = scenario();
        let settings = vec![
            ("lease_ms".to_owned(), 2800),
            ("pause_ms".to_owned(), 23300),
        ];
        let (kept, left) = honoured(&s, &["fencing=off"], &settings, 200);
        assert_eq!(kept, vec![("pause_ms".to_owned(), 23300)]);
        assert_eq!(left.len(), 1);
        assert!(left[0].1.contains("whole seconds"), "{}", left[0].1);
    }

    #[test]
    fn the_line_names_the_settings_and_the_command() {
        let settings = vec![("a_releases_ms".to_owned(), 5100)];
        let line = disagreement_line(
            "waiter-lease",
            &["check_waiter_lease=off"],
            &settings,
            3,
            "etcd grants B",
        );
        assert_eq!(
            line,
            "DISAGREE waiter-lease seed 3: --set check_waiter_lease=off --set a_releases_ms=5100: etcd grants B\n  model's run: fencelab run scenarios/waiter-lease.json --set check_waiter_lease=off --set a_releases_ms=5100"
        );
    }

    #[test]
    fn shrinking_drops_what_the_judge_does_not_need_and_halves_the_rest() {
        let s = scenario();
        let sliders: Vec<_> = s
            .knobs()
            .iter()
            .filter_map(|k| match k.kind {
                KnobKind::Range { default, max, .. } if max != default => {
                    Some((k.id.clone(), default, max))
                }
                _ => None,
            })
            .collect();
        assert!(sliders.len() >= 2, "paused-holder has two sliders or more");
        let (keep, keep_default, keep_max) = sliders[0].clone();
        let settings: Vec<Setting> = sliders
            .iter()
            .map(|(id, _, max)| (id.clone(), *max))
            .collect();
        // The fake judge disagrees while the first slider is at least
        // a quarter of the way from its default to its maximum.
        let bar = keep_default + (keep_max - keep_default) / 4;
        let mut asked = 0;
        let small = shrink(&s, &settings, |t| {
            asked += 1;
            t.iter().any(|(id, v)| *id == keep && *v >= bar)
        });
        assert_eq!(small.len(), 1, "{small:?}");
        assert_eq!(small[0].0, keep);
        assert!(small[0].1 >= bar && small[0].1 < keep_max, "{small:?}");
        assert!(asked <= 2 * SHRINK_MOVES * settings.len() as u32);
    }

    fn named(name: &str) -> (Scenario, &'static Replay) {
        let text = std::fs::read_to_string(format!(
            "{}/../../scenarios/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        ))
        .expect("the scenario is in the tree");
        let replay = REPLAYS
            .iter()
            .find(|r| r.scenario == name)
            .expect("it is replayed");
        (Scenario::from_json(&text).expect("it reads"), replay)
    }

    fn set(pairs: &[(&str, i64)]) -> Vec<Setting> {
        pairs.iter().map(|(id, v)| (id.to_string(), *v)).collect()
    }

    #[test]
    fn a_story_with_room_keeps_its_pace() {
        let (s, replay) = named("paused-holder");
        let pace = pace(&s, replay, &[]).expect("B writes seconds before A wakes");
        assert_eq!(pace.real_ms_per_second, replay.real_ms_per_second);
        assert_eq!(pace.slowed, None);
    }

    /// The setting a busy run once judged wrong: A's lease ends at 16 s and
    /// A writes at 18.5 s, half a real second later at a fifth of the speed.
    #[test]
    fn a_story_that_turns_on_etcds_lateness_is_played_slower_and_says_why() {
        let (s, replay) = named("renewing-holder");
        let settings = set(&[("pause_ms", 12500), ("renew_every_ms", 2500)]);
        let pace = pace(&s, replay, &settings).expect("full speed leaves room");
        assert!(pace.real_ms_per_second > replay.real_ms_per_second);
        let why = pace.slowed.expect("the slowing is explained");
        assert!(why.contains("Storage") && !why.contains("event-"), "{why}");
    }

    #[test]
    fn a_story_too_close_even_at_full_speed_is_not_judged() {
        let (s, replay) = named("waiter-lease");
        let why = pace(&s, replay, &set(&[("a_releases_ms", 8400)]))
            .expect_err("B's session ends 0.4 s before A's release");
        assert!(why.contains("1000 ms a second"), "{why}");
    }

    #[test]
    fn a_redis_replay_keeps_its_pace() {
        let (s, replay) = named("async-failover");
        let pace = pace(&s, replay, &set(&[("failover_ms", 11900)])).expect("Redis");
        assert_eq!(pace.real_ms_per_second, replay.real_ms_per_second);
    }

    #[test]
    fn a_drawn_slider_replaces_the_experiments_own_setting_of_it() {
        let fixed = ["fenced_reads=on", "pause_ms=9500"];
        let drawn = vec![("pause_ms".to_owned(), 13000)];
        assert_eq!(
            set_flags(&fixed, &drawn),
            "--set fenced_reads=on --set pause_ms=13000"
        );
        assert_eq!(
            set_flags(&fixed, &[]),
            "--set fenced_reads=on --set pause_ms=9500"
        );
    }

    #[test]
    fn a_count_is_a_whole_number() {
        assert_eq!(Draws::number("--random", "3"), Ok(3));
        assert!(Draws::number("--random", "x").is_err());
        let d = Draws { count: 2, first: 5 };
        assert_eq!(d.seeds().collect::<Vec<_>>(), vec![5, 6]);
    }
}
