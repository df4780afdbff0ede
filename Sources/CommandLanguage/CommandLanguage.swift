// The CommandLanguage module: lyt's command language, knowing no session — the lexer, the
// parser (iterative, with source positions), the syntax tree (`Command`, `Statement`),
// diagnostics with carets and did-you-mean, and the help table.
//
// Entry points: `Parser.parse(_:file:)` turns text into `[Statement]` plus `[ParseError]`;
// `DiagnosticRenderer` prints errors with a caret; `CommandReference` is the help table.
