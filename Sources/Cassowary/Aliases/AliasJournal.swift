// The alias tables of a probe scratch, reset by undoing what a probe wrote instead of sharing the
// base's tables again.
//
// The alias tables are dictionaries (thousands of entries on a screen of views: one per position
// kept as a definition). A probe that changes one entry of a table it shares with its base copies
// the whole table, and the reset that shares the base's again frees that copy: a fix check that
// removes a constraint whose marker names an alias (`materializeAlias`) copied and freed every
// alias of the layout. A scratch instead keeps its own tables between probes and writes down, before
// each write, what the entry held; its reset puts those entries back, newest first, so the next
// probe writes to tables of its own and copies nothing.

/// What a probe scratch's writes to its alias tables overwrote since its last reset, oldest first
/// (see ``Solver/reset(to:)``).
struct AliasJournal {
  /// Each written entry of `aliases` with what it held before the write.
  var aliases: [(head: SymbolID, before: Alias?)] = []
  /// Each written entry of `aliasHeadOfMarker` with what it held before.
  var headsOfMarkers: [(marker: SymbolID, before: SymbolID?)] = []
  /// Each written entry of `aliasDependents` with what it held before.
  var dependents: [(symbol: SymbolID, before: [SymbolID]?)] = []

  /// Whether nothing was written since the journal started.
  var isEmpty: Bool { aliases.isEmpty && headsOfMarkers.isEmpty && dependents.isEmpty }
}

/// A solver's three alias tables, moved out of it while a reset replaces everything else.
struct AliasTables {
  var aliases: SymbolMap<Alias>
  var headsOfMarkers: SymbolMap<SymbolID>
  var dependents: SymbolMap<[SymbolID]>

  /// Puts back what `journal` says each written entry held, newest write first: the tables are
  /// then what they were when the journal started. Costs what was written.
  mutating func undo(_ journal: AliasJournal) {
    for entry in journal.aliases.reversed() { aliases[entry.head] = entry.before }
    for entry in journal.headsOfMarkers.reversed() { headsOfMarkers[entry.marker] = entry.before }
    for entry in journal.dependents.reversed() { dependents[entry.symbol] = entry.before }
  }
}

extension Solver {
  /// Sets the alias of `head` (nil: none), noting what it was on a scratch that journals.
  mutating func setAlias(_ alias: Alias?, of head: SymbolID) {
    if aliasJournal != nil { aliasJournal?.aliases.append((head, aliases[head])) }
    aliases[head] = alias
  }

  /// Sets the alias head whose constraint has `marker` (nil: none), noting what it was on a
  /// scratch that journals.
  mutating func setAliasHead(_ head: SymbolID?, ofMarker marker: SymbolID) {
    if aliasJournal != nil { aliasJournal?.headsOfMarkers.append((marker, aliasHeadOfMarker[marker])) }
    aliasHeadOfMarker[marker] = head
  }

  /// Sets the aliases that follow `symbol` (nil: none), noting what they were on a scratch that
  /// journals.
  mutating func setAliasDependents(_ dependents: [SymbolID]?, of symbol: SymbolID) {
    if aliasJournal != nil { aliasJournal?.dependents.append((symbol, aliasDependents[symbol])) }
    aliasDependents[symbol] = dependents
  }

  /// Moves the alias tables out (leaving empty ones) after undoing this scratch's journal, so that
  /// they hold what they held at its last reset; nil when the solver journals nothing.
  mutating func takeAliasTablesAsBeforeJournal() -> AliasTables? {
    guard let journal = aliasJournal else { return nil }
    var tables = AliasTables(aliases: aliases, headsOfMarkers: aliasHeadOfMarker, dependents: aliasDependents)
    (aliases, aliasHeadOfMarker, aliasDependents) = ([:], [:], [:])
    tables.undo(journal)
    return tables
  }

  /// Puts alias tables back.
  mutating func putAliasTables(_ tables: AliasTables) {
    (aliases, aliasHeadOfMarker, aliasDependents) = (tables.aliases, tables.headsOfMarkers, tables.dependents)
  }
}
