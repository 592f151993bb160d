//! Preloads in `dist/index.html`: links that start every download the
//! first verdict needs while the browser still reads the page's head.
//!
//! Unaided, the page's downloads come in waves: the modules `main.js`
//! imports are found only once it has arrived, theirs after that. On a
//! slow connection each wave costs a round trip. With a `modulepreload`
//! for every module and a `preload` for the list of languages, they all
//! start at once. What the first verdict does not need is left to come
//! after it, so it does not share the connection: the page draws the
//! opening run first (`www/js/opening.js`), then fetches the wasm, its
//! glue and the scenarios, and the recordings of real runs last.
//!
//! The links are written at build time from what `dist/` holds, so `www/`
//! never lists its own modules by hand. The single offline file drops them
//! (`single/mod.rs`): it loads nothing.

use std::fs;
use std::path::Path;

use crate::{single, Result};

/// The wasm package's folder: its glue is imported, and its wasm fetched,
/// only once the opening run is on screen.
const PKG: &str = "pkg/";

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

/// One link per module the page's scripts load with them (not what an
/// `import()` loads when first needed, nor the wasm's glue), and the list
/// of languages, in that order.
fn links(dist: &Path, html: &str) -> Result<Vec<String>> {
    let mut links: Vec<String> = single::page_modules(dist, html)?
        .into_iter()
        .filter(|module| !module.starts_with(PKG))
        .map(|module| format!("<link rel=\"modulepreload\" href=\"{module}\">"))
        .collect();
    // `fetch()` asks in CORS mode: a preload must too, or it is not used.
    // The page reads the list before its catalogue.
    links.push(
        "<link rel=\"preload\" href=\"words/index.json\" as=\"fetch\" crossorigin>".to_owned(),
    );
    Ok(links)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_module_loaded_with_the_page_is_preloaded_before_the_styles() {
        let dir = std::env::temp_dir().join(format!("xtask-preload-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        for (path, text) in [
            (
                "index.html",
                "<head>\n  <title>t</title>\n  <link rel=\"stylesheet\" href=\"css/a.css\">\n  <script type=\"module\" src=\"js/main.js\"></script>\n</head>\n",
            ),
            ("js/main.js", "import \"./dom.js\";\nawait import(\"../pkg/w.js\");\n"),
            ("js/dom.js", "export const x = 1;\nconst later = () => import(\"./later.js\");\n"),
            ("js/later.js", "export const y = 2;\n"),
            ("pkg/w.js", "export default 1;\n"),
            ("scenarios/index.json", "{}"),
            ("scenarios/b.json", "{}"),
            ("scenarios/a.json", "{}"),
        ] {
            let file = dir.join(path);
            fs::create_dir_all(file.parent().unwrap()).unwrap();
            fs::write(file, text).unwrap();
        }
        assert_eq!(write(&dir).unwrap(), 3);
        let html = fs::read_to_string(dir.join("index.html")).unwrap();
        let _ = fs::remove_dir_all(&dir);
        let expected = "<title>t</title>\n  \
            <link rel=\"modulepreload\" href=\"js/dom.js\">\n  \
            <link rel=\"modulepreload\" href=\"js/main.js\">\n  \
            <link rel=\"preload\" href=\"words/index.json\" as=\"fetch\" crossorigin>\n  \
            <link rel=\"stylesheet\" href=\"css/a.css\">";
        assert!(html.contains(expected), "{html}");
        assert!(!html.contains("later.js"), "{html}");
    }
}
