//! Waiting for the lock with etcd's own lock API, as a client process does,
//! or for leadership with its election API, which waits alike.
//!
//! The v3lock service's `lock` call, as the election's `campaign`, blocks until every older key under the
//! lock's name is gone. While it waits, the client watches from beside the
//! call what the call cannot tell it: its own key's `create_revision` (the
//! token, which is gone with the key if the lease runs out) and whether its
//! session lease still lives. So a grant that comes after the session lease
//! ran out is recorded as what it is: a grant with no lease behind it.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use fencelab_core::spec::DidSpec;
use fencelab_core::Retry;

use super::client::{real_us, ttl_seconds, Next, Player};
use super::hold::Hold;
use super::stories::LockPlay;
use crate::ServiceError;

/// How often the client looks at its key and lease while it waits.
const POLL: Duration = Duration::from_millis(10);

impl Player<'_> {
    /// Asks once with the lock API and waits, until the retry plan's
    /// deadline, for its answer. The lease is the client's session lease
    /// where it has one, left to run out: nothing renews it while it waits.
    pub(super) fn acquire_waiting(&mut self, retry: Option<Retry>) -> Result<Next, String> {
        let scale = self.args.real_ms_per_second;
        let length = self.world.clients[self.id.index()]
            .session
            .unwrap_or(self.world.lock.lease);
        let ttl = ttl_seconds(length, scale)?;
        let asked = self.wall_now();
        let asked_us = real_us(self.args.start_unix_us);
        let lease = self.etcd.grant(ttl).map_err(|e| e.to_string())?;
        let key = format!("{}/{:x}", self.args.lock, lease.0);
        // Without a retry plan the client waits only as long as an answer
        // from a free lock takes.
        let wait_ms = retry.map_or(100, |r| {
            r.until.ms().saturating_sub(asked.ms()) * u64::from(scale) / 1000
        });
        let bound = Duration::from_millis(wait_ms);
        let (tx, rx) = mpsc::channel();
        let etcd = self
            .etcd
            .clone()
            .with_timeout(bound + Duration::from_secs(1));
        let name = self.args.lock.clone();
        let election = self.args.lock_play == LockPlay::EtcdElection;
        thread::spawn(move || {
            let answer = match election {
                true => etcd.campaign(&name, lease).map(|leader| leader.key),
                false => etcd.lock(&name, lease),
            };
            let _ = tx.send(answer);
        });
        let deadline = Instant::now() + bound;
        let mut token = None;
        let mut session_ended_us = None;
        let mut said_refused = false;
        let answer = loop {
            match rx.recv_timeout(POLL) {
                Ok(answer) => break Some(answer),
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    return Err("the lock API call ended without an answer".to_owned())
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
            }
            if token.is_none() {
                token = self.etcd.create_revision(&key).ok().flatten();
            }
            // An older key under the name holds the lock: the ask waits,
            // which the model tells as a refusal at the ask.
            if !said_refused && token.is_some() {
                let first = self.etcd.first_under(&format!("{}/", self.args.lock));
                if matches!(first, Ok(Some((revision, _))) if Some(revision) != token) {
                    said_refused = true;
                    self.say_at(
                        asked_us,
                        DidSpec::Refused {
                            session_ended_ms: None,
                            free: None,
                        },
                        None,
                    );
                }
            }
            if session_ended_us.is_none() && matches!(self.etcd.time_to_live(lease), Ok(None)) {
                session_ended_us = Some(real_us(self.args.start_unix_us));
            }
            if Instant::now() > deadline {
                break None;
            }
        };
        let to_ms = |us: u64| us / u64::from(scale);
        let key = match answer {
            None => {
                let _ = self.etcd.revoke(lease);
                self.say(DidSpec::GaveUp { attempts: 1 }, None);
                return Ok(Next::Stop);
            }
            // The service refused because the session lease had gone.
            Some(Err(ServiceError::LeaseGone)) => {
                let ended = session_ended_us.unwrap_or_else(|| real_us(self.args.start_unix_us));
                self.say(
                    DidSpec::Refused {
                        session_ended_ms: Some(to_ms(ended)),
                        free: None,
                    },
                    None,
                );
                return Ok(Next::Stop);
            }
            Some(Err(e)) => return Err(e.to_string()),
            Some(Ok(key)) => key,
        };
        let granted_us = real_us(self.args.start_unix_us);
        if token.is_none() {
            token = self.etcd.create_revision(&key).map_err(|e| e.to_string())?;
        }
        let Some(token) = token else {
            return Err(format!(
                "etcd granted {key}, which was gone before its revision could be read"
            ));
        };
        if session_ended_us.is_none() && matches!(self.etcd.time_to_live(lease), Ok(None)) {
            session_ended_us = Some(granted_us);
        }
        self.held = Some(Hold {
            lease: Some(lease),
            token,
            key,
            nodes: Vec::new(),
        });
        self.grants += 1;
        self.believed_until = asked + self.world.lock.lease;
        let session_ended_ms = session_ended_us.map(to_ms);
        self.say_at(
            granted_us,
            DidSpec::Granted {
                token: token as u64,
                attempts: 1,
                session_ended_ms,
                nodes: Vec::new(),
            },
            None,
        );
        Ok(Next::Continue)
    }
}
