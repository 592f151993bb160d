## The language select and what a link's `lang` gets.

language-label = Language
# A link's `lang` that the page does not have as asked: $asked is the
# link's text, $shown the own name of the language shown instead.
notice-language = This link asks for the language “{ $asked }”, which fencelab does not have, so the page is in { $shown }, the nearest it has.
