import Cassowary
import CommandLanguage
import Layout

/// A fix to try: the commands, what they change (constraint ids and view names), and the change
/// in the developer's terms.
struct FixCandidate: Equatable {
  /// The commands, in order.
  var commands: [String]
  /// The constraints and views the commands change.
  var touched: [String]
  /// The change.
  var action: FixAction
  /// Whether the fix ranks before every other (``FixCost/isPreferred``).
  var isPreferred = false
}

/// The command shapes fixes are made of, in the command language.
enum FixCommands {
  /// `deactivate c3`.
  static func deactivate(_ id: String) -> FixCandidate {
    FixCandidate(commands: ["deactivate \(id)"], touched: [id], action: .deactivate(id))
  }

  /// `set constant c3 120`.
  static func setConstant(_ id: String, _ constant: Double) -> FixCandidate {
    FixCandidate(
      commands: ["set constant \(id) \(Display.number(constant))"], touched: [id],
      action: .setConstant(id, to: constant))
  }

  /// A new priority for the constraints `ids` (optional ones change in place; required ones,
  /// which UIKit will not change while they are installed, are deactivated first and activated
  /// again): `deactivate c2 c3; set priority c2 999; set priority c3 999; activate c2 c3`.
  static func setPriority(of ids: [String], to priority: Double, in engine: LayoutEngine) -> FixCandidate? {
    guard priority >= 1 && priority <= 999, !ids.isEmpty else { return nil }
    let infos = ids.compactMap { engine.constraint(ConstraintID($0)) }
    guard infos.count == ids.count else { return nil }
    let required = infos.filter { $0.constraint.priority.isRequired && $0.status != .inactive }.map(\.id.name)
    var commands: [String] = []
    if !required.isEmpty { commands.append("deactivate " + required.joined(separator: " ")) }
    commands += ids.map { "set priority \($0) \(Display.priority(priority))" }
    if !required.isEmpty { commands.append("activate " + required.joined(separator: " ")) }
    let action: FixAction =
      required.isEmpty && ids.count == 1 ? .setPriority(ids[0], to: priority) : .lowerPriority(ids, to: priority)
    return FixCandidate(commands: commands, touched: ids, action: action)
  }

  /// The constraint `id` with another relation, under the same id: `remove c3; c3: a.width <= 600`.
  static func setRelation(of id: String, to relation: Relation, in engine: LayoutEngine) -> FixCandidate? {
    guard var constraint = engine.constraint(ConstraintID(id))?.constraint, constraint.relation != relation else {
      return nil
    }
    // A size at least nothing (`a.width >= root.width - 150` in a 100-wide root) says nothing.
    if relation == .greaterThanOrEqual && constraint.first.attribute.isDimension {
      let right = (constraint.effectiveSecond.flatMap { try? engine.value(of: $0) } ?? 0) * constraint.multiplier
      if right + constraint.constant <= 0 { return nil }
    }
    constraint.relation = relation
    return FixCandidate(
      commands: ["remove \(id)", "\(id): \(constraint)"], touched: [id], action: .setRelation(id, to: relation))
  }

  /// A content priority of a view: `set hug label h 249`, `set resist icon h 751`.
  static func setContentPriority(
    of view: String, axis: Axis, hugging: Bool, to priority: Double
  ) -> FixCandidate? {
    guard priority >= 1 && priority <= 999 else { return nil }
    return FixCandidate(
      commands: ["set \(hugging ? "hug" : "resist") \(view) \(axis.spelling) \(Display.priority(priority))"],
      touched: [view], action: .setContentPriority(view: view, axis: axis, hugging: hugging, to: priority))
  }

  /// A new constraint: `card.trailing == root.trailing - 16`.
  static func add(_ expression: String) -> FixCandidate {
    FixCandidate(commands: [expression], touched: [expression], action: .add(expression))
  }

}
