//! A link's query string, read as the page's `URLSearchParams` reads it:
//! `&`-separated `name=value` pairs, `+` a space and `%XX` a byte.

/// The query of `text`, if `text` is written as a link: a whole address
/// with a scheme (`https://…`, `file://…`), a query that starts with `?`,
/// or the `file=` parameter alone. The hash, the lesson's, is dropped.
/// Anything else is a path.
pub fn of_link(text: &str) -> Option<&str> {
    let query = if text.starts_with("file=") {
        text
    } else if let Some(query) = text.strip_prefix('?') {
        query
    } else if has_scheme(text) {
        text.split_once('?').map_or("", |(_, query)| query)
    } else {
        return None;
    };
    Some(query.split_once('#').map_or(query, |(query, _)| query))
}

/// The pairs of `query`, in order: each name decoded, each value as
/// written, for the caller to decode or not. A piece without `=` is a name
/// with an empty value, as for the page.
pub fn pairs(query: &str) -> impl Iterator<Item = (String, &str)> {
    query
        .split('&')
        .filter(|piece| !piece.is_empty())
        .map(|piece| {
            let (name, value) = piece.split_once('=').unwrap_or((piece, ""));
            (decode(name), value)
        })
}

/// Form decoding: `+` is a space, `%XX` the byte XX, and the bytes UTF-8,
/// with anything that is not replaced by U+FFFD. A `%` without two hex
/// digits after it stays as it is.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .filter(|hex| hex.iter().all(u8::is_ascii_hexdigit))
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match (bytes[i], escaped) {
            (_, Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', None) => {
                out.push(b' ');
                i += 1;
            }
            (byte, None) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether `text` opens with a URL scheme and `://`, as RFC 3986 spells a
/// scheme: a letter, then letters, digits, `+`, `-` or `.`.
fn has_scheme(text: &str) -> bool {
    let Some((scheme, _)) = text.split_once("://") else {
        return false;
    };
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_an_address_a_query_or_the_parameter() {
        let cases = [
            (
                "https://example.edu/fencelab/?file=AB&x=1#walk",
                Some("file=AB&x=1"),
            ),
            (
                "file:///home/t/fencelab.html?scenario=a",
                Some("scenario=a"),
            ),
            ("http://localhost:8000/", Some("")),
            ("?file=AB#quiz", Some("file=AB")),
            ("file=AB&fencing=on", Some("file=AB&fencing=on")),
            ("scenarios/paused-holder.json", None),
            ("C:\\fencelab\\a.json", None),
            ("./?file=AB", None),
            ("1http://x/?file=AB", None),
        ];
        for (text, query) in cases {
            assert_eq!(of_link(text), query, "{text}");
        }
    }

    #[test]
    fn pairs_keep_their_order_and_raw_values() {
        let pairs: Vec<_> = pairs("file=A%2B&lease%5Fms=7+0&&embed&x=").collect();
        assert_eq!(
            pairs,
            [
                ("file".to_owned(), "A%2B"),
                ("lease_ms".to_owned(), "7+0"),
                ("embed".to_owned(), ""),
                ("x".to_owned(), ""),
            ]
        );
    }

    #[test]
    fn decoding_reads_escapes_and_keeps_broken_ones() {
        assert_eq!(decode("on"), "on");
        assert_eq!(decode("a+b%20c"), "a b c");
        assert_eq!(decode("%C3%A9"), "é");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        // Not the byte 0x01, which `from_str_radix` alone would read.
        assert_eq!(decode("%+1"), "% 1");
        assert_eq!(decode("%FF"), "\u{FFFD}");
    }
}
