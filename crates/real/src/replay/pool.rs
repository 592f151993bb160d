//! Two replays at once, each on services of its own. A story mostly
//! waits (for a pause to end, for a lease to run out), so one replay
//! leaves the machine's cores idle, and two stages halve the time the
//! whole replay takes. What each replay found is handed back in the
//! order of the replays, so the rows read as one stage would print them.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

use super::run::Stage;

/// How many stages play at once.
pub const STAGES: usize = 2;

/// What a stage tells the thread that prints.
enum Told<T> {
    /// It started: the services' versions.
    Started(String),
    /// Job `.0` gave `.1`.
    Done(usize, T),
    /// It could not start.
    Failed(String),
}

/// Runs `work` on every job, [`STAGES`] at a time, each on a stage of its
/// own; `started` hears the services' versions once, before any result,
/// and `show` hears each job's result in the order of `jobs`.
pub fn run_all<J: Sync, T: Send>(
    jobs: &[J],
    work: impl Fn(&mut Stage, &J) -> T + Sync,
    mut started: impl FnMut(&str),
    mut show: impl FnMut(T),
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..STAGES.min(jobs.len()) {
            let tx = tx.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || {
                let mut stage = match Stage::start() {
                    Ok(stage) => stage,
                    Err(e) => return drop(tx.send(Told::Failed(e))),
                };
                let _ = tx.send(Told::Started(stage.versions()));
                while !stop.load(Ordering::SeqCst) {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(job) = jobs.get(i) else { break };
                    let _ = tx.send(Told::Done(i, work(&mut stage, job)));
                }
            });
        }
        drop(tx);
        let mut heard_start = false;
        let mut waiting = BTreeMap::new();
        let mut shown = 0;
        for told in rx {
            match told {
                Told::Started(versions) if !heard_start => {
                    heard_start = true;
                    started(&versions);
                }
                Told::Started(_) => {}
                Told::Done(i, result) => {
                    waiting.insert(i, result);
                    while let Some(result) = waiting.remove(&shown) {
                        show(result);
                        shown += 1;
                    }
                }
                Told::Failed(e) => {
                    stop.store(true, Ordering::SeqCst);
                    return Err(e);
                }
            }
        }
        Ok(())
    })
}
