language-label = Sprache
notice-language = Dieser Link verlangt die Sprache „{ $asked }“, die fencelab nicht hat; die Seite ist deshalb auf { $shown }, der nächsten vorhandenen Sprache.
