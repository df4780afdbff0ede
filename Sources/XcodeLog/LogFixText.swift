import Cassowary
import Layout

/// The words of a ``LogFix``'s change in the app's code, here and nowhere else: what
/// `lyt explain-log` prints after `in code:` (text) and as `in_code` (JSON).
public enum LogFixText {
  /// The change as the app's code makes it, naming each constraint as `system`'s log printed it
  /// and the line SnapKit printed when it did: `set the priority of k2 (UIView_6ee0.height == 80)
  /// to UILayoutPriority(999)`.
  public static func inCode(_ change: FixAction, in system: LogSystem) -> String {
    func named(_ id: String) -> String {
      guard let constraint = system.constraint(id) else { return id }
      return "\(id) (\(constraint.readable)" + (constraint.description?.source.map { ", \($0)" } ?? "") + ")"
    }
    switch change {
    case .lowerPriority(let ids, let priority):
      return "set the priority of " + ids.map(named).joined(separator: " and ") + " to "
        + priorityValue(priority, on: system.platform) + ", before activating it (a required constraint's "
        + "priority cannot change while it is active)"
    case .setPriority(let id, let priority):
      return "set the priority of \(named(id)) to \(priorityValue(priority, on: system.platform))"
    case .setRelation(let id, let relation):
      let word = relation == .lessThanOrEqual ? "lessThanOrEqualTo" : "greaterThanOrEqualTo"
      return "make \(named(id)) \(relation.rawValue) instead of == (\(word))"
    case .setConstant(let id, let constant):
      return "change the constant of \(named(id)) to \(NumberText.text(constant, .display))"
    case .deactivate(let id):
      return "remove \(named(id)) (isActive = false)"
    case .setContentPriority(let view, let axis, let hugging, let priority):
      let method = hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
      return "\(view).\(method)(\(priorityValue(priority, on: system.platform)), for: "
        + (axis == .horizontal ? ".horizontal)" : ".vertical)")
    case .add(let expression):
      return "add \(expression)"
    case .stopTranslating(let view):
      return "set \(view).translatesAutoresizingMaskIntoConstraints = false, and constrain its position and size"
    }
  }

  /// `UILayoutPriority(999)`, or AppKit's `NSLayoutConstraint.Priority(999)`.
  private static func priorityValue(_ priority: Double, on platform: LogPlatform) -> String {
    let type = platform == .appkit ? "NSLayoutConstraint.Priority" : "UILayoutPriority"
    return "\(type)(\(NumberText.text(priority, .exact)))"
  }
}
