import Layout

/// What `lyt check` found in one scene: every view's verdict, the conflicts, the findings and
/// the assumptions they rest on.
public struct SceneReport {
  /// One view's verdict.
  public struct ViewVerdict: Equatable, Sendable {
    /// The Interface Builder id.
    public var id: String
    /// The class (the custom class when set).
    public var className: String
    /// The outline name.
    public var name: String
    /// The name in the engine (and in lyt's language).
    public var engineName: String
    /// The solved frame relative to the superview, in the file's coordinates (AppKit:
    /// bottom-left origin); nil when the view could not be laid out.
    public var frame: Rect?
    /// The stored frame as written; nil when the file stores none.
    public var storedFrame: Rect?
    /// Whether the solved frame differs from the stored one by more than half a point.
    public var misplaced: Bool
    /// The components the constraints leave open (relative to the superview).
    public var ambiguous: [FrameComponent]
    /// Interface Builder's flags in the file.
    public var flaggedMisplaced: Bool
    /// Interface Builder's flags in the file.
    public var flaggedAmbiguous: Bool
  }

  /// Required constraints that cannot all hold.
  public struct Conflict: Equatable, Sendable {
    /// The constraint the engine broke (the last of the set to be added).
    public var broken: String
    /// The Interface Builder ids in the minimal conflicting set.
    public var minimalSet: [String]
    /// Every member, generated ones included.
    public var members: [ConflictMember]
    /// How far the broken constraint stays from holding.
    public var gap: Double
    /// The conflict and its arithmetic, when an explainer was given.
    public var explanation: [String]
    /// Checked fixes, when an advisor was given.
    public var fixes: [CheckFix] = []
  }

  /// The scene.
  public var scene: IBScene
  /// The scene built and solved.
  public var built: BuiltScene
  /// The views' verdicts, in tree order.
  public var views: [ViewVerdict]
  /// The conflicts.
  public var conflicts: [Conflict]
  /// The findings, in file order.
  public var findings: [Finding]
  /// The assumptions the verdicts rest on.
  public var assumptions: [SceneAssumption]

  /// How many findings are warnings.
  public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}
