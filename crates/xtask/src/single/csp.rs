//! The single file's Content-Security-Policy, in place of the served page's.
//!
//! The served page's policy allows scripts and styles from `'self'` only;
//! the single file has no `'self'` to load from (opened from disk, its
//! origin is opaque), and everything it runs sits inside it. So its policy
//! names each inline script, the import map and each `<style>` block by the
//! SHA-256 of its exact text.
//!
//! The modules are the hard part: they are `data:` URLs in the import map,
//! imported by hashed inline modules, and no one way of allowing them works
//! in all three engines opened from `file://` (tried in Chromium, Firefox
//! ESR and WebKitGTK):
//!
//! - `'strict-dynamic'` with the hashes alone: WebKit runs the imports, but
//!   Chromium and Firefox refuse them, since a static import from a
//!   parser-inserted script is parser-inserted too, which `'strict-dynamic'`
//!   does not trust.
//! - the modules' own hashes, with the import map's `integrity` giving each
//!   `data:` URL its hash: Chromium and Firefox match the hash; WebKit
//!   matches no hash against a fetched script and refuses them.
//! - `data:` in `script-src`: works everywhere, and runs any `data:` script,
//!   an injected `<script src="data:…">` in markup too.
//! - a hashed classic script that inserts the entry modules itself, so that
//!   nothing is parser-inserted and `'strict-dynamic'` trusts the imports
//!   everywhere, without `integrity`: Firefox then fires the window's `load`
//!   before the modules run, which `boot.js` takes for modules that never
//!   ran, and WebKit runs sibling imports in another order.
//!
//! So the policy uses the first two together: every module's hash (and the
//! `integrity` by which Chromium and Firefox match it) and `'strict-dynamic'`,
//! which WebKit needs. The price is the size: `integrity` names each `data:`
//! URL a second time (215 KB on a file of 1.5 MB). No `data:` and no
//! `'unsafe-inline'` in `script-src`, so what injected markup would bring
//! (an inline script, a handler, a `<script src>`, a style attribute) is
//! refused in every engine. `'strict-dynamic'` does trust scripts that a
//! script already running creates, as it is meant to.
//!
//! The page's workers start from the bundle as `data:` URLs (see
//! `www/js/files.js`'s `workerUrl`), which `worker-src` allows, and no
//! other kind: a worker's URL has no hash a policy could name, an opaque
//! origin has no `'self'`, and a module worker from a `blob:` URL does not
//! start in Chromium from `file://`, policy or not. A worker from a `data:`
//! URL keeps this policy, so its own imports, `data:` URLs too, are
//! allowed by `'strict-dynamic'`. `img-src` allows `data:`, for the icon, and
//! `blob:`, for the PNG export, which draws the figure through an image.
//! Nothing is fetched, so `connect-src` falls back to `'none'`.

use crate::encode::base64;
use crate::sha256::sha256;

use super::tag::Tag;

/// What the single file's policy allows besides its scripts and styles.
const REST: &str = "img-src data: blob:; worker-src data:; base-uri 'none'; form-action 'none'";

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
