/// Whether a constraint takes part in the layout.
public enum ConstraintStatus: String, Hashable, Sendable, CustomStringConvertible {
  /// In the layout: a required constraint holds, an optional one is satisfied as well as its
  /// priority allows.
  case active
  /// Not in the layout (`isActive == false`).
  case inactive
  /// Active, but required and impossible to satisfy together with the other required
  /// constraints: demoted to ``Priority/brokenRequired`` (1100) so the layout gets as close to it
  /// as it can. Restored to required as soon as a later change allows.
  case broken

  /// The text shown to users.
  public var description: String { rawValue }
}

/// Where a constraint comes from.
public enum ConstraintOrigin: Hashable, Sendable {
  /// Written by the user.
  case user
  /// A view's intrinsic content size on one axis (`label.intrinsic.width`): one equality whose
  /// overshoot is weighed at the hugging priority and whose shortfall at the compression
  /// resistance priority, as Apple's `NSContentSizeLayoutConstraint`.
  case intrinsicSize(Axis)
  /// One of the four required constraints that pin a root view's frame to (0, 0, W, H).
  case rootSize(FrameComponent)

  /// Whether the engine generated the constraint.
  public var isGenerated: Bool { self != .user }
}

/// What the engine keeps about a constraint.
struct ConstraintRecord: Equatable {
  /// The constraint as written (for generated ones, as Apple would describe them).
  var constraint: LayoutConstraint
  /// Where it comes from.
  var origin: ConstraintOrigin
  /// Whether it is active, inactive or broken.
  var status: ConstraintStatus
  /// What is in the solver: the derived constraint (demoted to 1100 when broken), or nil when
  /// inactive.
  var installed: Constraint?
  /// Why the constraint is broken: the solver's minimal conflicting set.
  var conflict: Conflict?
}
