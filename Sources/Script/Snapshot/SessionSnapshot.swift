import Layout

/// A session at one moment, as plain values: the frames, the constraints with their status, and
/// the explanations lyt computes for its problems (conflicts, violations, ambiguity) with their
/// checked fixes. The JSON document (`lyt run --format json`, docs/CLI.md §5) and the HTML page
/// (docs/PAGES.md) are both rendered from it, so they cannot disagree.
public struct SessionSnapshot: Equatable, Sendable {
  /// Every view and user guide, in the engine's order (system guides left out).
  public var views: [ViewSnapshot]
  /// Every constraint, generated ones included, in order of addition.
  public var constraints: [ConstraintSnapshot]
  /// One entry per broken constraint, in the order of ``constraints``.
  public var conflicts: [ConflictSnapshot]
  /// The ambiguous frame components, named `VIEW.x`, `VIEW.y`, `VIEW.width`, `VIEW.height`.
  public var ambiguous: [String]
  /// One entry per violated optional constraint, in the order of ``constraints``.
  public var violations: [ViolationSnapshot]
  /// One entry per ambiguous item, with the ranges of its components.
  public var ambiguity: [AmbiguitySnapshot]
  /// The number of `expect` commands that passed so far.
  public var expectationsPassed: Int
  /// The number of `expect` commands that failed so far.
  public var expectationsFailed: Int
  /// Every animation that ran so far.
  public var animations: [AnimationRun]
  /// The direction `leading` and `trailing` follow.
  public var direction: LayoutDirection
}

/// A view or user guide and where it is.
public struct ViewSnapshot: Equatable, Sendable {
  /// The item's name.
  public var name: String
  /// What it is (a view, a scroll view, a guide).
  public var kind: ItemKind
  /// The view it is in, or nil for a root.
  public var parent: String?
  /// The frame relative to the parent (a root's is its absolute frame).
  public var frame: Rect
  /// The frame in the root's coordinates.
  public var absolute: Rect
  /// The view's autoresizing mask, when it was given one or a frame (nil: laid out by
  /// constraints alone).
  public var autoresizingMask: AutoresizingMask? = nil
  /// Whether it translates the mask into constraints.
  public var translatesAutoresizingMask = false
  /// Its safe-area insets (`set safeArea`), zero unless set.
  public var safeAreaInsets = EdgeInsets.zero
}

/// A constraint, its status and the values of the two attributes it relates.
public struct ConstraintSnapshot: Equatable, Sendable {
  /// The constraint's id (`c1`, `wide`, `root.size.width`).
  public var id: String
  /// Its canonical spelling (`card.width == 300`).
  public var text: String
  /// Its priority (an intrinsic size gives its hugging priority).
  public var priority: Double
  /// Active, inactive or broken.
  public var status: ConstraintStatus
  /// Whether it holds (for an inactive one, whether it would).
  public var satisfied: Bool
  /// How far it is from holding (0 when it does; nil when it cannot be measured).
  public var violation: Double?
  /// Where it comes from: the user, an intrinsic size, a root's size, a stack view.
  public var origin: ConstraintOrigin
  /// The first attribute and its value in the current layout.
  public var first: AnchorValue
  /// The second attribute and its value, if the constraint has one.
  public var second: AnchorValue?
}

/// One attribute of an item and its value: root coordinates for locations, points for sizes.
public struct AnchorValue: Equatable, Sendable {
  /// The item (`card`, `root.safeArea`).
  public var item: String
  /// The attribute.
  public var attribute: Attribute
  /// Its value in the current layout, or nil when it cannot be evaluated.
  public var value: Double?
}

/// A broken constraint and the smallest set of constraints it conflicts with.
public struct ConflictSnapshot: Equatable, Sendable {
  /// The broken constraint's id.
  public var broken: String
  /// The ids of an irreducible conflicting set, the broken one included.
  public var minimalSet: [String]
  /// How far the broken constraint stays from holding.
  public var gap: Double?
  /// The conflict and its arithmetic (``SnapshotText/explanation(_:)`` writes the lines the
  /// transcript prints).
  public var answer: BrokenAnswer
  /// The checked fixes, or nil past the first ``Session/fixedProblemsPerList`` conflicts.
  public var fixes: [Fix]?

  /// Compares every field, ``answer`` as the lines it is written as when the two differ (an
  /// amount past the printed decimals makes the same entry), so a page writes an entry, or a
  /// state, again only when what it shows changed. A new field must be compared here too.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.broken == rhs.broken && lhs.minimalSet == rhs.minimalSet && lhs.gap == rhs.gap && lhs.fixes == rhs.fixes
      && (lhs.answer == rhs.answer || SnapshotText.explanation(lhs) == SnapshotText.explanation(rhs))
  }
}

/// A violated optional constraint and what it lost to.
public struct ViolationSnapshot: Equatable, Sendable {
  /// How a violated constraint lost (docs/CLI.md §5, `kind`).
  public enum Kind: String, Equatable, Sendable {
    /// Stronger constraints force the violation.
    case forced
    /// Constraints at its own level outweigh it.
    case outvoted
    /// An equally good layout satisfies it: the layout is ambiguous.
    case tie
    /// Tied, but a weaker constraint decides.
    case tieBroken = "tie-broken"
  }

  /// The constraint's id.
  public var id: String
  /// How far it is from holding.
  public var violation: Double?
  /// The priority its violation is weighed at.
  public var priority: Double
  /// The part of the violation that stronger constraints force.
  public var forced: Double
  /// The ids of the constraints it lost to.
  public var lostTo: [String]
  /// How it lost.
  public var kind: Kind
  /// Why it lost, with the priorities of the constraints its sentence names (``LossText``
  /// writes the sentence the transcript prints); nil when it has no loss or it was not worked
  /// out.
  public var loss: ExplainedLoss?
  /// The checked fixes, or nil past the ``Session/fixedProblemsPerList`` most important.
  public var fixes: [Fix]?
  /// Whether ``forced``, ``lostTo``, ``kind`` and ``loss`` were worked out. Only a page's
  /// states leave them out (``SessionSnapshot/Explanations/alreadyKnown``); ``priority`` is then
  /// the constraint's own.
  public var explained = true

  /// Compares every field, ``loss`` as the sentence it is written as when the two differ: two
  /// losses that differ only where the sentence does not say (an amount past the printed
  /// decimals) make the same entry, so a page writes an entry, or a state, again only when what
  /// it shows changed. A new field must be compared here too.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.violation == rhs.violation && lhs.priority == rhs.priority && lhs.forced == rhs.forced
      && lhs.lostTo == rhs.lostTo && lhs.kind == rhs.kind && lhs.fixes == rhs.fixes && lhs.explained == rhs.explained
      && (lhs.loss == rhs.loss || SnapshotText.reason(lhs) == SnapshotText.reason(rhs))
  }
}

/// An ambiguous item: the range of each ambiguous component, and why.
public struct AmbiguitySnapshot: Equatable, Sendable {
  /// One ambiguous component and the values it can take (ends may be infinite).
  public struct Range: Equatable, Sendable {
    /// `x`, `y`, `width` or `height`.
    public var component: String
    /// The smallest value.
    public var lower: Double
    /// The largest value.
    public var upper: Double
    /// The layout at the smallest value: the frames (root coordinates) of the views and user
    /// guides that stand elsewhere there than now, in item order (empty when the current layout
    /// is at that end; see ``Layout/LayoutEngine/rangeEnd(of:sense:probes:)``); nil when the end
    /// is unbounded or could not be measured. The JSON document does not write it; the page
    /// draws it.
    public var lowerLayout: [ItemFrame]? = nil
    /// The layout at the largest value, as ``lowerLayout``.
    public var upperLayout: [ItemFrame]? = nil
  }

  /// Another cause of the item's ambiguity, for some of its components.
  public struct Further: Equatable, Sendable {
    /// The components it is about (`x`, `y`, `width`, `height`).
    public var components: [String]
    /// Why the other layout that moves them is as good.
    public var cause: AmbiguityCause
    /// Whether ``cause`` is a tie between intrinsic sizes only.
    public var isIntrinsicTie: Bool
    /// The checked fixes, nil when not checked.
    public var fixes: [Fix]?
  }

  /// The item's name.
  public var item: String
  /// Its ambiguous components.
  public var ranges: [Range]
  /// An item listed before it whose other layouts move some of its ambiguous components too.
  public struct MovesWith: Equatable, Sendable {
    /// The item, detailed before.
    public var item: String
    /// The components of this item that move with it (`x`, `y`, `width`, `height`).
    public var components: [String]
  }

  /// The item listed before it whose other layouts move it too (`ambiguity`'s "moves with …
  /// (same freedom)"): the components they move have that item's freedom, and ``cause`` and
  /// ``also`` are about the others only. Nil when none does, or when lyt did not look.
  public var movesWith: MovesWith?
  /// What makes it ambiguous, when lyt found a second layout (``AmbiguityText`` writes it).
  public var cause: AmbiguityCause?
  /// Whether ``cause`` is a tie between intrinsic sizes only (Xcode's "content priority
  /// ambiguity").
  public var isIntrinsicTie = false
  /// The checked fixes (only with a cause), nil past the first ``Session/fixedProblemsPerList``.
  public var fixes: [Fix]?
  /// The causes and fixes of the item's components that ``cause``'s other layout leaves where
  /// they are (a view free in both axes: the layout that slides it across does not move it
  /// down), each found by moving the first of them; for the items whose fixes are checked.
  public var also: [Further] = []
  /// Whether lyt looked for a second layout (``cause``). Only a page's states leave it out
  /// (``SessionSnapshot/Explanations/alreadyKnown``).
  public var explained = true

  /// Compares every field, ``cause`` (with ``isIntrinsicTie``) as the sentence it is written as
  /// when the two differ: a tie's constraints split otherwise between growing and shrinking make
  /// the same entry, so a page writes an entry, or a state, again only when what it shows
  /// changed. A new field must be compared here too.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.item == rhs.item && lhs.ranges == rhs.ranges && lhs.fixes == rhs.fixes && lhs.explained == rhs.explained
      && lhs.also == rhs.also && lhs.movesWith == rhs.movesWith
      && ((lhs.cause == rhs.cause && lhs.isIntrinsicTie == rhs.isIntrinsicTie)
        || SnapshotText.cause(lhs) == SnapshotText.cause(rhs))
  }
}
