//! `dist/fencelab.html`: the whole page in one file that works opened
//! straight from disk, for learning platforms that take one uploaded file.
//!
//! It is made from the finished `dist/` at every build, never kept by hand:
//! `index.html` as it is, with each linked stylesheet inlined as a `<style>`
//! block in the same place, each other icon or image it links as a `data:`
//! URL, each classic `<script src>` inlined as a classic script, each
//! `<script type="module" src>` replaced by an inline module that imports
//! the same file by a bare name, and the page's Content-Security-Policy
//! `<meta>` replaced by one that allows what the single file holds, by
//! hash (see `csp.rs` for why it is written as it is).
//!
//! Why an import map of `data:` URLs rather than a bundler: under `file://`
//! Chromium refuses module scripts from files and any `fetch`, but runs
//! inline modules and imports `data:` URLs. So every module reachable from
//! the page's scripts is put, as written, into one
//! `<script type="importmap">` as a base64 `data:` URL under the name
//! `fencelab/<path>`, with its relative specifiers (`"./dom.js"`,
//! `import("../pkg/fencelab_wasm.js")`) rewritten to those names. The
//! modules keep their boundaries, their order of evaluation and their one
//! instance each; nothing in `www/` knows about any of it but `files.js`.
//! An import the build cannot follow (a package name, a URL, a computed
//! `import()`) fails the build rather than the page.
//!
//! What the page reads at run time (the scenarios, the recordings of real
//! runs, the catalogue of every language, their indexes, the wasm and its workers' modules) goes into one `<script type="application/json" id="fencelab-files">`
//! before `</body>`, which `www/js/files.js` reads instead of fetching when
//! it is there.

mod csp;
mod modules;
mod specifiers;
mod tag;
#[cfg(test)]
mod tests;

use std::fs;
use std::path::Path;

use crate::encode::{base64, json_object, json_string};
use crate::Result;
use csp::Policy;
use modules::{
    collect_modules, import_map, module_name, read_text, resolve, rewrite_imports, self_contained,
    static_modules,
};
use tag::{is_local_file, Tag};

/// The single file's name inside `dist/`.
pub const FILE: &str = "fencelab.html";

/// The id of the element holding the page's files: a contract with
/// `www/js/files.js`.
const FILES_ID: &str = "fencelab-files";

/// The files the page reads at run time, as text, by folder: a contract with
/// `files.js`'s `readText`, which looks them up by the same relative paths.
const TEXT_FOLDERS: &[&str] = &["scenarios", "real", "words"];

/// The files the page reads at run time as bytes, in base64: the wasm that
/// `files.js`'s `wasmModule` compiles.
const BINARY_FILES: &[&str] = &["pkg/fencelab_wasm_bg.wasm"];

/// The modules the page starts as workers, each carried as one text with
/// its imports written out (see [`self_contained`]): a contract with
/// `files.js`'s `workerUrl`, which starts them from that text.
const WORKER_FILES: &[&str] = &["js/map-worker.js"];

/// Writes `dist/fencelab.html` from the rest of `dist/` and returns its size in bytes.
pub fn write(dist: &Path) -> Result<usize> {
    let html = read_text(dist, "index.html")?;
    let page = inline_page(dist, &html).map_err(|err| format!("{FILE}: {err}"))?;
    fs::write(dist.join(FILE), &page)?;
    Ok(page.len())
}

/// Every module the page's `<script type="module" src>` tags load with
/// them, by path inside `dist/`: what the hosted page preloads (see
/// `preload.rs`). What an `import()` loads is left out, since it loads
/// when first needed (the editor, the SCORM package) or after the first
/// verdict (the wasm's glue).
pub fn page_modules(dist: &Path, html: &str) -> Result<Vec<String>> {
    let mut entries = Vec::new();
    let mut i = 0;
    while let Some(offset) = html[i..].find("<script") {
        let tag = Tag::parse(html, i + offset)?;
        if tag.attr(html, "type") == Some("module") {
            if let Some(src) = tag.attr(html, "src") {
                entries.push(page_path(src)?);
            }
        }
        i = tag.end;
    }
    static_modules(dist, entries)
}

/// `html` with everything it loads put inside it.
fn inline_page(dist: &Path, html: &str) -> Result<String> {
    let mut out = String::with_capacity(html.len() * 4);
    // The modules the page's scripts import, by path; filled in as scripts
    // are met, and written as the import map before the first of them.
    let mut entries: Vec<String> = Vec::new();
    let mut import_map_at: Option<usize> = None;
    let mut files_at: Option<usize> = None;
    // The policy's hashes, added as scripts and styles are written; the
    // `<meta>` goes where the page's was, which came before all of them.
    let mut policy = Policy::default();
    let mut policy_at: Option<usize> = None;
    let mut loaded = false;
    let mut i = 0;
    while let Some(offset) = html[i..].find('<') {
        let start = i + offset;
        out.push_str(&html[i..start]);
        let rest = &html[start..];
        if rest.starts_with("<!--") {
            let end = find_from(html, start, "-->").ok_or("a comment that never ends")? + 3;
            out.push_str(&html[start..end]);
            i = end;
            continue;
        }
        if rest.starts_with("</body>") {
            if files_at.replace(out.len()).is_some() {
                return Err("two </body> tags".into());
            }
            out.push_str("</body>");
            i = start + "</body>".len();
            continue;
        }
        if !rest.as_bytes().get(1).is_some_and(u8::is_ascii_alphabetic) {
            out.push('<');
            i = start + 1;
            continue;
        }
        let tag = Tag::parse(html, start)?;
        tag.check_no_inline_code(html)?;
        match tag.name.as_str() {
            "script" => {
                let close =
                    find_from(html, tag.end, "</script>").ok_or("a <script> never closed")?;
                let body = &html[tag.end..close];
                let end = close + "</script>".len();
                let is_module = tag.attr(html, "type") == Some("module");
                if let Some(src) = tag.attr(html, "src") {
                    if !body.trim().is_empty() {
                        return Err(format!(
                            "<script src=\"{src}\">: a script with both a src and inline text cannot be inlined"
                        )
                        .into());
                    }
                    let path = page_path(src)?;
                    if is_module {
                        import_map_at.get_or_insert(out.len());
                        let text = format!("import \"{}\";", module_name(&path)?);
                        policy.script(&text);
                        out.push_str(&format!("<script type=\"module\">{text}</script>"));
                        entries.push(path);
                    } else {
                        let text = classic_script(dist, html, &tag, &path)?;
                        policy.script(&text);
                        out.push_str(&format!("<script>{text}</script>"));
                    }
                } else if is_module {
                    import_map_at.get_or_insert(out.len());
                    let text = rewrite_imports("index.html", body, dist, &mut entries)?;
                    policy.script(&text);
                    out.push_str(&html[start..tag.end]);
                    out.push_str(&text);
                    out.push_str("</script>");
                } else {
                    if runs_as_script(tag.attr(html, "type")) {
                        policy.script(body);
                    }
                    out.push_str(&html[start..end]);
                }
                loaded = true;
                i = end;
            }
            "style" => {
                let close = find_from(html, tag.end, "</style>").ok_or("a <style> never closed")?;
                let body = &html[tag.end..close];
                check_css("index.html", body)?;
                policy.style(body);
                let end = close + "</style>".len();
                out.push_str(&html[start..end]);
                loaded = true;
                i = end;
            }
            "link" => {
                out.push_str(&inline_link(dist, html, &tag, &mut policy)?);
                loaded = true;
                i = tag.end;
            }
            "meta" if csp::is_policy(html, &tag) => {
                if loaded {
                    return Err("the Content-Security-Policy <meta> comes after a script, style or link, which it would not cover".into());
                }
                if policy_at.replace(out.len()).is_some() {
                    return Err(
                        "two Content-Security-Policy <meta> tags, and a browser applies both"
                            .into(),
                    );
                }
                i = tag.end;
            }
            _ => {
                tag.check_no_local_files(html)?;
                out.push_str(&html[start..tag.end]);
                i = tag.end;
            }
        }
    }
    out.push_str(&html[i..]);

    // Inserted from the end backwards, so the earlier offset stays right.
    let files_at = files_at.ok_or("no </body> to put the page's files before")?;
    out.insert_str(files_at, &files_script(dist)?);
    if let Some(at) = import_map_at {
        let modules = collect_modules(dist, entries)?;
        for source in modules.values() {
            policy.script(source);
        }
        let map = import_map(&modules);
        policy.script(&map);
        let indent = line_indent(&out, at);
        out.insert_str(
            at,
            &format!("<script type=\"importmap\">{map}</script>\n{indent}"),
        );
    }
    let policy_at = policy_at
        .ok_or("no Content-Security-Policy <meta> to put the single file's own in place of")?;
    out.insert_str(policy_at, &policy.meta());
    Ok(out)
}

/// A `<link>`: a stylesheet becomes a `<style>` block, an icon gets its
/// file as a `data:` URL; any other link to one of the site's files stops
/// the build.
fn inline_link(dist: &Path, html: &str, tag: &Tag, policy: &mut Policy) -> Result<String> {
    let rel = tag.attr(html, "rel").unwrap_or("").to_ascii_lowercase();
    let href = tag.attr(html, "href").unwrap_or("");
    let rels: Vec<&str> = rel.split_ascii_whitespace().collect();
    // What the hosted page preloads is in the file already.
    if rels.contains(&"preload") || rels.contains(&"modulepreload") {
        return Ok(String::new());
    }
    if rels.contains(&"stylesheet") {
        let path = page_path(href)?;
        let css = read_text(dist, &path)?;
        check_css(&path, &css)?;
        // A stylesheet for print or a narrow screen stays one.
        let media = match tag.attr(html, "media") {
            Some(media) => format!(" media=\"{media}\""),
            None => String::new(),
        };
        let text = format!("\n{css}");
        policy.style(&text);
        return Ok(format!("<style{media}>{text}</style>"));
    }
    if !is_local_file(href) {
        tag.check_no_local_files(html)?;
        return Ok(html[tag.start..tag.end].to_owned());
    }
    if !rels.iter().any(|r| r.ends_with("icon")) {
        return Err(format!("<link rel=\"{rel}\" href=\"{href}\"> cannot be inlined").into());
    }
    let path = page_path(href)?;
    let mime = match tag.attr(html, "type") {
        Some(mime) => mime.to_owned(),
        None => mime_of(&path)?.to_owned(),
    };
    let bytes = fs::read(dist.join(&path)).map_err(|err| format!("{path}: {err}"))?;
    let data = format!("data:{mime};base64,{}", base64(&bytes));
    let Some((_, Some(value))) = tag.attrs.iter().find(|(attr, _)| attr == "href") else {
        unreachable!("a local href was read above");
    };
    Ok(format!(
        "{}{data}{}",
        &html[tag.start..value.start],
        &html[value.end..tag.end]
    ))
}

/// The text of the classic script at `path`, for an inline `<script>` in
/// place of `tag`. It keeps its place and so its timing: a classic script
/// runs where it stands, before the page below it is read. Attributes that
/// change when it runs mean nothing inline, so they stop the build.
fn classic_script(dist: &Path, html: &str, tag: &Tag, path: &str) -> Result<String> {
    let plain = tag.attrs.iter().all(|(attr, _)| match attr.as_str() {
        "src" => true,
        "type" => runs_as_script(tag.attr(html, "type")),
        _ => false,
    });
    if !plain {
        return Err(format!(
            "<script src=\"{path}\">: only a plain classic script (no async, defer or other attributes) can be inlined"
        )
        .into());
    }
    let text = read_text(dist, path)?;
    let lower = text.to_ascii_lowercase();
    if lower.contains("</script") || lower.contains("<!--") {
        return Err(format!(
            "{path}: contains </script or <!--, which would end or change an inline script"
        )
        .into());
    }
    Ok(text)
}

/// Whether a `<script>` of this `type` runs as JavaScript (a data block,
/// such as `application/json`, does not, and needs no hash).
fn runs_as_script(kind: Option<&str>) -> bool {
    kind.is_none_or(|kind| kind.is_empty() || kind.eq_ignore_ascii_case("text/javascript"))
}

/// A stylesheet's text can sit in a `<style>` block as long as it cannot
/// close it, and works offline only if it loads nothing.
fn check_css(path: &str, css: &str) -> Result {
    let lower = css.to_ascii_lowercase();
    if lower.contains("</style") {
        return Err(format!("{path}: contains </style").into());
    }
    if lower.contains("@import") {
        return Err(format!("{path}: an @import cannot be inlined").into());
    }
    let mut rest = lower.as_str();
    while let Some(at) = rest.find("url(") {
        rest = &rest[at + 4..];
        let target = rest.trim_start().trim_start_matches(['"', '\'']);
        if !(target.starts_with('#') || target.starts_with("data:")) {
            let shown: String = target.chars().take_while(|&c| c != ')').collect();
            return Err(format!("{path}: url({shown}) loads a file that cannot be inlined").into());
        }
    }
    Ok(())
}

/// The path inside `dist/` of a file the page refers to as `reference`.
fn page_path(reference: &str) -> Result<String> {
    if !is_local_file(reference) || reference.starts_with('/') {
        return Err(
            format!("\"{reference}\" is not a relative path to one of the site's files").into(),
        );
    }
    let relative = if reference.starts_with("./") || reference.starts_with("../") {
        reference.to_owned()
    } else {
        format!("./{reference}")
    };
    resolve("index.html", &relative)
}

/// `<script type="application/json" id="fencelab-files">` with the text of
/// every file under [`TEXT_FOLDERS`] and [`BINARY_FILES`] in base64.
fn files_script(dist: &Path) -> Result<String> {
    let mut text = Vec::new();
    for folder in TEXT_FOLDERS {
        let mut names = Vec::new();
        for entry in fs::read_dir(dist.join(folder))? {
            let entry = entry?;
            if entry.file_type()?.is_file() {
                names.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        names.sort();
        for name in names {
            let path = format!("{folder}/{name}");
            let contents = json_string(&read_text(dist, &path)?);
            text.push((path, contents));
        }
    }
    for path in WORKER_FILES {
        text.push((path.to_string(), json_string(&self_contained(dist, path)?)));
    }
    let mut binary = Vec::new();
    for path in BINARY_FILES {
        let bytes = fs::read(dist.join(path)).map_err(|err| format!("{path}: {err}"))?;
        binary.push((*path, json_string(&base64(&bytes))));
    }
    let text = json_object(
        text.iter()
            .map(|(path, json)| (path.as_str(), json.clone())),
    );
    let binary = json_object(binary);
    let files = json_object([("text", text), ("base64", binary)]);
    Ok(format!(
        "<script type=\"application/json\" id=\"{FILES_ID}\">{files}</script>\n"
    ))
}

/// The media type of an icon or image, by its extension.
fn mime_of(path: &str) -> Result<&'static str> {
    let extension = path.rsplit_once('.').map_or("", |(_, e)| e);
    Ok(match extension.to_ascii_lowercase().as_str() {
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "gif" => "image/gif",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        _ => return Err(format!("{path}: no known media type; give the <link> a type").into()),
    })
}

fn find_from(text: &str, from: usize, needle: &str) -> Option<usize> {
    text[from..].find(needle).map(|at| from + at)
}

/// The whitespace that starts the line holding index `at`.
fn line_indent(text: &str, at: usize) -> &str {
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    let line = &text[line_start..at];
    &line[..line.len() - line.trim_start().len()]
}
