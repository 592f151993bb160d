//! The catalogues as the page reads them: `words/<language>/*.ftl` joined
//! into one `words/<language>.ftl` per language, so a page in one language
//! downloads one file, and `words/index.json` listing each language by its
//! code and its own name (the catalogue's `language-name`), English first.

use std::fs;
use std::path::Path;

use crate::encode::json_string;
use crate::Result;

/// Writes the joined catalogues and their index from `from` into `to`.
pub fn write(from: &Path, to: &Path) -> Result {
    fs::create_dir_all(to)?;
    let mut languages = Vec::new();
    for entry in fs::read_dir(from)? {
        let path = entry?.path();
        if path.is_dir() {
            languages.push(path);
        }
    }
    languages.sort_by_key(|p| {
        let code = p
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        (code != "en", code)
    });
    let mut listed = Vec::new();
    for dir in languages {
        let code = dir
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let text = join(&dir)?;
        let name = language_name(&text)
            .ok_or_else(|| format!("words/{code}/ has no `language-name` message"))?;
        fs::write(to.join(format!("{code}.ftl")), &text)?;
        listed.push(format!(
            "    {{ \"code\": {}, \"name\": {} }}",
            json_string(&code),
            json_string(name)
        ));
    }
    fs::write(
        to.join("index.json"),
        format!("{{\n  \"languages\": [\n{}\n  ]\n}}\n", listed.join(",\n")),
    )?;
    Ok(())
}

/// A language's files, in name order, one after the other.
fn join(dir: &Path) -> Result<String> {
    let mut files: Vec<_> = fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut text = String::new();
    for file in files {
        text.push_str(&fs::read_to_string(&file)?);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text.push('\n');
    }
    Ok(text)
}

/// The value of the `language-name = ...` line.
fn language_name(text: &str) -> Option<&str> {
    text.lines()
        .find_map(|l| l.strip_prefix("language-name"))
        .and_then(|rest| rest.trim_start().strip_prefix('='))
        .map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::language_name;

    #[test]
    fn a_language_is_named_by_its_own_message() {
        assert_eq!(
            language_name("# x\nlanguage-name = Deutsch\nseconds = { $n } s\n"),
            Some("Deutsch")
        );
        assert_eq!(language_name("seconds = { $n } s\n"), None);
    }
}
