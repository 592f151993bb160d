//! Where the form reads and writes an author's text. The page shows a
//! title or a knob's label in its own language where the file translates
//! it, so the form shows that translation and a change to it is written
//! there: a teacher on the German page edits the German words the page
//! shows. Where the file has no translation into the language, the file's
//! own text is the one shown, read and written.

use serde_json::Value;

use crate::words;

/// A text the file has in its own words at one place and, translated, at
/// another under each language's translation.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Text<'a> {
    /// The pointer of the file's own text, such as `/knobs/2/label`.
    pub own: &'a str,
    /// The pointer of its translation under a language's, such as
    /// `/knobs/pause_ms/label`.
    pub translated: &'a str,
}

impl Text<'_> {
    /// The pointer of the text this thread's language shows: the
    /// translation where the file has one, else the file's own.
    pub(crate) fn shown_at(self, root: &Value) -> String {
        let language = words::language();
        let there = format!("/translations/{language}{}", self.translated);
        if language != "en" && root.pointer(&there).is_some_and(Value::is_string) {
            there
        } else {
            self.own.to_owned()
        }
    }

    /// The text this thread's language shows; empty when the file has none.
    pub(crate) fn shown(self, root: &Value) -> String {
        root.pointer(&self.shown_at(root))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    }

    /// Writes `value` where the text is shown, if it is a translation;
    /// false when the file's own text is the one shown, which its
    /// caller writes (it may have to add it in its place).
    pub(crate) fn write_translation(self, root: &mut Value, value: &str) -> bool {
        let at = self.shown_at(root);
        if at == self.own {
            return false;
        }
        if let Some(slot) = root.pointer_mut(&at) {
            *slot = Value::from(value);
        }
        true
    }
}

impl Text<'_> {
    /// Takes the text out of the file, its own words and every
    /// translation of them: a translation of a text the file no longer
    /// has would not load.
    pub(crate) fn forget(self, root: &mut Value) {
        remove_at(root, self.own);
        let languages: Vec<String> = root
            .get("translations")
            .and_then(Value::as_object)
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default();
        for language in languages {
            let at = format!("/translations/{}{}", escaped(&language), self.translated);
            remove_at(root, &at);
        }
    }
}

/// Takes out the member at `pointer`, if there is one, keeping the order
/// of the others.
fn remove_at(root: &mut Value, pointer: &str) {
    let Some((parent, key)) = pointer.rsplit_once('/') else {
        return;
    };
    if let Some(members) = root.pointer_mut(parent).and_then(Value::as_object_mut) {
        members.shift_remove(&key.replace("~1", "/").replace("~0", "~"));
    }
}

/// A key as a JSON Pointer writes it, where `~` and `/` are escaped.
pub(crate) fn escaped(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}
