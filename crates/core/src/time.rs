//! Simulated time. Nothing here reads a real clock: time is a number the
//! simulation moves forward from one event to the next.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::{Add, Sub};

use crate::path;

use fencelab_words::{self as words, Arg};

/// A moment on the simulated timeline, in whole milliseconds since the
/// scenario started.
///
/// Integer milliseconds keep runs exact and identical on every machine; a
/// float would let 0.1 s + 0.2 s drift between native code and wasm.
///
/// Every comparison tells the run's [`path`](crate::path), which is how a
/// map knows that the runs between two alike took their way too.
#[derive(Clone, Copy, Debug, Default)]
pub struct SimTime(pub u64);

/// A length of simulated time, in whole milliseconds.
///
/// Kept apart from [`SimTime`] so that adding two moments, or a token to a
/// moment, does not compile. Its comparisons tell the run's path too.
#[derive(Clone, Copy, Debug, Default)]
pub struct Millis(pub u64);

/// Comparison, equality and hashing by the number, with each comparison's
/// answer told to the run's path: a test for equality is a comparison too,
/// and a path that kept only "not equal" could not say on which side.
macro_rules! compared_by_number {
    ($time:ty) => {
        impl Ord for $time {
            #[inline]
            fn cmp(&self, other: &Self) -> Ordering {
                let answer = self.0.cmp(&other.0);
                path::compared(answer);
                answer
            }
        }

        impl PartialOrd for $time {
            #[inline]
            fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }

        impl PartialEq for $time {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                self.cmp(other) == Ordering::Equal
            }
        }

        impl Eq for $time {}

        impl Hash for $time {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.0.hash(state);
            }
        }
    };
}

compared_by_number!(SimTime);
compared_by_number!(Millis);

impl SimTime {
    /// The start of every run.
    pub const ZERO: SimTime = SimTime(0);

    /// Milliseconds since the start.
    pub fn ms(self) -> u64 {
        self.0
    }

    /// How long after `earlier` this moment is, or zero if it is not after it.
    pub fn since(self, earlier: SimTime) -> Millis {
        // Whether it stops at zero is a comparison of the two.
        path::compared(self.0.cmp(&earlier.0));
        Millis(self.0.saturating_sub(earlier.0))
    }
}

impl Millis {
    /// Whether it is no time at all: a comparison with zero, told to the
    /// run's path like any other (a pattern such as `Millis(0)` would
    /// compare the number unseen).
    pub fn is_zero(self) -> bool {
        self == Millis(0)
    }

    /// The number of milliseconds.
    pub fn ms(self) -> u64 {
        self.0
    }
}

impl Add<Millis> for SimTime {
    type Output = SimTime;
    fn add(self, rhs: Millis) -> SimTime {
        // Past the end of time the sum stops growing: no longer a sum.
        SimTime(self.0.checked_add(rhs.0).unwrap_or_else(|| {
            path::bend();
            u64::MAX
        }))
    }
}

impl Sub<Millis> for SimTime {
    type Output = SimTime;
    fn sub(self, rhs: Millis) -> SimTime {
        // Whether it stops at zero is a comparison of the two.
        path::compared(self.0.cmp(&rhs.0));
        SimTime(self.0.saturating_sub(rhs.0))
    }
}

/// Formats as seconds with one decimal, the way a reader says it: `10.3 s`.
impl fmt::Display for SimTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_seconds(f, self.0)
    }
}

/// Formats as seconds, like [`SimTime`], so sentences read `a 15.0 s pause`.
impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_seconds(f, self.0)
    }
}

/// Writes whole milliseconds as seconds with as few decimals as are exact,
/// but at least one: 10 300 ms reads `10.3 s`, 250 ms `0.25 s`, 7 ms
/// `0.007 s`, never a rounded lie.
fn write_seconds(f: &mut fmt::Formatter<'_>, ms: u64) -> fmt::Result {
    let (whole, frac) = (ms / 1000, ms % 1000);
    if frac % 100 == 0 {
        write!(f, "{whole}.{} s", frac / 100)
    } else if frac % 10 == 0 {
        write!(f, "{whole}.{:02} s", frac / 10)
    } else {
        write!(f, "{whole}.{frac:03} s")
    }
}

/// A moment as words, in the catalogue's `seconds` message: `10.3 s`, `10,3 s`.
impl From<SimTime> for Arg {
    fn from(t: SimTime) -> Arg {
        Arg::Text(words::seconds(t.ms()))
    }
}

/// A length of time as words, like a moment.
impl From<Millis> for Arg {
    fn from(t: Millis) -> Arg {
        Arg::Text(words::seconds(t.ms()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_read_like_a_person_says_them() {
        assert_eq!(SimTime(0).to_string(), "0.0 s");
        assert_eq!(SimTime(10_300).to_string(), "10.3 s");
        assert_eq!(SimTime(10_250).to_string(), "10.25 s");
        assert_eq!(SimTime(10_255).to_string(), "10.255 s");
        assert_eq!(Millis(15_000).to_string(), "15.0 s");
        assert_eq!(Millis(7).to_string(), "0.007 s");
    }

    #[test]
    fn every_comparison_of_two_times_is_a_step_of_the_path() {
        let (mut path, mut same) = (path::Path::default(), path::Path::default());
        path::record(&mut path, || {
            SimTime(5) > SimTime(3) && Millis(2) == Millis(2)
        });
        path::record(&mut same, || {
            SimTime(9) > SimTime(1) && Millis(4) == Millis(4)
        });
        assert!(path.spans(&same));
        path::record(&mut same, || SimTime(0) > SimTime(1));
        assert!(!path.spans(&same));
    }

    #[test]
    fn arithmetic_saturates_instead_of_wrapping() {
        assert_eq!(SimTime(5) - Millis(10), SimTime(0));
        assert_eq!(SimTime(u64::MAX) + Millis(1), SimTime(u64::MAX));
        assert_eq!(SimTime(10).since(SimTime(20)), Millis(0));
    }
}
