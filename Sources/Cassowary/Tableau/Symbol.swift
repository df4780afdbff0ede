/// The kinds of tableau symbols (Cassowary's augmented simplex form).
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: `>= 0`.
  case slack
  /// An error (violation) variable of an optional constraint: `>= 0`, weighed in the objective.
  case error
  /// The marker of a required equality: always `0`.
  case dummy

  /// Whether the symbol is restricted to be non-negative (every kind but external).
  var isRestricted: Bool { self != .external }
}

/// A dense symbol id; ids grow in creation order, so the orders in which ties are broken are the
/// order in which symbols were made (the dual loop, the walks and the losses' probes) and its
/// reverse (the primal loop, Bland's rule newest first, and the why-not probes). The ids of
/// removed constraints' symbols are reclaimed by renumbering the live symbols in the same order
/// (`Solver+Reclamation.swift`), so that order, and every choice made by it, is kept.
typealias SymbolID = Int32

/// No symbol.
let noSymbol: SymbolID = -1
