//! `fencelab-real`: replays fencelab's stories on real etcd, Redis and
//! PostgreSQL and compares each outcome with the simulator's.
//!
//! Run through `cargo xtask real`, which installs the services first.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use fencelab_core::{agreement, read_recording, Report, Scenario, Simulation};
use fencelab_real::replay::pool;
use fencelab_real::replay::random::{self, Draws, Setting};
use fencelab_real::replay::run::Stage;
use fencelab_real::replay::stories::{Replay, NOT_REPLAYED, REPLAYS};

const USAGE: &str = "usage: fencelab-real [--scenarios DIR] [--out DIR] [--only SCENARIO]...
                    [--skip SCENARIO]... [--random N [--seed-base B]]
  Replays the stories on real etcd, Redis and PostgreSQL, one row per experiment,
  and writes each recording to DIR (default target/real) as JSON.
  With --random N, replays each experiment at N random settings instead (seeds
  B to B+N-1, default B 0, drawn as `fencelab explore` draws them) and ends with
  `random: N of M runs agree`.";

fn main() -> ExitCode {
    match try_main() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("fencelab-real: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Runs every replay; whether all agree.
fn try_main() -> Result<bool, String> {
    let mut scenarios = PathBuf::from("scenarios");
    let mut out = PathBuf::from("target/real");
    let mut only: Vec<String> = Vec::new();
    let mut skip: Vec<String> = Vec::new();
    let mut draws: Option<Draws> = None;
    let mut first = 0;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |flag: &str| {
            args.next()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--scenarios" => scenarios = PathBuf::from(value("--scenarios")?),
            "--out" => out = PathBuf::from(value("--out")?),
            "--only" => only.push(value("--only")?),
            "--skip" => skip.push(value("--skip")?),
            "--random" => {
                let count = Draws::number("--random", &value("--random")?)?;
                draws = Some(Draws { count, first: 0 });
            }
            "--seed-base" => first = Draws::number("--seed-base", &value("--seed-base")?)?,
            "-h" | "--help" => {
                println!("{USAGE}");
                return Ok(true);
            }
            other => return Err(format!("unknown argument {other}\n{USAGE}")),
        }
    }
    for name in only.iter().chain(&skip) {
        if !REPLAYS.iter().any(|r| r.scenario == name) {
            return Err(format!("{name} is not a replayed experiment"));
        }
    }
    fencelab_real::on_interrupt().map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot make {}: {e}", out.display()))?;
    let began = std::time::Instant::now();
    let replays: Vec<&Replay> = REPLAYS
        .iter()
        .filter(|r| only.is_empty() || only.iter().any(|o| o == r.scenario))
        .filter(|r| !skip.iter().any(|s| s == r.scenario))
        .collect();
    if let Some(draws) = draws {
        let draws = Draws { first, ..draws };
        return random_runs(&scenarios, &replays, draws, began);
    }
    let (mut agreed, total) = (0, replays.len());
    pool::run_all(
        &replays,
        |stage, replay| fixed_row(stage, replay, &scenarios, &out),
        |versions| {
            println!(
                "real: {versions}; 1 simulated second = 200 real ms unless a row says otherwise"
            );
            println!("{:<48} {:<10} {:<10} result", "experiment", "real", "model");
        },
        |(row, agrees)| {
            agreed += usize::from(agrees);
            println!("{row}");
        },
    )?;
    if only.is_empty() {
        println!("not replayed:");
        for skipped in NOT_REPLAYED {
            let mut name = skipped.scenario.to_owned();
            for s in skipped.settings {
                name.push(' ');
                name.push_str(s);
            }
            println!("  {name}: {}", skipped.reason);
        }
    }
    println!(
        "real: {agreed} of {total} experiments agree ({} s)",
        began.elapsed().as_secs()
    );
    Ok(agreed == total)
}

/// Replays one experiment as it is recorded and writes its recording to
/// `out`: its row, and whether it agrees.
fn fixed_row(stage: &mut Stage, replay: &Replay, scenarios: &Path, out: &Path) -> (String, bool) {
    let file = scenarios.join(format!("{}.json", replay.scenario));
    let mut name = replay.name();
    if replay.real_ms_per_second != 200 {
        name.push_str(&format!(" ({} ms/s)", replay.real_ms_per_second));
    }
    let row = stage.replay(replay, &file).and_then(|recording| {
        let text = serde_json::to_string_pretty(&recording).expect("plain data") + "\n";
        let path = out.join(replay.file_name());
        std::fs::write(&path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        compare(&file, &text)
    });
    match row {
        Ok((real, model, None)) => (format!("{name:<48} {real:<10} {model:<10} agree"), true),
        Ok((real, model, Some(parting))) => (
            format!("{name:<48} {real:<10} {model:<10} DISAGREE: {parting}"),
            false,
        ),
        Err(message) => (
            format!("{name:<48} {:<10} {:<10} FAILED: {message}", "-", "-"),
            false,
        ),
    }
}

/// The real and the model's verdict, and where they part if they do.
fn compare(file: &Path, recording: &str) -> Result<(String, String, Option<String>), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let mut scenario = Scenario::from_json(&text).map_err(|e| e.to_string())?;
    let recording = read_recording(recording).map_err(|e| e.to_string())?;
    let real = Report::recorded(&scenario, &recording).map_err(|e| e.to_string())?;
    for s in recording.settings.split_whitespace() {
        scenario.assign(s).map_err(|e| e.to_string())?;
    }
    let model = Simulation::new(&scenario).map_err(|e| e.to_string())?.run();
    let agreement = agreement(&model, &real);
    let parting = (!agreement.agrees()).then(|| agreement.words.clone());
    Ok((
        real.outcome.verdict.name().to_owned(),
        model.outcome.verdict.name().to_owned(),
        parting,
    ))
}

/// Replays each experiment at each seed's drawn settings; whether all
/// agree. A disagreement is shrunk towards the defaults and printed with
/// the command that shows the model's run.
fn random_runs(
    scenarios: &Path,
    replays: &[&Replay],
    draws: Draws,
    began: std::time::Instant,
) -> Result<bool, String> {
    let mut sum = Tally::default();
    pool::run_all(
        replays,
        |stage, replay| random_experiment(stage, replay, scenarios, &draws),
        |versions| {
            println!(
                "random: {versions}; seeds {} to {}, sliders drawn as `fencelab explore` draws them, switches as each experiment sets them",
                draws.first,
                draws.seeds().end.saturating_sub(1)
            );
        },
        |(lines, tally)| {
            for line in lines {
                println!("{line}");
            }
            sum.agreed += tally.agreed;
            sum.total += tally.total;
            sum.close += tally.close;
        },
    )?;
    println!("random: took {} s", began.elapsed().as_secs());
    let judged = sum.total - sum.close;
    if sum.close > 0 {
        println!(
            "random: {} of {} seeds too close to judge at every draw",
            sum.close, sum.total
        );
    }
    println!("random: {} of {judged} runs agree", sum.agreed);
    Ok(sum.agreed == judged)
}

/// How many of an experiment's runs agreed, were run, and were too close
/// to judge at every draw.
#[derive(Default)]
struct Tally {
    agreed: usize,
    total: usize,
    close: usize,
}

/// One experiment at each seed's drawn settings: the lines it printed,
/// and its tally.
fn random_experiment(
    stage: &mut Stage,
    replay: &Replay,
    scenarios: &Path,
    draws: &Draws,
) -> (Vec<String>, Tally) {
    let mut lines = Vec::new();
    let mut tally = Tally::default();
    let file = scenarios.join(format!("{}.json", replay.scenario));
    let scenario = match std::fs::read_to_string(&file)
        .map_err(|e| format!("{}: {e}", file.display()))
        .and_then(|text| Scenario::from_json(&text).map_err(|e| e.to_string()))
    {
        Ok(scenario) => scenario,
        Err(message) => {
            lines.push(format!("FAILED {}: {message}", replay.scenario));
            tally.total += draws.seeds().len();
            return (lines, tally);
        }
    };
    for first in draws.seeds() {
        tally.total += 1;
        let Some((seed, settings, replay)) = judgeable(&scenario, replay, first, &mut lines) else {
            tally.close += 1;
            continue;
        };
        let flags = random::set_flags(replay.settings, &settings);
        let replay = &replay;
        match judge(stage, replay, &file, &settings) {
            Ok(None) => {
                tally.agreed += 1;
                lines.push(format!("agree {} seed {seed}: {flags}", replay.scenario));
            }
            Ok(Some(parting)) => {
                lines.push(random::disagreement_line(
                    replay.scenario,
                    replay.settings,
                    &settings,
                    seed,
                    &parting,
                ));
                let small = random::shrink(&scenario, &settings, |t| {
                    let Ok(pace) = random::pace(&scenario, replay, t) else {
                        return false;
                    };
                    let at = Replay {
                        real_ms_per_second: pace.real_ms_per_second,
                        ..*replay
                    };
                    matches!(judge(stage, &at, &file, t), Ok(Some(_)))
                });
                lines.push(format!(
                    "  smallest found: fencelab run scenarios/{}.json {}",
                    replay.scenario,
                    random::set_flags(replay.settings, &small)
                ));
            }
            Err(message) => lines.push(format!(
                "FAILED {} seed {seed}: {flags}: {message}",
                replay.scenario
            )),
        }
    }
    (lines, tally)
}

/// The first of a seed's draws whose setting the real services can judge:
/// its seed, its settings and the replay at the pace it needs. A slider
/// etcd cannot play is left at its default, and a draw too close to call
/// is followed by another, each said in `lines`; `None` when every draw
/// was too close.
fn judgeable(
    scenario: &Scenario,
    replay: &Replay,
    first: u32,
    lines: &mut Vec<String>,
) -> Option<(u32, Vec<Setting>, Replay)> {
    let name = replay.scenario;
    for n in 0..=random::REDRAWS {
        let seed = random::redrawn(first, n);
        let drawn = random::drawn(scenario, seed);
        let (settings, left) =
            random::honoured(scenario, replay.settings, &drawn, replay.real_ms_per_second);
        for ((id, value), why) in &left {
            lines.push(format!(
                "  {name} seed {seed}: {id}={value} left at its default: {why}"
            ));
        }
        match random::pace(scenario, replay, &settings) {
            Ok(pace) => {
                if let Some(why) = pace.slowed {
                    let at = pace.real_ms_per_second;
                    lines.push(format!(
                        "  {name} seed {seed}: played at {at} ms a second: {why}"
                    ));
                }
                let paced = Replay {
                    real_ms_per_second: pace.real_ms_per_second,
                    ..*replay
                };
                return Some((seed, settings, paced));
            }
            Err(why) => {
                let flags = random::set_flags(replay.settings, &settings);
                lines.push(format!(
                    "  too close {name} seed {seed}: {flags}: drawn again: {why}"
                ));
            }
        }
    }
    lines.push(format!(
        "too close {name} seed {first}: every draw was too close to judge"
    ));
    None
}

/// Replays one experiment at `settings`; where the real run and the model
/// part, if they do.
fn judge(
    stage: &mut Stage,
    replay: &Replay,
    file: &Path,
    settings: &[Setting],
) -> Result<Option<String>, String> {
    let recording = stage.replay_at(replay, file, &random::assignments(settings))?;
    let text = serde_json::to_string_pretty(&recording).expect("plain data");
    compare(file, &text).map(|(_, _, parting)| parting)
}
