import Layout

/// Something wrong with a layout that advice can fix: a broken required constraint, a violated
/// optional one, or an ambiguous frame component.
public enum Problem: Hashable, Sendable, CustomStringConvertible {
  /// A required constraint that cannot hold together with the other required constraints.
  case broken(String)
  /// An active optional constraint that does not hold.
  case violated(String)
  /// A frame component that more than one equally good layout gives different values.
  case ambiguous(ItemComponent)

  /// The ambiguous frame component, when the problem is one.
  public var ambiguousComponent: ItemComponent? {
    if case .ambiguous(let component) = self { return component }
    return nil
  }

  /// `c7`, `c3`, `b.width`: what the problem is about.
  public var description: String {
    switch self {
    case .broken(let id), .violated(let id): id
    case .ambiguous(let component): "\(component.item).\(component.component)"
    }
  }
}
