// The Script module: the lyt command language (lexer, parser, source positions, diagnostics).
