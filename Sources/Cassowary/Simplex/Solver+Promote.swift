// Promoting a held optional constraint to required in place, when its error is already zero.
//
// A required constraint that broke is held at an optional level (``Priority/brokenRequired``,
// above every other) and made required again when it can hold: `replace(soft, with: required)`.
// Removing the soft version and adding the required one re-solves its whole row (two pivots per
// row it reaches, and at 1,000 views a copy of every table they write, to restore on failure).
// But the required version is the soft one with its error symbols fixed at zero, and when those
// errors are zero already the current solution satisfies it; being optimal for the soft system,
// whose objective only adds the errors' weights, it is optimal for the required one. So the
// tableau can be kept: a parametric error is dropped (its column is zero), or becomes the
// constraint's dummy marker (fixed at zero; its own weight leaves the objective), and a basic
// error at zero is first pivoted out of the basis by the dual ratio test, which keeps every
// reduced cost non-negative. Nothing else changes, so the values and the level totals stay.
// When an error is not zero (the required version would move the layout, or conflict) the
// caller removes and adds as before.

/// How a held constraint is promoted in place (see the file comment): which of its error symbols
/// are fixed at zero, which of them becomes its dummy marker, and its record afterwards.
struct Promotion {
  /// Error symbols fixed at zero and dropped from the tableau.
  var dropped: [SymbolID] = []
  /// The error symbol that becomes the constraint's dummy marker (fixed at zero, kept as its
  /// marker), at its former level; `noSymbol` when an optional side remains.
  var dummy = noSymbol
  var dummyLevel = 0.0
  /// The basic error at zero to pivot out first and the symbol that enters for it, or `noSymbol`.
  var leaving = noSymbol
  var entering = noSymbol
  /// The constraint's record after the promotion.
  var record: TableauRecord
}

extension Solver {
  /// Promotes `old` to `new` in place when `new` is `old` with optional sides made required and
  /// the errors of those sides are zero (see the file comment); false, with nothing changed,
  /// when it does not apply.
  mutating func promoteInPlace(_ old: Constraint, to new: Constraint, record: TableauRecord) -> Bool {
    guard let promotion = promotion(of: old, to: new, record: record) else { return false }
    if promotion.leaving != noSymbol {
      pivot(entering: promotion.entering, leaving: promotion.leaving)
      noteObjectiveChange(promotion.entering)
      // The entering symbol takes the leaving error's value, zero within the tolerance: rows it
      // moves stay within their tolerance too.
      infeasibleRows.removeAll(keepingCapacity: true)
    }
    if promotion.dummy != noSymbol {
      kinds[Int(promotion.dummy)] = .dummy
      objective.add(PriorityVector(level: promotion.dummyLevel, coefficient: -1), times: 1, to: promotion.dummy)
    }
    for symbol in promotion.dropped {
      dropSymbol(symbol)
      owner[Int(symbol)] = nil
    }
    noteRetired(promotion.dropped.count)
    rekey(old, as: new, record: promotion.record)
    return true
  }

  /// The promotion of `old` (held with `record`) to `new`, or nil when `new` is not `old` with
  /// some optional sides made required, or an error of a promoted side is not zero, or a basic
  /// one has no symbol to leave the basis for (then removing and adding decides).
  func promotion(of old: Constraint, to new: Constraint, record: TableauRecord) -> Promotion? {
    guard old.relation == new.relation, new.expression.constant == record.constant,
      let over = promotedSide(old.priority, new.priority),
      let under = promotedSide(old.shortfallPriority, new.shortfallPriority),
      old.expression.simplifiedTerms == new.expression.simplifiedTerms
    else { return nil }
    // The error symbols with the side each weighs (true: the overshoot, `priority`).
    var errors: [(symbol: SymbolID, coefficient: Double, level: Double, isOver: Bool)] = []
    var promoted = Promotion(record: record)
    promoted.record.other = noSymbol
    promoted.record.otherCoefficient = 0
    promoted.record.otherLevel = 0
    if old.relation == .equal {
      guard over || under else { return nil }
      let overOptional = !old.priority.isRequired
      let underOptional = !old.shortfallPriority.isRequired
      if record.other != noSymbol {
        errors.append((record.marker, record.markerCoefficient, record.markerLevel, true))
        errors.append((record.other, record.otherCoefficient, record.otherLevel, false))
      } else if kinds[Int(record.marker)] == .error {
        errors.append((record.marker, record.markerCoefficient, record.markerLevel, overOptional && !underOptional))
      }
      let kept = errors.filter { $0.isOver ? !over : !under }
      if let survivor = kept.first {
        promoted.record.marker = survivor.symbol
        promoted.record.markerCoefficient = survivor.coefficient
        promoted.record.markerLevel = survivor.level
        promoted.dropped = errors.filter { $0.symbol != survivor.symbol }.map(\.symbol)
      } else {
        promoted.dummy = record.marker
        promoted.dummyLevel = record.markerLevel
        promoted.record.markerLevel = 0
        promoted.dropped = errors.filter { $0.symbol != record.marker }.map(\.symbol)
      }
    } else {
      // An inequality weighs only its `priority`: its slack stays the marker, its error goes.
      guard over, record.other != noSymbol else { return nil }
      promoted.dropped = [record.other]
    }
    // Every fixed symbol must be zero; at most one of them basic, with a symbol to replace it.
    let fixed = promoted.dropped + (promoted.dummy == noSymbol ? [] : [promoted.dummy])
    guard fixed.allSatisfy({ kinds[Int($0)] == .error }) else { return nil }
    for symbol in fixed where isBasic(symbol) {
      guard promoted.leaving == noSymbol, let row = row(of: symbol), abs(row.constant) <= Tolerance.value,
        let entering = entering(replacing: row, excluding: fixed),
        abs(row.constant) <= Tolerance.value * min(1, row.coefficient(of: entering))
      else { return nil }
      promoted.leaving = symbol
      promoted.entering = entering
    }
    return promoted
  }

  /// Whether a side goes from optional to required (true) or stays as it is (false); nil for
  /// any other change.
  private func promotedSide(_ old: Priority, _ new: Priority) -> Bool? {
    if old == new { return false }
    return !old.isRequired && new.isRequired ? true : nil
  }

  /// The symbol to enter in place of the head of `row` (a basic error at zero): the dual ratio
  /// test's (``dualEntering(_:tiesToNewest:)``), so that every reduced cost stays non-negative,
  /// among the cells not in `excluded` (the other symbols fixed at zero).
  private func entering(replacing row: Row, excluding excluded: [SymbolID]) -> SymbolID? {
    var candidates = row
    for symbol in excluded { _ = candidates.remove(symbol) }
    return dualEntering(candidates)
  }
}
