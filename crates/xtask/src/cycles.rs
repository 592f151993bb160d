//! `cargo xtask cycles`: fails when two modules of one crate reach into
//! each other, directly or round a loop, counted file by file.
//!
//! A module depends on another when it names it in a path: `crate::a::b`,
//! `super::x`, `self::c`, or a child of its own by name (`child::f`, `pub
//! use child::X`). Declaring a child (`mod child;`) is not a dependency:
//! a `mod.rs` may own children that use what it defines, but not also
//! re-export or call them, or the two are one module split across files.
//! The crate root is the crate's front door, re-exporting for others, and
//! is left out; so are paths to other crates.
//!
//! The reading is textual, over the `use` lines and paths with comments
//! and string literals taken out: enough for code written the way this
//! project writes it, and no parser to build before the check.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::cmd::workspace_root;
use crate::Result;

/// A module, by its path from the crate root: `["drawing", "marks"]`.
type Module = Vec<String>;

/// Checks every crate under `crates/`, printing each cycle found.
pub fn run() -> Result {
    let mut found = Vec::new();
    let mut crates: Vec<PathBuf> = std::fs::read_dir(workspace_root().join("crates"))?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<_>>()?;
    crates.sort();
    for dir in crates {
        let src = dir.join("src");
        if !src.is_dir() {
            continue;
        }
        let modules = read_modules(&src)?;
        let graph = edges(&modules);
        for cycle in cycles(&graph) {
            let name = dir.file_name().unwrap_or_default().to_string_lossy();
            let file = |m: &Module| modules[m].0.clone();
            // Each use inside the loop, so the reader sees what to move.
            let uses: Vec<String> = cycle
                .iter()
                .flat_map(|from| {
                    graph[from]
                        .iter()
                        .filter(|to| cycle.contains(to))
                        .map(move |to| format!("{} uses {}", file(from), file(to)))
                })
                .collect();
            found.push(format!("{name}: {}", uses.join(", ")));
        }
    }
    if found.is_empty() {
        eprintln!("==> no module reaches back into one that uses it");
        return Ok(());
    }
    for cycle in &found {
        eprintln!("import cycle: {cycle}");
    }
    Err(format!(
        "{} import cycle(s): move what the modules share into a module below them",
        found.len()
    )
    .into())
}

/// Every module of a crate's `src/` but its roots, with the file it is in
/// (relative to `src/`) and its code with comments and strings taken out.
fn read_modules(src: &Path) -> Result<BTreeMap<Module, (String, String)>> {
    let mut modules = BTreeMap::new();
    for file in rust_files(src)? {
        let relative = file.strip_prefix(src)?.to_string_lossy().replace('\\', "/");
        let Some(module) = module_of(&relative) else {
            continue;
        };
        let code = strip(&std::fs::read_to_string(&file)?);
        modules.insert(module, (relative, code));
    }
    Ok(modules)
}

/// The `.rs` files under `dir`, sorted.
fn rust_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            files.extend(rust_files(&path)?);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// The module a file under `src/` holds; none for a crate root
/// (`lib.rs`, `main.rs`, a binary under `bin/`).
fn module_of(relative: &str) -> Option<Module> {
    if matches!(relative, "lib.rs" | "main.rs") || relative.starts_with("bin/") {
        return None;
    }
    let path = relative.strip_suffix(".rs")?;
    let mut parts: Module = path.split('/').map(str::to_owned).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    Some(parts)
}

/// Which modules each module names, itself left out.
fn edges(modules: &BTreeMap<Module, (String, String)>) -> BTreeMap<Module, BTreeSet<Module>> {
    let known: BTreeSet<&Module> = modules.keys().collect();
    modules
        .iter()
        .map(|(module, (_, code))| {
            let targets = paths(code)
                .into_iter()
                .map(|(path, depth)| inline_super(path, depth))
                .filter_map(|path| resolve(module, &path, &known))
                .filter(|target| target != module)
                .collect();
            (module.clone(), targets)
        })
        .collect()
}

/// A path written `depth` inline modules deep (`mod tests { ... }`) as if
/// written at the file's own level: its first `super`s climb out of those
/// modules, which are part of the file.
fn inline_super(mut path: Vec<String>, depth: usize) -> Vec<String> {
    let climbs = path.iter().take_while(|s| *s == "super").count().min(depth);
    if climbs > 0 {
        path.drain(..climbs);
        path.insert(0, "self".to_owned());
    }
    path
}

/// The module a path written in `from` names: the longest known module
/// its segments begin with, once `crate`, `super` and `self` are read.
fn resolve(from: &Module, path: &[String], known: &BTreeSet<&Module>) -> Option<Module> {
    let mut absolute: Module = match path.first().map(String::as_str) {
        Some("crate") => Vec::new(),
        Some("self" | "super") => from.clone(),
        // A bare first segment is a child of `from` if there is one by that name.
        Some(_) => from.clone(),
        None => return None,
    };
    let mut rest = match path.first().map(String::as_str) {
        Some("crate" | "self") => &path[1..],
        _ => path,
    };
    while rest.first().is_some_and(|s| s == "super") {
        absolute.pop()?;
        rest = &rest[1..];
    }
    let bare = !matches!(path[0].as_str(), "crate" | "self" | "super");
    if bare {
        let mut child = from.clone();
        child.push(rest.first()?.clone());
        if !known.contains(&child) {
            return None;
        }
    }
    absolute.extend(rest.iter().cloned());
    (1..=absolute.len())
        .rev()
        .map(|n| absolute[..n].to_vec())
        .find(|candidate| known.contains(candidate))
}

/// Every path in `code` that may name a module, with how many inline
/// modules deep it is written: each `use` tree expanded, and every
/// `a::b::c` run of segments elsewhere.
fn paths(code: &str) -> Vec<(Vec<String>, usize)> {
    let inline = inline_modules(code);
    let depth = |at: usize| {
        inline
            .iter()
            .filter(|(from, to)| *from <= at && at < *to)
            .count()
    };
    let mut out = Vec::new();
    let mut rest = code;
    let mut offset = 0;
    while let Some(at) = find_word(rest, "use") {
        let here = offset + at;
        let tail = &rest[at + 3..];
        let end = tail.find(';').unwrap_or(tail.len());
        let tree = tail[..end].trim();
        // Only a `use` item: its tree holds nothing but paths and braces.
        let plain = tree
            .bytes()
            .all(|b| is_ident(b) || b" \n\t\r:{},*".contains(&b));
        if plain {
            let mut trees = Vec::new();
            expand(tree, &[], &mut trees);
            out.extend(trees.into_iter().map(|path| (path, depth(here))));
        }
        offset = here + 3 + end;
        rest = &tail[end..];
    }
    out.extend(runs(code).into_iter().map(|(path, at)| (path, depth(at))));
    out
}

/// Where each inline module's braces (`mod name { ... }`) open and close.
fn inline_modules(code: &str) -> Vec<(usize, usize)> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = find_word(&code[from..], "mod") {
        let start = from + at + 3;
        from = start;
        let rest = code[start..].trim_start();
        let name = rest.bytes().take_while(|&b| is_ident(b)).count();
        if name == 0 || !rest[name..].trim_start().starts_with('{') {
            continue;
        }
        let open = start + (code[start..].len() - rest.len()) + name;
        let open = open + code[open..].find('{').unwrap_or(0);
        let mut level = 0;
        for (i, &b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => level += 1,
                b'}' => {
                    level -= 1;
                    if level == 0 {
                        found.push((open, i));
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    found
}

/// The first place `word` stands alone in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(found) = text[from..].find(word) {
        let at = from + found;
        let before = at == 0 || !is_ident(bytes[at - 1]);
        let after = bytes.get(at + word.len()).is_none_or(|&b| !is_ident(b));
        if before && after {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// A `use` tree's paths, each after `prefix`: `a::{b::X, c}` is `a::b::X`
/// and `a::c`.
fn expand(tree: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let mut head: Vec<String> = prefix.to_vec();
        head.extend(segments(tree[..open].trim_end_matches(':')));
        let close = tree.rfind('}').filter(|&c| c > open).unwrap_or(tree.len());
        let inner = &tree[open + 1..close];
        for part in split_top(inner) {
            expand(part, &head, out);
        }
    } else {
        let path = tree.split(" as ").next().unwrap_or("");
        let mut whole = prefix.to_vec();
        whole.extend(segments(path));
        if !whole.is_empty() {
            out.push(whole);
        }
    }
}

/// `a::b::c` as its segments, `self` kept.
fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "*")
        .map(str::to_owned)
        .collect()
}

/// Splits at the commas not inside braces.
fn split_top(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut parts) = (0, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// Every run of two or more segments joined by `::` that does not follow
/// another `::` (so `x::y` inside `a::x::y` is not read again).
fn runs(code: &str) -> Vec<(Vec<String>, usize)> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = is_ident(bytes[i])
            && (i == 0 || (!is_ident(bytes[i - 1]) && !code[..i].ends_with("::")));
        if !starts {
            i += 1;
            continue;
        }
        let mut end = i;
        let mut parts = Vec::new();
        loop {
            let word_end = end + code[end..].bytes().take_while(|&b| is_ident(b)).count();
            parts.push(code[end..word_end].to_owned());
            if code[word_end..].starts_with("::")
                && code[word_end + 2..].bytes().next().is_some_and(is_ident)
            {
                end = word_end + 2;
            } else {
                end = word_end;
                break;
            }
        }
        if parts.len() > 1 {
            out.push((parts, i));
        }
        i = end.max(i + 1);
    }
    out
}

/// `code` with its comments and the insides of its string and character
/// literals blanked, so words in them are not read as paths.
fn strip(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
                out.push(' ');
            }
            'r' if matches!(chars.peek(), Some('#' | '"'))
                && !out.ends_with(|p: char| p.is_alphanumeric() || p == '_') =>
            {
                let mut hashes = 0;
                while chars.peek() == Some(&'#') {
                    chars.next();
                    hashes += 1;
                }
                if chars.peek() != Some(&'"') {
                    out.push('r');
                    continue;
                }
                chars.next();
                let closing: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let mut seen = String::new();
                for c in chars.by_ref() {
                    seen.push(c);
                    if seen.ends_with(&closing) {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

/// The loops of modules: each set of two or more that reach one another
/// (Tarjan's strongly connected components).
fn cycles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on_stack: BTreeSet<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a Module) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.graph.contains_key(next) {
                    continue;
                }
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    component.push(top.clone());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(path: &str) -> Module {
        path.split("::").map(str::to_owned).collect()
    }

    fn graph(files: &[(&str, &str)]) -> Vec<Vec<Module>> {
        let modules: BTreeMap<Module, (String, String)> = files
            .iter()
            .map(|(m, code)| (module(m), ((*m).to_owned(), strip(code))))
            .collect();
        cycles(&edges(&modules))
    }

    #[test]
    fn two_modules_that_use_each_other_are_a_cycle() {
        let found = graph(&[
            ("a", "use crate::b::B; pub struct A;"),
            ("b", "pub struct B(crate::a::A);"),
            ("c", "use crate::a::A;"),
        ]);
        assert_eq!(found, vec![vec![module("a"), module("b")]]);
    }

    #[test]
    fn a_parent_that_re_exports_a_child_reaching_back_is_a_cycle() {
        let found = graph(&[
            ("d", "mod m; pub use m::Mark; pub struct Item;"),
            ("d::m", "use super::Item; pub struct Mark;"),
        ]);
        assert_eq!(found, vec![vec![module("d"), module("d::m")]]);
        // Owning the child is not depending on it.
        let owned = graph(&[
            ("d", "mod m; pub struct Item;"),
            ("d::m", "use super::Item;"),
        ]);
        assert!(owned.is_empty());
    }

    #[test]
    fn super_in_an_inline_module_is_the_file_itself() {
        let found = graph(&[
            ("d", "mod m; pub use m::Mark; pub struct Item;"),
            (
                "d::m",
                "pub struct Mark; #[cfg(test)] mod tests { use super::*; }",
            ),
        ]);
        assert!(found.is_empty());
    }

    #[test]
    fn comments_strings_and_other_crates_are_not_paths() {
        let found = graph(&[
            (
                "a",
                "// crate::b::B\nlet s = \"crate::b\"; use std::fmt; use fencelab_core::b;",
            ),
            ("b", "use crate::a::A; let t = r#\"x\"#;"),
        ]);
        assert!(found.is_empty());
    }

    #[test]
    fn a_grouped_use_names_every_module_in_it() {
        let found = graph(&[
            ("a", "use crate::{b::B, c::{self, C}};"),
            ("b", ""),
            ("c", "use crate::a;"),
        ]);
        assert_eq!(found, vec![vec![module("a"), module("c")]]);
    }
}
