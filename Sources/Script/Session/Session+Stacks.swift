import CommandLanguage
import Layout

extension Session {
  /// `add stack`: checks every name where it was written, then creates the stack view. Returns
  /// what it arranges and the constraints that moving a view into the stack removed.
  mutating func addStack(_ stack: AddStack) throws(SessionError) -> StackArrangement {
    let name = stack.name.value
    let parent = try existingView(stack.parent)
    let alignment = try engineAlignment(stack)
    try checkArrangedViews(stack, parent: parent)
    let configuration = StackView.Configuration(
      axis: stack.axis, distribution: stack.distribution ?? .fill,
      alignment: alignment, spacing: stack.spacing ?? 0)
    // The constraints the stack removes are among those the command writes: found there, not
    // by listing every constraint of the layout before and after (each `add stack` of a long
    // form cost a pass over the whole layout).
    let outline = state.engine.outline
    let writeMark = state.engine.constraintWriteMark
    let views = stack.views.map(\.value)
    try perform(at: stack.name.range) { (engine) throws(LayoutError) in
      try engine.addStackView(
        ItemID(name), in: ItemID(parent), configuration: configuration, arrangedViews: views.map { ItemID($0) })
    }
    let count = state.engine.stackView(named: ItemID(name))?.constraintIDs.count ?? 0
    let written = state.engine.constraintsWritten(since: writeMark) ?? outline.constraintIDs
    let gone = written.filter { state.engine.definition(of: ConstraintID($0)) == nil }
    let removed = outline.definitions(inConstraintOrder: gone).map { constraint in
      let moved = views.first { view in constraint.items.contains { $0 == view || $0.hasPrefix(view + ".") } }
      return StackArrangement.Removed(constraint: constraint, view: moved)
    }
    return StackArrangement(stack: name, views: views, constraintCount: count, removed: removed)
  }

  /// `set hidden VIEW true|false`.
  mutating func setHidden(_ view: Name, _ hidden: Bool) throws(SessionError) {
    let name = try existingView(view)
    try perform(at: view.range) { (engine) throws(LayoutError) in try engine.setHidden(hidden, of: ItemID(name)) }
  }

  /// The engine's alignment for the one written, which must fit the axis: `top`, `bottom` and
  /// the baselines for a horizontal stack, `leading` and `trailing` for a vertical one.
  private func engineAlignment(_ stack: AddStack) throws(SessionError) -> StackView.Alignment {
    let written = stack.alignment ?? .fill
    let range = stack.alignmentRange ?? stack.name.range
    switch (written, stack.axis) {
    case (.fill, _): return .fill
    case (.center, _): return .center
    case (.top, .horizontal): return .leading
    case (.bottom, .horizontal): return .trailing
    case (.firstBaseline, .horizontal): return .firstBaseline
    case (.lastBaseline, .horizontal): return .lastBaseline
    case (.leading, .vertical): return .leading
    case (.trailing, .vertical): return .trailing
    case (.leading, .horizontal), (.trailing, .horizontal), (.top, .vertical), (.bottom, .vertical),
      (.firstBaseline, .vertical), (.lastBaseline, .vertical):
      throw SessionError(.stack(.alignment(written, axis: stack.axis)), at: range)
    }
  }

  /// Each arranged view exists, is a view, appears once, is in no other stack and does not
  /// contain the new stack; errors point at the view's name.
  private func checkArrangedViews(_ stack: AddStack, parent: String) throws(SessionError) {
    var seen: Set<String> = []
    let engine = state.engine
    let parentChain = [parent] + engine.ancestorNames(of: ItemID(parent)).map(\.name)
    for view in stack.views {
      if view.value == stack.name.value {
        throw SessionError(.stack(.arrangesItself(stack: view.value)), at: view.range)
      }
      let name = try existingView(view)
      if !seen.insert(name).inserted {
        throw SessionError(.stack(.listedTwice(name)), at: view.range)
      }
      if let other = engine.stack(arranging: ItemID(name)) {
        throw SessionError(.stack(.alreadyArranged(name, stack: other.name)), at: view.range)
      }
      if parentChain.contains(name) {
        throw SessionError(.stack(.containsStack(name, stack: stack.name.value)), at: view.range)
      }
    }
  }
}
