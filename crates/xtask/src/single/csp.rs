//! The single file's Content-Security-Policy, in place of the served page's.
//!
//! The served page's policy allows scripts and styles from `'self'` only;
//! the single file has no `'self'` to load from (opened from disk, its
//! origin is opaque), and everything it runs sits inside it. So its policy
//! names each inline script, the import map and each `<style>` block by the
//! SHA-256 of its exact text, and nothing runs that the build did not write.
//!
//! The modules are the hard part: they are `data:` URLs in the import map,
//! imported by hashed inline modules, and no one way of allowing them works
//! in all three engines opened from `file://` (tried in Chromium 1xx,
//! Firefox ESR and WebKitGTK):
//!
//! - `'strict-dynamic'` with the hashes alone: WebKit runs the imports, but
//!   Chromium and Firefox refuse them, since a static import from a
//!   parser-inserted script is parser-inserted too, which `'strict-dynamic'`
//!   does not trust.
//! - the modules' own hashes, with the import map's `integrity` giving each
//!   `data:` URL its hash: Chromium and Firefox match the hash, WebKit does
//!   not match hashes against fetched scripts and refuses them.
//! - `data:` in `script-src`: works everywhere, and lets any `data:` script
//!   run, an injected `<script src="data:…">` too.
//!
//! The policy uses the first two together: every module's hash (and the
//! `integrity` that lets Chromium and Firefox match it), and
//! `'strict-dynamic'`, which those two then need not use and which lets
//! WebKit run what a hashed script imports. No `data:` and no
//! `'unsafe-inline'` in `script-src`: an injected inline script or
//! `<script src>` of any kind is refused in every engine.
//!
//! Web Workers started from the bundle would come from `blob:` or `data:`
//! URLs, which `worker-src` allows; a worker's own URL has no hash a
//! policy could name, and from an opaque origin there is no `'self'`.
//! `img-src` allows `data:`, for the icon, and `blob:`, for the PNG
//! export, which draws the figure through an image. Nothing is fetched, so
//! `connect-src` falls back to `'none'`.

use crate::encode::base64;
use crate::sha256::sha256;

use super::tag::Tag;

/// What the single file's policy allows besides its scripts and styles.
const REST: &str =
    "img-src data: blob:; worker-src blob: data:; base-uri 'none'; form-action 'none'";

/// The hashes of everything the single file runs or applies, in the order
/// met, each once.
#[derive(Default)]
pub struct Policy {
    scripts: Vec<String>,
    styles: Vec<String>,
}

impl Policy {
    /// Allows an inline script, the import map or a module, by its text.
    pub fn script(&mut self, text: &str) {
        push_once(&mut self.scripts, source(text));
    }

    /// Allows a `<style>` block, by its text.
    pub fn style(&mut self, text: &str) {
        push_once(&mut self.styles, source(text));
    }

    /// The `<meta>` that carries the policy.
    pub fn meta(&self) -> String {
        let scripts = self.scripts.join(" ");
        let styles = if self.styles.is_empty() {
            "'none'".to_owned()
        } else {
            self.styles.join(" ")
        };
        format!(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
             script-src 'strict-dynamic' 'wasm-unsafe-eval' {scripts}; style-src {styles}; {REST}\">"
        )
    }
}

/// The `integrity` value of a module: the hash the policy names it by.
pub fn integrity(text: &str) -> String {
    format!("sha256-{}", base64(&sha256(text.as_bytes())))
}

/// Whether `tag` is a `<meta http-equiv="Content-Security-Policy">`.
pub fn is_policy(html: &str, tag: &Tag) -> bool {
    tag.name == "meta"
        && tag
            .attr(html, "http-equiv")
            .is_some_and(|value| value.eq_ignore_ascii_case("content-security-policy"))
}

/// A hash source, `'sha256-…'`, for `text`.
fn source(text: &str) -> String {
    format!("'{}'", integrity(text))
}

fn push_once(list: &mut Vec<String>, item: String) {
    if !list.contains(&item) {
        list.push(item);
    }
}
