//! Base64 (RFC 4648) in the two alphabets fencelab meets: base64url without
//! padding, which a link's `file=` is written in, and standard base64 with
//! padding, as etcd's JSON gateway writes keys and values.
//!
//! Sixty lines here spare every crate that reads either a dependency.

/// Which of RFC 4648's alphabets, and whether `=` pads the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alphabet {
    /// `+` and `/`, padded with `=` to a multiple of four characters (§4).
    Standard,
    /// `-` and `_`, every character safe in a URL, without padding (§5).
    Url,
}

/// Why a text is not base64 in the alphabet asked for.
#[derive(Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// A character outside the alphabet (padding `=` included where it may
    /// not stand), and where: the first character of the text is at 1.
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

impl Alphabet {
    /// The 64 characters, in the order of the values they stand for.
    fn characters(self) -> &'static [u8; 64] {
        match self {
            Alphabet::Standard => {
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
            }
            Alphabet::Url => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
        }
    }

    /// The value a character stands for, if it is in the alphabet.
    fn value_of(self, character: char) -> Option<u32> {
        let byte = u8::try_from(character).ok()?;
        let place = self.characters().iter().position(|&c| c == byte)?;
        u32::try_from(place).ok()
    }
}

/// Encodes bytes in `alphabet`, padded where the alphabet is.
pub fn encode(bytes: &[u8], alphabet: Alphabet) -> String {
    let characters = alphabet.characters();
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // One character more than whole bytes: 2 for 1 byte, 3 for 2, 4 for 3.
        for i in 0..=chunk.len() {
            out.push(char::from(characters[((n >> (18 - 6 * i)) & 63) as usize]));
        }
        if alphabet == Alphabet::Standard {
            out.extend(std::iter::repeat_n('=', 3 - chunk.len()));
        }
    }
    out
}

/// Decodes `text` in `alphabet`, refusing any character outside it; the
/// standard alphabet's padding may be there or not. The unused low bits of
/// the last character are dropped whatever they hold, as browsers' `atob`
/// drops them.
pub fn decode(text: &str, alphabet: Alphabet) -> Result<Vec<u8>, DecodeError> {
    let text = match alphabet {
        Alphabet::Standard => text.trim_end_matches('='),
        Alphabet::Url => text,
    };
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (index, character) in text.chars().enumerate() {
        let value = alphabet
            .value_of(character)
            .ok_or(DecodeError::BadCharacter {
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

#[cfg(test)]
mod tests {
    use super::Alphabet::{Standard, Url};
    use super::*;

    const RFC: [(&str, &str); 7] = [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ];

    #[test]
    fn the_rfc_vectors_round_trip_padded_and_in_the_url_alphabet_without() {
        for (plain, coded) in RFC {
            assert_eq!(encode(plain.as_bytes(), Standard), coded);
            assert_eq!(decode(coded, Standard).unwrap(), plain.as_bytes());
            let url = coded.trim_end_matches('=');
            assert_eq!(encode(plain.as_bytes(), Url), url);
            assert_eq!(decode(url, Url).unwrap(), plain.as_bytes());
            assert_eq!(decode(url, Standard).unwrap(), plain.as_bytes());
        }
    }

    #[test]
    fn every_byte_round_trips_in_each_alphabet() {
        let bytes: Vec<u8> = (0..=255).collect();
        let url = encode(&bytes, Url);
        assert!(!url.contains(['+', '/', '=']), "{url}");
        assert_eq!(decode(&url, Url).unwrap(), bytes);
        assert_eq!(decode(&encode(&bytes, Standard), Standard).unwrap(), bytes);
        assert_eq!(encode(&[0xfb, 0xff], Url), "-_8");
        assert_eq!(encode(&[0xfb, 0xff], Standard), "+/8=");
        for len in 0..10 {
            assert_eq!(
                decode(&encode(&bytes[..len], Url), Url).unwrap(),
                &bytes[..len]
            );
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
        assert_eq!(decode("Zm9v+g", Url), bad('+', 5));
        assert_eq!(decode("Zm9vYg==", Url), bad('=', 7));
        assert_eq!(decode("/", Url), bad('/', 1));
        assert_eq!(decode("Zm é", Url), bad(' ', 3));
        // Counted in characters, not bytes: the é is one.
        assert_eq!(decode("Zé%", Url), bad('é', 2));
        assert_eq!(decode("ZmZm%41", Url), bad('%', 5));
        assert_eq!(decode("Zm9v!", Standard), bad('!', 5));
        assert_eq!(decode("Zm9v-_", Standard), bad('-', 5));
    }

    #[test]
    fn a_lone_last_character_is_a_cut() {
        assert_eq!(decode("Zm9vY", Url), Err(DecodeError::CutShort));
        assert_eq!(decode("Z", Url), Err(DecodeError::CutShort));
        assert_eq!(decode("Z", Standard), Err(DecodeError::CutShort));
    }

    #[test]
    fn the_unused_bits_of_the_last_character_are_dropped() {
        // "Zh" and "Zg" differ only in bits no byte takes.
        assert_eq!(decode("Zh", Url).unwrap(), b"f");
    }
}
