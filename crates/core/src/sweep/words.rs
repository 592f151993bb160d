//! What a search found, in the words the page shows under its button:
//! made here, like every sentence about a run, so that a front end only
//! places them.

use super::{Counterexample, Search};
use crate::engine::RunVerdict;
use crate::knob::KnobKind;
use crate::scenario::Scenario;

impl Search {
    /// How many of the random runs were not safe, by the core's rule.
    pub fn unsafe_runs(&self) -> u32 {
        RunVerdict::ALL
            .iter()
            .zip(self.counts)
            .filter(|(v, _)| !v.is_safe())
            .map(|(_, n)| n)
            .sum()
    }

    /// The search's result as the page tells it, once it shows the shrunk
    /// run: the sliders' values, how small the run is, its verdict, and
    /// how many runs went wrong. With nothing found, that this proves
    /// nothing.
    pub fn words(&self, scenario: &Scenario) -> String {
        let runs = grouped(self.runs);
        let Some(shrunk) = &self.shrunk else {
            return format!(
                "No unsafe run in {runs} random runs. That is not a proof: a run the search did not try may still go wrong."
            );
        };
        format!(
            "Found one in {runs} runs and shrank it towards the settings the experiment opens with: {} ({}; {} as drawn). {} Each slider is at its opening value, or where moving it back alone makes the run safe. The page now shows this run. {} of the {runs} runs were not safe.",
            sliders(scenario, shrunk),
            events(shrunk.events),
            grouped(shrunk.drawn_events),
            shrunk.verdict.sentence(),
            grouped(self.unsafe_runs()),
        )
    }
}

/// Each slider with its value in the shrunk run, as the page labels them:
/// "Pause length 11.0 s, Lease length 10.0 s". A value and its unit are
/// kept on one line.
fn sliders(scenario: &Scenario, shrunk: &Counterexample) -> String {
    let shown: Vec<String> = scenario
        .knobs()
        .iter()
        .filter(|k| matches!(k.kind, KnobKind::Range { .. }))
        .filter_map(|k| {
            let (_, value) = shrunk.settings.iter().find(|(id, _)| *id == k.id)?;
            Some(format!(
                "{} {}",
                k.label,
                k.show(*value).replace(' ', "\u{a0}")
            ))
        })
        .collect();
    shown.join(", ")
}

fn events(n: usize) -> String {
    match n {
        1 => "1 event".to_owned(),
        n => format!("{} events", grouped(n)),
    }
}

/// A count with its thousands grouped: "40,000".
fn grouped(n: impl ToString) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(7), "7");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(40_000), "40,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
