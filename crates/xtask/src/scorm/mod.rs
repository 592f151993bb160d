//! `dist/fencelab-scorm12.zip`: the page as a SCORM 1.2 package, for
//! learning platforms that grade (Moodle imports SCORM 1.2 only).
//!
//! The one SCO is the single file, `fencelab.html` (see `single/mod.rs`):
//! it needs nothing beyond itself, so it plays inside the platform's frame
//! with no other request and also opens from disk once unpacked. Beside it
//! go the licence files and `imsmanifest.xml`, which lists every file and
//! sets the mastery score the page reads back from the platform
//! (`cmi.student_data.mastery_score`, see `www/js/scorm.js`).
//!
//! The share dialog makes the same package for the run on screen
//! (`www/js/scorm-package.js`): it reads this zip and gives the manifest's
//! item a `parameters` attribute with the run's query, after
//! [`ITEM_ANCHOR`]; nothing else differs.

mod zip;

use std::fs;
use std::path::Path;

use crate::cmd::workspace_root;
use crate::{single, Result};

/// The package's name inside `dist/`: a contract with `scorm-package.js`,
/// which fetches it.
pub const FILE: &str = "fencelab-scorm12.zip";

/// The score, out of 100, at which a student passes when the platform is
/// not told otherwise; the page's own default is the same figure.
const MASTERY_SCORE: u32 = 80;

/// The licence files, from the workspace root, carried beside the page.
const LICENCES: &[&str] = &["LICENSE-MIT", "LICENSE-APACHE"];

/// The text in the manifest after which the browser adds the run's
/// `parameters`: a contract with `scorm-package.js`.
const ITEM_ANCHOR: &str = "identifierref=\"fencelab-sco\"";

/// Writes the package from the finished `dist/` and returns its size in bytes.
pub fn write(dist: &Path) -> Result<usize> {
    let page = fs::read(dist.join(single::FILE))
        .map_err(|err| format!("{}: {err}; write the single file first", single::FILE))?;
    let mut files: Vec<(String, Vec<u8>)> = vec![(single::FILE.to_owned(), page)];
    for licence in LICENCES {
        files.push((
            (*licence).to_owned(),
            fs::read(workspace_root().join(licence))?,
        ));
    }
    let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
    let manifest = manifest(&names);
    let mut entries: Vec<(&str, &[u8])> = vec![("imsmanifest.xml", manifest.as_bytes())];
    entries.extend(
        files
            .iter()
            .map(|(name, bytes)| (name.as_str(), bytes.as_slice())),
    );
    let zip = zip::stored(&entries);
    fs::write(dist.join(FILE), &zip)?;
    Ok(zip.len())
}

/// The manifest of one organization with one item, played by one SCO
/// whose launch file is the first of `files`, listing them all.
fn manifest(files: &[&str]) -> String {
    let launch = files.first().copied().unwrap_or(single::FILE);
    let listed: String = files
        .iter()
        .map(|name| format!("      <file href=\"{name}\"/>\n"))
        .collect();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="fencelab" version="1.0"
    xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="fencelab-course">
    <organization identifier="fencelab-course">
      <title>fencelab</title>
      <item identifier="fencelab-item" {ITEM_ANCHOR}>
        <title>fencelab: distributed locks, simulated</title>
        <adlcp:masteryscore>{MASTERY_SCORE}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="fencelab-sco" type="webcontent" adlcp:scormtype="sco" href="{launch}">
{listed}    </resource>
  </resources>
</manifest>
"#
    )
}

#[cfg(test)]
mod tests {
    use super::{manifest, ITEM_ANCHOR};

    #[test]
    fn the_manifest_launches_the_first_file_and_lists_them_all() {
        let text = manifest(&["fencelab.html", "LICENSE-MIT"]);
        assert!(text.contains("<schemaversion>1.2</schemaversion>"));
        assert!(text.contains("adlcp:scormtype=\"sco\" href=\"fencelab.html\""));
        assert!(text.contains("<file href=\"fencelab.html\"/>"));
        assert!(text.contains("<file href=\"LICENSE-MIT\"/>"));
        assert!(text.contains("<adlcp:masteryscore>80</adlcp:masteryscore>"));
        assert_eq!(text.matches(ITEM_ANCHOR).count(), 1);
    }
}
