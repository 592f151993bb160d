//! The page's speaker: the core's message ids and arguments go to the
//! `@fluent/bundle` the page loaded for its language (`www/js/words.js`),
//! so the sentences of a run and the page's own words come from one set of
//! catalogues and one formatter, and the wasm carries no Fluent of its own
//! (it would add about 61 KB gzipped).

use std::rc::Rc;

use fencelab_core::words::{self, Arg, Speaker};
use wasm_bindgen::prelude::*;

/// A JavaScript function `(id, args) => string` and the language it speaks.
struct PageSpeaker {
    language: String,
    say: js_sys::Function,
}

impl Speaker for PageSpeaker {
    fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let object = js_sys::Object::new();
        for (name, arg) in args {
            let value = match arg {
                Arg::Text(t) => JsValue::from_str(t),
                Arg::Count(n) => JsValue::from_f64(*n as f64),
                // A decimal crosses as `{ decimal, digits }`, which the page
                // turns into a Fluent number with that many decimals.
                Arg::Decimal { value, digits } => {
                    let d = js_sys::Object::new();
                    let _ = js_sys::Reflect::set(&d, &"decimal".into(), &(*value).into());
                    let _ = js_sys::Reflect::set(&d, &"digits".into(), &(*digits).into());
                    d.into()
                }
            };
            let _ = js_sys::Reflect::set(&object, &JsValue::from_str(name), &value);
        }
        match self
            .say
            .call2(&JsValue::NULL, &JsValue::from_str(id), &object)
        {
            Ok(words) => words.as_string().unwrap_or_else(|| id.to_owned()),
            Err(_) => id.to_owned(),
        }
    }

    fn language(&self) -> String {
        self.language.clone()
    }
}

/// Makes `say(id, args)` the source of every word the core writes from
/// now on, in `language` (`en`, `de`, `es`, `en-XA`). Views asked for after
/// this are in the new language; the page asks again for what it shows.
#[wasm_bindgen(js_name = setSpeaker)]
pub fn set_speaker(
    language: String,
    #[wasm_bindgen(unchecked_param_type = "(id: string, args: Record<string, unknown>) => string")]
    say: js_sys::Function,
) {
    words::install(Rc::new(PageSpeaker { language, say }));
}
