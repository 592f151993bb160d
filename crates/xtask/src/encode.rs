//! The two encodings the single offline file needs: base64, for `data:`
//! URLs and the wasm, and JSON strings safe to put inside a `<script>`.
//!
//! Written here rather than taken from crates because xtask stays on `std`
//! (see `Cargo.toml`), and both are a few lines.

/// Standard base64 (RFC 4648, with padding), as `atob` and `data:` URLs read it.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> shift & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `text` as a JSON string literal, quotes included, that can sit inside a
/// `<script>` element: `<`, `>` and `&` are escaped too, so no `</script>`
/// or `<!--` can appear, and U+2028 and U+2029 are escaped for old parsers.
pub fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c < ' ' || matches!(c, '<' | '>' | '&' | '\u{2028}' | '\u{2029}') => {
                out.push_str(&format!("\\u{:04x}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON object of string values, keys in the order given.
pub fn json_object<'a>(entries: impl IntoIterator<Item = (&'a str, String)>) -> String {
    let fields: Vec<String> = entries
        .into_iter()
        .map(|(key, value)| format!("{}:{}", json_string(key), value))
        .collect();
    format!("{{{}}}", fields.join(",\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_rfc_examples() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in cases {
            assert_eq!(base64(plain.as_bytes()), encoded, "{plain:?}");
        }
        assert_eq!(base64(&[0xfb, 0xff, 0xbf]), "+/+/");
    }

    #[test]
    fn json_strings_cannot_close_a_script() {
        assert_eq!(
            json_string("a\"b\\c\nd</script><!--&\u{1}\u{2028}é"),
            r#""a\"b\\c\nd\u003c/script\u003e\u003c!--\u0026\u0001\u2028é""#
        );
    }

    #[test]
    fn objects_keep_their_order() {
        let object = json_object([("b", json_string("1")), ("a", "{}".to_owned())]);
        assert_eq!(object, "{\"b\":\"1\",\n\"a\":{}}");
    }
}
