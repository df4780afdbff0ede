// The Script module: a lyt session over the command language (`CommandLanguage`) — the state,
// the commands run on a `LayoutEngine`, undo and redo, files, change reports, typed answers and
// their renderers, the script runner, snapshots and the HTML page.
//
// Entry points: `Session.execute(_:)` runs a parsed `Statement`; `ScriptRunner` runs a script
// and prints its transcript; `JSONReport` and `HTMLPage` are the other outputs.
