/// An incremental Cassowary solver with strict priority levels.
///
/// Required constraints hold exactly. Optional constraints are satisfied as well as possible,
/// level by level from the highest priority down: no violation at a lower level is ever traded
/// against a violation at a higher one, and within a level the sum of violations is minimised.
///
/// `Solver` is a value type. Copying it is cheap (its storage is copy-on-write), so a what-if
/// question can be asked of a copy without disturbing the original:
///
/// ```swift
/// var probe = solver
/// try probe.add(x == 20)   // `solver` is untouched
/// ```
///
/// Every operation is incremental: adding or removing a constraint re-optimises from the
/// current tableau (primal simplex), suggesting a value re-optimises with the dual simplex.
/// A failed operation leaves the solver exactly as it was.
public struct Solver {
  // Per symbol (indexed by SymbolID). Every table, and everything else that holds a symbol id,
  // is renumbered when retired symbols are reclaimed (`Solver+Reclamation.swift`).
  var kinds: [SymbolKind] = []
  /// The slot in `rows` of the row whose head is the symbol, or -1 when it is parametric.
  var rowIndex: [Int32] = []
  /// The column index: a superset of the slots of the rows in which the symbol occurs as a
  /// parametric cell (unordered; see `Solver+Tableau.swift`).
  var columns = ChunkedArray<[ColumnEntry]>()
  /// The length of each column after its last compaction.
  var compactedLength: [Int32] = []
  /// On a probe scratch, where its wider flat tables were written in place since its last reset,
  /// so that the reset copies only those entries back (see `Solver+Reset.swift`); nil on every
  /// other solver, which records nothing.
  var flatJournal: FlatJournal?
  /// Whether a column may hold stale or repeated entries since its last compaction: set when
  /// one of its cells cancels in a merge or its row is removed. A column without would be
  /// compacted to itself, so its compaction pass is skipped (see `compactColumn`).
  var hasStaleEntries: [Bool] = []
  /// The constraint that owns a tag symbol (marker or error).
  var owner = ChunkedArray<Constraint?>()
  /// The user variable of an external symbol.
  var variableOf = ChunkedArray<Variable?>()
  /// Whether the symbol is queued in `candidates`.
  var isCandidate: [Bool] = []

  // The tableau. A row keeps its slot for life (a pivot changes its head, not its slot), so
  // columns need no update when a row changes head; removed rows leave a free slot.
  var rows = ChunkedArray<Row>()
  /// The head of the row in each slot, or `noSymbol` for a free slot.
  var heads: [SymbolID] = []
  /// Slots whose rows were removed, reused by the next inserted rows.
  var freeSlots: [Int32] = []
  /// A reusable buffer in which a merge lists the cells it added (its size is its capacity).
  var appearedBuffer: [ColumnEntry] = []
  /// A reusable buffer that row merges write into.
  var mergeBuffer: [Cell] = []
  /// Reusable buffers for building a new constraint's row (see `makeRow`).
  var rowBuilder = RowBuilder()
  /// Reusable (empty) storage for a pending row's new symbols and variables (see `makeRow`).
  var newKindsScratch: [SymbolKind] = []
  var newVariablesScratch: [NewVariable] = []
  /// Per-slot generation stamps, so a column pass visits each row once without sorting.
  var slotStamps: [UInt32] = []
  /// The stamp of the current column pass.
  var stampGeneration: UInt32 = 0

  /// The lexicographic objective over the parametric symbols; its constant is the total
  /// violation per level.
  var objective = Objective()
  /// Symbols that may improve the objective, stored complemented so the newest pops first
  /// (validated when popped).
  var candidates = SymbolHeap()
  /// The phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row?
  /// While a required constraint goes through the first phase, what the phase overwrote, so
  /// that a refusal takes it back (see `AdditionJournal.swift`); nil otherwise.
  var additionJournal: AdditionJournal?
  /// Heads of rows whose constant went negative, for the dual simplex.
  var infeasibleRows: [SymbolID] = []

  // Bookkeeping.
  /// The external symbol of each variable, by ``Variable/id``.
  var symbolOfVariable = VariableMap()
  /// Every external symbol, in creation order.
  var externalSymbols: [SymbolID] = []
  /// The values last published by ``updateVariables()``, indexed by symbol.
  var publishedValues: [Double] = []
  /// Whether a symbol's value was ever published (so the first publication reports it).
  var hasBeenPublished: [Bool] = []
  /// What the solver remembers about each constraint it holds. Read through `record(of:)` and
  /// written through `setRecord` and `takeRecord`: a scratch solver never writes here, it keeps
  /// its changes in `recordOverlay` (see `Solver+Records.swift`).
  var records = TableauRecordTable()
  /// On a scratch solver, the records changed since it was last reset (nil: removed), which
  /// stand in for `records`' entries; nil when the solver is not a scratch. Copying the 5,000
  /// records of a layout on a probe's first write cost a fifth of a `why`.
  var recordOverlay: [Constraint: TableauRecord?]?
  /// The edit constraint and suggested value of each edit variable.
  var edits: [Variable: EditRecord] = [:]
  /// The ``TableauRecord/order`` the next added constraint gets.
  var additionCounter = 0
  /// External symbols whose value may have changed since the last ``updateVariables()``.
  var dirtySymbols: [SymbolID] = []
  /// Whether a symbol is in `dirtySymbols`.
  var isDirty: [Bool] = []

  // Aliases (see `Solver+Alias.swift`).
  /// The definition of each alias head.
  var aliases = SymbolMap<Alias>()
  /// The alias head whose constraint has this dummy marker.
  var aliasHeadOfMarker = SymbolMap<SymbolID>()
  /// The alias heads whose value follows a symbol (one of their terms; not their markers, which
  /// are dummies and so always 0).
  var aliasDependents = SymbolMap<[SymbolID]>()
  /// Whether `aliasDependents` has an entry for the symbol (checked on every row change).
  var hasAliasDependents: [Bool] = []
  /// The values of the dirty aliases as of the last ``settleAliasValues()``; nil once any value
  /// may have changed since (every change marks something changed, which drops it).
  var settledAliasValues: AliasValues?
  /// Whether new constraints may become aliases (off on the copies explanations work on).
  var aliasingEnabled = true
  /// On a lent probe scratch whose first write is known to be the removal of one constraint,
  /// where that removal's result is kept for the next lend that starts the same way (see
  /// ``ProbeScratch/lend(removingFirst:_:)``); nil otherwise.
  var firstRemoval: FirstRemoval?
  /// On a probe scratch, what its writes to the three alias tables overwrote since its last
  /// reset, so that the reset undoes them in the scratch's own tables instead of sharing the
  /// base's again (see `AliasJournal.swift`); nil on every other solver, which records nothing.
  var aliasJournal: AliasJournal?

  // Reclamation (see `Solver+Reclamation.swift`).
  /// Symbols retired since the last reclamation (the tag symbols of removed constraints, the
  /// artificial symbols of finished first phases): what a reclamation would free.
  var retiredSymbolCount = 0
  /// Which numbering of symbols this solver uses: copies share it until one of them reclaims
  /// (and so renumbers) its symbols, which gives it a new one. Symbol ids of two solvers mean
  /// the same symbols only when their numberings are equal.
  var numbering = 0

  /// How many appended entries a column may hold beyond twice its compacted length before it is
  /// compacted again (see `Solver+Tableau.swift`). Probes that walk the optimal face raise it
  /// (``explorationProbe``).
  var compactionSlack = 32

  /// Creates an empty solver.
  ///
  /// - Complexity: O(1).
  public init() {}
}

/// The entries of a solver's flat tables written in place (not appended) since a point: symbols
/// whose `rowIndex`, `compactedLength` or `publishedValues` entry was written, and slots whose
/// `heads` entry was (repeats allowed).
struct FlatJournal {
  var symbols: [SymbolID] = []
  var slots: [Int32] = []
}

/// An entry of the column index: a row's slot, and where the symbol's cell was in that row when
/// the entry was written (a hint: rows change, so readers verify it and fall back to a search).
struct ColumnEntry: Equatable {
  var slot: Int32
  var hint: Int32
}

/// What the solver remembers about a constraint it holds: where it sits in the tableau (not to
/// be confused with Layout's `ConstraintRecord`, the engine's record of a constraint as written).
struct TableauRecord: Equatable {
  /// The symbol that identifies the constraint's row: slack, error or dummy.
  var marker: SymbolID
  /// The second error symbol of an optional constraint, or `noSymbol`.
  var other: SymbolID
  /// The coefficients of `marker` and `other` in the constraint's row before sign normalisation.
  var markerCoefficient: Double
  var otherCoefficient: Double
  /// The levels at which `marker` and `other` are weighed when they are errors (0 otherwise).
  var markerLevel: Double
  var otherLevel: Double
  /// +1, or −1 when the row was negated so that its constant is not negative.
  var rowSign: Double
  /// The constant currently in force (it changes with `replace` and edit suggestions).
  var constant: Double
  /// When the constraint was added, for stable reports: constraints sort by it in the order they
  /// were added (a replacement keeps the order of the constraint it replaces). Kept here rather
  /// than in a second dictionary so that registering a constraint hashes it once.
  var order = 0
}

/// An edit variable: an optional `variable == value` constraint whose value can be suggested.
struct EditRecord {
  var constraint: Constraint
  var value: Double
}
