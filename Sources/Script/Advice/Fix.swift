import Layout

/// A change that solves a problem: commands a person can type, checked on a copy of the whole
/// session (``Session/fixes(for:)``).
public struct Fix: Equatable, Sendable {
  /// The commands, in order; typed on one line they are separated by `; `.
  public var commands: [String]
  /// The change in the developer's terms.
  public var action: FixAction
  /// What the fix does to the layout.
  public var effect: FixEffect
  /// How much the fix disturbs, to rank fixes (fewest constraints touched first, then fewest
  /// new violations, then the fewest points moved).
  var cost: FixCost

  /// The commands as one line: `deactivate c2; set priority c2 999; activate c2`.
  public var line: String { commands.joined(separator: "; ") }
}

/// What a fix does to the layout, measured on the copy it was checked on.
public struct FrameMove: Equatable, Sendable {
  /// The item.
  public var item: String
  /// Its frame before the fix, in root coordinates.
  public var old: Rect
  /// Its frame after the fix.
  public var new: Rect

  /// How far the frame moves: the sum of the changes of its four numbers.
  public var distance: Double {
    abs(new.x - old.x) + abs(new.y - old.y) + abs(new.width - old.width) + abs(new.height - old.height)
  }
}

/// What a fix does to the layout: the frames that move, and the constraints that give way.
public struct FixEffect: Equatable, Sendable {
  /// The frames that move, farthest first (system guides that follow their view left out).
  public var moves: [FrameMove]
  /// Constraints that held before the fix and do not after it: what gives way.
  public var givesWay: [String]
  /// Views the fix squeezes below their intrinsic size (a label's text truncates).
  public var compressed: [String]
  /// Views near the fix that it leaves with no width or height although they have an
  /// intrinsic size on that axis (an icon crushed to nothing).
  public var crushed: [String]
}

/// The disturbance a fix causes, compared in this order: whether it is a preferred kind of fix,
/// the constraints and views it changes, the views it leaves crushed to nothing, the constraints
/// it makes give way, and the points it moves.
struct FixCost: Comparable, Sendable {
  /// Whether the fix is the usual cure of its problem and ranks before every other: a view that
  /// stops translating its autoresizing mask (the forgotten
  /// `translatesAutoresizingMaskIntoConstraints = false`).
  var isPreferred = false
  /// The constraints and views the commands change.
  var touchedNames: [String]
  /// Views with an intrinsic size that the fix leaves at zero width or height on that axis.
  var crushed: Int
  /// Constraints that held before and do not after, other than those the fix changes (a
  /// constraint lowered to 999 giving way is the point of the fix).
  var newViolations: Int
  /// The sum of the frames' moves, in points.
  var pointsMoved: Double

  static func < (lhs: FixCost, rhs: FixCost) -> Bool {
    if lhs.isPreferred != rhs.isPreferred { return lhs.isPreferred }
    if lhs.touchedNames.count != rhs.touchedNames.count { return lhs.touchedNames.count < rhs.touchedNames.count }
    if lhs.crushed != rhs.crushed { return lhs.crushed < rhs.crushed }
    if lhs.newViolations != rhs.newViolations { return lhs.newViolations < rhs.newViolations }
    return lhs.pointsMoved < rhs.pointsMoved - 1e-9
  }

  static func == (lhs: FixCost, rhs: FixCost) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
}
