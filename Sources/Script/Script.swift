// The Script module: the lyt command language (lexer, parser, source positions, diagnostics).
//
// Entry points: `Parser.parse(_:file:)` turns text into `[Statement]` plus `[ParseError]`;
// `DiagnosticRenderer` prints errors with a caret; `CommandReference` is the help table.
