import Script
import XcodeLog

// The fixes of `lyt explain-log`: the log imported into a fresh session, exactly as `import log`
// does, and the broken constraint's checked fixes — so both give the same advice — with each
// fix said as the change to make in the app's code.

extension Session {
  /// The checked fixes of a log's conflict, changing only the app's constraints: the log rebuilt
  /// in a new session (views named readably, constraints `k1…`, the framework's marked as
  /// theirs), then ``fixes(for:)`` of the constraint that broke (the one UIKit broke when the
  /// rebuilt layout breaks it too). Empty when nothing breaks.
  public static func fixes(forLog system: LogSystem) -> [LogFix] {
    guard !system.listed.isEmpty else { return [] }
    var session = Session(logImporter: XcodeLogImporter())
    _ = session.replay(XcodeLogImporter.imported(system))
    let broken = session.engine.constraints.filter { $0.status == .broken }.map(\.id.name)
    guard let id = broken.first(where: { $0 == system.brokenByUIKit }) ?? broken.first else { return [] }
    return session.fixes(for: .broken(id)).map { fix in
      LogFix(command: fix.line, effect: FixText.effect(fix.effect), inCode: inCode(fix.action, system: system))
    }
  }

  /// A fix as the change to make in the app's code, naming the constraint as the log printed it
  /// and the line SnapKit printed when it did.
  static func inCode(_ action: FixAction, system: LogSystem) -> String {
    func named(_ id: String) -> String {
      guard let constraint = system.constraint(id) else { return id }
      return "\(id) (\(constraint.readable)" + (constraint.description?.source.map { ", \($0)" } ?? "") + ")"
    }
    switch action {
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
      return "change the constant of \(named(id)) to \(Display.number(constant))"
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
    return "\(type)(\(Display.priority(priority)))"
  }
}
