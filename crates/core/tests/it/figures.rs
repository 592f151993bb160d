//! The lease chart as an SVG figure and the run as a Markdown page: well
//! formed, one lane per client, the scenario's words escaped, the same
//! bytes every time, and the default story's figure and page against
//! reviewed copies under `tests/figures/` (accept a reviewed change with
//! `cargo xtask bless`).

use fencelab_core::{chart_svg, transcript_markdown, transcript_text, Scenario, Simulation};
use fencelab_words::say;

use crate::support::{blessing, load, root, run, scenario_files};

/// The figure of a scenario at its defaults, with `ID=VALUE` settings applied.
fn figure(name: &str, settings: &[&str]) -> (Scenario, String) {
    let mut scenario = load(name);
    for s in settings {
        scenario.assign(s).unwrap();
    }
    let report = Simulation::new(&scenario).unwrap().run();
    let svg = chart_svg(&scenario, &report, 800);
    (scenario, svg)
}

/// The lanes of a parsed figure, top to bottom.
fn lanes<'a>(doc: &'a roxmltree::Document) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| {
            n.has_tag_name("g")
                && n.attribute("class")
                    .is_some_and(|c| c.split(' ').next() == Some("lane"))
        })
        .collect()
}

/// The words of every text element with `class` inside `node`, in order.
fn texts(node: roxmltree::Node, class: &str) -> Vec<String> {
    node.descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some(class))
        .map(|n| n.text().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn every_figure_is_well_formed_with_a_lane_for_every_party() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        let report = Simulation::new(&scenario).unwrap().run();
        let svg = chart_svg(&scenario, &report, 800);
        let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let root_node = doc.root_element();
        assert_eq!(root_node.tag_name().name(), "svg", "{stem}");
        let text_of = |tag: &str| {
            let node = root_node.children().find(|n| n.has_tag_name(tag)).unwrap();
            node.text().unwrap_or_default().to_owned()
        };
        assert_eq!(text_of("title"), scenario.title(), "{stem}");
        assert_eq!(text_of("desc"), report.timeline_description(), "{stem}");
        // The context travels with the figure: title, settings and verdict.
        let context: String = doc
            .descendants()
            .filter(|n| {
                n.has_tag_name("text")
                    && n.attribute("class")
                        .is_some_and(|c| c.starts_with("figure-"))
            })
            .map(|n| n.text().unwrap_or_default().to_owned() + " ")
            .collect();
        assert!(
            context.contains(&report.outcome.verdict.sentence()),
            "{stem}: {context}"
        );
        assert!(
            context.contains(
                &fencelab_core::settings_line(&scenario)
                    .split(' ')
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            ),
            "{stem}"
        );

        // Clients around the lock service, then the resources.
        let world = report.world();
        let names: Vec<&str> = lanes(&doc)
            .iter()
            .map(|l| l.attribute("data-party").unwrap())
            .collect();
        let clients: Vec<&str> = (0..world.clients.len())
            .map(|c| world.client_name(fencelab_core::ClientId(c as u16)))
            .collect();
        let above = clients.len().div_ceil(2);
        let mut expected: Vec<&str> = clients[..above].to_vec();
        let service = say!("chart-lock-service", story = world.story());
        expected.push(&service);
        expected.extend(&clients[above..]);
        expected.extend(
            (0..world.resources.len())
                .map(|r| world.resource_name(fencelab_core::ResourceId(r as u16))),
        );
        assert_eq!(names, expected, "{stem}: the lanes and their order");
        for timeline_lane in &report.timeline.lanes {
            let name = world.client_name(timeline_lane.client);
            let lane = lanes(&doc)
                .into_iter()
                .find(|l| l.attribute("data-party") == Some(name))
                .unwrap();
            let leases = lane
                .descendants()
                .filter(|n| {
                    n.attribute("class")
                        .is_some_and(|c| c.split(' ').next() == Some("lease"))
                })
                .count();
            assert_eq!(
                leases,
                timeline_lane.leases.len(),
                "{stem}: {name}'s leases"
            );
        }
        // Every request and answer is an arrow that says itself on hover,
        // a lost answer too.
        let messages = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("messages"))
            .unwrap();
        let arrows: Vec<_> = messages.children().filter(|n| n.is_element()).collect();
        let answers = report
            .timeline
            .messages
            .iter()
            .filter(|m| m.answered.is_some() || m.lost == Some(fencelab_core::Leg::Answer))
            .count();
        assert_eq!(
            arrows.len(),
            report.timeline.messages.len() + answers,
            "{stem}"
        );
        for arrow in arrows {
            let title = arrow.children().find(|n| n.has_tag_name("title")).unwrap();
            assert!(title.text().unwrap_or_default().contains(" → "), "{stem}");
        }
        // Whole pixels everywhere but arrow heads, which are in tenths.
        for node in doc.descendants() {
            for attr in node.attributes() {
                if [
                    "x", "y", "width", "height", "x1", "x2", "y1", "y2", "cx", "cy", "r", "rx",
                ]
                .contains(&attr.name())
                {
                    let v = attr.value();
                    let ok = v.parse::<i64>().is_ok();
                    assert!(ok, "{stem}: {}={v}", attr.name());
                }
            }
        }
    }
}

#[test]
fn every_event_has_something_on_the_chart_that_stands_for_it() {
    fn collect(items: &[fencelab_core::Item], into: &mut std::collections::BTreeSet<usize>) {
        for item in items {
            into.extend(&item.events);
            collect(item.children(), into);
        }
    }
    for (stem, _) in scenario_files() {
        for width in [390, 1280] {
            let report = run(&stem, &[]);
            let drawing = fencelab_core::chart(&report, width);
            let mut shown = std::collections::BTreeSet::new();
            collect(&drawing.items, &mut shown);
            for (i, event) in report.events.iter().enumerate() {
                assert!(
                    shown.contains(&i),
                    "{stem} at {width} px: event {i} ({}) lights up nothing",
                    event.kind_name()
                );
            }
            assert!(shown.iter().all(|&i| i < report.events.len()), "{stem}");
        }
    }
}

#[test]
fn a_narrow_chart_names_its_lanes_above_them_and_keeps_every_word_inside() {
    let report = run("redlock-clock-jump", &[]);
    let drawing = fencelab_core::chart(&report, 358);
    assert_eq!(drawing.width, 358);
    assert!(
        drawing.plot.right - drawing.plot.left > 200,
        "{:?}",
        drawing.plot
    );
    fn words(items: &[fencelab_core::Item], out: &mut Vec<(i64, String)>) {
        for item in items {
            if let fencelab_core::Shape::Text { x, words: w, .. } = &item.shape {
                out.push((*x, w.clone()));
            }
            words(item.children(), out);
        }
    }
    let mut all = Vec::new();
    words(&drawing.items, &mut all);
    for (x, w) in &all {
        assert!(*x >= 0, "{w} starts at {x}");
    }
}

#[test]
fn the_default_storys_storage_lane_shows_10_then_15_then_11() {
    let (_, svg) = figure("paused-holder", &[]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let storage = lanes(&doc)
        .into_iter()
        .find(|l| l.attribute("data-party") == Some("Storage"))
        .unwrap();
    let values = texts(storage, "value-label");
    let first: Vec<&str> = values
        .iter()
        .map(|v| v.split(',').next().unwrap())
        .collect();
    assert_eq!(first, ["10", "15", "11"], "{values:?}");
    // With fencing, A's write is refused with the check that refused it.
    let (_, svg) = figure("paused-holder", &["fencing=on"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let storage = lanes(&doc)
        .into_iter()
        .find(|l| l.attribute("data-party") == Some("Storage"))
        .unwrap();
    assert!(
        texts(storage, "small")
            .iter()
            .any(|t| t == "refused: token 1 < 2"),
        "{svg}"
    );
}

#[test]
fn redlock_shows_each_node_and_whose_lease_it_holds() {
    let (_, svg) = figure("redlock-clock-jump", &[]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let service = lanes(&doc)
        .into_iter()
        .find(|l| l.attribute("data-party") == Some("lock service"))
        .unwrap();
    assert_eq!(
        texts(service, "node-name"),
        ["node 1", "node 2", "node 3", "node 4", "node 5"]
    );
    let report = run("redlock-clock-jump", &[]);
    let nodes = &report.timeline.nodes;
    let holders = |n: usize| -> Vec<(&str, u64, u64)> {
        nodes[n]
            .holds
            .iter()
            .map(|h| {
                (
                    report.world().client_name(h.client),
                    h.span.from.ms(),
                    h.span.to.ms(),
                )
            })
            .collect()
    };
    // Nodes 1 and 2 still hold A's key until 10 s while B takes 3, 4 and 5.
    assert_eq!(holders(0), [("A", 0, 10000)]);
    assert_eq!(holders(1), [("A", 0, 10000)]);
    assert_eq!(holders(2)[0].0, "A");
    assert!(holders(2)[0].2 <= 4000, "{:?}", holders(2));
    for n in 2..5 {
        assert_eq!(holders(n).last().unwrap().0, "B", "node {}", n + 1);
    }
    // A cannot reach nodes 4 and 5, B cannot reach 1 and 2.
    assert_eq!(nodes[3].unreached.len(), 1);
    assert_eq!(nodes[0].unreached.len(), 1);
}

#[test]
fn on_a_slow_link_the_answer_comes_back_later_than_the_request_was_handled() {
    let report = run("network-delay", &[]);
    let read = report
        .timeline
        .messages
        .iter()
        .find(|m| m.request == fencelab_core::Request::Read)
        .unwrap();
    assert_eq!(read.answered.unwrap().ms() - read.arrived.ms(), 3000);
    assert!(read.answer.is_some());
}

#[test]
fn the_legend_lists_only_what_the_run_draws() {
    let legend = |svg: &str| -> Vec<String> {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants()
            .filter(|n| n.attribute("class") == Some("key"))
            .map(|n| n.text().unwrap_or_default().to_owned())
            .collect()
    };
    let (_, unfenced) = figure("paused-holder", &[]);
    let unfenced = legend(&unfenced);
    let refused = say!("chart-legend-refused-write");
    assert!(unfenced.contains(&say!("chart-legend-stale-write")));
    assert!(!unfenced.contains(&refused));
    assert!(
        unfenced.iter().any(|w| w.contains("network")),
        "every run has requests and answers: {unfenced:?}"
    );
    assert!(!unfenced.iter().any(|w| w.contains("lost")), "{unfenced:?}");
    let (_, fenced) = figure("paused-holder", &["fencing=on"]);
    let fenced = legend(&fenced);
    assert!(fenced.contains(&refused), "{fenced:?}");
    assert!(!fenced.iter().any(|w| w.starts_with("stale write")));
    let (_, slow) = figure("network-delay", &[]);
    assert!(legend(&slow).contains(&say!("chart-legend-message")));
    // In the scenario's own words.
    let (_, election) = figure("leader-terms", &[]);
    let election = legend(&election);
    assert!(
        election.iter().any(|w| w.contains("the election")),
        "{election:?}"
    );
}

#[test]
fn the_scenarios_words_are_escaped() {
    let text = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
    let text = text
        .replacen(
            "The paused lock holder",
            r#"<script>alert('x')</script> & \"co\""#,
            1,
        )
        .replace("\"A\"", r#""A<b>&'\"""#);
    let scenario = Scenario::from_json(&text).unwrap();
    let report = Simulation::new(&scenario).unwrap().run();
    let svg = chart_svg(&scenario, &report, 800);
    assert!(!svg.contains("<script>"), "{svg}");
    assert!(!svg.contains("<b>"));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
    assert_eq!(title.text(), Some(r#"<script>alert('x')</script> & "co""#));
    let lanes = lanes(&doc);
    assert_eq!(lanes[0].attribute("data-party"), Some(r#"A<b>&'""#));
    let markdown = transcript_markdown(&scenario, &report, None);
    assert!(
        markdown.starts_with(r#"# \<script\>alert('x')\</script\> \& "co""#),
        "{markdown}"
    );
}

#[test]
fn the_same_run_gives_the_same_bytes() {
    for (stem, _) in scenario_files() {
        assert_eq!(figure(&stem, &[]).1, figure(&stem, &[]).1, "{stem}");
    }
}

#[test]
fn the_default_storys_figure_and_page_match_their_reviewed_copies() {
    let scenario = load("paused-holder");
    let report = Simulation::new(&scenario).unwrap().run();
    let markdown = transcript_markdown(&scenario, &report, None);
    assert!(markdown.contains(&transcript_text(&scenario, &report)));
    let files = [
        ("paused-holder.svg", chart_svg(&scenario, &report, 800)),
        ("paused-holder.md", markdown),
    ];
    let dir = root().join("tests/figures");
    for (name, actual) in files {
        let path = dir.join(name);
        if blessing() {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            expected == actual,
            "tests/figures/{name} differs from what the core makes now:\n{actual}\n\n\
             Review the difference; if it is right, accept it with `cargo xtask bless`."
        );
    }
}
