//! `--lang`: every command that prints words speaks the language asked for,
//! and a language fencelab lacks is bad input that names the ones it has.

use fencelab_words::Catalogue;

use crate::support::{expect_bad_input, fencelab};

/// The words of `id` in `lang`, from the catalogue itself, so the test
/// keeps no copy of them.
fn words(lang: &str, id: &str) -> String {
    use fencelab_words::Speaker;
    Catalogue::new(lang).unwrap().say(id, &[])
}

#[test]
fn every_command_that_prints_words_takes_a_language() {
    for lang in ["de", "es"] {
        let knobs = fencelab(&["knobs", "scenarios/paused-holder.json", "--lang", lang]);
        assert_eq!(knobs.code, 0, "{}", knobs.stderr);
        assert!(
            knobs.stdout.contains(&words(lang, "cli-knobs-toggle")),
            "{}",
            knobs.stdout
        );
        assert!(!knobs.stdout.contains(&words("en", "cli-knobs-how")));

        let help = fencelab(&["help", &format!("--lang={lang}")]);
        assert_eq!(help.stdout.trim_end(), words(lang, "cli-usage"));

        let sweep = fencelab(&[
            "sweep",
            "scenarios/paused-holder.json",
            "--x",
            "pause_ms=0..30000:4",
            "--y",
            "lease_ms=1000..30000:4",
            "--lang",
            lang,
        ]);
        assert_eq!(sweep.code, 0, "{}", sweep.stderr);
        // 16 runs in German or Spanish: the count is written by the catalogue.
        assert!(
            !sweep.stdout.contains(" runs are not safe"),
            "{}",
            sweep.stdout
        );

        let check = fencelab(&["check", "scenarios/paused-holder.json", "--lang", lang]);
        assert_eq!(check.code, 0, "{}", check.stderr);
        assert!(!check.stdout.contains(": ok"), "{}", check.stdout);
    }
}

#[test]
fn a_language_without_words_is_bad_input() {
    expect_bad_input(
        &["run", "scenarios/paused-holder.json", "--lang", "fr"],
        &["--lang fr", "en, de, es"],
    );
    expect_bad_input(
        &["knobs", "scenarios/paused-holder.json", "--lang"],
        &["--lang needs"],
    );
}

#[test]
fn a_run_in_german_or_spanish_prints_the_reviewed_transcript() {
    for lang in ["de", "es"] {
        for story in ["paused-holder", "kleppmann-2016"] {
            let file = format!("scenarios/{story}.json");
            let out = fencelab(&["run", &file, "--lang", lang]);
            assert_eq!(out.code, 0, "{}", out.stderr);
            let golden = crate::support::workspace_root()
                .join(format!("tests/golden/{story}/{lang}/fencing-off.txt"));
            let golden = std::fs::read_to_string(&golden).expect("the golden transcript");
            assert!(
                out.stdout.contains(&golden),
                "{lang} {story}:\n{}",
                out.stdout
            );
        }
    }
}
