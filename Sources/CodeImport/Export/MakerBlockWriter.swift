import Layout

/// The blocks of a SnapKit or Masonry export: one `makeConstraints` block per view, in the order
/// the views' first constraints were added, one line per constraint in its order. A constraint
/// the library cannot make is left to the anchors below the blocks (see ``isMakeable(_:)``).
struct MakerBlockWriter {
  /// The spelling of items (Objective-C for Masonry).
  let spelling: AnchorSpelling

  private var model: ExportModel { spelling.model }
  private var masonry: Bool { spelling.objectiveC }

  /// Whether the library makes the constraint in a block: it is active (the libraries activate
  /// what they make) and its first item is a view (SnapKit: or a guide the user made); Masonry
  /// also needs every item to be a view or a safe area.
  func isMakeable(_ entry: ExportModel.Constraint) -> Bool {
    guard entry.isActive else { return false }
    let constraint = entry.constraint
    let first = model.codeItem(constraint.first.item)
    guard first.guide == nil, let kind = model.kind(of: first.view) else { return false }
    guard masonry else { return true }
    guard kind.isView else { return false }
    guard let second = constraint.second else { return true }
    let item = model.codeItem(second.item)
    let secondKind = model.kind(of: item.view)
    return (item.guide == nil || item.guide == .safeArea) && secondKind?.isView == true
      && (item.guide == nil || second.attribute.marginEdge == nil)
  }

  /// The blocks for the makeable constraints, in order.
  func lines(_ constraints: [ExportModel.Constraint]) -> [String] {
    var order: [String] = []
    var byView: [String: [ExportModel.Constraint]] = [:]
    for entry in constraints {
      let view = entry.constraint.first.item
      if byView[view] == nil { order.append(view) }
      byView[view, default: []].append(entry)
    }
    var lines: [String] = []
    for view in order {
      let name = spelling.view(view)
      let body = (byView[view] ?? []).map { "    " + line($0.constraint) }
      if masonry {
        lines += ["[\(name) mas_makeConstraints:^(MASConstraintMaker *make) {"] + body + ["}];"]
      } else {
        lines += ["\(name).snp.makeConstraints { make in"] + body + ["}"]
      }
    }
    return lines
  }

  /// `make.top.equalTo(other.snp.bottom).offset(8).priority(750).labeled("gap")`.
  func line(_ constraint: LayoutConstraint) -> String {
    var text = "make.\(constraint.first.attribute.rawValue).\(relationWord(constraint))(\(target(constraint)))"
    if constraint.second != nil && constraint.multiplier != 1 {
      text += ".multipliedBy(\(AnchorSpelling.number(constraint.multiplier)))"
    }
    if constraint.second != nil && constraint.constant != 0 {
      text += ".offset(\(AnchorSpelling.number(constraint.constant)))"
    }
    if !constraint.priority.isRequired { text += ".priority(\(AnchorSpelling.number(constraint.priority.value)))" }
    if !BindingNames.isAutomatic(constraint.id) && Self.isLabel(constraint.id) {
      text += masonry ? ".key(@\"\(constraint.id)\")" : ".labeled(\"\(constraint.id)\")"
    }
    return text + (masonry ? ";" : "")
  }

  private func relationWord(_ constraint: LayoutConstraint) -> String {
    let word = AnchorSpelling.relationWord(constraint.relation)
    return masonry && constraint.second == nil ? "mas_" + word : word
  }

  /// The target: a constant, the item (for the same attribute) or the item's attribute
  /// (Masonry's safe area: `self.view.mas_safeAreaLayoutGuideTop`).
  private func target(_ constraint: LayoutConstraint) -> String {
    guard let second = constraint.second else { return AnchorSpelling.number(constraint.constant) }
    let (view, guide) = model.codeItem(second.item)
    if masonry && guide == .safeArea {
      return spelling.view(view) + ".mas_safeAreaLayoutGuide" + AnchorSpelling.capitalized(second.attribute.rawValue)
    }
    let item = spelling.item(second.item)
    if second.attribute == constraint.first.attribute { return item }
    return item + (masonry ? ".mas_" : ".snp.") + second.attribute.rawValue
  }

  /// Whether an id is a label the import reads back as the id (a lyt name).
  static func isLabel(_ id: String) -> Bool {
    guard let first = id.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
