//! The bench's rounds, and a figure across them: its median and its worst.

use super::figures::Figures;
use crate::Result;

/// One round: the native figures and the page's, taken back to back.
pub struct Round {
    pub native: Figures,
    pub page: Figures,
}

/// A figure over the rounds: the median, the worst, and every round's value.
#[derive(Debug, PartialEq)]
pub struct Spread {
    pub median: f64,
    pub worst: f64,
    pub each: Vec<f64>,
}

impl Spread {
    /// The spread of `values`, where a larger value is a worse one (a time,
    /// a size, a ratio); `None` if there are none.
    pub fn of(values: Vec<f64>) -> Option<Spread> {
        let mut sorted = values.clone();
        sorted.sort_by(f64::total_cmp);
        let median = *sorted.get(sorted.len() / 2)?;
        let worst = *sorted.last()?;
        Some(Spread {
            median,
            worst,
            each: values,
        })
    }

    /// The figure `key` of each round's `side`, which must be there.
    pub fn across(rounds: &[Round], side: fn(&Round) -> &Figures, key: &str) -> Result<Spread> {
        let values = rounds
            .iter()
            .map(|round| side(round).number(key))
            .collect::<Result<Vec<f64>>>()?;
        Spread::of(values).ok_or_else(|| "no rounds were run".into())
    }

    /// "3.1 (worst 3.6)" with `digits` after the point and `unit` after each.
    pub fn show(&self, digits: usize, unit: &str) -> String {
        format!(
            "{:.digits$}{unit} (worst {:.digits$}{unit})",
            self.median, self.worst
        )
    }

    /// Whether the worst round is within `budget`.
    pub fn within(&self, budget: f64) -> bool {
        self.worst <= budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_the_middle_round_and_the_worst_the_largest() {
        let spread = Spread::of(vec![3.0, 9.0, 4.0]).unwrap();
        assert_eq!((spread.median, spread.worst), (4.0, 9.0));
        assert_eq!(spread.each, [3.0, 9.0, 4.0]);
        assert_eq!(spread.show(1, " ms"), "4.0 ms (worst 9.0 ms)");
        assert!(spread.within(9.0));
        assert!(!spread.within(8.9));
        assert_eq!(Spread::of(Vec::new()), None);
    }
}
