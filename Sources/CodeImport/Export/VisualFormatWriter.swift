import Layout

/// The VFL export: per container and axis, the chains of views that Visual Format Language says
/// (`H:|-16-[title(>=44)]-8-[badge(==title)]-16-|`), each line checked by parsing it with lyt's own
/// VFL reader and comparing the constraints it makes with the ones it stands for; a line that
/// would mean anything else is not printed. What no line says is listed below in lyt's syntax.
struct VisualFormatWriter {
  /// The model.
  let model: ExportModel
  /// The engine, whose VFL reader checks every line.
  let engine: LayoutEngine

  /// The lines, and how many constraints no VFL line says.
  ///
  /// - Complexity: O(v + c·log c) for v views and c constraints, plus the lines' checks.
  func lines() -> (text: [String], unexpressed: Int) {
    let viewNames = Set(model.views.filter { $0.kind.isView }.map(\.name))
    var children: [String: [String]] = [:]
    var parents: [String: String] = [:]
    for view in model.views {
      guard let parent = view.parent else { continue }
      parents[view.name] = parent
      if view.kind.isView { children[parent, default: []].append(view.name) }
    }
    // Each constraint goes to the containers of its items: the only lines that can say it.
    var candidates: [String: [LayoutConstraint]] = [:]
    for entry in model.constraints where entry.isActive && !entry.isBroken {
      let items = entry.constraint.items.compactMap { parents[$0] }
      for container in Set(items) { candidates[container, default: []].append(entry.constraint) }
    }
    var said = Set<String>()
    var text: [String] = []
    for container in model.views where container.kind.isView {
      guard let members = children[container.name], let constraints = candidates[container.name] else { continue }
      var lines: [String] = []
      for axis in [Axis.horizontal, .vertical] {
        var atoms = VisualFormatAtoms(container: container.name, axis: axis, members: Set(members), views: viewNames)
        for constraint in constraints { atoms.take(constraint) }
        for chain in atoms.chains(order: members) {
          guard let line = checked(chain) else { continue }
          lines.append(line.text)
          said.formUnion(line.ids)
        }
      }
      if !lines.isEmpty { text += ["// in \(container.name):"] + lines }
    }
    let rest = model.constraints.filter { !said.contains($0.constraint.id) }
    if !rest.isEmpty {
      // A blank line between the VFL lines and the rest, none under the header.
      text += (text.isEmpty ? [] : [""]) + ["// Not in a VFL line, in lyt's syntax:"]
      text += rest.map { "// \($0.constraint)" + ($0.isActive ? "" : " (inactive)") + "  [\($0.constraint.id)]" }
    }
    return (text, rest.count)
  }

  /// A line's text and the ids of the constraints it says.
  private struct Line {
    var text: String
    var ids: [String]
  }

  /// The line for a chain, when lyt's VFL reader makes exactly the chain's constraints of it.
  private func checked(_ chain: VisualChain) -> Line? {
    let text = chain.text
    guard let made = try? engine.visualFormatConstraints(text) else { return nil }
    let expected = chain.constraints.map { VisualChain.key(of: $0) }.sorted()
    guard made.map({ VisualChain.key(of: $0.constraint) }).sorted() == expected else { return nil }
    return Line(text: text, ids: chain.constraints.map(\.id))
  }
}
