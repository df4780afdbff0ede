// Freezing the constraints stronger than a level, for the losses (docs/EXPLANATIONS.md §3.2, phase A): a
// copy on which every optional constraint's sides weighed above the level are kept no worse than
// they are now, so that adding the violated constraint as required there names what it lost to.
//
// A side of a constraint is an error symbol. Kept no worse than now, a parametric error (0) stays
// at 0: it becomes a dummy, which never enters the basis. A basic error (a violated side, or a
// degenerate one) keeps at most its current value v: the row `bound = v − error` goes in under a
// new slack — the error's own row, negated, over the same parametric symbols, with a constant of
// 0 (the bound is tight). The tableau stays feasible and optimal: nothing pivots. Both the dummy
// and the bound's slack are owned by the constraint they freeze, so a conflict names it.
//
// The copy is the same polyhedron as one with each side added as a required inequality (its
// expression no further than now from the constraint's constant), which is how it was first
// built; an added inequality ran the artificial phase, whose degenerate pivots rewrote every row
// holding the symbol they entered. On one attribute with many levels (`a.width == i @p` for many
// i) every violated constraint's row holds the same symbol, so each freeze rewrote them all: a
// loss cost its stronger violated constraints times the layout, and 3,000 such constraints did
// not finish in ten minutes. Written directly, a freeze costs its error's row.

extension Solver {
  /// A copy of this solver on which every optional constraint held here, except `excluded`,
  /// keeps each side weighed above `level` no worse than now (see the file comment).
  ///
  /// The bounds go in strongest first (in the order of addition within a priority, a marker
  /// before its other side). Many sides are often tight at once (every constraint on one
  /// attribute that is violated the same way bounds it at the same value), so several one-member
  /// conflicts are equally minimal; the artificial phase takes the first bound in that order, so
  /// the loss names the strongest constraint that holds it back — the one whose priority a fix
  /// must beat.
  ///
  /// The records are read as they are stored and only the bounds put in order: listing every
  /// constraint in the order of addition first cost a table as long as the layout per change
  /// report (a seventh of the losses of a 3,000-view screen).
  ///
  /// With `part` (the rows and columns a probe of the constraints the copy is for can pivot
  /// through, ``pivotReach(around:constraints:limit:)``), only the sides in it are frozen: a side
  /// outside shares no column with a row such a pivot can write, so freezing it changes none of
  /// their pivots — the argument that lets a loss run on its part alone. A change report's
  /// question about a row's height then freezes none of the squeezed titles of every row (each a
  /// bound row written into the copy and reset again).
  ///
  /// - Complexity: O(c) for the c constraints held (with a `part`, O(s) for its s symbols when
  ///   fewer), plus O(b log b + b·r) for the b bounds on rows of r cells.
  func frozenCopy(above level: Priority, excluding excluded: Constraint?, in part: ComponentReach? = nil) -> Solver {
    var probe = explorationProbe
    var bounds: [(error: SymbolID, weight: Double, order: Int, side: Int, owner: Constraint)] = []
    func freeze(_ symbol: SymbolID, weight: Double, order: Int, side: Int, of constraint: Constraint) {
      guard symbol != noSymbol && kinds[Int(symbol)] == .error && Priority(weight) > level else { return }
      if isBasic(symbol) {
        bounds.append((symbol, weight, order, side, constraint))
      } else {
        probe.kinds[Int(symbol)] = .dummy
      }
    }
    if let part, part.symbols.count < records.count {
      // The same sides, found from the part's error symbols through their owners: a change
      // report's question reads its part, not every record of the layout.
      for symbol in part.symbols where kinds[Int(symbol)] == .error {
        guard let other = owner[Int(symbol)], other !== excluded, !other.isRequired,
          let record = record(of: other)
        else { continue }
        if symbol == record.marker {
          freeze(symbol, weight: record.markerLevel, order: record.order, side: 0, of: other)
        } else if symbol == record.other {
          freeze(symbol, weight: record.otherLevel, order: record.order, side: 1, of: other)
        }
      }
    } else {
      for (other, record) in allRecords where other !== excluded && !other.isRequired {
        for (side, (symbol, weight)) in [(record.marker, record.markerLevel), (record.other, record.otherLevel)]
          .enumerated()
        where symbol != noSymbol && part?.contains(symbol) != false {
          freeze(symbol, weight: weight, order: record.order, side: side, of: other)
        }
      }
    }
    bounds.sort { ($1.weight, $0.order, $0.side) < ($0.weight, $1.order, $1.side) }
    for bound in bounds { probe.insertBound(on: bound.error, owner: bound.owner) }
    return probe
  }

  /// Keeps the basic `error` at or below its current value: the row `slack = value − error`,
  /// under a new slack owned by `owner` (see the file comment).
  mutating func insertBound(on error: SymbolID, owner constraint: Constraint) {
    guard let definition = row(of: error) else { return }
    let bound = Row(constant: 0, cells: definition.cells.map { Cell(symbol: $0.symbol, coefficient: -$0.coefficient) })
    let slack = makeSymbol(.slack)
    owner[Int(slack)] = constraint
    insertRow(bound, head: slack)
  }
}
