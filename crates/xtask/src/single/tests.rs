//! The single file built from small made-up sites: what is inlined and how,
//! and that anything the build cannot inline stops it with the reason.

use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::csp::integrity;
use super::inline_page;

/// A made-up `dist/` in a temporary folder, removed when dropped.
struct Site(PathBuf);

impl Site {
    /// A site with a page that links one stylesheet, an icon and two module
    /// scripts, and the files the page reads; `files` add to or replace them.
    fn new(files: &[(&str, &str)]) -> Site {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("xtask-single-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let defaults = [
            ("index.html", PAGE),
            ("favicon.svg", "<svg/>"),
            ("css/a.css", "body { fill: url(#hatch); }\n"),
            (
                "js/main.js",
                "import { el } from \"./dom.js\";\nconst wasm = await import(\"../pkg/w.js\");\n",
            ),
            (
                "js/dom.js",
                "// import \"./nothing.js\"\nexport const el = 1;\n",
            ),
            ("js/quiz.js", "import { el } from './dom.js';\n"),
            ("js/boot.js", "document.title = \"a < b\";\n"),
            ("pkg/w.js", "export default function init() {}\n"),
            (
                "js/map-worker.js",
                "import init from \"../pkg/w.js\";\ninit();\n",
            ),
            ("pkg/fencelab_wasm_bg.wasm", "\0asm"),
            ("scenarios/index.json", "{\"scenarios\": [\"a.json\"]}\n"),
            ("scenarios/a.json", "{\"title\": \"</script>\"}\n"),
            ("real/index.json", "{\"recordings\": [\"a-on.json\"]}\n"),
            ("real/a-on.json", "{\"scenario\": \"a\"}\n"),
            ("words/index.json", "{\"languages\": []}\n"),
            ("words/en.ftl", "language-name = English\n"),
        ];
        for (path, text) in defaults.iter().chain(files) {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        Site(dir)
    }

    fn build(&self) -> Result<String, String> {
        let html = fs::read_to_string(self.0.join("index.html")).unwrap();
        inline_page(&self.0, &html).map_err(|err| err.to_string())
    }
}

impl Drop for Site {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

const PAGE: &str = r##"<!doctype html>
<html>
<head>
  <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <script src="js/boot.js"></script>
  <link rel="stylesheet" href="css/a.css">
  <link rel="stylesheet" href="css/a.css" media="print">
  <script type="module" src="js/main.js"></script>
  <script type="module" src="./js/quiz.js"></script>
</head>
<body>
  <!-- <script src="ignored.js"></script> -->
  <p>1 < 2 <a href="https://example.com/">away</a> <a href="#here">here</a></p>
</body>
</html>
"##;

#[test]
fn inlines_styles_icons_modules_and_files() {
    let html = Site::new(&[]).build().unwrap();
    let expected_head = [
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'strict-dynamic' 'wasm-unsafe-eval' 'sha256-",
        "<link rel=\"icon\" href=\"data:image/svg+xml;base64,PHN2Zy8+\" type=\"image/svg+xml\">",
        "\n  <script>document.title = \"a < b\";\n</script>",
        "<style>\nbody { fill: url(#hatch); }\n</style>",
        "<style media=\"print\">\nbody { fill: url(#hatch); }\n</style>",
        "<script type=\"importmap\">{\"imports\":{\"fencelab/js/dom.js\":",
        "\n  <script type=\"module\">import \"fencelab/js/main.js\";</script>",
        "<script type=\"module\">import \"fencelab/js/quiz.js\";</script>",
    ];
    let mut from = 0;
    for part in expected_head {
        let at = html[from..]
            .find(part)
            .unwrap_or_else(|| panic!("{part} after {from} in\n{html}"));
        from += at + part.len();
    }
    // Each module once, by path, in the import map; the rest of the page as it was.
    for name in [
        "fencelab/js/dom.js",
        "fencelab/js/main.js",
        "fencelab/js/quiz.js",
        "fencelab/pkg/w.js",
    ] {
        assert_eq!(
            html.matches(&format!("\"{name}\":\"data:text/javascript;base64,"))
                .count(),
            1,
            "{name}"
        );
    }
    assert!(html.contains("<p>1 < 2 <a href=\"https://example.com/\">away</a>"));
    assert!(html.contains("<!-- <script src=\"ignored.js\"></script> -->"));
    assert!(html.contains(
        "<script type=\"application/json\" id=\"fencelab-files\">{\"text\":{\"scenarios/a.json\":\"{\\\"title\\\": \\\"\\u003c/script\\u003e\\\"}\\n\",\n\"scenarios/index.json\":"
    ));
    // The recordings of real runs follow the scenarios, then the catalogue
    // of every language, by the same relative paths.
    assert!(html.contains(
        "\"real/a-on.json\":\"{\\\"scenario\\\": \\\"a\\\"}\\n\",\n\"real/index.json\":\"{\\\"recordings\\\": [\\\"a-on.json\\\"]}\\n\",\n\"words/en.ftl\":\"language-name = English\\n\",\n\"words/index.json\":"
    ));
    assert!(html.contains("\",\n\"js/map-worker.js\":"));
    assert!(
        html.contains("\"base64\":{\"pkg/fencelab_wasm_bg.wasm\":\"AGFzbQ==\"}}</script>\n</body>")
    );
}

#[test]
fn a_worker_is_carried_with_its_imports_written_out() {
    let html = Site::new(&[]).build().unwrap();
    let key = "\"js/map-worker.js\":\"";
    let start = html.find(key).unwrap() + key.len();
    let worker = &html[start..];
    let prefix = "import init from \\\"data:text/javascript;base64,";
    assert!(worker.starts_with(prefix), "{worker}");
    let url_end = worker[prefix.len()..].find('\\').unwrap() + prefix.len();
    assert_eq!(
        decode(&worker[prefix.len()..url_end]),
        b"export default function init() {}\n"
    );
    assert!(
        worker[url_end..].starts_with("\\\";\\ninit();\\n\""),
        "{worker}"
    );
    // A worker gets no import map: it is not one of the page's modules.
    assert!(!html.contains("fencelab/js/map-worker.js"));
}

#[test]
fn a_worker_that_imports_itself_stops_the_build() {
    let site = Site::new(&[
        ("js/map-worker.js", "import \"./loop.js\";\n"),
        ("js/loop.js", "import \"./map-worker.js\";\n"),
    ]);
    let err = site.build().unwrap_err();
    assert!(
        err.contains("js/map-worker.js: imports itself through js/map-worker.js, js/loop.js"),
        "{err}"
    );
}

#[test]
fn rewrites_relative_specifiers_to_bare_names() {
    let html = Site::new(&[]).build().unwrap();
    let main = module(&html, "fencelab/js/main.js");
    assert_eq!(
        main,
        "import { el } from \"fencelab/js/dom.js\";\nconst wasm = await import(\"fencelab/pkg/w.js\");\n"
    );
    // A comment is not an import: it stays as written and adds nothing.
    assert_eq!(
        module(&html, "fencelab/js/dom.js"),
        "// import \"./nothing.js\"\nexport const el = 1;\n"
    );
    assert_eq!(
        module(&html, "fencelab/js/quiz.js"),
        "import { el } from 'fencelab/js/dom.js';\n"
    );
}

#[test]
fn allows_by_hash_exactly_what_it_holds() {
    let html = Site::new(&[]).build().unwrap();
    assert_eq!(
        html.matches("http-equiv=\"Content-Security-Policy\"")
            .count(),
        1
    );
    assert!(
        !html.contains("default-src 'self'"),
        "the page's own policy is gone"
    );
    let policy = directives(&html);
    let scripts = &policy["script-src"];
    let styles = &policy["style-src"];
    // Every inline script and style block, the import map included, by the
    // hash of its exact text; the files block is data and needs none.
    let mut expected_scripts = vec![
        "'strict-dynamic'".to_owned(),
        "'wasm-unsafe-eval'".to_owned(),
    ];
    let mut expected_styles = Vec::new();
    for (open, close, list) in [
        ("<script", "</script>", &mut expected_scripts),
        ("<style", "</style>", &mut expected_styles),
    ] {
        let uncommented = without_comments(&html);
        let mut rest = uncommented.as_str();
        while let Some(at) = rest.find(open) {
            let tag_end = at + rest[at..].find('>').unwrap() + 1;
            let end = tag_end + rest[tag_end..].find(close).unwrap();
            if !rest[at..tag_end].contains("application/json") {
                let hash = format!("'{}'", integrity(&rest[tag_end..end]));
                if !list.contains(&hash) {
                    list.push(hash);
                }
            }
            rest = &rest[end..];
        }
    }
    // The modules come in through the import map, each by its own hash.
    for name in ["js/dom.js", "js/main.js", "js/quiz.js", "pkg/w.js"] {
        let hash = format!(
            "'{}'",
            integrity(&module(&html, &format!("fencelab/{name}")))
        );
        assert!(scripts.contains(&hash), "{name}: {hash} in {scripts:?}");
        expected_scripts.push(hash);
    }
    let mut scripts_sorted = scripts.clone();
    scripts_sorted.sort();
    expected_scripts.sort();
    assert_eq!(scripts_sorted, expected_scripts);
    // The two stylesheets are one text: one hash.
    assert_eq!(styles, &expected_styles);
    assert_eq!(styles.len(), 1);
    assert_eq!(policy["default-src"], ["'none'"]);
    assert_eq!(policy["img-src"], ["data:", "blob:"]);
    assert_eq!(policy["worker-src"], ["data:"]);
    assert_eq!(policy["base-uri"], ["'none'"]);
}

#[test]
fn gives_each_module_its_integrity() {
    let html = Site::new(&[]).build().unwrap();
    let source = module(&html, "fencelab/js/dom.js");
    let url = format!(
        "data:text/javascript;base64,{}",
        crate::encode::base64(source.as_bytes())
    );
    assert!(html.contains("\"integrity\":{\"data:text/javascript;base64,"));
    assert!(html.contains(&format!("\"{url}\":\"{}\"", integrity(&source))));
}

#[test]
fn refuses_what_it_cannot_inline() {
    let cases = [
        (
            "js/dom.js",
            "import x from \"lodash\";",
            "\"lodash\" is not a relative path",
        ),
        (
            "js/dom.js",
            "import x from \"https://cdn.example/x.js\";",
            "not a relative path",
        ),
        (
            "js/dom.js",
            "import x from \"./missing.js\";",
            "js/missing.js is not in dist/",
        ),
        (
            "js/dom.js",
            "const m = \"x\";\nimport(m);",
            "js/dom.js: line 2: a dynamic import()",
        ),
        (
            "js/dom.js",
            "import icon from \"../favicon.svg\";",
            "only JavaScript modules",
        ),
        (
            "css/a.css",
            "body { background: url(bg.png); }",
            "url(bg.png)",
        ),
        ("css/a.css", "@import \"b.css\";", "@import"),
        (
            "index.html",
            "<body><img src=\"a.png\"></body>",
            "<img src=\"a.png\">",
        ),
        (
            "index.html",
            "<head><script src=\"js/boot.js\" defer></script></head><body></body>",
            "only a plain classic script",
        ),
        (
            "index.html",
            "<head><script src=\"js/boot.js\">1</script></head><body></body>",
            "both a src and inline text",
        ),
        (
            "js/boot.js",
            "document.write(\"</SCRIPT>\");",
            "js/boot.js: contains </script",
        ),
        (
            "index.html",
            "<head><script src=\"a.js\"></script></head><body></body>",
            "a.js: No such file",
        ),
        (
            "index.html",
            "<head></head><body><p style=\"color: red\">x</p></body>",
            "line 1: <p style=…>: inline code",
        ),
        (
            "index.html",
            "<head></head>\n<body><button onclick=\"go()\">x</button></body>",
            "line 2: <button onclick=…>",
        ),
        (
            "index.html",
            "<head><meta http-equiv=\"content-security-policy\" content=\"a\"><meta http-equiv=\"Content-Security-Policy\" content=\"b\"></head><body></body>",
            "two Content-Security-Policy <meta> tags",
        ),
        (
            "index.html",
            "<head><style>p {}</style><meta http-equiv=\"Content-Security-Policy\" content=\"a\"></head><body></body>",
            "comes after a script, style or link",
        ),
        (
            "index.html",
            "<head></head><body></body>",
            "no Content-Security-Policy <meta>",
        ),
        (
            "index.html",
            "<head><link rel=\"manifest\" href=\"m.json\"></head><body></body>",
            "cannot be inlined",
        ),
        ("index.html", "<body>", "no </body>"),
    ];
    for (path, text, expected) in cases {
        let err = Site::new(&[(path, text)]).build().unwrap_err();
        assert!(err.contains(expected), "{path}: {text:?}: {err}");
    }
}

/// `html` without its comments, whose scripts never run.
fn without_comments(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find("<!--") {
        out.push_str(&rest[..at]);
        rest = &rest[at + rest[at..].find("-->").unwrap() + 3..];
    }
    out.push_str(rest);
    out
}

/// The single file's policy: each directive's sources, by its name.
fn directives(html: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    let key = "http-equiv=\"Content-Security-Policy\" content=\"";
    let start = html.find(key).unwrap() + key.len();
    let end = start + html[start..].find('"').unwrap();
    html[start..end]
        .split(';')
        .map(|directive| {
            let mut words = directive.split_ascii_whitespace().map(str::to_owned);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

/// The source of module `name` in the page's import map.
fn module(html: &str, name: &str) -> String {
    let key = format!("\"{name}\":\"data:text/javascript;base64,");
    let start = html.find(&key).unwrap() + key.len();
    let end = start + html[start..].find('"').unwrap();
    String::from_utf8(decode(&html[start..end])).unwrap()
}

/// Base64 back to bytes, for reading the import map.
fn decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bits = 0u32;
    let mut count = 0;
    let mut out = Vec::new();
    for b in text.bytes().filter(|&b| b != b'=') {
        bits = bits << 6 | ALPHABET.iter().position(|&a| a == b).unwrap() as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}
