//! Each experiment's "Try this", held to the model at every number it names.
//!
//! A claim here is the English words that state a band of one knob, with a
//! gap where the text names each number, and what the text says every run
//! in that band does. The numbers are read from the text itself, the knob
//! is swept over every step of its range, every run inside the band must do
//! what the text says, and the nearest step outside each edge must not: so
//! the number is the edge, not merely somewhere the claim happens to hold.
//! A German or Spanish text must name the same numbers.

use fencelab_core::{
    EventKind, KnobKind, KnobValue, RefusedFor, Report, RunVerdict, Scenario, Simulation,
};

use crate::support::{load, root};

/// Where the band lies against the numbers the words name.
#[derive(Clone, Copy, Debug)]
enum Band {
    /// Under the one number.
    Below,
    /// Under it or at it ("or less").
    AtMost,
    /// At it or over it ("or later", "or more").
    AtLeast,
    /// Over it ("past", "later than").
    Above,
    /// From the first number to the second, both included.
    Between,
    /// The one number alone ("down to 0").
    At,
}

/// What a text says every run in its band does.
#[derive(Clone, Copy, Debug)]
enum Does {
    /// Every write arrives while its writer's lease is live, and the run is safe.
    InTime,
    /// A late write is accepted before any later holder writes, and the
    /// run is safe only because of when it landed.
    ByLuck,
    /// Safe, for whatever reason.
    Safe,
    /// A guard refuses a stale write, and the run is safe.
    Refused,
    /// An update is lost.
    Lost,
    /// A token check refuses the rightful holder: stuck.
    Stuck,
    /// Every write arrives in time and no waiter is refused for a session
    /// that ended while it waited: a waiter's check has nothing to refuse.
    NothingToRefuse,
    /// A client's own lease check fails and stops it before it writes late.
    CheckStops,
}

/// One band a "Try this" names, and what it says happens there.
struct Claim {
    /// The scenario file's stem.
    scenario: &'static str,
    /// The English words, `{}` where the text names each number.
    words: &'static str,
    /// The knob the band is a stretch of.
    knob: &'static str,
    band: Band,
    /// The knob's value per unit the words name: 1000 for seconds of a
    /// millisecond knob, -1000 where the text names a step back in seconds.
    scale: i64,
    /// The other settings the text has asked for by then; the claim holds
    /// under each.
    settings: &'static [&'static [&'static str]],
    does: Does,
}

const FENCING_EITHER: &[&[&str]] = &[&["fencing=off"], &["fencing=on"]];
const AS_OPENED: &[&[&str]] = &[&[]];

fn claims() -> Vec<Claim> {
    use Band::*;
    use Does::*;
    let claim = |scenario, words, knob, band, settings, does| Claim {
        scenario,
        words,
        knob,
        band,
        scale: 1000,
        settings,
        does,
    };
    vec![
        claim(
            "paused-holder",
            "shorten the pause below {} s: A writes before its lease ends",
            "pause_ms",
            Below,
            FENCING_EITHER,
            InTime,
        ),
        claim(
            "paused-holder",
            "From {} to {} s A's write is late, but it lands before B reads",
            "pause_ms",
            Between,
            FENCING_EITHER,
            ByLuck,
        ),
        claim(
            "short-pause",
            "Drag the pause past {} s, so that A wakes after B has written",
            "pause_ms",
            Above,
            &[&["fencing=off"]],
            Lost,
        ),
        claim(
            "short-pause",
            "Drag the pause past {} s, so that A wakes after B has written",
            "pause_ms",
            Above,
            &[&["fencing=on"]],
            Refused,
        ),
        claim(
            "efficiency-lock",
            "Shorten the pause below {} s and A finishes within its lease",
            "pause_ms",
            Below,
            AS_OPENED,
            InTime,
        ),
        claim(
            "async-failover",
            "Move the failover to {} s or later and C, which asks again every 0.5 s, gets the lock only at 14.0 s",
            "failover_ms",
            AtLeast,
            AS_OPENED,
            Safe,
        ),
        Claim {
            scale: -1000,
            ..claim(
                "clock-drift",
                "Make the step back {} s or less and the check stops A",
                "step_ms",
                AtMost,
                AS_OPENED,
                CheckStops,
            )
        },
        claim(
            "lock-delay",
            "Shorten the lock-delay to {} s or less",
            "lock_delay_ms",
            AtMost,
            AS_OPENED,
            Lost,
        ),
        claim(
            "lock-delay",
            "lengthen the pause to {} s or more",
            "pause_ms",
            AtLeast,
            AS_OPENED,
            Lost,
        ),
        claim(
            "network-delay",
            "set the delay to {} s or less and notice that the unfenced run is safe",
            "delay_ms",
            AtMost,
            AS_OPENED,
            Safe,
        ),
        claim(
            "redlock-clock-jump",
            "before {} s all three of its nodes still hold its lease and the run is safe",
            "a_writes_ms",
            Below,
            AS_OPENED,
            InTime,
        ),
        claim(
            "redlock-clock-jump",
            "before {} s all three of its nodes still hold its lease and the run is safe; up to {} s it is safe only because B reads A's late write",
            "a_writes_ms",
            Between,
            AS_OPENED,
            ByLuck,
        ),
        claim(
            "redlock-clock-jump",
            "up to {} s it is safe only because B reads A's late write and builds on it; after that B has already read",
            "a_writes_ms",
            Above,
            AS_OPENED,
            Lost,
        ),
        claim(
            "redlock-clock-jump",
            "Shrink node 3's jump to {} s",
            "jump_ms",
            AtMost,
            AS_OPENED,
            Safe,
        ),
        claim(
            "redlock-clock-jump",
            "or move it later than {} s",
            "jump_at_ms",
            Above,
            AS_OPENED,
            Safe,
        ),
        claim(
            "renewing-holder",
            "Shorten the pause to {} s: A wakes at 8.0 s with its lease still live",
            "pause_ms",
            At,
            AS_OPENED,
            InTime,
        ),
        claim(
            "waiter-lease",
            "move A's release to {} s or earlier: B, which asks again every 0.5 s, gets its turn while its session is still live, and the check has nothing to refuse",
            "a_releases_ms",
            AtMost,
            &[&["check_waiter_lease=off"], &["check_waiter_lease=on"]],
            NothingToRefuse,
        ),
        claim(
            "two-statement-fence",
            "set A's pause to {} s or {} s: A checks before B's write lands, both pass, and A's update is lost under B's",
            "pause_ms",
            Between,
            &[&["check_after_pause=on"]],
            Lost,
        ),
        claim(
            "two-statement-fence",
            "With both switches off, shorten the pause below {} s and A writes within its lease",
            "pause_ms",
            Below,
            AS_OPENED,
            InTime,
        ),
        claim(
            "retried-write",
            "Move it to {} s and the first answer gets through",
            "answers_lost_until_ms",
            At,
            AS_OPENED,
            InTime,
        ),
        Claim {
            scale: 1,
            ..claim(
                "counter-reset",
                "slide the counter after the restart down to {}: B gets token 1",
                "reset_to",
                At,
                &[&["durable_counter=off"]],
                Stuck,
            )
        },
    ]
}

#[test]
fn every_band_a_try_this_names_holds_in_the_model_and_ends_where_it_says() {
    let mut wrong = Vec::new();
    for claim in claims() {
        let scenario = load(claim.scenario);
        let text = scenario.try_this().expect("the scenario has a Try this");
        let numbers = numbers_in(text, claim.words)
            .unwrap_or_else(|| panic!("{}: no {:?} in {text:?}", claim.scenario, claim.words));
        for settings in claim.settings {
            for (value, inside) in sweep(&scenario, &claim, &numbers) {
                let report = run_at(&scenario, settings, claim.knob, value);
                if does(&report, claim.does) != inside {
                    wrong.push(format!(
                        "{}: {}={value} {settings:?} is {} {:?}, yet the text says {:?} {}",
                        claim.scenario,
                        claim.knob,
                        if inside { "inside" } else { "just outside" },
                        claim.band,
                        claim.does,
                        claim.words,
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_translation_of_a_try_this_names_the_numbers_the_english_names() {
    for claim in claims() {
        let english = load(claim.scenario);
        let numbers: Vec<String> = numbers_in(english.try_this().unwrap(), claim.words)
            .unwrap()
            .into_iter()
            .map(|(said, _)| said)
            .collect();
        let file: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(root().join(format!("scenarios/{}.json", claim.scenario)))
                .unwrap(),
        )
        .unwrap();
        for language in ["de", "es"] {
            let text = file["translations"][language]["try_this"]
                .as_str()
                .unwrap_or_else(|| panic!("{}: no {language} Try this", claim.scenario));
            for number in &numbers {
                let theirs = number.replace('.', ",");
                let unit = if claim.scale == 1 { "" } else { " s" };
                assert!(
                    text.contains(&format!("{theirs}{unit}")),
                    "{} in {language} does not name {theirs}{unit}: {text}",
                    claim.scenario
                );
            }
        }
    }
}

#[test]
fn the_claims_read_their_numbers_from_the_text() {
    // The helper itself: a gap takes the number the text names there, and
    // words the text does not hold give nothing.
    assert_eq!(
        numbers_in("from 8 to 8.5 s", "from {} to {} s"),
        Some(vec![("8".to_owned(), 8.0), ("8.5".to_owned(), 8.5)])
    );
    assert_eq!(numbers_in("from 8 to 9 s", "from {} to {} ms"), None);
    assert_eq!(numbers_in("below s", "below {} s"), None);
}

/// The numbers `words` names where `text` holds them, each as written
/// and as a number; `None` if the text does not hold the words.
fn numbers_in(text: &str, words: &str) -> Option<Vec<(String, f64)>> {
    let pieces: Vec<&str> = words.split("{}").collect();
    'start: for (start, _) in text.match_indices(pieces[0]) {
        let mut rest = &text[start + pieces[0].len()..];
        let mut numbers = Vec::new();
        for piece in &pieces[1..] {
            let end = rest
                .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                .unwrap_or(rest.len());
            let said = rest[..end].trim_end_matches('.');
            let Ok(number) = said.parse::<f64>() else {
                continue 'start;
            };
            numbers.push((said.to_owned(), number));
            rest = &rest[said.len()..];
            let Some(after) = rest.strip_prefix(piece) else {
                continue 'start;
            };
            rest = after;
        }
        return Some(numbers);
    }
    None
}

/// The knob's values to run, each with whether it lies inside the band:
/// every step inside, and the nearest step outside each edge the band has
/// inside the knob's range.
fn sweep(scenario: &Scenario, claim: &Claim, numbers: &[(String, f64)]) -> Vec<(i64, bool)> {
    let knob = scenario
        .knobs()
        .iter()
        .find(|k| k.id == claim.knob)
        .unwrap_or_else(|| panic!("{}: no knob {}", claim.scenario, claim.knob));
    let KnobKind::Range { min, max, step, .. } = knob.kind else {
        panic!("{}: {} is not a slider", claim.scenario, claim.knob)
    };
    let edge = |i: usize| (numbers[i].1 * claim.scale as f64).round() as i64;
    let said = |value: i64| value as f64 / claim.scale as f64;
    let edges = |i: usize| said(edge(i));
    let inside = |value: i64| {
        let x = said(value);
        match claim.band {
            Band::Below => x < edges(0),
            Band::AtMost => x <= edges(0),
            Band::AtLeast => x >= edges(0),
            Band::Above => x > edges(0),
            Band::Between => edges(0) <= x && x <= edges(1),
            Band::At => value == edge(0),
        }
    };
    let values: Vec<i64> = (min..=max).step_by(step.max(1) as usize).collect();
    assert!(
        values.iter().any(|&v| inside(v)),
        "{}: {:?} names a band the slider {} never reaches",
        claim.scenario,
        claim.words,
        claim.knob
    );
    let mut out: Vec<(i64, bool)> = values.iter().map(|&v| (v, inside(v))).collect();
    if !matches!(claim.band, Band::At) {
        // Keep the steps inside and the outside steps next to one inside.
        let kept: Vec<(i64, bool)> = out
            .iter()
            .enumerate()
            .filter(|(i, (_, inside))| {
                *inside
                    || out.get(i + 1).is_some_and(|n| n.1)
                    || i.checked_sub(1).is_some_and(|p| out[p].1)
            })
            .map(|(_, &pair)| pair)
            .collect();
        out = kept;
    } else {
        out.retain(|&(_, inside)| inside);
    }
    out
}

fn run_at(scenario: &Scenario, settings: &[&str], knob: &str, value: i64) -> Report {
    let mut set = scenario.clone();
    for s in settings {
        set.assign(s).unwrap_or_else(|e| panic!("{s}: {e}"));
    }
    set.set(knob, KnobValue::Range(value)).unwrap();
    Simulation::new(&set).expect("valid").run()
}

/// Whether a run does what `does` says.
fn does(report: &Report, does: Does) -> bool {
    let outcome = &report.outcome;
    let tally = &outcome.tally;
    match does {
        Does::InTime => {
            outcome.verdict == RunVerdict::Safe && tally.late_accepted == 0 && tally.refused == 0
        }
        Does::ByLuck => outcome.safe && tally.late_accepted > 0 && tally.stale_accepted == 0,
        Does::NothingToRefuse => {
            self::does(report, Does::InTime)
                && !report.events.iter().any(|e| {
                    matches!(
                        e.kind,
                        EventKind::Refused {
                            cause: RefusedFor::SessionEnded,
                            ..
                        }
                    )
                })
        }
        Does::Safe => outcome.safe,
        Does::Refused => outcome.verdict == RunVerdict::Refused,
        Does::Lost => outcome.verdict == RunVerdict::Lost,
        Does::Stuck => outcome.verdict == RunVerdict::Stuck,
        Does::CheckStops => {
            outcome.safe
                && tally.late_accepted == 0
                && report
                    .events
                    .iter()
                    .any(|e| matches!(e.kind, EventKind::Checked { ok: false, .. }))
        }
    }
}
