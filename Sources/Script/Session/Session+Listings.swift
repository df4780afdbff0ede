import Cassowary
import CommandLanguage
import Layout

// The listings: `show` (frames: ``FrameListing``), `constraints` (ids, equations, priorities,
// statuses and violations: ``ConstraintListing``) and `help` (the command reference).

extension Session {
  /// `help [TOPIC]`: the command reference, or one topic of it, wrapped to the terminal.
  func help(_ topic: Name?) -> Response {
    Response(plain: HelpText.lines(topic: topic?.value, width: terminalColumns))
  }

  /// `show [VIEW…]`: each item's frame relative to its parent and its absolute frame (and a
  /// scroll view's content size, a stack view's arrangement); without names, every view and
  /// user guide (``FrameListing``).
  ///
  /// - Throws: ``SessionError`` when a view does not exist.
  func frameListing(_ paths: [ItemPath]) throws(SessionError) -> FrameListing {
    let engine = state.engine
    var names: [String] = []
    for path in paths { names.append(try existingItem(path)) }
    if paths.isEmpty { names = engine.items.filter { !$0.kind.isSystemGuide }.map(\.name) }
    return FrameListing(rows: names.compactMap { row(of: $0, in: engine) })
  }

  /// An item's row in `show`; nil when its frame cannot be read.
  private func row(of name: String, in engine: LayoutEngine) -> FrameListing.Row? {
    guard let item = engine.item(named: ItemID(name)), let relative = try? engine.relativeFrame(of: ItemID(name)),
      let absolute = try? engine.frame(of: ItemID(name))
    else { return nil }
    var row = FrameListing.Row(
      item: name, frame: relative, parent: item.parent, absolute: absolute, content: nil, stack: nil,
      isHidden: item.isHidden)
    if item.kind == .scrollView, let size = try? engine.contentSize(of: ItemID(name)) {
      let open = (try? engine.ambiguousComponents(of: [ItemID("\(name).contentGuide")]))?.isEmpty == false
      row.content = FrameListing.Row.Content(size: size, isAmbiguous: open)
    }
    if let stack = engine.stackView(named: ItemID(name)) {
      row.stack = FrameListing.Row.Stack(configuration: stack.configuration, arrangedViews: stack.arrangedViews)
    }
    return row
  }

  /// `constraints [VIEW]`: every constraint, or those involving one view, with its status and,
  /// when it does not hold, by how much and why (``ConstraintListing``).
  ///
  /// - Throws: ``SessionError`` when the view does not exist.
  func constraintListing(_ path: ItemPath?) throws(SessionError) -> ConstraintListing {
    let engine = state.engine
    let infos =
      try path.map { (path) throws(SessionError) in engine.constraints(involving: try ItemID(existingItem(path))) }
      ?? engine.constraints
    let violated = infos.filter { $0.status == .active && !$0.holds }.map(\.id)
    explanations.prefetchLosses(of: violated, in: engine)
    return ConstraintListing(rows: infos.map { row($0, in: engine) })
  }

  /// A constraint's row in `constraints`.
  private func row(_ info: ConstraintInfo, in engine: LayoutEngine) -> ConstraintListing.Row {
    var mask: AutoresizingMask?
    if case .autoresizing = info.origin {
      mask = engine.item(named: ItemID(info.constraint.first.item))?.autoresizingMask
    }
    return ConstraintListing.Row(
      constraint: info.constraint, priorities: ConstraintPriorities(info), status: info.status, origin: info.origin,
      owner: info.owner, autoresizingMask: mask, state: state(of: info, in: engine))
  }

  /// Whether `info` holds, and if not what stands in its way.
  private func state(of info: ConstraintInfo, in engine: LayoutEngine) -> ConstraintListing.Row.State {
    switch info.status {
    case .broken:
      return .broken(others: info.conflict?.constraints.compactMap(\.name).filter { $0 != info.id.name } ?? [])
    case .active where !info.holds:
      return .violated(
        by: info.violation ?? 0, side: ViolatedConstraint.side(of: info), loss: loss(of: info.id, in: engine))
    case .inactive:
      guard let violation = info.violation, violation > Tolerance.report else { return .holds }
      return .wouldBeViolated(by: violation)
    default:
      return .holds
    }
  }
}
