//! Random settings for the replays: each seed's sliders drawn as
//! `fencelab explore` draws them, the lines a disagreement is reported
//! in, and the walk towards a smaller setting that still disagrees.
//!
//! The replay compiles the scenario's world with the drawn settings and
//! plays that world, so every slider a world reads is honoured; the
//! switches stay as each experiment sets them, because a switch is what
//! names the experiment.

use fencelab_core::{draw, KnobKind, KnobValue, Scenario};

use super::client::ttl_seconds;

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
    (id, value): &Setting,
    real_ms_per_second: u32,
) -> Result<(), String> {
    let mut scenario = scenario.clone();
    for s in fixed
        .iter()
        .copied()
        .chain([format!("{id}={value}").as_str()])
    {
        scenario.assign(s).map_err(|e| e.to_string())?;
    }
    let world = scenario.world();
    ttl_seconds(world.lock.lease, real_ms_per_second)?;
    for client in &world.clients {
        if let Some(session) = client.session {
            ttl_seconds(session, real_ms_per_second)?;
        }
    }
    Ok(())
}

/// The settings as `id=value` words, which `Scenario::assign` takes.
pub fn assignments(settings: &[Setting]) -> Vec<String> {
    settings.iter().map(|(id, v)| format!("{id}={v}")).collect()
}

/// `--set a=1 --set b=2`: the experiment's own settings, then the drawn.
pub fn set_flags(fixed: &[&str], settings: &[Setting]) -> String {
    let drawn = assignments(settings);
    fixed
        .iter()
        .copied()
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

    #[test]
    fn a_count_is_a_whole_number() {
        assert_eq!(Draws::number("--random", "3"), Ok(3));
        assert!(Draws::number("--random", "x").is_err());
        let d = Draws { count: 2, first: 5 };
        assert_eq!(d.seeds().collect::<Vec<_>>(), vec![5, 6]);
    }
}
