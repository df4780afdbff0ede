import Cassowary
import XcodeLog

/// The lyt commands that rebuild one Xcode log in a session (`import log`): a root view
/// `log_window` for objects whose superview the log does not name, a view per view, a guide per
/// layout guide, and `kN: EXPR` per listed constraint — the framework's first, then the app's,
/// the one UIKit broke last — so that the engine breaks what UIKit broke. Margin attributes use the views' margins (default 8) unless the log pins
/// a margins guide, whose edges they then name.
struct LogImportScript {
  /// One generated command with the constraint id it adds, if any.
  struct Line {
    var text: String
    var constraintID: String?
  }

  /// The commands, in order.
  private(set) var lines: [Line] = []
  /// The name of the root view.
  private(set) var rootName = "log_window"
  /// Counts for the response.
  private(set) var viewCount = 0
  /// Counts for the response.
  private(set) var guideCount = 0
  /// The views and guides it adds, root first.
  private(set) var itemNames: [String] = []

  init(_ system: LogSystem) {
    let names = Set(system.objects.map(\.name))
    var counter = 2
    while names.contains(rootName) {
      rootName = "log_window_\(counter)"
      counter += 1
    }
    lines.append(Line(text: "add view \(rootName)"))
    itemNames.append(rootName)
    let imported = system.objects.filter { $0.reference != nil }
    let importedNames = Set(imported.map(\.name))
    var added: Set<String> = [rootName]
    var pending = imported
    while !pending.isEmpty {
      let before = pending.count
      pending.removeAll { object in
        let parent = object.parent.flatMap { importedNames.contains($0) ? $0 : nil } ?? rootName
        guard added.contains(parent) else { return false }
        if object.isGuide {
          lines.append(Line(text: "add guide \(object.name) in \(parent)"))
          guideCount += 1
        } else {
          lines.append(Line(text: "add view \(object.name) in \(parent)"))
          viewCount += 1
        }
        added.insert(object.name)
        itemNames.append(object.name)
        return true
      }
      if pending.count == before {
        // A cycle in the parents the log implies: put the rest under the root.
        for object in pending { pending.removeAll { $0.name == object.name } }
        for object in imported where !added.contains(object.name) {
          lines.append(Line(text: "add \(object.isGuide ? "guide" : "view") \(object.name) in \(rootName)"))
          added.insert(object.name)
          itemNames.append(object.name)
        }
      }
    }
    let marginsGuides = Dictionary(
      system.objects.compactMap { object in object.reference == nil ? nil : object.marginsOf.map { ($0, object.name) }
      },
      uniquingKeysWith: { first, _ in first })
    // The framework's constraints first (a container's size is imposed, never broken), then the
    // app's, the one UIKit broke last so that the engine breaks it too.
    var constraints = system.listed.filter { $0.owner != .app } + system.listed.filter { $0.owner == .app }
    if let broken = system.brokenByUIKit, let index = constraints.firstIndex(where: { $0.id == broken }) {
      constraints.append(constraints.remove(at: index))
    }
    for constraint in constraints {
      guard let description = constraint.description else { continue }
      let text = expression(description, system: system, marginsGuides: marginsGuides)
      lines.append(Line(text: "add constraint \(constraint.id): \(text)", constraintID: constraint.id))
    }
  }

  /// `A.attr REL [m *] B.attr [± c] [@P]` in lyt's syntax.
  private func expression(
    _ description: ConstraintDescription, system: LogSystem, marginsGuides: [String: String]
  ) -> String {
    var text = anchor(description.first, system: system, marginsGuides: marginsGuides)
    text += " \(description.relation.rawValue) "
    if let second = description.second {
      if description.multiplier != 1 { text += "\(NumberText.format(description.multiplier)) * " }
      text += anchor(second, system: system, marginsGuides: marginsGuides)
      text += constantSuffix(description.constant)
    } else if description.first.attribute.isDimension {
      text += NumberText.format(description.constant)
    } else {
      // A location equal to a constant is measured from the superview (autoresizing constraints).
      let firstName = system.objectName(description.first.object)
      let parent = system.objects.first { $0.name == firstName }?.parent
      let origin = description.superview.flatMap { system.objectName($0) } ?? parent ?? rootName
      text += "\(origin).\(description.first.attribute.isHorizontal ? "left" : "top")"
      text += constantSuffix(description.constant)
    }
    if description.priority < 1000 { text += " @\(NumberText.format(description.priority))" }
    return text
  }

  private func anchor(_ anchor: LogAnchor, system: LogSystem, marginsGuides: [String: String]) -> String {
    let name = system.objectName(anchor.object) ?? rootName
    if let edge = anchor.attribute.marginEdge, let guide = marginsGuides[name] {
      return "\(guide).\(edge.rawValue)"
    }
    return "\(name).\(anchor.attribute.rawValue)"
  }

  private func constantSuffix(_ constant: Double) -> String {
    constant == 0 ? "" : (constant < 0 ? " - " : " + ") + NumberText.format(abs(constant))
  }
}
