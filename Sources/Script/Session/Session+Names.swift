import CommandLanguage
import Layout

extension Session: NameResolver {
  /// The names the session knows, for did-you-mean suggestions and completion.
  public func knownNames(of kind: NameKind) -> [String] {
    let items = state.engine.items
    switch kind {
    case .view: return items.filter { $0.kind.isView }.map(\.name)
    case .guide: return items.filter { !$0.kind.isView }.map(\.name)
    case .item: return items.map(\.name)
    case .constraint: return state.engine.constraints.map(\.id.name)
    case .metric: return state.metrics.keys.sorted()
    }
  }

  /// The name of an existing view or guide, or an `unknown view` error with a suggestion.
  func existingItem(_ path: ItemPath) throws(SessionError) -> String {
    let name = path.description
    if state.engine.item(named: ItemID(name)) != nil { return name }
    let known = knownNames(of: .item)
    let suggestion = Suggestions.nearest(to: name, in: known)
    let isGuide =
      path.components.count > 1 || suggestion.map { state.engine.item(named: ItemID($0))?.kind.isView == false } == true
    throw unknownName(name, kind: isGuide ? .guide : .view, suggestion: suggestion, at: path.range)
  }

  /// The name of an existing view (not a guide), or an `unknown view` error with a suggestion.
  func existingView(_ name: Name) throws(SessionError) -> String {
    if let item = state.engine.item(named: ItemID(name.value)) {
      guard item.kind.isView else {
        throw SessionError(.name(.guideNotView(name.value)), at: name.range)
      }
      return name.value
    }
    let suggestion = Suggestions.nearest(to: name.value, in: knownNames(of: .view))
    throw unknownName(name.value, kind: .view, suggestion: suggestion, at: name.range)
  }

  /// The id of an existing constraint, or an `unknown constraint` error with a suggestion.
  func existingConstraint(_ id: Name) throws(SessionError) -> String {
    if state.engine.constraint(ConstraintID(id.value)) != nil { return id.value }
    let suggestion = Suggestions.nearest(to: id.value, in: knownNames(of: .constraint))
    throw unknownName(id.value, kind: .constraint, suggestion: suggestion, at: id.range)
  }

  private func unknownName(_ name: String, kind: NameKind, suggestion: String?, at range: SourceRange?)
    -> SessionError
  {
    SessionError(.name(.unknown(kind, name: name, suggestion: suggestion)), at: range ?? nowhere)
  }
}

/// A placeholder range for the rare name without a position.
package let nowhere = SourceRange(at: SourceLocation(file: "", line: 0, column: 0, offset: 0))
