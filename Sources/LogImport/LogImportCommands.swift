import CommandLanguage
import Layout
import Script
import XcodeLog

/// The commands that rebuild one Xcode log in a session (`import log`), made from the log's
/// parsed descriptions as commands, not as text: a root view `log_window` for objects whose
/// superview the log does not name, a view per view, a guide per layout guide, and `kN: EXPR` per
/// listed constraint — the framework's first, then the app's, the one UIKit broke last — so that
/// the engine breaks what UIKit broke. Margin attributes use the views' margins (default 8) unless
/// the log pins a margins guide, whose edges they then name.
struct LogImportCommands {
  /// The commands, in order.
  private(set) var steps: [ImportedLog.Step] = []
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
    steps.append(ImportedLog.Step(.addView(AddView(name: Self.name(rootName)))))
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
        steps.append(ImportedLog.Step(Self.add(object.name, isGuide: object.isGuide, in: parent)))
        if object.isGuide { guideCount += 1 } else { viewCount += 1 }
        added.insert(object.name)
        itemNames.append(object.name)
        return true
      }
      if pending.count == before {
        // A cycle in the parents the log implies: put the rest under the root.
        for object in pending { pending.removeAll { $0.name == object.name } }
        for object in imported where !added.contains(object.name) {
          steps.append(ImportedLog.Step(Self.add(object.name, isGuide: object.isGuide, in: rootName)))
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
      let definition = ConstraintDefinition(
        name: Self.name(constraint.id),
        expression: expression(description, system: system, marginsGuides: marginsGuides))
      steps.append(ImportedLog.Step(.addConstraint(definition), constraintID: constraint.id))
    }
  }

  /// A name that no source text spelled.
  private static func name(_ text: String) -> Name { Name(text, at: nowhere) }

  /// `add view NAME in PARENT` or `add guide NAME in PARENT`.
  private static func add(_ name: String, isGuide: Bool, in parent: String) -> Command {
    isGuide
      ? .addGuide(name: Self.name(name), parent: Self.name(parent))
      : .addView(AddView(name: Self.name(name), parent: Self.name(parent)))
  }

  /// `A.attr REL [m *] B.attr [± c] [@P]`. The log's reader has checked that the numbers are
  /// finite and the priority is in (0, 1000], as the parser does for a typed constraint.
  private func expression(
    _ description: ConstraintDescription, system: LogSystem, marginsGuides: [String: String]
  ) -> ConstraintExpression {
    let first = anchor(description.first, system: system, marginsGuides: marginsGuides)
    let relation = Located(description.relation, at: nowhere)
    let priority =
      description.priority < 1000 ? Located(PriorityLiteral.number(description.priority), at: nowhere) : nil
    if let second = description.second {
      return ConstraintExpression(
        first: first, relation: relation, second: anchor(second, system: system, marginsGuides: marginsGuides),
        multiplier: description.multiplier, constant: description.constant, priority: priority)
    }
    if description.first.attribute.isDimension {
      return ConstraintExpression(first: first, relation: relation, constant: description.constant, priority: priority)
    }
    // A location equal to a constant is measured from the superview (autoresizing constraints).
    let firstName = system.objectName(description.first.object)
    let parent = system.objects.first { $0.name == firstName }?.parent
    let origin = description.superview.flatMap { system.objectName($0) } ?? parent ?? rootName
    let edge: Attribute = description.first.attribute.isHorizontal ? .left : .top
    return ConstraintExpression(
      first: first, relation: relation, second: Self.reference(origin, edge), constant: description.constant,
      priority: priority)
  }

  private func anchor(
    _ anchor: LogAnchor, system: LogSystem, marginsGuides: [String: String]
  ) -> AttributeReference {
    let name = system.objectName(anchor.object) ?? rootName
    if let edge = anchor.attribute.marginEdge, let guide = marginsGuides[name] {
      return Self.reference(guide, edge)
    }
    return Self.reference(name, anchor.attribute)
  }

  /// `item.attribute`.
  private static func reference(_ item: String, _ attribute: Attribute) -> AttributeReference {
    AttributeReference(item: ItemPath([name(item)]), attribute: Located(attribute, at: nowhere))
  }
}
