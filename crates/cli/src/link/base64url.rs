//! Base64url without padding (RFC 4648 §5), the alphabet a link's `file=`
//! is written in: every one of its characters may stand in a URL as it is.
//!
//! Forty lines here spare the build a dependency.

/// The 64 characters, in the order of the values they stand for.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a text is not base64url.
#[derive(Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// A character outside the alphabet (padding `=` included), and where:
    /// the first character of the text is at 1.
    BadCharacter {
        /// The character as written.
        character: char,
        /// Its place in the text, counted in characters from 1.
        position: usize,
    },
    /// One character left over at the end, which cannot hold a whole byte:
    /// the text was cut short.
    CutShort,
}

/// Encodes bytes as base64url, without `=` padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity((bytes.len() * 4).div_ceil(3));
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // One character more than whole bytes: 2 for 1 byte, 3 for 2, 4 for 3.
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// Decodes base64url without padding, refusing any character outside the
/// alphabet. The unused low bits of the last character are dropped
/// whatever they hold, as browsers' `atob` drops them.
pub fn decode(text: &str) -> Result<Vec<u8>, DecodeError> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (index, character) in text.chars().enumerate() {
        let value = value_of(character).ok_or(DecodeError::BadCharacter {
            character,
            position: index + 1,
        })?;
        acc = (acc << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if bits >= 6 {
        return Err(DecodeError::CutShort);
    }
    Ok(out)
}

/// The value a character stands for, if it is in the alphabet.
fn value_of(character: char) -> Option<u32> {
    let value = match character {
        'A'..='Z' => u32::from(character) - u32::from('A'),
        'a'..='z' => u32::from(character) - u32::from('a') + 26,
        '0'..='9' => u32::from(character) - u32::from('0') + 52,
        '-' => 62,
        '_' => 63,
        _ => return None,
    };
    Some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rfc_vectors_round_trip_without_padding() {
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
    }

    #[test]
    fn every_byte_round_trips_in_the_url_alphabet() {
        let bytes: Vec<u8> = (0..=255).collect();
        let coded = encode(&bytes);
        assert!(!coded.contains(['+', '/', '=']), "{coded}");
        assert_eq!(decode(&coded).unwrap(), bytes);
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        for len in 0..10 {
            assert_eq!(decode(&encode(&bytes[..len])).unwrap(), &bytes[..len]);
        }
    }

    #[test]
    fn a_character_outside_the_alphabet_is_named_with_its_place() {
        let bad = |character, position| {
            Err(DecodeError::BadCharacter {
                character,
                position,
            })
        };
        assert_eq!(decode("Zm9v+g"), bad('+', 5));
        assert_eq!(decode("Zm9vYg=="), bad('=', 7));
        assert_eq!(decode("/"), bad('/', 1));
        assert_eq!(decode("Zm é"), bad(' ', 3));
        // Counted in characters, not bytes: the é is one.
        assert_eq!(decode("Zé%"), bad('é', 2));
        assert_eq!(decode("ZmZm%41"), bad('%', 5));
    }

    #[test]
    fn a_lone_last_character_is_a_cut() {
        assert_eq!(decode("Zm9vY"), Err(DecodeError::CutShort));
        assert_eq!(decode("Z"), Err(DecodeError::CutShort));
    }

    #[test]
    fn the_unused_bits_of_the_last_character_are_dropped() {
        // "Zh" and "Zg" differ only in bits no byte takes.
        assert_eq!(decode("Zh").unwrap(), b"f");
    }
}
