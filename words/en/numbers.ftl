## How this language writes times and numbers.

# The language's own name, as the language select shows it.
language-name = English

# A time or a length of time in seconds: "10.3 s".
seconds = { $n } s
