//! Finding where in a file's text a field is, for messages about a part of
//! a file that loaded but was later found wanting, such as a challenge no
//! setting solves.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

/// One step of a path into a JSON document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// A field of an object.
    Key(&'a str),
    /// An item of an array, from 0.
    Index(usize),
}

/// The line and column (both from 1) where the object or array at `path`
/// opens in `text`, or `None` if the text is not JSON or has no value there.
pub fn locate(text: &str, path: &[Step<'_>]) -> Option<(usize, usize)> {
    let mut de = serde_json::Deserializer::from_str(text);
    let (line, column) = match (Seek { path }).deserialize(&mut de) {
        Err(err) if err.to_string().starts_with(FOUND) => (err.line(), err.column()),
        _ => return None,
    };
    // The reader stops past the opening bracket and the space after it;
    // step back over that space to the bracket.
    let start: usize = text
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    let reached = (start + column).min(text.len());
    let opening = text[..reached].trim_end().len().checked_sub(1)?;
    let line_start = text[..opening].rfind('\n').map_or(0, |n| n + 1);
    let line = text[..opening].matches('\n').count() + 1;
    Some((line, text[line_start..=opening].chars().count()))
}

/// The message of the error that stops the walk where the value starts.
const FOUND: &str = "found here";

/// Walks down `path`, skipping every other value, and stops with an error
/// at the value it names, since an error is what carries a position.
struct Seek<'p, 'a> {
    path: &'p [Step<'a>],
}

impl<'de> DeserializeSeed<'de> for Seek<'_, '_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Seek<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let Some((&first, rest)) = self.path.split_first() else {
            return Err(de::Error::custom(FOUND));
        };
        while let Some(key) = map.next_key::<String>()? {
            if first == Step::Key(&key) {
                return map.next_value_seed(Seek { path: rest });
            }
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some((&first, rest)) = self.path.split_first() else {
            return Err(de::Error::custom(FOUND));
        };
        let mut index = 0;
        loop {
            if first == Step::Index(index) {
                return seq.next_element_seed(Seek { path: rest }).map(|_| ());
            }
            if seq.next_element::<IgnoredAny>()?.is_none() {
                return Ok(());
            }
            index += 1;
        }
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.leaf()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.leaf()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.leaf()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.leaf()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.leaf()
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.leaf()
    }
}

impl Seek<'_, '_> {
    /// A plain value ends the walk: here if the path ends, nowhere if not.
    fn leaf<E: de::Error>(self) -> Result<(), E> {
        if self.path.is_empty() {
            Err(E::custom(FOUND))
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{locate, Step};

    #[test]
    fn finds_a_field_inside_an_array() {
        let text = "{\n  \"a\": 1,\n  \"list\": [\n    {\"x\": 1},\n    {\"id\": \"two\"}\n  ]\n}";
        let at = locate(text, &[Step::Key("list"), Step::Index(1)]);
        assert_eq!(at, Some((5, 5)));
        let spaced = "{\n  \"list\": [\n    {\n      \"id\": 1\n    }\n  ]\n}";
        assert_eq!(
            locate(spaced, &[Step::Key("list"), Step::Index(0)]),
            Some((3, 5))
        );
        assert_eq!(locate(spaced, &[Step::Key("list")]), Some((2, 11)));
        assert_eq!(locate(text, &[Step::Key("list"), Step::Index(2)]), None);
        assert_eq!(locate(text, &[Step::Key("nothing")]), None);
        assert_eq!(locate("not json", &[Step::Key("a")]), None);
    }
}
