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
    let before = state.engine.constraints
    let views = stack.views.map(\.value)
    try perform(at: stack.name.range) { (engine) throws(LayoutError) in
      try engine.addStackView(
        ItemID(name), in: ItemID(parent), configuration: configuration, arrangedViews: views.map { ItemID($0) })
    }
    let count = state.engine.stackView(named: ItemID(name))?.constraintIDs.count ?? 0
    let removed = before.filter { state.engine.constraint($0.id) == nil }.map { info in
      let moved = views.first { view in info.constraint.items.contains { $0 == view || $0.hasPrefix(view + ".") } }
      return StackArrangement.Removed(constraint: info.constraint, view: moved)
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
    case (.leading, .horizontal), (.trailing, .horizontal):
      let fitting = written == .leading ? "top" : "bottom"
      throw SessionError.at(
        range, "alignment `\(written.rawValue)` does not fit a horizontal stack",
        hint: "a horizontal stack aligns its views across the axis: use `\(fitting)` "
          + "(UIKit's .\(written.rawValue) and .\(fitting) are the same value)")
    case (.top, .vertical), (.bottom, .vertical):
      let fitting = written == .top ? "leading" : "trailing"
      throw SessionError.at(
        range, "alignment `\(written.rawValue)` does not fit a vertical stack",
        hint: "a vertical stack aligns its views across the axis: use `\(fitting)` "
          + "(UIKit's .\(written.rawValue) and .\(fitting) are the same value)")
    case (.firstBaseline, .vertical), (.lastBaseline, .vertical):
      throw SessionError.at(
        range, "alignment `\(written.rawValue)` does not fit a vertical stack",
        hint: "baseline alignments are for horizontal stacks; use fill, leading, center or trailing")
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
        throw SessionError.at(
          view.range, "the stack view `\(view.value)` cannot arrange itself",
          hint: "list the views it stacks after `views`")
      }
      let name = try existingView(view)
      if !seen.insert(name).inserted {
        throw SessionError.at(view.range, "`\(name)` is listed twice", hint: "a view has one place in a stack")
      }
      if let other = engine.stack(arranging: ItemID(name)) {
        throw SessionError.at(
          view.range, "`\(name)` is already arranged by the stack view `\(other)`",
          hint: "a view can be in one stack only; nest stacks by arranging `\(other)` instead")
      }
      if parentChain.contains(name) {
        throw SessionError.at(
          view.range, "`\(name)` contains the stack view `\(stack.name.value)`, so it cannot be arranged inside it",
          hint: "put the stack in a view that does not contain `\(name)`")
      }
    }
  }
}
