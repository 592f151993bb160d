//! Start tags of the page, read well enough to find what they load.

use std::ops::Range;

use crate::Result;

/// One start tag: its name and attributes, as ranges into the page.
pub struct Tag {
    pub name: String,
    /// The index of the tag's `<`.
    pub start: usize,
    /// Each attribute's name (lower case) and its value's range, if it has one.
    pub attrs: Vec<(String, Option<Range<usize>>)>,
    /// The index just after the tag's `>`.
    pub end: usize,
}

impl Tag {
    /// Reads the start tag at `start`, which is a `<` followed by a letter.
    pub fn parse(html: &str, start: usize) -> Result<Tag> {
        let bytes = html.as_bytes();
        let name_end = scan(bytes, start + 1, |b| {
            !b.is_ascii_alphanumeric() && b != b'-'
        });
        let name = html[start + 1..name_end].to_ascii_lowercase();
        let mut attrs = Vec::new();
        let mut i = name_end;
        loop {
            i = scan(bytes, i, |b| !b.is_ascii_whitespace() && b != b'/');
            match bytes.get(i) {
                None => return Err(format!("<{name}> never closed").into()),
                Some(b'>') => break,
                Some(_) => {}
            }
            let name_end = scan(bytes, i, |b| {
                b.is_ascii_whitespace() || matches!(b, b'=' | b'>' | b'/')
            });
            let attr = html[i..name_end].to_ascii_lowercase();
            i = name_end;
            if bytes.get(i) != Some(&b'=') {
                attrs.push((attr, None));
                continue;
            }
            i += 1;
            let value = match bytes.get(i) {
                Some(&quote @ (b'"' | b'\'')) => {
                    let end = scan(bytes, i + 1, |b| b == quote);
                    if end == bytes.len() {
                        return Err(format!("<{name}>: an attribute value never closed").into());
                    }
                    let value = i + 1..end;
                    i = end + 1;
                    value
                }
                _ => {
                    let end = scan(bytes, i, |b| b.is_ascii_whitespace() || b == b'>');
                    let value = i..end;
                    i = end;
                    value
                }
            };
            attrs.push((attr, Some(value)));
        }
        Ok(Tag {
            name,
            start,
            attrs,
            end: i + 1,
        })
    }

    /// The value of attribute `name`, if the tag has it with a value.
    pub fn attr<'h>(&self, html: &'h str, name: &str) -> Option<&'h str> {
        self.attrs
            .iter()
            .find(|(attr, _)| attr == name)
            .and_then(|(_, value)| value.clone())
            .map(|value| &html[value])
    }

    /// A `style` attribute or an event handler (`onclick`) is inline code
    /// that a Content-Security-Policy without `'unsafe-inline'` blocks, on
    /// the served page and in the single file alike, so it stops the build
    /// rather than quietly doing nothing in the browser.
    pub fn check_no_inline_code(&self, html: &str) -> Result {
        for (attr, _) in &self.attrs {
            if attr == "style" || attr.starts_with("on") {
                let at = html[..self.start].matches('\n').count() + 1;
                return Err(format!(
                    "line {at}: <{} {attr}=…>: inline code the page's Content-Security-Policy blocks; use a class, or a listener in a script",
                    self.name
                )
                .into());
            }
        }
        Ok(())
    }

    /// A link to one of the site's files from an element the build does not
    /// inline would break offline, so it stops the build. Links to other
    /// sites, to places in the page and `<a href>` (a click, not a load) stay.
    pub fn check_no_local_files(&self, html: &str) -> Result {
        for (attr, value) in &self.attrs {
            let Some(value) = value else { continue };
            let value = &html[value.clone()];
            let loads = matches!(attr.as_str(), "src" | "srcset" | "poster" | "data")
                || (matches!(attr.as_str(), "href" | "xlink:href") && self.name != "a");
            if loads && is_local_file(value) {
                return Err(format!(
                    "<{} {attr}=\"{value}\"> loads a file the single file cannot inline",
                    self.name
                )
                .into());
            }
        }
        Ok(())
    }
}

/// Whether `reference` names a file of the site: not empty, not a place in
/// the page (`#...`) and not a URL with a scheme (`https:`, `data:`).
pub fn is_local_file(reference: &str) -> bool {
    let scheme = reference.split_once(':').is_some_and(|(scheme, _)| {
        scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
    });
    !(reference.is_empty() || reference.starts_with('#') || scheme)
}

/// The first index from `i` whose byte satisfies `stop`, or the end.
pub fn scan(bytes: &[u8], mut i: usize, stop: impl Fn(u8) -> bool) -> usize {
    while i < bytes.len() && !stop(bytes[i]) {
        i += 1;
    }
    i
}
