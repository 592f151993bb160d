//! A run's path: the answer of every comparison of two times it made, in
//! order, so that a map can tell when two runs went the same way.
//!
//! Every comparison of a [`SimTime`](crate::time::SimTime) or a
//! [`Millis`](crate::time::Millis) reports its answer here, as do the
//! subtractions that stop at zero. Where the engine rounds a time to a
//! whole number (how many retries fit before it, a drifting clock's
//! reading) it reports the number with [`rounded`]. While nothing is being
//! recorded, which is every run but a map's, a report is one test of a
//! flag.
//!
//! Why it is enough: a map's slider that only moves times (a pause, a
//! lease, a delay) enters a run as a number `x` that the engine adds and
//! subtracts. Along one path every time is then `c + k·x` for whole `c`
//! and `k`, and every comparison asks on which side of zero such a
//! difference lies. If two runs at `x = a` and `x = b` took the same path
//! and nothing bent, each comparison had the same answer at both ends, and
//! a straight line that is below, on or above zero at both ends is so all
//! the way between: every run between them takes that path too, and ends
//! the same. The state apart from times (tokens, values, counts, the
//! random draws) follows from the path alone, as `x` only ever reaches
//! the engine as a time. A rounded number that two runs share is shared by
//! every run between them too, so from there on it is a constant.

use std::cell::{Cell, RefCell};
use std::cmp::Ordering;

thread_local! {
    /// Whether a path is being recorded on this thread.
    static ON: Cell<bool> = const { Cell::new(false) };
    /// Whether the path being recorded did something to a time that is not
    /// adding or subtracting.
    static BENT: Cell<bool> = const { Cell::new(false) };
    /// The answers so far, one byte each.
    static ANSWERS: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A comparison of two times came out `answer`.
#[inline]
pub(crate) fn compared(answer: Ordering) {
    if ON.get() {
        note(answer);
    }
}

#[inline(never)]
fn note(answer: Ordering) {
    ANSWERS.with_borrow_mut(|answers| answers.push(answer as i8 as u8));
}

/// A whole number the run rounded from one time, such as how many
/// intervals fit before it: a step in the path like a comparison's answer.
///
/// It has to be a rounding that never goes down as that time goes up, or
/// never up. Then, if two runs rounded to the same number, every run
/// between them did too, as the time it came from lies between theirs.
#[inline]
pub(crate) fn rounded(number: i128) {
    if ON.get() {
        ANSWERS.with_borrow_mut(|answers| answers.extend(number.to_le_bytes()));
    }
}

/// The run did something to a time that is neither adding, subtracting
/// nor [`rounded`], so its path says nothing about the runs beside it.
#[inline]
pub(crate) fn bend() {
    if ON.get() {
        BENT.set(true);
    }
}

/// The path of one run, as [`record`] kept it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Path {
    answers: Vec<u8>,
    bent: bool,
}

impl Path {
    /// Whether every run between the runs of `self` and `other` takes
    /// their path: both took the same one and neither bent.
    pub(crate) fn spans(&self, other: &Path) -> bool {
        !self.bent && !other.bent && self.answers == other.answers
    }
}

/// Runs `run` and keeps its path in `path`, whose buffer it reuses.
pub(crate) fn record<R>(path: &mut Path, run: impl FnOnce() -> R) -> R {
    path.answers.clear();
    ANSWERS.with_borrow_mut(|answers| std::mem::swap(answers, &mut path.answers));
    BENT.set(false);
    ON.set(true);
    let result = {
        // Off again however `run` ends, so a panic caught further up does
        // not leave every later run on the thread recording.
        let _off = Off;
        run()
    };
    path.bent = BENT.get();
    ANSWERS.with_borrow_mut(|answers| std::mem::swap(answers, &mut path.answers));
    result
}

/// Stops the recording when dropped.
struct Off;

impl Drop for Off {
    fn drop(&mut self) {
        ON.set(false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_holds_each_answer_and_only_while_recorded() {
        compared(Ordering::Less);
        let mut path = Path::default();
        let later = record(&mut path, || {
            compared(Ordering::Greater);
            compared(Ordering::Equal);
            true
        });
        assert!(later);
        assert_eq!(path.answers, vec![Ordering::Greater as i8 as u8, 0]);
        assert!(!path.bent);
        let mut other = Path::default();
        record(&mut other, || {
            compared(Ordering::Greater);
            compared(Ordering::Equal);
        });
        assert!(path.spans(&other));
        record(&mut other, || compared(Ordering::Less));
        assert!(!path.spans(&other));
    }

    #[test]
    fn a_bent_path_spans_nothing_not_even_itself() {
        let mut path = Path::default();
        record(&mut path, bend);
        assert!(!path.spans(&path.clone()));
    }
}
