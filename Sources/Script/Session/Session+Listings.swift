import Cassowary
import CommandLanguage
import Layout

// The listings: `show` (frames), `constraints` (ids, equations, priorities, statuses and
// violations) and `help` (the command reference).

extension Session {
  /// `help [TOPIC]`: the command reference, or one topic of it, wrapped to the terminal.
  func help(_ topic: Name?) -> Response {
    let text =
      CommandReference.helpText(topic: topic?.value, width: terminalColumns) ?? "no help on '\(topic?.value ?? "")'"
    return Response(plain: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// `show [VIEW…]`: one line per item with its frame relative to its parent and its absolute
  /// frame (and a scroll view's content size); without names, every view and user guide.
  func show(_ paths: [ItemPath]) throws(SessionError) -> [String] {
    let engine = state.engine
    var names: [String] = []
    for path in paths { names.append(try existingItem(path)) }
    if paths.isEmpty { names = engine.items.filter { !$0.kind.isSystemGuide }.map(\.name) }
    if names.isEmpty { return ["no views"] }
    var rows: [[String]] = []
    for name in names {
      guard let item = engine.item(named: name), let relative = try? engine.relativeFrame(of: name),
        let absolute = try? engine.frame(of: name)
      else { continue }
      var row = [name, Display.rect(relative)]
      if let parent = item.parent { row += ["in \(parent)", "absolute \(Display.rect(absolute))"] }
      if item.kind == .scrollView, let content = try? engine.contentSize(of: name) {
        let open = (try? engine.ambiguousComponents(of: ["\(name).contentGuide"]))?.isEmpty == false
        row.append("content \(content)" + (open ? " (ambiguous: see ambiguity)" : ""))
      }
      row += stackNotes(of: item)
      rows.append(row)
    }
    return Display.columns(rows)
  }

  /// `constraints [VIEW]`: id, text, priority, status and, when it does not hold, by how much.
  func listConstraints(_ path: ItemPath?) throws(SessionError) -> [ResponseLine] {
    let engine = state.engine
    let infos =
      try path.map { (path) throws(SessionError) in engine.constraints(involving: try existingItem(path)) }
      ?? engine.constraints
    if infos.isEmpty { return [ResponseLine("no constraints")] }
    let violated = infos.filter { $0.status == .active && !$0.holds }.map(\.id)
    explanations.prefetchLosses(of: violated, in: engine)
    let rows = infos.map { row($0, in: engine) }
    return zip(Display.columns(rows.map(\.cells)), rows).map { ResponseLine($0, $1.kind) }
  }

  /// A constraint's row in `constraints`, and what it reports: broken, or (would be) violated.
  private func row(_ info: ConstraintInfo, in engine: LayoutEngine) -> (cells: [String], kind: LineKind) {
    var row = [info.id, info.constraint.equation, "@" + Display.priority(info), info.status.rawValue]
    // A log's constraints that are not the app's to change say whose they are.
    if info.origin == .user && info.owner != .app {
      row[3] += info.owner == .system ? " (framework's)" : " (autoresizing mask)"
    }
    if case .autoresizing = info.origin {
      row[3] +=
        " (autoresizing mask"
        + (engine.item(named: info.constraint.first.item)?.autoresizingMask.map {
          " " + $0.notation
        } ?? "") + ")"
    }
    switch info.status {
    case .broken:
      let others = info.conflict?.constraints.compactMap(\.name).filter { $0 != info.id } ?? []
      row.append(others.isEmpty ? "can never hold" : "conflicts with " + others.joined(separator: ", "))
      return (row, .broken)
    case .active where !info.holds:
      let loss = loss(of: info.id, in: engine)
      row.append(Display.violation(info) + (loss.map { ", " + LossText.shortReason($0) } ?? ""))
      return (row, .violated)
    case .inactive:
      guard let violation = info.violation, violation > Tolerance.report else { return (row, .plain) }
      row.append("would be violated by \(Display.number(violation))")
      return (row, .wouldBeViolated)
    default:
      return (row, .plain)
    }
  }
}
