language-name = Español
seconds = { $n } s
