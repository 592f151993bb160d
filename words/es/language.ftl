language-label = Idioma
notice-language = Este enlace pide el idioma «{ $asked }», que fencelab no tiene, así que la página está en { $shown }, el más cercano disponible.
