//! The lease chart as an SVG figure and the run as a Markdown page: well
//! formed, one lane per client, the scenario's words escaped, the same
//! bytes every time, and the default story's figure and page against
//! reviewed copies under `tests/figures/` (accept a reviewed change with
//! `cargo xtask bless`).

use fencelab_core::{chart_svg, transcript_markdown, transcript_text, Scenario, Simulation};

use crate::support::{blessing, load, root, scenario_files};

/// The figure of a scenario at its defaults, with `ID=VALUE` settings applied.
fn figure(name: &str, settings: &[&str]) -> (Scenario, String) {
    let mut scenario = load(name);
    for s in settings {
        scenario.assign(s).unwrap();
    }
    let report = Simulation::new(&scenario).unwrap().run();
    let svg = chart_svg(&scenario, &report);
    (scenario, svg)
}

/// The lanes of a parsed figure: each `<g class="lane">`'s client.
fn lanes<'a>(doc: &'a roxmltree::Document) -> Vec<roxmltree::Node<'a, 'a>> {
    doc.descendants()
        .filter(|n| n.has_tag_name("g") && n.attribute("class") == Some("lane"))
        .collect()
}

#[test]
fn every_figure_is_well_formed_with_a_lane_per_client_and_a_lease_per_span() {
    for (stem, _) in scenario_files() {
        let (scenario, svg) = figure(&stem, &[]);
        let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let root_node = doc.root_element();
        assert_eq!(root_node.tag_name().name(), "svg", "{stem}");
        assert_eq!(
            root_node.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        let (width, height) = (root_node.attribute("width"), root_node.attribute("height"));
        let view_box = format!("0 0 {} {}", width.unwrap(), height.unwrap());
        assert_eq!(
            root_node.attribute("viewBox"),
            Some(view_box.as_str()),
            "{stem}"
        );
        let text_of = |tag: &str| {
            let node = root_node.children().find(|n| n.has_tag_name(tag));
            node.and_then(|n| n.text()).unwrap_or_default().to_owned()
        };
        let report = Simulation::new(&scenario).unwrap().run();
        assert_eq!(text_of("title"), scenario.title(), "{stem}");
        assert_eq!(text_of("desc"), report.timeline_description(), "{stem}");

        let lanes = lanes(&doc);
        let world = scenario.world();
        let names: Vec<&str> = lanes
            .iter()
            .map(|l| l.attribute("data-client").unwrap())
            .collect();
        let expected: Vec<&str> = world.clients.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, expected, "{stem}: one lane per client, in order");
        for (lane, timeline_lane) in lanes.iter().zip(&report.timeline.lanes) {
            let leases = lane
                .descendants()
                .filter(|n| {
                    n.attribute("class")
                        .is_some_and(|c| c.split(' ').any(|c| c == "lease"))
                })
                .count();
            assert_eq!(leases, timeline_lane.leases.len(), "{stem}");
        }
        // Whole pixels, or tenths for arrow heads: no float noise.
        for node in doc.descendants() {
            for attr in node.attributes() {
                if [
                    "x", "y", "x1", "x2", "y1", "y2", "width", "height", "cx", "cy",
                ]
                .contains(&attr.name())
                {
                    let v = attr.value();
                    let ok = v.strip_prefix('-').unwrap_or(v).split_once('.').map_or(
                        v.trim_start_matches('-')
                            .bytes()
                            .all(|b| b.is_ascii_digit()),
                        |(whole, tenth)| tenth.len() == 1 && !whole.is_empty(),
                    );
                    assert!(ok, "{stem}: {}={v}", attr.name());
                }
            }
        }
    }
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
    assert!(unfenced.contains(&"stale write accepted: it overwrote newer work".to_owned()));
    assert!(!unfenced.contains(&"write refused".to_owned()));
    assert!(
        !unfenced.iter().any(|w| w.contains("network")),
        "{unfenced:?}"
    );
    let (_, fenced) = figure("paused-holder", &["fencing=on"]);
    let fenced = legend(&fenced);
    assert!(fenced.contains(&"write refused".to_owned()), "{fenced:?}");
    assert!(!fenced.iter().any(|w| w.starts_with("stale write")));
    let (_, slow) = figure("network-delay", &[]);
    assert!(legend(&slow).contains(&"a request on its way over the network".to_owned()));
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
    let svg = chart_svg(&scenario, &report);
    assert!(!svg.contains("<script>"), "{svg}");
    assert!(!svg.contains("<b>"));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
    assert_eq!(title.text(), Some(r#"<script>alert('x')</script> & "co""#));
    let lanes = lanes(&doc);
    assert_eq!(lanes[0].attribute("data-client"), Some(r#"A<b>&'""#));
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
        ("paused-holder.svg", chart_svg(&scenario, &report)),
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
