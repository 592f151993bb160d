//! A file in one language, for a link short enough to paste: the
//! translations into that language put in place of the file's own texts,
//! and the others left out. Three languages triple a file's words, and a
//! link carries the file whole.

use serde_json::{Map, Value};

use super::layout::layout;

/// `text` with its texts in `language` (a code such as `de`), where the
/// file has them, and no translations but the list items' in that
/// language, which plans and goals name by the file's own words. A text
/// that is not a JSON object comes back as it is: the editor is already
/// showing its problems.
pub fn in_one_language(text: &str, language: &str) -> String {
    let Ok(Value::Object(mut root)) = serde_json::from_str::<Value>(text) else {
        return text.to_owned();
    };
    let translations = root.shift_remove("translations");
    let Some(Value::Object(texts)) =
        translations.and_then(|mut t| t.get_mut(language).map(Value::take))
    else {
        return layout(&Value::Object(root));
    };
    for key in ["title", "summary", "try_this"] {
        if let Some(text) = texts.get(key).filter(|t| t.is_string()) {
            root.insert(key.to_owned(), text.clone());
        }
    }
    put_by_id(&mut root, "knobs", &texts, &["label", "help"]);
    put_by_id(&mut root, "challenges", &texts, &["task"]);
    put_effects(&mut root, &texts);
    if let Some(items) = texts
        .get("items")
        .filter(|i| i.as_object().is_some_and(|m| !m.is_empty()))
    {
        let kept = Value::Object(Map::from_iter([("items".to_owned(), items.clone())]));
        let by_language = Map::from_iter([(language.to_owned(), kept)]);
        root.insert("translations".to_owned(), Value::Object(by_language));
    }
    layout(&Value::Object(root))
}

/// Each element of the list at `list` gets the texts `keys` that the
/// translations give for its `id`.
fn put_by_id(root: &mut Map<String, Value>, list: &str, texts: &Map<String, Value>, keys: &[&str]) {
    let Some(by_id) = texts.get(list).and_then(Value::as_object) else {
        return;
    };
    for element in root
        .get_mut(list)
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
    {
        let Some(own) = element["id"].as_str().and_then(|id| by_id.get(id)) else {
            continue;
        };
        for key in keys {
            if let (Some(text), Some(element)) = (own.get(*key), element.as_object_mut()) {
                if element.contains_key(*key) {
                    element.insert((*key).to_owned(), text.clone());
                }
            }
        }
    }
}

/// Each side effect's phrase in the language, where the translations give it.
fn put_effects(root: &mut Map<String, Value>, texts: &Map<String, Value>) {
    let Some(effects) = texts.get("effects").and_then(Value::as_object) else {
        return;
    };
    let clients = root
        .get_mut("clients")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten();
    for step in clients.flat_map(|c| c["plan"].as_array_mut().into_iter().flatten()) {
        if let Some(phrase) = step["what"].as_str().and_then(|w| effects.get(w)) {
            step["what"] = phrase.clone();
        }
    }
}
