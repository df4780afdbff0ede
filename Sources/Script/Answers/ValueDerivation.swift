import Cassowary
import Layout

/// Why an attribute has its value, as the solver derives it: the value in root coordinates, the
/// chain `why` writes when one checks out against the numbers, the constraints the value rests on,
/// and what it still depends on if nothing determines it. `why` answers with one
/// (``WhyAnswer/derivation``) and a page embeds one per frame component (``FrameDerivation``):
/// both are made by ``LayoutEngine/valueDerivation(of:)``.
public struct ValueDerivation: Equatable, Sendable {
  /// A constraint the value rests on, and its weight in the derivation (1 for most).
  public struct Support: Equatable, Sendable {
    /// The constraint's id (`c3`; `view.width>=0` for an implicit one; `?` for one the engine
    /// cannot name).
    public var id: String
    /// The constraint in Apple's form, or nil for an implicit one (`view.width>=0`: sizes are
    /// never negative).
    public var constraint: LayoutConstraint?
    /// What the constraint's equation is multiplied by in the weighted sum that gives the value.
    public var weight: Double
  }

  /// The value, in root coordinates for positions.
  public var value: Double
  /// The chain `why` writes (`= root.left + 20 = 0 + 20 = 20`), or nil when the derivation
  /// cannot be written as one.
  public var chain: [DerivationStep]?
  /// The first ``LayoutEngine/supportShown`` constraints the value rests on.
  public var support: [Support]
  /// How many constraints the value rests on (``support`` lists the first ones).
  public var supportCount: Int
  /// The variables nothing determines that the value still depends on (an ambiguous value).
  public var free: [String]

  /// Whether some constraint of ``support`` counts with a weight other than 1.
  public var isWeighted: Bool { support.contains { abs($0.weight - 1) > 1e-9 } }
}

extension LayoutEngine {
  /// How many of the constraints that fix a value a derivation lists before counting the rest.
  public static let supportShown = 20

  /// The derivation of `anchor` (root coordinates) as `why` and a page show it. The engine
  /// should be prepared for explanations (``preparedForExplanations``).
  ///
  /// - Throws: ``LayoutError`` when the anchor names no item.
  ///
  /// - Complexity: one derivation (a row of the solver's tableau), one chain of at most
  ///   ``maximumChainDepth`` lines, and a look-up of each of the first ``supportShown``
  ///   constraints.
  func valueDerivation(of anchor: Anchor) throws(LayoutError) -> ValueDerivation {
    let derivation = try self.derivation(of: anchor)
    let support = derivation.contributions.prefix(Self.supportShown).map { contribution in
      let id = self.id(of: contribution.constraint) ?? "?"
      return ValueDerivation.Support(id: id.name, constraint: definition(of: id), weight: contribution.multiplier)
    }
    return ValueDerivation(
      value: derivation.value, chain: derivationChain(of: anchor, derivation: derivation), support: support,
      supportCount: derivation.contributions.count, free: derivation.freeTerms.map(\.variable.name))
  }
}
