// The optimal face: which symbols every optimal solution gives the same value, found from the
// tableau without pivoting where the tableau proves it (docs/EXPLANATIONS.md §4.2).
//
// From the current optimal vertex, a move stays optimal exactly when it keeps every parametric
// column with a non-zero reduced cost (and every dummy) at 0, keeps every restricted parametric
// column at or above 0, and keeps every degenerate restricted row (a slack or error head whose
// constant is 0) at or above 0; a dummy head must stay at 0. The optimal face is convex, so a
// symbol takes one value over the whole face exactly when no such move changes it.
//
// Propagation proves many parametric columns stuck at 0: a degenerate restricted row whose free
// cells are all restricted columns that lower its head forces all of them to stay at 0 (raising
// any would make the head negative). Those columns are then fixed for the next rows, until
// nothing changes. It is sound, not complete: a symbol it cannot prove fixed is left to the walk
// (``Solver/walkInPlace(of:sense:)``), which is exact. On a degenerate optimum (every optional
// constraint met exactly, ties among equal priorities) it settles almost every symbol with no
// pivot at all.

extension Solver {
  /// Per symbol, whether it is a parametric column proven to stay at 0 on the optimal face (see
  /// the file comment). Basic symbols and aliases are never marked.
  ///
  /// - Complexity: O(s + c) for the s symbols and the c cells of the degenerate rows, per pass of
  ///   the propagation (a few).
  func columnsFixedOnOptimalFace() -> [Bool] {
    var fixed = [Bool](repeating: false, count: symbolCount)
    for index in 0..<symbolCount where rowIndex[index] == -1 {
      fixed[index] = isFixedByItsKind(SymbolID(index)) ?? false
    }
    // Only degenerate rows with a restricted head can hold a column at 0.
    let degenerate = rows.indices.filter { isDegenerateRestrictedRow($0) }
    propagateForcedColumns(through: degenerate, isFixed: { fixed[Int($0)] }, fix: { fixed[Int($0)] = true })
    return fixed
  }

  /// Whether the parametric column `symbol` stays at 0 on the optimal face by its kind alone:
  /// a dummy does, a slack or error does when its reduced cost is not zero, an external never
  /// does; nil for a slack or error of zero reduced cost (only a degenerate row can hold it).
  func isFixedByItsKind(_ symbol: SymbolID) -> Bool? {
    switch kinds[Int(symbol)] {
    case .dummy: true
    case .external: false
    case .slack, .error: objective.isZero(symbol) ? nil : true
    }
  }

  /// Whether the row in `slot` is degenerate with a restricted head (a slack, error or dummy
  /// heading a row whose constant is 0): the rows that can hold columns at 0.
  func isDegenerateRestrictedRow(_ slot: Int) -> Bool {
    let head = heads[slot]
    return head != noSymbol && kinds[Int(head)] != .external && abs(rows[slot].constant) <= Tolerance.value
  }

  /// Fixes (`fix`) every column the degenerate restricted rows in `slots` force to stay at 0,
  /// given the columns fixed so far (`isFixed`), until no row forces more: each forced column may
  /// let another row force its own.
  func propagateForcedColumns(
    through slots: [Int], isFixed: (SymbolID) -> Bool, fix: (SymbolID) -> Void
  ) {
    var degenerate = slots
    var changed = true
    while changed {
      changed = false
      var remaining: [Int] = []
      for slot in degenerate {
        switch forcedColumns(inDegenerateRow: slot, isFixed: isFixed) {
        case .none: remaining.append(slot)
        case .settled: continue
        case .forces(let columns):
          for column in columns { fix(column) }
          changed = true
        }
      }
      degenerate = remaining
    }
  }

  /// What a degenerate row with a restricted head proves, given the columns fixed so far.
  private enum RowVerdict {
    /// Nothing yet (a later pass may prove more).
    case none
    /// Every cell is fixed already: the row has nothing more to prove.
    case settled
    /// These free columns must stay at 0.
    case forces([SymbolID])
  }

  /// Raising a free restricted column that lowers a degenerate head would make the head
  /// negative (or, for a dummy head, non-zero); when every free column of the row lowers it, none
  /// can be raised. (A dummy head's row holds only dummies and a restricted head's row holds no
  /// external, as the solver builds them; the checks keep the proof sound regardless.)
  private func forcedColumns(inDegenerateRow slot: Int, isFixed: (SymbolID) -> Bool) -> RowVerdict {
    var free: [SymbolID] = []
    for cell in rows[slot].cells where !isFixed(cell.symbol) {
      guard abs(cell.coefficient) > Tolerance.coefficient else { continue }
      if cell.coefficient > 0 || kinds[Int(cell.symbol)] == .external { return .none }
      free.append(cell.symbol)
    }
    return free.isEmpty ? .settled : .forces(free)
  }

  /// What the tableau proves about the optimal face, for questions about `count` variables: for
  /// many (a scan) every column is judged at once, for a few only the columns their rows hold
  /// (``FaceFacts``).
  ///
  /// - Complexity: O(s + c) over the s symbols and c cells of the tableau for a scan; for a few
  ///   variables, what their rows and the degenerate rows around them hold.
  func faceAnalysis(forQuestionsAbout count: Int) -> FaceAnalysis {
    FaceAnalysis(facts: FaceFacts(of: self, judgingEveryColumn: count > symbolCount / Self.scanFraction))
  }

  /// A question about more than one variable in this many symbols judges every column at once.
  static let scanFraction = 64

  /// The verdict on the alias `head`, with those of the aliases it follows that are not known
  /// yet, oldest first (a verdict reads its terms'). Asked only for the aliases a question needs:
  /// a scan of a few views' components expands their rows' chains, not every alias's.
  private func aliasVerdict(ofHead head: SymbolID, in analysis: inout FaceAnalysis) -> FaceVerdict {
    if let known = analysis.aliasVerdicts[head] { return known }
    // Iterative (a chain of aliases may be thousands long): a head is judged once every alias
    // among its terms is.
    var pending: [SymbolID] = [head]
    while let top = pending.last {
      if analysis.aliasVerdicts[top] != nil {
        pending.removeLast()
        continue
      }
      // The terms read once (each read of the alias looks it up and retains its terms), and
      // the unjudged ones pushed straight onto the stack.
      let terms = aliases[top]?.terms ?? []
      let waiting = pending.count
      for term in terms where isAlias(term.symbol) && analysis.aliasVerdicts[term.symbol] == nil {
        pending.append(term.symbol)
      }
      if pending.count == waiting {
        pending.removeLast()
        var verdict = termsVerdict(of: terms, in: analysis)
        if verdict == .unknown {
          verdict = rowVerdict(of: analysis.expansions.row(of: top, in: self), in: analysis)
        }
        analysis.aliasVerdicts[top] = verdict
      }
    }
    return analysis.aliasVerdicts[head] ?? .unknown
  }

  /// What the tableau would prove about an external heading `row` (the row an alias stands
  /// for): it moves when a column that can move would carry it further than
  /// ``Tolerance/report`` (the rule `faceAnalysis` applies to basic externals, with `reach` the
  /// farthest each column can move), it is fixed when every column in it is, else unknown.
  private func rowVerdict(of row: Row, in analysis: FaceAnalysis) -> FaceVerdict {
    if row.cells.contains(where: { abs($0.coefficient) * analysis.facts.reach(of: $0.symbol) > Tolerance.report }) {
      return .moves
    }
    let settled = row.cells.allSatisfy {
      analysis.facts.isFixed($0.symbol) || abs($0.coefficient) <= Tolerance.coefficient
    }
    return settled ? .fixed : .unknown
  }

  /// What ``faceAnalysis(forQuestionsAbout:)`` proves about an alias from the verdicts of its
  /// `terms` (judged already; its marker is a dummy, 0 on the whole face): fixed when every term
  /// is, moving when exactly one term moves and the others are fixed (nothing can cancel its
  /// move), else unknown (two moving terms may cancel; the walk decides).
  private func termsVerdict(of terms: [Cell], in analysis: FaceAnalysis) -> FaceVerdict {
    var moving = 0
    for term in terms {
      let verdict =
        isAlias(term.symbol)
        ? analysis.aliasVerdicts[term.symbol] ?? .unknown : basicVerdict(of: term.symbol, in: analysis)
      switch verdict {
      case .fixed: continue
      case .moves: moving += 1
      case .unknown: return .unknown
      }
    }
    switch moving {
    case 0: return .fixed
    case 1: return .moves
    default: return .unknown
    }
  }

  /// How far a parametric column can move in `direction` (+1 up, −1 down) while the others stay
  /// at 0 and every restricted head stays at or above 0 and every dummy head at 0 (infinite when
  /// nothing bounds it): the ratio test without its tie-breaking.
  func room(of column: SymbolID, direction: Double) -> Double {
    // Rows read in place (borrowed): binding each row would retain and release its cells.
    columns[Int(column)].withUnsafeBufferPointer { entries in
      var room = Double.infinity
      for entry in entries {
        let head = heads[Int(entry.slot)]
        guard head != noSymbol else { continue }
        let kind = kinds[Int(head)]
        if kind == .external { continue }
        let rate = rows[Int(entry.slot)].cells.withUnsafeBufferPointer { cells -> Double? in
          cells.index(of: column, hint: entry.hint).map { cells[$0].coefficient * direction }
        }
        guard let rate else { continue }
        if kind == .dummy {
          if abs(rate) > Tolerance.pivot { return 0 }
        } else if rate < -Tolerance.pivot {
          room = min(room, max(0, rows[Int(entry.slot)].constant) / -rate)
        }
      }
      return room
    }
  }

  /// What ``faceAnalysis(forQuestionsAbout:)`` proves about one symbol (for an alias, what its terms prove: see
  /// ``termsVerdict(of:in:)``), judging the aliases it needs on first use.
  func faceVerdict(of symbol: SymbolID, in analysis: inout FaceAnalysis) -> FaceVerdict {
    isAlias(symbol) ? aliasVerdict(ofHead: symbol, in: &analysis) : basicVerdict(of: symbol, in: analysis)
  }

  /// What ``faceAnalysis(forQuestionsAbout:)`` proves about a symbol that is not an alias.
  private func basicVerdict(of symbol: SymbolID, in analysis: FaceAnalysis) -> FaceVerdict {
    if analysis.facts.moves(symbol) { return .moves }
    guard let row = row(of: symbol) else { return analysis.facts.isFixed(symbol) ? .fixed : .unknown }
    let settled = row.cells.allSatisfy {
      analysis.facts.isFixed($0.symbol) || abs($0.coefficient) <= Tolerance.coefficient
    }
    return settled ? .fixed : .unknown
  }
}

/// What the tableau proves about the optimal face (see ``Solver/faceAnalysis(forQuestionsAbout:)``).
struct FaceAnalysis {
  /// Which columns are fixed, how far they can move, which externals move.
  let facts: FaceFacts
  /// The rows of the aliases judged by their rows.
  var expansions: AliasExpansions
  /// The verdict on each alias head judged so far (see ``Solver/faceVerdict(of:in:)``).
  var aliasVerdicts = AliasVerdicts()

  /// The analysis of `facts`: an alias's expansion keeps only the columns that are not fixed or
  /// can move (on a degenerate optimum, a handful of the thousands in a position's row).
  init(facts: FaceFacts) {
    self.facts = facts
    expansions = AliasExpansions { index in
      !facts.isFixed(SymbolID(index)) || facts.reach(of: SymbolID(index)) > 0
    }
  }
}

/// The verdicts on the alias heads a ``FaceAnalysis`` judged, by symbol: a flat table, since a
/// scan judges thousands of chained aliases and hashing their symbols into a dictionary was a
/// fifth of a full scan at 3,000 views.
struct AliasVerdicts {
  private var verdicts: [FaceVerdict?] = []

  /// The verdict on `head`, nil while it is not judged.
  subscript(head: SymbolID) -> FaceVerdict? {
    get { Int(head) < verdicts.count ? verdicts[Int(head)] : nil }
    set {
      let index = Int(head)
      if index >= verdicts.count {
        verdicts += [FaceVerdict?](repeating: nil, count: max(index + 1 - verdicts.count, verdicts.count))
      }
      verdicts[index] = newValue
    }
  }
}

/// Whether a symbol keeps one value over the optimal face, as far as the tableau proves it.
enum FaceVerdict {
  case fixed
  case moves
  case unknown
}
