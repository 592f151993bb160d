//! A client's requests over a slow link: through the relay that stands for
//! the scenario's link to a resource, each said as it leaves and as its
//! answer comes back, its arrival told by PostgreSQL's own clock. Where the
//! link loses a message, no answer comes; the client waits the scenario's
//! resend time from when it sent, and sends the same request again on the
//! next of the connections it opened at the start, as a pool would hold
//! them, since the lost one can carry nothing more.

use std::time::Duration;

use fencelab_core::spec::{DidSpec, InitialValue, RequestSpec};
use fencelab_core::{ResourceId, WriteOp};

use super::client::Player;
use super::sql;
use crate::{PgClient, ServiceError};

/// What a request over the link asks of the connection it goes on:
/// whether it is a resend, and it answers with what to say on arrival.
type Ask<'a, T> = dyn FnMut(&mut PgClient, bool) -> crate::Result<T> + 'a;

impl Player<'_> {
    /// Reads `r` over its slow link: the value and version.
    pub(super) fn read_slow(
        &mut self,
        r: ResourceId,
        token: Option<i64>,
    ) -> Result<(InitialValue, i64), String> {
        let start = self.args.start_unix_us;
        let resource = self.world.resource_name(r).to_owned();
        let ((value, version), arrived) = self.over_link(r, RequestSpec::Read, &mut |pg, _| {
            let (value, version, ran) = sql::read_stamped(pg, r, token)?;
            Ok(((value, version), ran))
        })?;
        self.say_at(
            arrived.saturating_sub(start),
            DidSpec::Read {
                resource,
                value: value.clone(),
            },
            None,
        );
        Ok((value, version))
    }

    /// Writes `r` over its slow link; with idempotency keys, under the
    /// key of this write of the plan. The write is told from the store's
    /// log, which has it even where its answer was lost; the client learns
    /// only whether it was applied, or answered as done.
    pub(super) fn write_slow(
        &mut self,
        r: ResourceId,
        op: WriteOp,
        token: i64,
        copy: Option<(InitialValue, i64)>,
        key: String,
    ) -> Result<(bool, InitialValue), String> {
        let world = self.world;
        let keys = world.resources[r.index()].idempotency_keys;
        let read_version = copy.as_ref().map_or(0, |(_, v)| *v);
        let sent = match op.added() {
            Some(_) => None,
            None => Some(sql::computed(world, copy.as_ref().map(|(v, _)| v), op)?),
        };
        let client = self.args.client.clone();
        let mut attempt = 0;
        let (landed, _) = self.over_link(r, RequestSpec::Write, &mut |pg, _| {
            let key = keys.then_some(key.as_str());
            let who = (client.as_str(), attempt);
            attempt += 1;
            let landed = sql::write_landed(
                pg,
                world,
                r,
                op,
                sent.as_ref(),
                (token, read_version),
                who,
                key,
            )?;
            Ok((landed, 0))
        })?;
        let done = landed.applied || landed.known_key;
        let value = match (&sent, &copy) {
            (Some(v), _) => v.clone(),
            (None, Some((v, _))) => v.clone(),
            (None, None) => InitialValue::Number(0),
        };
        Ok((done, value))
    }

    /// Sends a request over `r`'s link and waits for its answer, sending
    /// it again a resend's time after each send while the link loses it.
    /// What `ask` returned, and when PostgreSQL ran it, by its clock.
    fn over_link<T>(
        &mut self,
        r: ResourceId,
        request: RequestSpec,
        ask: &mut Ask<'_, (T, u64)>,
    ) -> Result<(T, u64), String> {
        let resource = self.world.resource_name(r).to_owned();
        let resend = self.world.network.resend.max(fencelab_core::Millis(1));
        let scale = u64::from(self.args.real_ms_per_second);
        let mut again = false;
        loop {
            let sent = self.now();
            self.say(
                DidSpec::Sent {
                    resource: resource.clone(),
                    request,
                },
                None,
            );
            let link = self.links[r.index()]
                .as_mut()
                .ok_or_else(|| format!("{resource} has no slow link here"))?;
            let wait = if link.cut {
                Duration::from_millis(resend.ms() * scale / 1000)
            } else {
                crate::socket::IO_TIMEOUT + 2 * link.delay
            };
            let cut = link.cut;
            let pg = link
                .pool
                .first_mut()
                .ok_or_else(|| format!("every connection to {resource} was lost"))?;
            pg.set_read_timeout(wait).map_err(|e| e.to_string())?;
            match ask(pg, again) {
                Ok(answer) => {
                    self.say(DidSpec::Answered { resource, request }, None);
                    return Ok(answer);
                }
                Err(ServiceError::Timeout { .. }) if cut => {
                    if let Some(link) = self.links[r.index()].as_mut() {
                        link.pool.remove(0);
                    }
                    again = request == RequestSpec::Write;
                    self.sleep_until(sent + resend);
                }
                Err(e) => return Err(e.to_string()),
            }
        }
    }
}
