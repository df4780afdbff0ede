import Layout

/// Constraints of a built scene in words: the file's own as an equation over the views' names
/// with their Interface Builder id, the ones lyt generates (autoresizing masks, intrinsic sizes,
/// the root's size, stack views, legacy guides) with what they stand for.
struct ConstraintText {
  let built: BuiltScene

  /// `secondLabel.top == firstLabel.bottom + 50 (59C-C7-dEP)`, or a generated constraint with
  /// its origin; an implicit `width >= 0` as such.
  func describe(_ id: String) -> String {
    if let constraint = built.constraints[id], let info = built.engine.constraint(ConstraintID(id)) {
      let placeholder = constraint.isPlaceholder ? ", placeholder" : ""
      return "\(info.constraint) (\(id)\(placeholder))"
    }
    guard let info = built.engine.constraint(ConstraintID(id)) else {
      if id.hasSuffix(".width>=0") || id.hasSuffix(".height>=0") {
        let name = String(id.prefix { $0 != "." })
        return "\(name).\(id.hasSuffix(".width>=0") ? "width" : "height") >= 0 (sizes are never negative)"
      }
      return id
    }
    let equation = info.constraint.description
    let owner = viewName(of: info.constraint.first.item)
    switch info.origin {
    case .rootSize: return "\(equation) (the size of \(owner), imposed)"
    case .intrinsicSize(let axis):
      let dimension = axis == .horizontal ? "width" : "height"
      let source =
        built.viewID(named: info.constraint.first.item).flatMap { built.view($0) }.map { view -> String in
          switch view.intrinsicSize {
          case .assumedFromFrame: return ", assumed from its stored frame"
          case .stated(_, let reason): return ", \(reason)"
          case .none: return ""
          }
        } ?? ""
      return "\(equation) (intrinsic \(dimension) of \(owner)\(source))"
    case .stack(let stack): return "\(equation) (made by the stack view \(viewName(of: stack)))"
    case .autoresizing:
      let mask = built.engine.item(named: ItemID(info.constraint.first.item))?.autoresizingMask
      return "\(equation) (autoresizing mask of \(owner)\(mask.map { ", \($0.notation)" } ?? ""))"
    case .user:
      if built.legacyGuideNames.values.contains(info.constraint.first.item) {
        return "\(equation) (the controller's \(info.constraint.first.item), pinned to the safe area)"
      }
      return equation
    }
  }

  /// `"First Label"` for an engine name, or the name itself for what is not a view.
  func viewName(of name: String) -> String {
    built.viewID(named: name).flatMap { built.view($0) }.map { "\"\($0.displayName)\"" } ?? name
  }
}
