//! `cargo xtask smoke`: the smoke suite in Chromium, Firefox and WebKit.
//!
//! Students open the page on iPhones and in Firefox as well as in Chrome,
//! so the page's main paths (the default story, a setting, fencing, an
//! experiment, a map cell, a link, the embed and the single file) run in
//! all three engines: Debian's Chromium, firefox-esr and WebKitGTK's
//! MiniBrowser under Xvfb (`tests/smoke/`). The browsers come from Debian's
//! packages, installed when missing, as Chromium is for the browser tests.

use crate::cmd::{self, workspace_root};
use crate::{serve, site, tools, Result};

/// The engines, in the order they run.
const ENGINES: &[&str] = &["chromium", "firefox", "webkit"];

/// What the suite needs beyond Chromium, and the Debian package of each.
const PROGRAMS: &[(&str, &str)] = &[
    ("/usr/bin/firefox-esr", "firefox-esr"),
    ("/usr/bin/WebKitWebDriver", "webkit2gtk-driver"),
    ("/usr/bin/Xvfb", "xvfb"),
];

/// Builds `dist/` and runs the smoke suite in every engine.
pub fn run() -> Result {
    site::run()?;
    suite()
}

/// Runs the smoke suite against the `dist/` already built.
pub fn suite() -> Result {
    tools::ensure_chromium()?;
    ensure_browsers()?;
    tools::ensure_npm_packages()?;
    tools::ensure_node()?;
    let prefix = "/course/fencelab/";
    let dist = workspace_root().join("dist");
    let addr = serve::start(dist.clone(), prefix)?;
    let mut failed = Vec::new();
    for engine in ENGINES {
        let mut node = cmd::program("node", &["tests/smoke/run.mjs", engine]);
        node.env("FENCELAB_URL", format!("http://{addr}{prefix}"))
            .env("FENCELAB_DIST", &dist)
            .env("CHROMIUM", tools::CHROMIUM);
        if cmd::run(&mut node).is_err() {
            failed.push(*engine);
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "the smoke suite failed in {}; the lines above say which step",
            failed.join(" and ")
        )
        .into())
    }
}

/// Debian's firefox-esr, WebKitGTK's WebDriver and Xvfb, when missing.
fn ensure_browsers() -> Result {
    tools::ensure_debian(
        PROGRAMS,
        "The smoke suite needs Firefox, WebKit's driver and Xvfb.",
    )
}
