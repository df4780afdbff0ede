import Cassowary
import Layout

/// The `expect …` assertions.
public enum Expectation: Hashable, Sendable, CustomStringConvertible {
  /// `expect VIEW.frame == X,Y,W,H`
  case frame(ItemPath, Located<Rect>)
  /// `expect VIEW.ATTR == V` (also `<=`, `>=`)
  case value(QueryReference, Relation, Located<Double>)
  /// `expect satisfied ID`: the constraint holds exactly.
  case satisfied(Name)
  /// `expect violated ID`: an optional constraint that is not met.
  case violated(Name)
  /// `expect broken ID`: a required constraint the engine had to break.
  case broken(Name)
  /// `expect ambiguous VIEW.ATTR`
  case ambiguous(QueryReference)
  /// `expect unambiguous [VIEW…]`: no view (or none of the named ones) is ambiguous.
  case unambiguous([ItemPath])

  /// The canonical spelling.
  public var description: String {
    switch self {
    case .frame(let item, let rect):
      "expect \(item).frame == "
        + [rect.value.x, rect.value.y, rect.value.width, rect.value.height].map(NumberText.format).joined(
          separator: ",")
    case .value(let reference, let relation, let value):
      "expect \(reference) \(relation) \(NumberText.format(value.value))"
    case .satisfied(let id): "expect satisfied \(id)"
    case .violated(let id): "expect violated \(id)"
    case .broken(let id): "expect broken \(id)"
    case .ambiguous(let reference): "expect ambiguous \(reference)"
    case .unambiguous(let items): (["expect unambiguous"] + items.map(\.description)).joined(separator: " ")
    }
  }
}
