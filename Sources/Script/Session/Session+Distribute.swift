import CommandLanguage
import Layout

extension Session {
  /// `distribute`: the views' constraints (Masonry's or PureLayout's), added as one step and
  /// returned in order. Ids are `distribute.VIEW.ATTR` (`.2`, `.3`, … when taken).
  mutating func distribute(_ command: Distribute, at range: SourceRange) throws(SessionError) -> [Confirmation] {
    guard let first = command.views.first, command.views.count >= 2 else {
      throw SessionError.at(range, "`distribute` needs at least two views", hint: "name every view in order")
    }
    var seen: Set<String> = []
    for view in command.views {
      _ = try existingView(view)
      guard seen.insert(view.value).inserted else {
        throw SessionError.at(view.range, "`\(view.value)` is listed twice")
      }
    }
    guard let superview = state.engine.item(named: ItemID(first.value))?.parent else {
      throw SessionError.at(first.range, "`\(first.value)` has no superview to distribute in")
    }
    for view in command.views where state.engine.item(named: ItemID(view.value))?.parent != superview {
      throw SessionError.at(
        view.range, "`\(view.value)` is not in `\(superview)`", hint: "distributed views share one superview")
    }
    let form = try distributionForm(command, at: range)
    let distribution = Distribution(
      views: command.views.map(\.value), superview: superview, axis: command.axis, form: form,
      lead: command.lead ?? 0, tail: command.tail ?? 0)
    var ids = GeneratedIDs()
    let constraints = distribution.constraints.map { generated in
      var constraint = generated
      constraint.id = ids.unique(generated.id, in: state.engine)
      return constraint
    }
    return try addGenerated(constraints) { _ in range }
  }

  /// The form the clauses select; `centers` goes with `itemLength` alone.
  private func distributionForm(_ command: Distribute, at range: SourceRange) throws(SessionError)
    -> Distribution.Form
  {
    switch (command.mode, command.centers) {
    case (.spacing(let spacing), nil): return .fixedSpacing(spacing)
    case (.itemLength(let length), nil): return .fixedItemLength(length)
    case (.itemLength(let length), let centers?):
      guard command.lead == nil, command.tail == nil else {
        throw SessionError.at(
          range, "`centers` places the first and last views itself; `lead` and `tail` do not apply",
          hint: "use `centers inset` for equal gaps at both ends")
      }
      return .centers(itemLength: length, inset: centers == .inset)
    case (.spacing, _?):
      throw SessionError.at(
        range, "`centers` needs `itemLength L`", hint: "e.g. `distribute a b c h itemLength 44 centers`")
    }
  }
}
