//! How fast the outcome-only path runs `paused-holder.json`: the number the
//! safety map depends on, since it runs tens of thousands of these a frame.

use fencelab_core::{KnobValue, Runner, Scenario};

fn main() {
    divan::main();
}

fn load(name: &str) -> Scenario {
    let path = format!("{}/../../scenarios/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("scenario file is readable");
    Scenario::from_json(&text).expect("scenario file is valid")
}

fn paused_holder() -> Scenario {
    load("paused-holder")
}

/// One run of each experiment whose engine path differs from the default
/// story's: messages in flight, drifting clocks, a restart, five lock
/// nodes, side effects.
#[divan::bench(args = ["network-delay", "clock-drift", "counter-reset", "redlock-clock-jump", "unfenced-side-effect"])]
fn experiment_outcome(bencher: divan::Bencher, name: &str) {
    let mut runner = Runner::new(&load(name));
    bencher.bench_local(|| divan::black_box(runner.run()));
}

/// One run of the default story, fencing off.
#[divan::bench]
fn paused_holder_outcome(bencher: divan::Bencher) {
    let mut runner = Runner::new(&paused_holder());
    bencher.bench_local(|| divan::black_box(runner.run()));
}

/// A 200 x 200 sweep of pause start against pause length: 40 000 runs, the
/// size of the safety map.
#[divan::bench(sample_count = 10)]
fn paused_holder_map_200x200(bencher: divan::Bencher) {
    let scenario = paused_holder();
    let mut runner = Runner::new(&scenario);
    let at = runner.knob_index("pause_at_ms").expect("knob exists");
    let length = runner.knob_index("pause_ms").expect("knob exists");
    bencher.bench_local(|| {
        let mut unsafe_runs = 0u32;
        for y in 0..200i64 {
            runner
                .set(at, KnobValue::Range(1000 + y * 95))
                .expect("in range");
            for x in 0..200i64 {
                runner
                    .set(length, KnobValue::Range(x * 150))
                    .expect("in range");
                unsafe_runs += u32::from(!runner.run().safe);
            }
        }
        divan::black_box(unsafe_runs)
    });
}
