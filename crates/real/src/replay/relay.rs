//! A slow link: a relay on one client's way to PostgreSQL.
//!
//! The kernel here has no `netem` queueing discipline, and a delay on
//! loopback would slow every party alike, so a scenario's link between a
//! client and a resource is a relay on a loopback port of its own: the
//! client's connections to that resource go through it, and it holds each
//! chunk of bytes for the link's delay, each way, in order. Where the
//! scenario cuts the link, the relay loses what crosses it then: a request
//! or an answer never arrives, and the rest of that connection is lost
//! with it, as a real cut leaves a stream no client can read on from; the
//! client sends again on another connection. Before the story starts the
//! relay passes bytes straight through, so logging in takes no story time.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use fencelab_core::Leg;

use super::client::unix_us;
use crate::socket::{connect, IO_TIMEOUT};
use crate::{Result, ServiceError};

/// What a relay does to the bytes crossing it, in real time.
#[derive(Clone, Debug)]
pub struct RelayPlan {
    /// How long each chunk is held, each way.
    pub delay: Duration,
    /// When the link loses messages: which way, from and until, in real
    /// microseconds since the story's start.
    pub cuts: Vec<(Leg, u64, u64)>,
    /// The story's start, in microseconds since the Unix epoch.
    pub start_unix_us: u64,
}

/// A running relay, stopped when dropped.
pub struct Relay {
    port: u16,
    stop: Arc<AtomicBool>,
    lost: Arc<Mutex<Vec<(u64, Leg)>>>,
    accepting: Option<JoinHandle<()>>,
}

/// How often a waiting thread looks at the stop flag.
const POLL: Duration = Duration::from_millis(5);

impl Relay {
    /// Starts a relay in front of PostgreSQL's `pg_port` on a free
    /// loopback port.
    pub fn start(pg_port: u16, plan: RelayPlan) -> Result<Relay> {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
            .map_err(|e| ServiceError::io("listen for a slow link", e))?;
        let port = listener
            .local_addr()
            .map_err(|e| ServiceError::io("find a slow link's port", e))?
            .port();
        listener
            .set_nonblocking(true)
            .map_err(|e| ServiceError::io("set up a slow link", e))?;
        let stop = Arc::new(AtomicBool::new(false));
        let lost = Arc::new(Mutex::new(Vec::new()));
        let link = Link {
            pg_port,
            plan,
            stop: Arc::clone(&stop),
            lost: Arc::clone(&lost),
        };
        let accepting = std::thread::spawn(move || link.accept(&listener));
        Ok(Relay {
            port,
            stop,
            lost,
            accepting: Some(accepting),
        })
    }

    /// The port the client connects to instead of PostgreSQL's.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// What the link lost: when, in real microseconds since the start,
    /// and which way.
    pub fn lost(&self) -> Vec<(u64, Leg)> {
        self.lost
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.accepting.take() {
            let _ = thread.join();
        }
    }
}

/// What every connection's threads share.
#[derive(Clone)]
struct Link {
    pg_port: u16,
    plan: RelayPlan,
    stop: Arc<AtomicBool>,
    lost: Arc<Mutex<Vec<(u64, Leg)>>>,
}

impl Link {
    fn accept(&self, listener: &TcpListener) {
        while !self.stop.load(Ordering::Relaxed) {
            match listener.accept() {
                Ok((client, _)) => {
                    let link = self.clone();
                    std::thread::spawn(move || link.carry(client));
                }
                Err(_) => std::thread::sleep(POLL),
            }
        }
    }

    /// Carries one connection both ways until either end hangs up.
    fn carry(self, client: TcpStream) {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, self.pg_port));
        let Ok(server) = connect(addr, IO_TIMEOUT, "PostgreSQL behind a slow link") else {
            return;
        };
        let _ = client.set_nonblocking(false);
        let broken = Arc::new(AtomicBool::new(false));
        let (Ok(client_out), Ok(server_out)) = (client.try_clone(), server.try_clone()) else {
            return;
        };
        let answers = {
            let link = self.clone();
            let broken = Arc::clone(&broken);
            std::thread::spawn(move || link.pump(server, client_out, Leg::Answer, &broken))
        };
        self.pump(client, server_out, Leg::Request, &broken);
        let _ = answers.join();
    }

    /// Reads chunks from `from` and hands them, each with the moment it is
    /// due, to a thread that writes them to `to` in order.
    fn pump(&self, mut from: TcpStream, to: TcpStream, leg: Leg, broken: &AtomicBool) {
        let _ = from.set_read_timeout(Some(Duration::from_millis(50)));
        let (send, due) = channel::<(u64, Vec<u8>)>();
        let writer = std::thread::spawn(move || deliver(to, &due));
        let mut buffer = vec![0u8; 16 * 1024];
        while !self.stop.load(Ordering::Relaxed) {
            let n = match from.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    continue
                }
                Err(_) => break,
            };
            let now = unix_us();
            let story_us = now.saturating_sub(self.plan.start_unix_us);
            if now >= self.plan.start_unix_us && self.cut(leg, story_us) {
                if !broken.swap(true, Ordering::Relaxed) {
                    self.lost
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .push((story_us, leg));
                }
                continue;
            }
            if broken.load(Ordering::Relaxed) {
                continue;
            }
            let held = if now >= self.plan.start_unix_us {
                self.plan.delay.as_micros() as u64
            } else {
                0
            };
            if send.send((now + held, buffer[..n].to_vec())).is_err() {
                break;
            }
        }
        drop(send);
        let _ = writer.join();
        let _ = from.shutdown(Shutdown::Both);
    }

    fn cut(&self, leg: Leg, story_us: u64) -> bool {
        self.plan
            .cuts
            .iter()
            .any(|&(l, from, until)| l == leg && from <= story_us && story_us < until)
    }
}

/// Writes each chunk once it is due, in the order they came.
fn deliver(mut to: TcpStream, due: &Receiver<(u64, Vec<u8>)>) {
    for (at, bytes) in due {
        let now = unix_us();
        if at > now {
            std::thread::sleep(Duration::from_micros(at - now));
        }
        if to.write_all(&bytes).is_err() {
            break;
        }
    }
    let _ = to.shutdown(Shutdown::Write);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    /// A server on loopback that sends back what it reads.
    fn echo() -> u16 {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("a free port");
        let port = listener.local_addr().expect("its port").port();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { return };
                std::thread::spawn(move || {
                    let mut buffer = [0u8; 64];
                    while let Ok(n) = stream.read(&mut buffer) {
                        if n == 0 || stream.write_all(&buffer[..n]).is_err() {
                            return;
                        }
                    }
                });
            }
        });
        port
    }

    fn through(relay: &Relay) -> TcpStream {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, relay.port()));
        connect(addr, Duration::from_secs(30), "the relay").expect("the relay takes it")
    }

    #[test]
    fn a_message_and_its_answer_are_each_held_for_the_delay() {
        let plan = RelayPlan {
            delay: Duration::from_millis(150),
            cuts: Vec::new(),
            start_unix_us: unix_us(),
        };
        let relay = Relay::start(echo(), plan).expect("starts");
        let mut stream = through(&relay);
        let sent = Instant::now();
        stream.write_all(b"write").expect("sends");
        let mut answer = [0u8; 5];
        stream.read_exact(&mut answer).expect("an answer");
        assert_eq!(&answer, b"write");
        assert!(
            sent.elapsed() >= Duration::from_millis(300),
            "{:?}",
            sent.elapsed()
        );
        assert!(relay.lost().is_empty());
    }

    #[test]
    fn an_answer_inside_a_cut_is_lost_and_said() {
        let start = unix_us();
        let plan = RelayPlan {
            delay: Duration::ZERO,
            cuts: vec![(Leg::Answer, 0, 3_600_000_000)],
            start_unix_us: start,
        };
        let relay = Relay::start(echo(), plan).expect("starts");
        let mut stream = through(&relay);
        stream
            .set_read_timeout(Some(Duration::from_millis(300)))
            .expect("a bound");
        stream.write_all(b"write").expect("sends");
        let mut answer = [0u8; 5];
        assert!(
            stream.read_exact(&mut answer).is_err(),
            "the answer is lost"
        );
        let lost = relay.lost();
        assert_eq!(lost.len(), 1);
        assert_eq!(lost[0].1, Leg::Answer);
    }
}
