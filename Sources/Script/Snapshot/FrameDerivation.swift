import Layout

/// Why one frame component of a view or user guide has its value, as `why VIEW.x` answers it
/// (docs/EXPLANATIONS.md): the same ``ValueDerivation`` `why` renders, for one component. A page
/// embeds these for its last state (docs/PAGES.md §3).
public struct FrameDerivation: Equatable, Sendable {
  /// The item (`card`).
  public var item: String
  /// The component: x (the left edge), y (the top edge), width or height.
  public var component: FrameComponent
  /// The derivation of the component's value, in root coordinates for x and y.
  public var derivation: ValueDerivation

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
  /// - Complexity: one ``LayoutEngine/valueDerivation(of:)`` per component.
  public func frameDerivations(of items: [String]) -> [FrameDerivation] {
    let engine = state.engine.preparedForExplanations
    let attributes: [(FrameComponent, Attribute)] = [(.x, .left), (.y, .top), (.width, .width), (.height, .height)]
    return items.flatMap { name in
      attributes.compactMap { component, attribute -> FrameDerivation? in
        guard let derivation = try? engine.valueDerivation(of: Anchor(name, attribute)) else { return nil }
        return FrameDerivation(item: name, component: component, derivation: derivation)
      }
    }
  }
}
