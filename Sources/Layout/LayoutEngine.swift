import Cassowary

/// Auto Layout on the Cassowary solver: views and layout guides in a hierarchy, constraints in
/// Apple's form, intrinsic sizes, margins, safe areas, layout direction and scroll views.
///
/// `LayoutEngine` is a value type that owns its ``Solver``: `var copy = engine` is a cheap
/// snapshot (copy-on-write), which is how undo and what-if explanations work. Every operation
/// is incremental on the solver, and an operation that throws leaves the engine exactly as it
/// was.
///
/// Items are named; every view `v` has the guide `v.safeArea`, and a scroll view `s` also has
/// `s.contentGuide` and `s.frameGuide`. Frames are solved in root coordinates; read them with
/// ``frame(of:)`` and ``relativeFrame(of:)``.
///
/// A required constraint that cannot hold together with the other required constraints does
/// not make an operation fail: it is kept active and marked ``ConstraintStatus/broken`` (see
/// ``OperationReport``), and restored as soon as a later operation allows.
public struct LayoutEngine {
  /// The solver holding every active constraint. Read it for explanations (derivations,
  /// violations by level); change the layout only through the engine.
  public internal(set) var solver = Solver()
  /// The direction `leading` and `trailing` follow.
  public internal(set) var direction = LayoutDirection.leftToRight

  /// Every item by name.
  var itemsByName = ShardedDictionary<String, Item>()
  /// Item names in creation order.
  var itemOrder: [ItemID] = [] {
    didSet { scanTable = scanTable.handedOn(to: itemOrder) }
  }
  /// The frame components a full ambiguity scan looks at, of the first items in
  /// ``itemOrder`` (see ``frameComponentTable()``): shared by the copies of this engine with the
  /// same items. A change to the order hands it on to the changed engine when the order still
  /// starts with the items it lists; a change to the stacks starts a new one.
  var scanTable = FrameComponentTableCache()
  /// Where each item is in ``itemOrder``.
  var itemIndex = ShardedDictionary<String, Int>()
  /// The number of views among the items (guides not counted), kept as items are registered
  /// and removed.
  ///
  /// - Complexity: O(1).
  public internal(set) var viewCount = 0
  /// The item whose frame each variable belongs to.
  var variableOwners = ShardedDictionary<Variable, String>()
  /// The implicit `width >= 0` and `height >= 0` of each view and guide.
  var implicitConstraints = ShardedDictionary<String, [Constraint]>()

  /// Every constraint by id.
  var records = ConstraintRecords()
  /// Constraint ids in creation order.
  var constraintOrder = ConstraintOrder()
  /// The ids of broken constraints, in the order they broke.
  var broken = BrokenList()
  /// The stacks whose update the changes since ``holdStackUpdates()`` called for, in the order
  /// they first did; nil when updates are not held (see ``updateHeldStacks()``).
  var heldStackUpdates: [String]?
  /// How many broken constraints restore passes have looked at so far: the measure of their
  /// work that tests check (a pass looks only at what may have changed, ``RestoreWatch``).
  var restoreChecks = 0
  /// Whether a failed restore of a broken constraint still records the conflict it names. A
  /// copy that only asks which constraints end up broken (a fix being checked) turns this off:
  /// a restore that cannot succeed is then recognised from the optimal layout and skipped
  /// (``restoreBroken()``), and the constraint's recorded conflict may be out of date.
  package var recordsConflictsOfFailedRestores = true
  /// Whether ``takeChanges()`` notes its ``ChangeFootprint`` (for undo reports and page
  /// snapshots, which compare this state with the one before it). A copy that is dropped after
  /// its changes are read (a fix being checked) turns this off: no reader ever sees its
  /// footprint, and noting one hashes every candidate constraint and every constraint of every
  /// moved item (a sixth of each fix check's `takeChanges` on the 1,000-view `break`). The copy
  /// still gets a new ``changeMark``, and no footprint, so none of its base's applies to it.
  package var notesFootprints = true
  /// Whether an operation that fails after writing puts the engine back as it was, from a copy
  /// of the engine kept while it runs. The copy shares every table with the engine, so each
  /// table the operation writes is copied whole on its first write (a VFL line at 3,000 views
  /// paid for the whole layout). An owner with its own way back — a session rebuilds the state
  /// a failed command started from — turns this off; a failure then leaves what the operation
  /// wrote, and sets ``hasUnrestoredWrites``.
  package var restoresFailedOperations = true
  /// Whether an operation failed after writing without putting the engine back (only when
  /// ``restoresFailedOperations`` is off): the engine holds part of that operation, and its
  /// owner must put back a state of its own.
  package internal(set) var hasUnrestoredWrites = false
  /// Stack views by name.
  var stacks: [String: StackView] = [:] {
    // A stack's guides show the components of its axis.
    didSet { scanTable = FrameComponentTableCache() }
  }

  /// Frames as last returned by ``takeChanges()``.
  var reportedFrames = ShardedDictionary<String, Rect>()
  /// Items whose frame may have changed without a variable changing (new items, new insets).
  var pendingFrameItems: Set<String> = []
  /// Constraint states as last returned by ``takeChanges()``.
  var reportedStates = ShardedDictionary<String, ReportedState>()
  /// Names this state for readers of ``lastFootprint``: a new random mark at each
  /// ``takeChanges()`` (copies of the engine keep theirs, so a restored state is recognised).
  package internal(set) var changeMark = UInt64.random(in: .min ... .max)
  /// What the last ``takeChanges()`` covered, from the state marked ``ChangeFootprint/base`` to
  /// this one (when ``changeMark`` is its ``ChangeFootprint/result``).
  package internal(set) var lastFootprint: ChangeFootprint?

  /// Creates an empty engine, left to right.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// An empty engine whose failed operations restore it or not (``restoresFailedOperations``).
  package init(restoringFailedOperations: Bool) {
    restoresFailedOperations = restoringFailedOperations
  }
}

/// A constraint's state as last reported, to find what changed.
struct ReportedState: Equatable {
  var status: ConstraintStatus
  var holds: Bool
  /// Whether an active equality that does not hold falls short of it (its expression evaluates
  /// below zero): for an intrinsic size, compressed — compression resistance lost, not hugging.
  var fallsShort = false
  /// Whether the user wrote it (only their constraints' leaving the layout is reported: a stack
  /// view's come and go as it arranges its views).
  var isUsers = true
}
