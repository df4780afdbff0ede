import Cassowary
import Layout

/// What a statement of pasted or imported code did (``CodeStep``), as lines, with the code's
/// line after them in blocks and files.
///
/// ```
/// made view label in root (line 3)
/// added top: label.top == root.top + 20 (inactive) (line 6)
///   <NSLayoutConstraint 'top' UIView:label.top == UIView:root.top + 20   (inactive)>
/// skipped `label.text = "hi"`: it does not change the layout (line 13)
/// ```
enum CodeStepText {
  /// The step's lines: one, or two for an added constraint (its Apple description under it).
  static func lines(_ step: CodeStep) -> [String] {
    let suffix = step.line.map { " (line \($0))" } ?? ""
    if case .added(let description) = step.event {
      let constraint = description.constraint
      return [
        "added \(constraint.id): \(constraint)" + (description.active ? "" : " (inactive)") + suffix,
        "  " + AppleDescriptionText.text(description),
      ]
    }
    return [text(step.event) + suffix]
  }

  /// The sentence of an event, without the line.
  private static func text(_ event: CodeStep.Event) -> String {
    switch event {
    case .added(let description): "added \(description.constraint.id): \(description.constraint)"
    case .removed(let constraint, let deactivated):
      "\(deactivated ? "deactivated" : "removed") \(constraint.id): \(constraint)"
    case .setActive(let id, let active): "\(active ? "activated" : "deactivated") \(id)"
    case .setConstant(let id, let value): "set constant \(id) \(NumberText.format(value))"
    case .setPriority(let id, let priority): "set priority \(id) \(NumberText.format(priority.value))"
    case .keptPriority(let id, let priority):
      "kept priority \(id) \(NumberText.format(priority.value)): SnapKit's update(priority:) changes only a "
        + "priority below required to another below required"
    case .setContentPriority(let view, let hugging, let axis, let priority):
      "set \(hugging ? "hug" : "resist") \(view) \(axis.spelling) \(NumberText.format(priority.value))"
    case .setMargins(let view, let insets): "set margins \(view) \(insets)"
    case .metric(let name, let value): "metric \(name) = \(NumberText.format(value))"
    case .skipped(let code, let reason): "skipped `\(code)`: " + skipReason(reason)
    case .animationApplied: "applied the animation's changes at once (`animate` plays a change in steps)"
    case .made(let name, let kind, let parent):
      "made \(kind == .guide ? "guide" : kind == .scrollView ? "scroll view" : "view") \(name) in \(parent)"
    case .rootIsView(let root): "`view` is \(root), the root view"
    case .madeRootView: "made root view view (give it a size: `set size view 390x844`)"
    case .translates(let view, let mask, let frame, let made):
      "\(view) translates its autoresizing mask \(mask.notation)"
        + (frame.map { " from its frame \($0)" } ?? "") + " into \(made.joined(separator: ", "))"
    case .stoppedTranslating(let view): "\(view) no longer translates its autoresizing mask"
    case .neverPlaced(let view):
      "\(view) is never added to a superview here: its frame and autoresizing mask are not applied"
    case .nothingToApply(let statements): "read \(plural(statements, "statement")); nothing to apply"
    }
  }

  /// Why a statement changed nothing.
  private static func skipReason(_ reason: CodeStep.SkipReason) -> String {
    switch reason {
    case .noLayoutEffect: "it does not change the layout"
    case .frameOfConstrainedView: "Auto Layout sets the frame of a view that does not translate its autoresizing mask"
    case .noRelation: "SnapKit makes nothing of a line without a relation"
    }
  }
}
