//! The resources: reads hand out a copy, writes pass the checks on the way
//! (a proxy, a token check, a version check) and are judged against the
//! lock service's view of the writer.

use super::{emit, Engine, Held, Next, Observer};
use crate::event::{Again, EventKind, Overwrote, Refusal, Standing, Verdict, Wrote};
use crate::ids::{ClientId, GrantId, ResourceId};
use crate::world::{Guard, Value, World, WriteOp};

/// A write as the resource judged it on arrival, before anything of it
/// is applied: the rest of the write's handling only reads it.
#[derive(Clone, Copy)]
struct Judged {
    held: Held,
    standing: Standing,
    verdict: Verdict,
    /// Whether the write was sent again, and whether the resource knew it.
    again: Option<Again>,
}

impl Judged {
    fn accepted(self) -> bool {
        matches!(self.verdict, Verdict::Accepted)
    }

    /// Whether the resource's value changes: accepted, and not answered
    /// as done already.
    fn applies(self) -> bool {
        self.accepted() && self.again != Some(Again::Recognised)
    }
}

impl Engine {
    /// A read reaches a resource: the client's copy becomes its value.
    ///
    /// Inlined, like an acquire, into the quiet path's run loop: a call
    /// would cost about as much as the work. A write, bigger, is called:
    /// inlined, it would cost the wasm a kilobyte for little time.
    #[inline(always)]
    pub(super) fn read<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        r: ResourceId,
        obs: &mut O,
    ) -> Next {
        let now = self.now;
        let held = self.clients[c.index()].held;
        let holder = held.is_some_and(|h| self.live_lease(h.grant).is_some());
        let resource = &mut self.resources[r.index()];
        let fenced = world.resources[r.index()].fenced_reads;
        if fenced {
            // A fenced read tells the resource of its reader's token, so a
            // stale write that lands between this read and this reader's
            // write meets a higher token than its own.
            if let Some(h) = held {
                resource.highest = Some(resource.highest.map_or(h.token, |t| t.max(h.token)));
            }
        }
        let seen = &mut self.clients[c.index()].seen[r.index()];
        seen.value.assign(&resource.value);
        seen.at = now;
        seen.version = resource.version;
        emit(obs, now, || EventKind::Read {
            client: c,
            resource: r,
            value: self.resources[r.index()].value.clone(),
            holder,
            token: held.filter(|_| fenced).map(|h| h.token),
        });
        Next::Continue
    }

    /// A write reaches a resource, which applies its checks; the lock
    /// service's view of the writer decides whether the write counts.
    #[inline]
    pub(super) fn write<O: Observer>(
        &mut self,
        world: &World,
        c: ClientId,
        r: ResourceId,
        op: WriteOp,
        obs: &mut O,
    ) -> Next {
        let now = self.now;
        let Some(held) = self.clients[c.index()].held else {
            // Compilation puts an acquire before every write, and a refused
            // acquire ends the plan, so a write always has a grant.
            return Next::Stop;
        };
        let judged = self.judge_write(world, c, r, held);
        let read_at = op
            .reads_copy()
            .then_some(self.clients[c.index()].seen[r.index()].at);
        let missed = self.missed::<O>(c, r, op);
        self.apply_write(c, r, op, judged);
        self.count_write(c, r, op, judged);
        let sent = self.clients[c.index()].in_flight.map_or(now, |(_, t)| t);
        if judged.accepted() && matches!(judged.standing, Standing::Stale { .. }) {
            self.overlap(c);
        }
        emit(obs, now, || {
            EventKind::Wrote(Wrote {
                client: c,
                resource: r,
                token: held.token,
                value: self.written_value(c, r, op, judged),
                added: op.added(),
                verdict: judged.verdict,
                standing: judged.standing,
                read_at,
                missed,
                sent,
                again: judged.again,
            })
        });
        self.answer_write(c, r, judged.accepted())
    }

    /// A client asks a resource for the highest token it has accepted and
    /// goes on only if its own is no lower: an application's `SELECT` of the
    /// fence before an `UPDATE` of its own. The answer is true only as it is
    /// given; nothing holds it until the write that follows arrives.
    pub(super) fn check_fence<O: Observer>(
        &mut self,
        c: ClientId,
        r: ResourceId,
        obs: &mut O,
    ) -> Next {
        let Some(held) = self.clients[c.index()].held else {
            // Compilation puts an acquire before every check, and a refused
            // acquire ends the plan, so a check always has a grant.
            return Next::Stop;
        };
        let highest = self.resources[r.index()].highest;
        let ok = highest.is_none_or(|h| held.token >= h);
        emit(obs, self.now, || EventKind::FenceChecked {
            client: c,
            resource: r,
            token: held.token,
            highest,
            ok,
        });
        if ok {
            Next::Continue
        } else {
            Next::Stop
        }
    }

    /// Judges a write by the lock service's view at the moment it arrives.
    pub(super) fn standing(&self, held: Held, r: ResourceId) -> Standing {
        if self.live_lease(held.grant).is_some() {
            return Standing::Holder;
        }
        let ended = held.ended.unwrap_or(self.now);
        match self.resources[r.index()].newest {
            Some((grant, newer, newer_token)) if newer_grant(grant, held.grant) => {
                Standing::Stale {
                    ended,
                    newer,
                    newer_token,
                }
            }
            _ => Standing::Late { ended },
        }
    }

    /// How the resource judges a write on arrival, before any of it is
    /// applied: the guards it has, in the order a request meets them.
    #[inline(always)]
    fn judge_write(&self, world: &World, c: ClientId, r: ResourceId, held: Held) -> Judged {
        let standing = self.standing(held, r);
        let config = &world.resources[r.index()];
        let resource = &self.resources[r.index()];
        let lower = resource.highest.filter(|&highest| held.token < highest);
        let read = self.clients[c.index()].seen[r.index()].version;
        // A write sent again after its answer was lost has been applied
        // once already; a resource that keeps its key answers it as done.
        let again = self.clients[c.index()]
            .unanswered
            .then_some(if config.idempotency_keys {
                Again::Recognised
            } else {
                Again::Applied
            });
        let verdict = match lower {
            _ if again == Some(Again::Recognised) => Verdict::Accepted,
            Some(highest) if config.proxy => Verdict::Refused(Refusal::Token {
                by: Guard::Proxy,
                highest,
            }),
            Some(highest) if config.fencing => Verdict::Refused(Refusal::Token {
                by: Guard::Fencing,
                highest,
            }),
            _ if config.compare_and_set && read != resource.version => {
                Verdict::Refused(Refusal::Version {
                    read,
                    current: resource.version,
                })
            }
            _ => Verdict::Accepted,
        };
        Judged {
            held,
            standing,
            verdict,
            again,
        }
    }

    /// A read-modify-write that replaces a value other than the one it was
    /// computed from has overwritten a change its writer never saw. Only
    /// the event tells of it, so a quiet run skips the comparison.
    #[inline(always)]
    fn missed<O: Observer>(&self, c: ClientId, r: ResourceId, op: WriteOp) -> Option<Overwrote> {
        let resource = &self.resources[r.index()];
        let copy = &self.clients[c.index()].seen[r.index()].value;
        if O::RECORDS && op.reads_copy() && resource.value != *copy {
            resource.last_writer.map(|(client, standing)| Overwrote {
                client,
                late: standing.is_late(),
                stale: matches!(standing, Standing::Stale { .. }),
            })
        } else {
            None
        }
    }

    /// The resource takes a write that applies, and the expected value
    /// replays it if it counts.
    #[inline(always)]
    fn apply_write(&mut self, c: ClientId, r: ResourceId, op: WriteOp, judged: Judged) {
        let resource = &mut self.resources[r.index()];
        let copy = &self.clients[c.index()].seen[r.index()].value;
        let held = judged.held;
        if judged.applies() {
            apply(&mut resource.value, copy, op);
        }
        // The expected value replays each write that counts as an operation
        // on the expected value itself, so an update computed from an old
        // copy cannot hide the updates that copy missed. A holder's accepted
        // write counts; a refused one does not, since its writer is told
        // and stops, so nothing it believes done is lost. An accepted late write counts
        // from the moment it is accepted: its writer was told it succeeded,
        // so a later write that replaces it unread loses acknowledged work.
        // A stale write never counts: it overwrote a newer holder's work.
        // A write applied again counts once: its writer meant it once.
        let accepted = judged.accepted();
        match judged.standing {
            _ if judged.again.is_some() => {}
            Standing::Holder if accepted => apply_in_place(&mut resource.expected, op),
            Standing::Holder => {}
            Standing::Late { .. } if accepted => apply_in_place(&mut resource.expected, op),
            Standing::Late { .. } | Standing::Stale { .. } => {}
        }
        if judged.applies() {
            resource.highest = Some(resource.highest.map_or(held.token, |h| h.max(held.token)));
            resource.version = resource.version.wrapping_add(1);
            resource.last_writer = Some((c, judged.standing));
            if resource.newest.is_none_or(|(g, _, _)| held.grant > g) {
                resource.newest = Some((held.grant, c, held.token));
            }
        }
    }

    /// Counts the write in the tally by its verdict and standing, and
    /// marks what the client's hold has written, to spot an update across
    /// resources left half done.
    #[inline(always)]
    fn count_write(&mut self, c: ClientId, r: ResourceId, op: WriteOp, judged: Judged) {
        let state = &mut self.clients[c.index()];
        let tally = &mut self.tally;
        let accepted = judged.accepted();
        match (accepted, judged.standing) {
            (true, Standing::Stale { .. }) => tally.stale_accepted += 1,
            (false, Standing::Stale { .. }) => tally.stale_refused += 1,
            (false, Standing::Holder) => {
                tally.holder_refused += 1;
                if matches!(judged.verdict, Verdict::Refused(Refusal::Token { .. })) {
                    tally.holder_fenced += 1;
                }
            }
            _ => {}
        }
        // Sent again, a value computed by the client is the same value,
        // harmless unless another write came between, which the expected
        // value shows; an increment adds its amount once more.
        if judged.again == Some(Again::Applied) && accepted && op.added().is_some() {
            tally.applied_twice += 1;
        }
        if accepted {
            tally.accepted += 1;
            state.seen[r.index()].written_in = state.hold;
            if judged.standing.is_late() {
                tally.late_accepted += 1;
            }
        } else {
            tally.refused += 1;
            let elsewhere = state
                .seen
                .iter()
                .enumerate()
                .any(|(i, seen)| seen.written_in == state.hold && i != r.index());
            if elsewhere {
                tally.partial += 1;
            }
        }
    }

    /// The value a write's event names, worked out only for the event.
    fn written_value(&self, c: ClientId, r: ResourceId, op: WriteOp, judged: Judged) -> Value {
        let mut value = Value::Number(0);
        let held_now = &self.resources[r.index()].value;
        match op {
            // Worked out at the resource: what it holds now, or would
            // have held had it applied the write.
            WriteOp::Increment(_) | WriteOp::Push(_)
                if !judged.applies() && judged.again.is_none() =>
            {
                value.assign(held_now);
                apply_in_place(&mut value, op);
            }
            WriteOp::Increment(_) | WriteOp::Push(_) => value.assign(held_now),
            _ if judged.again == Some(Again::Recognised) => value.assign(held_now),
            _ => apply(
                &mut value,
                &self.clients[c.index()].seen[r.index()].value,
                op,
            ),
        }
        value
    }

    /// The answer reaches the writer: accepted, it knows what it just
    /// wrote, so its copy is that value now; refused, it has learned that
    /// it lost the lock, and stops.
    #[inline(always)]
    fn answer_write(&mut self, c: ClientId, r: ResourceId, accepted: bool) -> Next {
        if !accepted {
            return Next::Stop;
        }
        let resource = &self.resources[r.index()];
        let seen = &mut self.clients[c.index()].seen[r.index()];
        seen.value.assign(&resource.value);
        seen.at = self.now;
        seen.version = resource.version;
        Next::Continue
    }
}

fn newer_grant(accepted: GrantId, writer: GrantId) -> bool {
    accepted > writer
}

/// Applies a write's operation to `target` itself, as if the writer had read
/// `target` at the moment of writing.
///
/// Inlined, as [`apply`] is: natively the compiler does so by itself, but
/// for wasm it calls both, with the operation passed through memory, and
/// the calls cost a sweep more than the matches they make.
#[inline(always)]
pub(crate) fn apply_in_place(target: &mut Value, op: WriteOp) {
    match (op, target) {
        (WriteOp::Set(n), target) => *target = Value::Number(n),
        (WriteOp::Add(n), Value::Number(base)) => *base = base.saturating_add(n),
        (WriteOp::Append(item), Value::List(list)) => list.push(item),
        (WriteOp::Increment(n), Value::Number(base)) => *base = base.saturating_add(n),
        (WriteOp::Push(item), Value::List(list)) => list.push(item),
        (WriteOp::Add(_) | WriteOp::Increment(_), Value::List(_))
        | (WriteOp::Append(_) | WriteOp::Push(_), Value::Number(_)) => {}
    }
}

/// Computes what a write sends from the client's copy, into `target`; an
/// increment or a push, which sends no value, is added to `target` itself.
#[inline(always)]
fn apply(target: &mut Value, copy: &Value, op: WriteOp) {
    match (op, copy) {
        (WriteOp::Increment(_) | WriteOp::Push(_), _) => apply_in_place(target, op),
        (WriteOp::Set(n), _) => *target = Value::Number(n),
        (WriteOp::Add(n), Value::Number(base)) => *target = Value::Number(base.saturating_add(n)),
        (WriteOp::Append(item), Value::List(_)) => {
            target.assign(copy);
            if let Value::List(list) = target {
                list.push(item);
            }
        }
        // Compilation matches each op to its resource's kind of value.
        (WriteOp::Add(_), Value::List(_)) | (WriteOp::Append(_), Value::Number(_)) => {}
    }
}
