import CommandLanguage
import Layout

extension Session {
  /// `distribute`: the views' constraints (Masonry's or PureLayout's), added as one step and
  /// returned in order. Ids are `distribute.VIEW.ATTR` (`.2`, `.3`, … when taken).
  mutating func distribute(_ command: Distribute, at range: SourceRange) throws(SessionError) -> [Confirmation] {
    guard let first = command.views.first, command.views.count >= 2 else {
      throw SessionError(.distribute(.tooFewViews), at: range)
    }
    var seen: Set<String> = []
    for view in command.views {
      _ = try existingView(view)
      guard seen.insert(view.value).inserted else {
        throw SessionError(.distribute(.listedTwice(view.value)), at: view.range)
      }
    }
    guard let superview = state.engine.item(named: ItemID(first.value))?.parent else {
      throw SessionError(.distribute(.noSuperview(first.value)), at: first.range)
    }
    for view in command.views where state.engine.item(named: ItemID(view.value))?.parent != superview {
      throw SessionError(.distribute(.notInSuperview(view.value, superview: superview)), at: view.range)
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
        throw SessionError(.distribute(.centersWithLeadOrTail), at: range)
      }
      return .centers(itemLength: length, inset: centers == .inset)
    case (.spacing, _?):
      throw SessionError(.distribute(.centersWithoutItemLength), at: range)
    }
  }
}
