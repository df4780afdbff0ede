import Layout

/// Why one frame component of a view or user guide has its value, as `why VIEW.x` answers it
/// (docs/EXPLANATIONS.md): the value in root coordinates, the derivation chain when one checks
/// out against the numbers, the constraints the value rests on, and what it still depends on if
/// nothing determines it. A page embeds these for its last state (docs/PAGES.md §3).
public struct FrameDerivation: Equatable, Sendable {
  /// A constraint the value rests on, and its weight in the derivation (1 for most).
  public struct Support: Equatable, Sendable {
    /// The constraint's id (`c3`; `view.width>=0` for an implicit one).
    public var id: String
    /// What the constraint's equation is multiplied by in the weighted sum that gives the value.
    public var weight: Double
  }

  /// The item (`card`).
  public var item: String
  /// The component: x (the left edge), y (the top edge), width or height.
  public var component: FrameComponent
  /// The value, in root coordinates for x and y.
  public var value: Double
  /// The chain `why` writes (`= root.left + 20 = 0 + 20 = 20`), or nil when the derivation
  /// cannot be written as one.
  public var chain: [DerivationStep]?
  /// The first ``Session/fixingLinesShown`` constraints the value rests on.
  public var support: [Support]
  /// How many constraints the value rests on (``support`` lists the first ones).
  public var supportCount: Int
  /// The variables nothing determines that the value still depends on (an ambiguous value).
  public var free: [String]

  /// The subject as `why` writes it: `card.x`.
  public var subject: String { "\(item).\(component)" }
}

extension Session {
  /// How many views and user guides a page derives the frames of (docs/PAGES.md §3): the four
  /// components of each, a few hundred bytes apiece, so a 1,000-view page stays small.
  public static let derivedItemsPerPage = 100

  /// The derivations of the four frame components of each of `items` (views and user guides;
  /// unknown names are skipped), as `why NAME.x`, `why NAME.y`, `why NAME.width` and
  /// `why NAME.height` derive them.
  ///
  /// - Complexity: one derivation (a row of the solver's tableau) and one chain of at most
  ///   ``LayoutEngine/maximumChainDepth`` lines per component.
  public func frameDerivations(of items: [String]) -> [FrameDerivation] {
    let engine = state.engine.preparedForExplanations
    let attributes: [(FrameComponent, Attribute)] = [(.x, .left), (.y, .top), (.width, .width), (.height, .height)]
    return items.flatMap { name in
      attributes.compactMap { component, attribute -> FrameDerivation? in
        let anchor = Anchor(name, attribute)
        guard let derivation = try? engine.derivation(of: anchor) else { return nil }
        let support = derivation.contributions.prefix(Self.fixingLinesShown).map {
          FrameDerivation.Support(id: engine.id(of: $0.constraint) ?? "?", weight: $0.multiplier)
        }
        return FrameDerivation(
          item: name, component: component, value: derivation.value,
          chain: engine.derivationChain(of: anchor, derivation: derivation), support: support,
          supportCount: derivation.contributions.count, free: derivation.freeTerms.map(\.variable.name))
      }
    }
  }
}
