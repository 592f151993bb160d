//! The agenda: what is due next, in a defined order.
//!
//! Each thing that can have a task waiting has one slot: every fault and
//! clock jump, every lock node's lease timer and every client. A client has
//! at most one task waiting at a time (its next step, wake-up, retry, request
//! or answer), and a node's newest lease timer makes any older one moot, so
//! one slot each is enough. Popping scans the slots for the earliest; with a
//! handful of slots that beats keeping anything sorted, and pushing is a
//! single store.
//!
//! The slots are laid out in the order tasks at the same millisecond run:
//! faults, clock jumps, then lease timers, so a lease that ends at `t` has
//! ended for anything that happens at `t`; then clients in the order the
//! scenario lists them. The scan keeps the first of equal times, so the
//! layout is the tie-break.

use crate::event::ClockOwner;
use crate::ids::{ClientId, GrantId};
use crate::time::SimTime;

/// Something that will happen at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Task {
    /// The lock service's fault with this index strikes.
    Fault(u16),
    /// A clock jumps: whose, and the jump's index in its list.
    Jump(ClockOwner, u16),
    /// A node's lease may run out now, unless renewed or released meanwhile.
    Expire(GrantId, u16),
    /// A client's next step is due. Told apart from [`Task::Client`] when
    /// it is scheduled, so the common case needs no look at the phase.
    Step(ClientId),
    /// A client's wake-up, retry, reply or resend is due, as its phase says.
    Client(ClientId),
    /// A client's request reaches the lock service or a resource.
    Arrive(ClientId),
}

/// The time an empty slot holds: later than any task.
const EMPTY: SimTime = SimTime(u64::MAX);

#[derive(Clone, Debug, Default)]
pub(crate) struct Agenda {
    /// One entry per slot; an empty slot's time is [`EMPTY`].
    slots: Vec<(SimTime, Task)>,
    /// Where the lease timers start: after the faults and the clock jumps.
    first_node: usize,
    /// Where the clients start: after the lease timers.
    first_client: usize,
    /// The slot that is due first, found when the last task was taken
    /// rather than when the next one is, so the search runs while the
    /// task just taken is being done instead of holding up the next.
    next: usize,
}

impl Agenda {
    /// Whether the slots are laid out for `timers` faults and clock jumps,
    /// `nodes` lease timers and `clients` clients.
    pub(crate) fn fits(&self, timers: usize, nodes: usize, clients: usize) -> bool {
        self.first_node == timers
            && self.first_client == timers + nodes
            && self.slots.len() == self.first_client + clients
    }

    /// Lays the slots out for `timers` faults and clock jumps, `nodes`
    /// lease timers and `clients` clients, all empty.
    pub(crate) fn fit(&mut self, timers: usize, nodes: usize, clients: usize) {
        self.first_node = timers;
        self.first_client = timers + nodes;
        self.slots.clear();
        self.slots.resize(
            self.first_client + clients,
            (EMPTY, Task::Client(ClientId(0))),
        );
        self.next = 0;
    }

    /// Puts fault or clock jump number `i`, in tie-break order, at `at`.
    /// A reset sets them all, then the clients, then calls
    /// [`Agenda::settle`].
    #[inline]
    pub(crate) fn set_timer(&mut self, i: usize, at: SimTime, task: Task) {
        debug_assert!(i < self.first_node && matches!(task, Task::Fault(_) | Task::Jump(..)));
        self.slots[i] = (at.min(latest()), task);
    }

    /// Empties every lease timer's slot.
    #[inline]
    pub(crate) fn clear_leases(&mut self) {
        for slot in &mut self.slots[self.first_node..self.first_client] {
            slot.0 = EMPTY;
        }
    }

    /// Gives client `c` its first task.
    #[inline]
    pub(crate) fn set_client(&mut self, c: ClientId, at: SimTime, task: Task) {
        self.slots[self.first_client + c.index()] = (at.min(latest()), task);
    }

    /// Leaves client `c` with nothing waiting.
    #[inline]
    pub(crate) fn clear_client(&mut self, c: ClientId) {
        self.slots[self.first_client + c.index()].0 = EMPTY;
    }

    /// Finds the first due slot once a reset has set them all.
    #[inline]
    pub(crate) fn settle(&mut self) {
        self.next = self.earliest();
    }

    /// Schedules a lease timer or a client's task, replacing whatever that
    /// node or client had waiting.
    #[inline]
    pub(crate) fn push(&mut self, at: SimTime, task: Task) {
        let slot = match task {
            Task::Expire(_, node) => self.first_node + usize::from(node),
            Task::Step(c) | Task::Client(c) | Task::Arrive(c) => self.first_client + c.index(),
            Task::Fault(_) | Task::Jump(..) => {
                debug_assert!(false, "faults and clock jumps are laid out at reset");
                return;
            }
        };
        debug_assert!(
            matches!(task, Task::Expire(..)) || self.slots[slot].0 == EMPTY,
            "a client has one task waiting at most"
        );
        self.set(slot, at, task);
    }

    /// Whether a task for client `c` at `at` would be the next one taken:
    /// the client has nothing waiting and no slot holds a task due earlier,
    /// or at `at` ahead of it in tie-break order.
    ///
    /// Only the client's own task asks, so its slot is empty: the one task
    /// it had waiting is the one being done.
    #[inline]
    pub(crate) fn would_be_next(&self, at: SimTime, c: ClientId) -> bool {
        let slot = self.first_client + c.index();
        debug_assert!(self.slots[slot].0 == EMPTY, "{c:?} has a task waiting");
        (at, slot) < (self.slots[self.next].0, self.next)
    }

    /// When a client's waiting task is due, if it has one.
    pub(crate) fn due(&self, c: ClientId) -> Option<SimTime> {
        let at = self.slots.get(self.first_client + c.index())?.0;
        (at != EMPTY).then_some(at)
    }

    /// Moves a client's waiting task to `at`.
    pub(crate) fn reschedule(&mut self, at: SimTime, task: Task) {
        if let Task::Step(c) | Task::Client(c) | Task::Arrive(c) = task {
            self.set(self.first_client + c.index(), at, task);
        }
    }

    #[inline]
    fn set(&mut self, slot: usize, at: SimTime, task: Task) {
        let at = at.min(latest());
        let later = slot == self.next && at > self.slots[slot].0;
        self.slots[slot] = (at, task);
        if later {
            // The first slot's task moved later: another may be first now.
            self.next = self.earliest();
        } else if (at, slot) < (self.slots[self.next].0, self.next) {
            self.next = slot;
        }
    }

    /// Takes the earliest task off the agenda; of equal times, the one
    /// whose slot comes first.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(SimTime, Task)> {
        let (at, task) = *self.slots.get(self.next)?;
        if at == EMPTY {
            return None;
        }
        self.slots[self.next].0 = EMPTY;
        self.next = self.earliest();
        Some((at, task))
    }

    /// The slot due first; of equal times, the first slot.
    #[inline]
    fn earliest(&self) -> usize {
        let mut best = 0;
        let mut best_at = EMPTY;
        for (i, &(at, _)) in self.slots.iter().enumerate() {
            if at < best_at {
                best = i;
                best_at = at;
            }
        }
        best
    }
}

/// The latest moment a task can be due: one before [`EMPTY`]. Simulated
/// times never come near it, but a saturated sum must not read as empty.
fn latest() -> SimTime {
    SimTime(EMPTY.0 - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timers_come_before_clients_and_clients_in_list_order() {
        let mut agenda = Agenda::default();
        agenda.fit(1, 1, 2);
        agenda.set_timer(0, SimTime(10), Task::Fault(0));
        for c in [ClientId(0), ClientId(1)] {
            agenda.set_client(c, SimTime(10), Task::Client(c));
        }
        agenda.settle();
        agenda.push(SimTime(10), Task::Expire(GrantId(0), 0));
        let mut order: Vec<_> = std::iter::from_fn(|| agenda.pop()).collect();
        agenda.push(SimTime(12), Task::Arrive(ClientId(1)));
        agenda.push(SimTime(11), Task::Client(ClientId(0)));
        order.extend(std::iter::from_fn(|| agenda.pop()));
        assert_eq!(
            order,
            vec![
                (SimTime(10), Task::Fault(0)),
                (SimTime(10), Task::Expire(GrantId(0), 0)),
                (SimTime(10), Task::Client(ClientId(0))),
                (SimTime(10), Task::Client(ClientId(1))),
                (SimTime(11), Task::Client(ClientId(0))),
                (SimTime(12), Task::Arrive(ClientId(1))),
            ]
        );
    }

    #[test]
    fn a_newer_lease_timer_replaces_the_older() {
        let mut agenda = Agenda::default();
        agenda.fit(0, 1, 0);
        agenda.push(SimTime(10), Task::Expire(GrantId(0), 0));
        agenda.push(SimTime(20), Task::Expire(GrantId(0), 0));
        assert_eq!(
            agenda.pop(),
            Some((SimTime(20), Task::Expire(GrantId(0), 0)))
        );
        assert_eq!(agenda.pop(), None);
    }
}
