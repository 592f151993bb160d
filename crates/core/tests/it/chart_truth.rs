//! The chart says what happened: a client that gave the lock back shows no
//! belief after it, and a resource's value box names the token of the write
//! that put the value there, in every scenario at every switch setting.

use fencelab_core::{chart, Drawing, EventKind, Item, Report, Shape, Simulation, Token, Verdict};
use fencelab_words::say;

use crate::support::toggle_settings;

/// Each rect with `class` inside the lane named `party`, with its title
/// and events.
fn rects<'a>(drawing: &'a Drawing, party: &str, class: &str) -> Vec<(i64, i64, &'a Item)> {
    fn walk<'a>(items: &'a [Item], class: &str, out: &mut Vec<(i64, i64, &'a Item)>) {
        for item in items {
            if let Shape::Rect { x, w, .. } = item.shape {
                if item.class == class || item.class.starts_with(&format!("{class} ")) {
                    out.push((x, x + w, item));
                }
            }
            walk(item.children(), class, out);
        }
    }
    let mut out = Vec::new();
    for lane in &drawing.items {
        if lane.party.as_deref() == Some(party) {
            walk(lane.children(), class, &mut out);
        }
    }
    out
}

/// Where the chart draws a moment, as the page's cursor finds it.
fn x_of(drawing: &Drawing, ms: u64) -> i64 {
    let plot = drawing.plot;
    let ms = ms.min(plot.end_ms);
    plot.left + ((plot.right - plot.left) as u64 * ms / plot.end_ms.max(1)) as i64
}

#[test]
fn a_client_that_released_the_lock_shows_no_belief_after_it() {
    let mut drawn = 0;
    for (stem, settings, scenario) in toggle_settings() {
        let report = Simulation::new(&scenario).unwrap().run();
        let drawing = chart(&report, 800);
        for c in 0..report.world().clients.len() {
            let name = report
                .world()
                .client_name(fencelab_core::ClientId(c as u16));
            drawn += rects(&drawing, name, "believed").len();
        }
        for event in &report.events {
            let EventKind::Released { client, .. } = event.kind else {
                continue;
            };
            let name = report.world().client_name(client);
            let at = x_of(&drawing, event.at.ms());
            for (from, to, _) in rects(&drawing, name, "believed") {
                assert!(
                    !(from <= at && at < to),
                    "{stem} {settings}: {name} released at {} ms, yet its lane \
                     shows its clock's belief from x={from} to x={to} across x={at}",
                    event.at.ms()
                );
            }
        }
    }
    // The chart still draws beliefs where a client never gave the lock back.
    assert!(drawn > 0, "no believed span drawn in any scenario");
}

/// The token of the last write `resource` accepted at or before event `upto`.
fn token_of_value(
    report: &Report,
    resource: fencelab_core::ResourceId,
    upto: usize,
) -> Option<Token> {
    report.events[..=upto]
        .iter()
        .rev()
        .find_map(|e| match &e.kind {
            EventKind::Wrote(w) if w.resource == resource && w.verdict == Verdict::Accepted => {
                Some(w.token)
            }
            _ => None,
        })
}

#[test]
fn a_value_box_names_the_token_of_the_write_that_put_the_value_there() {
    let mut boxes = 0;
    for (stem, settings, scenario) in toggle_settings() {
        let report = Simulation::new(&scenario).unwrap().run();
        let drawing = chart(&report, 800);
        let world = report.world();
        let story = world.story();
        for row in &report.timeline.resources {
            let name = world.resource_name(row.resource);
            let drawn = rects(&drawing, name, "held");
            assert_eq!(drawn.len(), row.values.len(), "{stem} {settings}: {name}");
            for ((_, _, item), holding) in drawn.into_iter().zip(&row.values) {
                let value = report.format_value(&holding.value);
                let token = item
                    .events
                    .first()
                    .and_then(|&e| token_of_value(&report, row.resource, e));
                let expected = match token {
                    Some(t) if world.lock.tokens => {
                        say!("chart-holding", story = story, value = &value, token = t)
                    }
                    _ => value,
                };
                assert_eq!(
                    item.title.as_deref(),
                    Some(expected.as_str()),
                    "{stem} {settings}: {name}'s box from {} ms",
                    holding.from.ms()
                );
                boxes += 1;
            }
        }
    }
    assert!(boxes > 0);
}
