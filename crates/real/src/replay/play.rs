//! The story's time on real services: the client processes run their
//! plans, and the runner does only what the world does to them and to the
//! lock service, each at its moment, while it listens to what they say.
//!
//! The runner acts in the order faults, clock steps, wake-ups, and only
//! then listens, so an act that is due is never held back by a client
//! that talks a lot. Every wait is bounded by the acts still to come.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use fencelab_core::spec::DidSpec;
use fencelab_core::World;
use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;

use super::client::real_us;
use super::election::{ElectionSide, Freeze};
use super::faked::FakedClock;
use super::line::{ClientArgs, ClientLine};
use super::redis_side::RedisSide;
use super::watch::{watch, KeyChange, Seen, Watch};
use crate::Etcd;

/// A line from client `.0`, by its index in the world; `None` once its
/// output has ended.
pub(super) type Heard = (usize, Option<ClientLine>);

/// The longest the runner listens before it looks at the clock again, so
/// an act falls due at most this late even when no act is scheduled.
const LISTEN: Duration = Duration::from_millis(50);

/// What the world does on its own during the story, each at its moment in
/// real microseconds from the story's start; an act is removed once done.
pub(super) struct Acts {
    /// The lock service's faults: etcd restarts with its spare store, and
    /// a fault with none is a Redis failover.
    pub(super) faults: Vec<(u64, Option<PathBuf>)>,
    /// Steps of a clock: whose, and by how many of the story's milliseconds.
    pub(super) jumps: Vec<(u64, Stepped, i64)>,
    /// When each paused client, by index, is let go again.
    pub(super) wakes: Vec<(u64, usize)>,
    /// After how many grants a failover's replica stops copying.
    pub(super) cut_after: Option<usize>,
    /// When an etcd member is frozen, cutting its client off, and let go.
    pub(super) freezes: Vec<(u64, Freeze)>,
}

/// Whose clock a step moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stepped {
    /// A Redlock node's, from 1.
    Node(u16),
    /// A client's, by its index in the world.
    Client(usize),
}

/// The runner during the story: what it acts on, what is still to do, and
/// what it has seen so far.
pub(super) struct Play<'a> {
    pub(super) etcd: &'a mut Etcd,
    pub(super) redis: Option<&'a mut RedisSide>,
    pub(super) election: Option<&'a ElectionSide>,
    pub(super) world: &'a World,
    /// Real milliseconds per second of the story.
    pub(super) scale: u32,
    pub(super) start_unix_us: u64,
    pub(super) clients: &'a mut Clients,
    pub(super) acts: Acts,
    /// What the clients said and the runner did, in the order heard.
    pub(super) seen: Vec<Seen>,
    /// Grants heard so far, to know when to cut a failover's replica.
    pub(super) grants: usize,
}

impl Play<'_> {
    /// Acts and listens until every client's output has ended, or fails
    /// once `bound` has passed: a client that never finishes hangs.
    pub(super) fn run(&mut self, heard: &Receiver<Heard>, bound: Duration) -> Result<(), String> {
        let deadline = Instant::now() + bound;
        let mut open = self.world.clients.len();
        while open > 0 {
            let now = real_us(self.start_unix_us);
            if self.act_due(now)? {
                continue;
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "the clients had not finished after {} s: a client hangs",
                    bound.as_secs()
                ));
            }
            match heard.recv_timeout(self.wait(now)) {
                Ok((_, None)) => open -= 1,
                Ok((i, Some(line))) => self.heard(i, line)?,
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        Ok(())
    }

    /// Does the first act that is due, if any: whether one was.
    fn act_due(&mut self, now: u64) -> Result<bool, String> {
        let acts = &mut self.acts;
        if let Some(pos) = acts.faults.iter().position(|(at, _)| *at <= now) {
            let (_, store) = acts.faults.remove(pos);
            self.fault(now, store)?;
        } else if let Some(pos) = acts.jumps.iter().position(|(at, _, _)| *at <= now) {
            let (_, whose, by) = acts.jumps.remove(pos);
            self.jump(now, whose, by)?;
        } else if let Some(pos) = acts.freezes.iter().position(|(at, _)| *at <= now) {
            let (_, freeze) = acts.freezes.remove(pos);
            let election =
                (self.election).ok_or("only an election's cluster has members to freeze")?;
            election.act(freeze)?;
        } else if let Some(pos) = acts.wakes.iter().position(|(at, _)| *at <= now) {
            let (_, i) = acts.wakes.remove(pos);
            self.wake(i)?;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    /// How long to listen: until the next act, at most [`LISTEN`].
    fn wait(&self, now: u64) -> Duration {
        let acts = &self.acts;
        acts.faults
            .iter()
            .map(|(at, _)| *at)
            .chain(acts.wakes.iter().map(|(at, _)| *at))
            .chain(acts.jumps.iter().map(|(at, _, _)| *at))
            .chain(acts.freezes.iter().map(|(at, _)| *at))
            .min()
            .map_or(LISTEN, |at| {
                Duration::from_micros(at.saturating_sub(now)).min(LISTEN)
            })
    }

    /// The lock service fails: etcd restarts with its spare store, or
    /// Redis promotes its replica.
    fn fault(&mut self, now: u64, store: Option<PathBuf>) -> Result<(), String> {
        let did = match (store, &mut self.redis) {
            (Some(store), _) => {
                self.etcd.restart_with(store).map_err(|e| e.to_string())?;
                DidSpec::Restarted
            }
            (None, Some(redis)) => {
                redis.fail_over()?;
                DidSpec::FailedOver
            }
            (None, None) => unreachable!("a fault without etcd is Redis's"),
        };
        self.saw(now, None, did, None);
        Ok(())
    }

    /// A clock steps by `by` of the story's milliseconds, which is the
    /// scale's share of that in real time: a Redlock node's, or a client's.
    fn jump(&mut self, now: u64, whose: Stepped, by: i64) -> Result<(), String> {
        let by_real = by * i64::from(self.scale) / 1000;
        let (node, client) = match whose {
            Stepped::Node(node) => {
                if let Some(redis) = &mut self.redis {
                    redis.jump(by_real)?;
                }
                (Some(node), None)
            }
            Stepped::Client(i) => {
                let clock = self.clients.clocks[i]
                    .as_mut()
                    .ok_or("a client's clock steps, but it was not started on a faked clock")?;
                clock.step(by_real)?;
                (None, Some(self.world.clients[i].name.clone()))
            }
        };
        self.saw(now, client, DidSpec::ClockJumped { node, by_ms: by }, None);
        Ok(())
    }

    /// A paused client's process goes on, and is told to, so it takes up
    /// its plan where the pause stopped it.
    fn wake(&mut self, i: usize) -> Result<(), String> {
        signal(&self.clients.list[i].0, Signal::SIGCONT)?;
        let name = self.world.clients[i].name.clone();
        let at = real_us(self.start_unix_us);
        self.saw(at, Some(name.clone()), DidSpec::Woke, None);
        let stdin = &mut self.clients.list[i].1;
        writeln!(stdin, "go").map_err(|e| format!("cannot wake {name}: {e}"))
    }

    /// What client `i` said: something it did, a pause to take, or why it
    /// cannot go on.
    fn heard(&mut self, i: usize, line: ClientLine) -> Result<(), String> {
        match line {
            ClientLine::Did {
                real_us,
                did,
                unlocked,
            } => self.did(i, real_us, did, unlocked),
            ClientLine::Pause { for_ms } => self.pause(i, for_ms),
            ClientLine::Failed { message } => {
                Err(format!("client {}: {message}", self.world.clients[i].name))
            }
        }
    }

    /// Records what a client did; a failover's replica stops copying once
    /// the grant it is to have last has been made.
    fn did(
        &mut self,
        i: usize,
        at: u64,
        did: DidSpec,
        unlocked: Option<bool>,
    ) -> Result<(), String> {
        let granted = matches!(did, DidSpec::Granted { .. });
        let name = self.world.clients[i].name.clone();
        self.saw(at, Some(name), did, unlocked);
        if granted {
            self.grants += 1;
            if Some(self.grants) == self.acts.cut_after {
                if let Some(redis) = &mut self.redis {
                    redis.cut_replica()?;
                }
            }
        }
        Ok(())
    }

    /// Stops a client's process for its pause, in real time at the scale,
    /// so that it does nothing at all until the runner wakes it.
    fn pause(&mut self, i: usize, for_ms: u64) -> Result<(), String> {
        signal(&self.clients.list[i].0, Signal::SIGSTOP)?;
        let at = real_us(self.start_unix_us);
        let name = self.world.clients[i].name.clone();
        self.saw(at, Some(name), DidSpec::Paused, None);
        self.acts
            .wakes
            .push((at + for_ms * u64::from(self.scale), i));
        Ok(())
    }

    fn saw(&mut self, real_us: u64, client: Option<String>, did: DidSpec, unlocked: Option<bool>) {
        self.seen.push(Seen {
            real_us,
            client,
            did,
            unlocked,
        });
    }
}

/// The client processes of one replay, killed if they are still running
/// when the replay ends.
#[derive(Default)]
pub(super) struct Clients {
    list: Vec<(Child, ChildStdin)>,
    /// Each client's faked wall clock, where its clock steps.
    clocks: Vec<Option<FakedClock>>,
}

impl Clients {
    /// Starts a process per client of `world`, each given its part by
    /// `args` and, where its clock steps, on the faked clock in `clocks`,
    /// with a thread per process that passes on what it says.
    pub(super) fn start(
        world: &World,
        args: impl Fn(&str) -> ClientArgs,
        clocks: Vec<Option<FakedClock>>,
    ) -> Result<(Clients, Receiver<Heard>), String> {
        let (tx, rx) = mpsc::channel::<Heard>();
        let mut clients = Clients::default();
        for (i, config) in world.clients.iter().enumerate() {
            let args = serde_json::to_string(&args(&config.name)).expect("plain data");
            let env = match clocks.get(i) {
                Some(Some(clock)) => clock.env()?,
                _ => Vec::new(),
            };
            let mut child = Command::new(client_program()?)
                .arg(args)
                .envs(env)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit())
                .spawn()
                .map_err(|e| format!("cannot start the client process for {}: {e}", config.name))?;
            // A Ctrl-C must stop the clients too, a paused one included.
            crate::process::adopt(child.id());
            let stdout = child.stdout.take().expect("piped");
            let stdin = child.stdin.take().expect("piped");
            pass_on(i, stdout, tx.clone());
            clients.list.push((child, stdin));
        }
        clients.clocks = clocks;
        Ok((clients, rx))
    }

    /// Waits a little for each process to end, then kills it: a client
    /// still paused or hung must not outlive its replay.
    pub(super) fn finish(&mut self) {
        for (child, _) in &mut self.list {
            let bound = Instant::now() + Duration::from_secs(5);
            loop {
                match child.try_wait() {
                    Ok(Some(_)) | Err(_) => break,
                    Ok(None) if Instant::now() > bound => {
                        let _ = signal(child, Signal::SIGCONT);
                        let _ = child.kill();
                        let _ = child.wait();
                        break;
                    }
                    Ok(None) => thread::sleep(Duration::from_millis(10)),
                }
            }
            crate::process::release(child.id());
        }
        self.list.clear();
    }
}

impl Drop for Clients {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The lock watched from its own thread through the story, so a lease's
/// end is seen when the lock service acts, not when a client next asks.
pub(super) struct Watcher {
    changes: Arc<Mutex<Vec<KeyChange>>>,
    watching: Arc<AtomicBool>,
    thread: thread::JoinHandle<()>,
}

impl Watcher {
    pub(super) fn start(what: Watch, start_unix_us: u64) -> Watcher {
        let changes = Arc::new(Mutex::new(Vec::<KeyChange>::new()));
        let watching = Arc::new(AtomicBool::new(true));
        let thread = watch(what, start_unix_us, changes.clone(), watching.clone());
        Watcher {
            changes,
            watching,
            thread,
        }
    }

    /// Stops watching and hands over the changes seen.
    pub(super) fn stop(self) -> Vec<KeyChange> {
        self.watching.store(false, Ordering::SeqCst);
        let _ = self.thread.join();
        let changes = self.changes.lock().expect("the watcher has stopped");
        changes.clone()
    }
}

/// Passes each line a client prints to the runner, tagged with the
/// client's index; a line that does not parse is the client's failure.
fn pass_on(i: usize, stdout: std::process::ChildStdout, tx: mpsc::Sender<Heard>) {
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let parsed = serde_json::from_str(&line).unwrap_or(ClientLine::Failed {
                message: format!("said something that is not a line: {line}"),
            });
            if tx.send((i, Some(parsed))).is_err() {
                return;
            }
        }
        let _ = tx.send((i, None));
    });
}

fn signal(child: &Child, signal: Signal) -> Result<(), String> {
    kill(Pid::from_raw(child.id() as i32), signal)
        .map_err(|e| format!("cannot send {signal} to a client: {e}"))
}

/// The client program, built beside the runner.
fn client_program() -> Result<PathBuf, String> {
    let me = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    let client = me.with_file_name("fencelab-real-client");
    if client.exists() {
        Ok(client)
    } else {
        Err(format!(
            "the client program {} is missing; build the fencelab-real package",
            client.display()
        ))
    }
}
