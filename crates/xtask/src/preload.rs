//! Preloads in `dist/index.html`: links that start every download the
//! first run needs while the browser still reads the page's head.
//!
//! Unaided, the page's downloads come in waves: the modules `main.js`
//! imports are found only once it has arrived, theirs after that, the wasm
//! once the modules run, and the scenarios once the wasm is in. On a slow
//! connection each wave costs a round trip, and the first verdict came
//! seconds after the page. With a `modulepreload` for every module, and a
//! `preload` for the wasm and for each scenario, they all start at once.
//! The recordings of real runs are not preloaded: the page reads them after
//! its first run is on screen.
//!
//! The links are written at build time from what `dist/` holds, so `www/`
//! never lists its own modules by hand. The single offline file drops them
//! (`single/mod.rs`): it loads nothing.

use std::fs;
use std::path::Path;

use crate::{single, Result};

/// The wasm, as `www/js/files.js` fetches it.
const WASM: &str = "pkg/fencelab_wasm_bg.wasm";
/// The folder of scenarios and its list, as `www/js/sim.js` reads them.
const SCENARIOS: &str = "scenarios";

/// Adds the preloads to `dist/index.html`, before its first stylesheet,
/// and returns how many it added.
pub fn write(dist: &Path) -> Result<usize> {
    let path = dist.join("index.html");
    let html = fs::read_to_string(&path)?;
    let links = links(dist, &html)?;
    let at = html
        .find("<link rel=\"stylesheet\"")
        .ok_or("index.html: no <link rel=\"stylesheet\"> to put the preloads before")?;
    let indent = &html[html[..at].rfind('\n').map_or(0, |n| n + 1)..at];
    let mut block = String::new();
    for link in &links {
        block.push_str(link);
        block.push('\n');
        block.push_str(indent);
    }
    fs::write(&path, format!("{}{block}{}", &html[..at], &html[at..]))?;
    Ok(links.len())
}

/// One link per module the page's scripts reach, the wasm, the list of
/// scenarios, the list of languages and each scenario, in that order.
fn links(dist: &Path, html: &str) -> Result<Vec<String>> {
    let mut links = vec![format!(
        "<link rel=\"preload\" href=\"{WASM}\" as=\"fetch\" type=\"application/wasm\" crossorigin fetchpriority=\"high\">"
    )];
    for module in single::page_modules(dist, html)? {
        links.push(format!("<link rel=\"modulepreload\" href=\"{module}\">"));
    }
    // `fetch()` asks in CORS mode: a preload must too, or it is not used.
    links.push(format!(
        "<link rel=\"preload\" href=\"{SCENARIOS}/index.json\" as=\"fetch\" crossorigin>"
    ));
    // The list of languages, which the page reads before its catalogue.
    links.push(
        "<link rel=\"preload\" href=\"words/index.json\" as=\"fetch\" crossorigin>".to_owned(),
    );
    let mut files: Vec<String> = fs::read_dir(dist.join(SCENARIOS))?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json") && name != "index.json")
        .collect();
    files.sort();
    for file in files {
        links.push(format!(
            "<link rel=\"preload\" href=\"{SCENARIOS}/{}\" as=\"fetch\" crossorigin>",
            encode_path(&file)
        ));
    }
    Ok(links)
}

/// A file name as `encodeURIComponent` writes it, as the page asks for it.
fn encode_path(name: &str) -> String {
    let mut out = String::new();
    for byte in name.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_encoded_as_the_page_encodes_them() {
        assert_eq!(encode_path("paused-holder.json"), "paused-holder.json");
        assert_eq!(encode_path("a b/é.json"), "a%20b%2F%C3%A9.json");
    }

    #[test]
    fn every_module_the_wasm_and_each_scenario_are_preloaded_before_the_styles() {
        let dir = std::env::temp_dir().join(format!("xtask-preload-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for (path, text) in [
            (
                "index.html",
                "<head>\n  <title>t</title>\n  <link rel=\"stylesheet\" href=\"css/a.css\">\n  <script type=\"module\" src=\"js/main.js\"></script>\n</head>\n",
            ),
            ("js/main.js", "import \"./dom.js\";\nawait import(\"../pkg/w.js\");\n"),
            ("js/dom.js", "export const x = 1;\n"),
            ("pkg/w.js", "export default 1;\n"),
            ("scenarios/index.json", "{}"),
            ("scenarios/b.json", "{}"),
            ("scenarios/a.json", "{}"),
        ] {
            let file = dir.join(path);
            fs::create_dir_all(file.parent().unwrap()).unwrap();
            fs::write(file, text).unwrap();
        }
        assert_eq!(write(&dir).unwrap(), 8);
        let html = fs::read_to_string(dir.join("index.html")).unwrap();
        let _ = fs::remove_dir_all(&dir);
        let expected = "<title>t</title>\n  \
            <link rel=\"preload\" href=\"pkg/fencelab_wasm_bg.wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin fetchpriority=\"high\">\n  \
            <link rel=\"modulepreload\" href=\"js/dom.js\">\n  \
            <link rel=\"modulepreload\" href=\"js/main.js\">\n  \
            <link rel=\"modulepreload\" href=\"pkg/w.js\">\n  \
            <link rel=\"preload\" href=\"scenarios/index.json\" as=\"fetch\" crossorigin>\n  \
            <link rel=\"preload\" href=\"words/index.json\" as=\"fetch\" crossorigin>\n  \
            <link rel=\"preload\" href=\"scenarios/a.json\" as=\"fetch\" crossorigin>\n  \
            <link rel=\"preload\" href=\"scenarios/b.json\" as=\"fetch\" crossorigin>\n  \
            <link rel=\"stylesheet\" href=\"css/a.css\">";
        assert!(html.contains(expected), "{html}");
    }
}
