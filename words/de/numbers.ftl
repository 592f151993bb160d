language-name = Deutsch
seconds = { $n } s
