//! The agenda: what is due next, in a defined order.
//!
//! At most one entry per client and a few lock-service timers are pending at
//! once, so a sorted `Vec` beats a heap here and keeps its buffer between runs.

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
    /// A client's next step, wake-up, retry or reply is due.
    Client(ClientId),
    /// A client's request reaches the lock service or a resource.
    Arrive(ClientId),
}

/// The order of tasks at the same millisecond: faults, clock jumps, then
/// lease timers, so a lease that ends at `t` has ended for anything that
/// happens at `t`; then clients in the order the scenario lists them; then
/// the order of scheduling. Packed into one number, time in the high bits,
/// so ordering two tasks is one comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Key(u128);

impl Key {
    fn new(at: SimTime, class: u8, who: u16, seq: u32) -> Key {
        Key(u128::from(at.0) << 64
            | u128::from(class) << 56
            | u128::from(who) << 40
            | u128::from(seq))
    }

    fn at(self) -> SimTime {
        SimTime((self.0 >> 64) as u64)
    }
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Agenda {
    /// Sorted by key, latest first, so the next task is popped off the end.
    entries: Vec<(Key, Task)>,
    seq: u32,
}

impl Agenda {
    pub(crate) fn clear(&mut self) {
        self.entries.clear();
        self.seq = 0;
    }

    pub(crate) fn push(&mut self, at: SimTime, task: Task) {
        let (class, who) = match task {
            Task::Fault(i) => (0, i),
            Task::Jump(..) => (1, 0),
            Task::Expire(_, node) => (2, node),
            Task::Client(c) | Task::Arrive(c) => (3, c.0),
        };
        let key = Key::new(at, class, who, self.seq);
        self.seq = self.seq.wrapping_add(1);
        // A handful of entries, and a new task is most often the next one
        // due: a walk from the end beats a binary search here.
        let mut index = self.entries.len();
        while index > 0 && self.entries[index - 1].0 < key {
            index -= 1;
        }
        self.entries.insert(index, (key, task));
    }

    pub(crate) fn pop(&mut self) -> Option<(SimTime, Task)> {
        self.entries.pop().map(|(key, task)| (key.at(), task))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timers_come_before_clients_and_clients_in_list_order() {
        let mut agenda = Agenda::default();
        agenda.push(SimTime(10), Task::Client(ClientId(1)));
        agenda.push(SimTime(10), Task::Client(ClientId(0)));
        agenda.push(SimTime(10), Task::Expire(GrantId(0), 0));
        agenda.push(SimTime(5), Task::Client(ClientId(1)));
        let order: Vec<_> = std::iter::from_fn(|| agenda.pop()).collect();
        assert_eq!(
            order,
            vec![
                (SimTime(5), Task::Client(ClientId(1))),
                (SimTime(10), Task::Expire(GrantId(0), 0)),
                (SimTime(10), Task::Client(ClientId(0))),
                (SimTime(10), Task::Client(ClientId(1))),
            ]
        );
    }
}
