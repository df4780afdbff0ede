import Layout

/// A problem in the file that reading or building worked around: where it is, what it is and
/// what was done, as a typed ``Reason`` (its words: `StoryboardFindingText.problem(_:)`).
public struct ReadingProblem: Equatable, Sendable {
  /// What is wrong and what lyt did about it.
  public enum Reason: Equatable, Sendable {
    /// An element that would be a view has no id (`element` is its name): left out.
    case elementWithoutID(element: String)
    /// A second object with an id already read: left out.
    case duplicateID(String)
    /// An element lyt does not know, read as a plain view.
    case unknownElement(String)
    /// An element inside `<constraints>` that is not a `<constraint>`: left out.
    case notAConstraint(element: String)
    /// A content priority attribute (`horizontalHuggingPriority`) whose text is not a priority
    /// in (0, 1000]; the default `fallback` is used.
    case priorityOutOfRange(attribute: String, text: String, fallback: Int)
    /// A size-class variation lyt does not check (not of width and height classes).
    case variationNotChecked(key: String)
    /// A constraint left out (`id` nil when it has none), and why.
    case constraintLeftOut(id: String?, ConstraintProblem)
    /// A legacy layout guide (`topLayoutGuide`) the engine refused.
    case legacyGuideNotMade(name: String, LayoutError)
    /// Something about one view, named as the outline names it, with its id.
    case view(displayName: String, id: String, ViewProblem)
  }

  /// Why a constraint is left out.
  public enum ConstraintProblem: Equatable, Sendable {
    /// No `id`.
    case noID
    /// No `firstAttribute`.
    case noFirstAttribute
    /// An attribute name Auto Layout does not have.
    case unknownAttribute(String)
    /// A `secondItem` without a `secondAttribute`.
    case secondItemWithoutAttribute
    /// A `secondAttribute` without a `secondItem` (and no `firstItem` to take its place).
    case secondAttributeWithoutItem
    /// A relation other than equal, less or greater than or equal.
    case unknownRelation(String)
    /// A multiplier that is not a number (nor `n:d`).
    case multiplierNotNumber(String)
    /// A constant that is not a number.
    case constantNotNumber(String)
    /// A priority outside (0, 1000].
    case priorityOutOfRange(String)
    /// An item that names a view that could not be laid out.
    case viewNotLaidOut(item: String)
    /// A guide of a view lyt lays out as a plain view, without layout guides.
    case noLayoutGuides(className: String)
    /// An item of another scene.
    case otherScene(item: String, scene: String)
    /// An item that is no view or layout guide of the scene.
    case unknownItem(String)
    /// The engine refused it.
    case refused(LayoutError)
  }

  /// What went wrong with one view while laying the scene out.
  public enum ViewProblem: Equatable, Sendable {
    /// Its frame or its superview's is not stored: its autoresizing mask is left out.
    case frameNotStored
    /// The engine cannot translate its autoresizing mask.
    case maskNotTranslated(LayoutError)
    /// A vertical stack view set to align on baselines: laid out with alignment fill.
    case verticalStackOnBaselines
    /// The engine cannot build the stack view: its views are laid out beside it.
    case stackNotBuilt(LayoutError)
    /// The engine cannot add the view.
    case notLaidOut(LayoutError)
    /// The engine cannot set its sizes, priorities, margins or flags.
    case propertiesNotSet(LayoutError)
  }

  /// What is wrong and what lyt did about it.
  public var reason: Reason
  /// Where.
  public var position: SourcePosition
  /// Whether it may change the verdicts (a dropped constraint) or only informs (an element
  /// lyt reads as a plain view).
  public var isWarning: Bool

  /// A problem at a position.
  public init(_ reason: Reason, at position: SourcePosition, isWarning: Bool) {
    self.reason = reason
    self.position = position
    self.isWarning = isWarning
  }
}
