import Cassowary
import Layout

/// What one statement of pasted or imported code did to the session, and the line of the code
/// it is on (``ConfirmationText`` writes `set constant top 40 (line 9)`).
package struct CodeStep: Equatable, Sendable {
  /// What the statement did.
  package var event: Event
  /// The statement's line in a block or file; nil for a single pasted line, and for what the
  /// code implies rather than says (the root it calls `view`, a view it uses before making it).
  package var line: Int?

  /// A step.
  package init(_ event: Event, line: Int?) {
    self.event = event
    self.line = line
  }

  /// What a statement of code can do.
  package enum Event: Equatable, Sendable {
    /// A constraint added (`added c1: a.top == b.top`), with the description Apple's code (or
    /// the library's) would print for it.
    case added(AppleDescription)
    /// A constraint the library's `remakeConstraints` or `removeConstraints()` took away:
    /// deactivated when the code holds it by a name, otherwise removed.
    case removed(LayoutConstraint, deactivated: Bool)
    /// `c.isActive = …`, `activate([c])`.
    case setActive(id: String, active: Bool)
    /// A constant changed (`c.constant = 40`, an update of SnapKit or Masonry).
    case setConstant(id: String, value: Double)
    /// A priority changed.
    case setPriority(id: String, priority: Priority)
    /// A priority SnapKit's `update(priority:)` leaves as it is: it changes only one below
    /// required to another below required.
    case keptPriority(id: String, priority: Priority)
    /// Content hugging (`hugging` true) or compression resistance set on a view.
    case setContentPriority(view: String, hugging: Bool, axis: Axis, priority: Priority)
    /// `v.layoutMargins = …`.
    case setMargins(view: String, insets: EdgeInsets)
    /// A number the code names (`let x = 1`), now a metric.
    case metric(name: String, value: Double)
    /// A statement lyt reads but that changes nothing, with the code and why.
    case skipped(code: String, reason: SkipReason)
    /// An animation block's changes, applied at once.
    case animationApplied
    /// A view, guide or scroll view made in `parent` (`addSubview`, or a name first used).
    case made(String, kind: ItemKind, parent: String)
    /// The one root view, taken for the code's `view`.
    case rootIsView(String)
    /// A root view named `view` made for the code's `view` (there was none).
    case madeRootView
    /// A view now translating its autoresizing mask, from `frame` (its frame in its parent,
    /// when known), into the constraints `into`.
    case translates(view: String, mask: AutoresizingMask, frame: Rect?, into: [String])
    /// A view that stopped translating its autoresizing mask.
    case stoppedTranslating(view: String)
    /// A view given a frame or mask but never added to a superview: nothing applied.
    case neverPlaced(view: String)
    /// The code read but nothing applied: how many statements it held.
    case nothingToApply(statements: Int)
  }

  /// Why a statement changes nothing.
  package enum SkipReason: Equatable, Sendable {
    /// A property or message with no effect on the layout (`label.text = …`).
    case noLayoutEffect
    /// A frame set on a view that does not translate its autoresizing mask.
    case frameOfConstrainedView
    /// A SnapKit line without a relation.
    case noRelation
  }
}
