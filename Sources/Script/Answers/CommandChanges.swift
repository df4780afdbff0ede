import Layout

/// What a command changed, as the change report after it says: the frames that appeared, moved
/// or disappeared, the constraints that became broken (with their conflict and checked fixes),
/// restored, violated (with what they lost to) or satisfied, or left the layout while broken or
/// violated, and what became ambiguous or stopped being. Only the first
/// ``ChangeReport/maximumFrames`` frames and ``ChangeReport/maximumConstraints`` constraints are
/// described (each violated one costs a loss); the rest are counted. ``ChangeReportText`` writes
/// it.
public struct CommandChanges: Equatable, Sendable {
  /// A frame that appeared (no ``old``), moved, or disappeared (no ``new``), in root coordinates.
  public struct Frame: Equatable, Sendable {
    /// The item.
    public var item: String
    /// Where it was; nil when it is new.
    public var old: Rect?
    /// Where it is; nil when it was removed.
    public var new: Rect?
  }

  /// How a constraint left the layout.
  public enum Departure: String, Equatable, Sendable {
    /// It was removed.
    case removed
    /// It is still there, deactivated.
    case inactive
  }

  /// A constraint whose state changed, and what its line needs.
  public struct ChangedConstraint: Equatable, Sendable {
    /// What changed.
    public enum Change: Equatable, Sendable {
      /// A required constraint broke: why, and the checked fixes.
      case broken(BrokenAnswer)
      /// A broken constraint is installed again.
      case restored
      /// A broken constraint left the layout.
      case noLongerBroken(Departure)
      /// A violated constraint left the layout.
      case noLongerViolated(Departure)
      /// A violated constraint holds again.
      case satisfied
      /// An optional constraint stopped holding (or now misses on its other side): how far off
      /// and what it lost to; nil when the engine does not know the constraint.
      case violated(ViolatedConstraint?)
    }

    /// Its id.
    public var id: String
    /// What changed.
    public var change: Change
  }

  /// The frames described, in item order (a system guide such as `v.safeArea` left out when its
  /// view moved too: it follows the view).
  public var frames: [Frame]
  /// How many more frames changed than ``frames`` describes.
  public var moreFrames: Int
  /// The constraints described: broken ones first, then the others, each in constraint order.
  public var constraints: [ChangedConstraint]
  /// How many more constraints changed than ``constraints`` describes.
  public var moreConstraints: Int
  /// What the command made ambiguous or decided; nil when the command does not report it.
  public var ambiguity: AmbiguityChange?
}
