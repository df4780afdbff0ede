import Cassowary
import CodeImport
import CommandLanguage
import Layout

/// A constraint that SnapKit, Masonry or PureLayout code made.
package struct LibraryConstraint: Hashable, Sendable {
  /// The library.
  var library: CodeLibrary
  /// Whether the code holds it by a name (`let c = ….constraint`, a label): `remakeConstraints`
  /// then deactivates it instead of removing it, so the name still works.
  var held: Bool
  /// The file and line of the code that made it, as SnapKit's descriptions print them.
  var file: String
  var line: Int
}

extension Session {
  /// The active constraints `library` made with `view` as first item, in the order they were
  /// added: the ones SnapKit's `updateConstraints` and `remakeConstraints` look at (SnapKit keeps
  /// them on the view; Masonry finds its own among the installed ones).
  private func activeLibraryConstraints(of view: String, _ library: CodeLibrary) -> [LayoutConstraint] {
    state.engine.constraints.compactMap { info in
      guard info.status != .inactive, info.constraint.first.item == view,
        state.libraryConstraints[info.id.name]?.library == library
      else { return nil }
      return info.constraint
    }
  }

  /// SnapKit's `c.update(offset:)` / `update(inset:)` and Masonry's `c.offset = …`: the constant
  /// follows from the value by the rules of the library that made `id`.
  mutating func updateConstant(_ id: String, _ value: CodeConstant, at range: CodeRange, in run: inout CodeRun)
    throws(SessionError)
  {
    let name = try existingConstraint(Name(id, at: run.range(range)))
    guard let constraint = state.engine.constraint(ConstraintID(name))?.constraint else { return }
    let library = state.libraryConstraints[name]?.library
    // SnapKit reads the value for the second attribute (its first when there is none); Masonry
    // for the first.
    let attribute =
      library == .snapKit
      ? constraint.effectiveSecond?.attribute ?? constraint.first.attribute : constraint.first.attribute
    guard let constant = value.value(for: attribute, in: library ?? .pureLayout) else { return }
    try perform(at: run.range(range)) { (engine) throws(LayoutError) in
      try engine.setConstant(constant, of: ConstraintID(name))
    }
    run.say(.setConstant(id: id, value: constant), at: range)
  }

  /// SnapKit's `c.update(priority:)`: SnapKit changes a priority only from optional to
  /// optional, and leaves a required one (or a change to required) as it is, silently; lyt says so.
  mutating func updatePriority(_ id: String, _ priority: Priority, at range: CodeRange, in run: inout CodeRun)
    throws(SessionError)
  {
    let name = try existingConstraint(Name(id, at: run.range(range)))
    guard let current = state.engine.constraint(ConstraintID(name))?.constraint.priority else { return }
    guard current < .required && priority < .required else {
      run.say(.keptPriority(id: id, priority: current), at: range)
      return
    }
    try perform(at: run.range(range)) { (engine) throws(LayoutError) in
      try engine.setPriority(priority, of: ConstraintID(name))
    }
    run.say(.setPriority(id: id, priority: priority), at: range)
  }

  /// `remakeConstraints` and `removeConstraints()`: the view's active constraints of the library
  /// go; those the code holds by a name are deactivated, the others removed.
  mutating func removeLibraryConstraints(
    of owner: CodeItem, _ library: CodeLibrary, at range: CodeRange, in run: inout CodeRun
  ) throws(SessionError) {
    let view = try resolve(owner, in: &run)
    for constraint in activeLibraryConstraints(of: view, library) {
      let held = state.libraryConstraints[constraint.id]?.held ?? false
      try perform(at: run.range(range)) { (engine) throws(LayoutError) in
        held ? try engine.deactivate(ConstraintID(constraint.id)) : try engine.remove(ConstraintID(constraint.id))
      }
      if !held { state.libraryConstraints[constraint.id] = nil }
      run.say(.removed(constraint, deactivated: held), at: range)
    }
  }

  /// `updateConstraints` / `mas_updateConstraints`: each constraint that matches an active one of
  /// the library (same items, attributes, relation, multiplier and priority) changes that one's
  /// constant. What matches nothing is added by Masonry, and by SnapKit when the view has none of
  /// its constraints yet; otherwise SnapKit stops with a fatal error, which lyt reports at the
  /// line with what differs.
  mutating func updateLibraryConstraints(
    of owner: CodeItem, _ library: CodeLibrary, _ constraints: [CodeConstraint], at range: CodeRange,
    in run: inout CodeRun
  ) throws(SessionError) {
    let view = try resolve(owner, in: &run)
    let makes = library == .snapKit && activeLibraryConstraints(of: view, library).isEmpty
    for code in constraints {
      let wanted = try layoutConstraint(code, id: nil, in: &run)
      let existing = activeLibraryConstraints(of: view, library)
      // Masonry looks from the newest installed constraint back; SnapKit from the oldest.
      let match =
        library == .masonry ? existing.last { Self.matches($0, wanted) } : existing.first { Self.matches($0, wanted) }
      if let match {
        guard match.constant != wanted.constant else { continue }
        try perform(at: run.range(code.range)) { (engine) throws(LayoutError) in
          try engine.setConstant(wanted.constant, of: ConstraintID(match.id))
        }
        run.say(.setConstant(id: match.id, value: wanted.constant), at: code.range)
      } else if makes || library != .snapKit {
        try add(code, id: nil, active: true, in: &run)
      } else {
        throw noMatch(for: wanted, among: existing, at: run.range(code.range))
      }
    }
  }

  /// SnapKit's and Masonry's test: everything but the constant is the same.
  private static func matches(_ existing: LayoutConstraint, _ wanted: LayoutConstraint) -> Bool {
    existing.first == wanted.first && existing.second == wanted.second && existing.relation == wanted.relation
      && existing.multiplier == wanted.multiplier && existing.priority == wanted.priority
  }

  /// The error for an update SnapKit finds nothing to apply to, naming what differs from the
  /// nearest constraint on the same anchors.
  private func noMatch(for wanted: LayoutConstraint, among existing: [LayoutConstraint], at range: SourceRange)
    -> SessionError
  {
    let nearest = existing.first { $0.first == wanted.first && $0.second == wanted.second }
    return SessionError(.code(.noSnapKitMatch(wanted, nearest: nearest)), at: range)
  }
}
