import Cassowary
import Layout

/// A constraint's two priorities, as sentences label it: `(required)`, `(@750)`, or for an
/// intrinsic size whose sides differ `(@250/750)` (hugging, then compression resistance).
public struct ConstraintPriorities: Equatable, Sendable {
  /// The priority (an intrinsic size's hugging priority).
  public var priority: Priority
  /// The priority of falling short (an intrinsic size's compression resistance; otherwise
  /// ``priority``).
  public var shortfall: Priority

  /// Whether neither side may give way.
  public var isRequired: Bool { priority.isRequired && shortfall.isRequired }
}

extension ConstraintPriorities {
  /// The priorities of `info`.
  init(_ info: ConstraintInfo) {
    self.init(priority: info.constraint.priority, shortfall: info.shortfallPriority)
  }
}

/// Why a violated constraint lost (``ConstraintLoss``), with the priorities of the constraints
/// the sentence about it names, so that it can be written without the engine.
public struct ExplainedLoss: Equatable, Sendable {
  /// What the constraint lost to, and what its own level decided.
  public var loss: ConstraintLoss
  /// The priorities of the first ``LayoutEngine/maximumListed`` constraints of
  /// ``ConstraintLoss/lostTo`` and of those that break its tie, by id; an id the engine does not
  /// know (an implicit `view.width>=0`) has none and reads as required.
  public var priorities: [String: ConstraintPriorities]
}

extension LayoutEngine {
  /// The most constraints a sentence names; the rest are counted (JSON has them all).
  static let maximumListed = 8

  /// `loss` with the priorities of the constraints its sentence names.
  ///
  /// - Complexity: a constraint look-up for each of at most ``maximumListed`` winners and for
  ///   each tie breaker.
  func explained(_ loss: ConstraintLoss) -> ExplainedLoss {
    var named = Array(loss.lostTo.prefix(Self.maximumListed))
    if case .tie(let decidedBy) = loss.sameLevel?.kind { named += decidedBy }
    var priorities: [String: ConstraintPriorities] = [:]
    for id in named {
      if let info = constraint(id) { priorities[id.name] = ConstraintPriorities(info) }
    }
    return ExplainedLoss(loss: loss, priorities: priorities)
  }
}

/// A constraint that does not hold, with how far it is off, on which side, and why.
public struct ViolatedConstraint: Equatable, Sendable {
  /// Which side of an intrinsic size's equality a violation misses on.
  public enum Side: String, Equatable, Sendable {
    /// Below the intrinsic size: the compression resistance lost.
    case compressed
    /// Above it: the hugging priority lost.
    case stretched
  }

  /// The constraint in Apple's form.
  public var constraint: LayoutConstraint
  /// How far it is from holding, in points.
  public var violation: Double
  /// Its priorities.
  public var priorities: ConstraintPriorities
  /// For an intrinsic size (whose two sides have their own priorities), the side it misses on;
  /// nil for any other constraint.
  public var side: Side?
  /// Why it lost, when it was asked.
  public var loss: ExplainedLoss?

  /// The constraint's id.
  public var id: String { constraint.id }

  /// `info`, which does not hold, and why, when known.
  init(_ info: ConstraintInfo, loss: ExplainedLoss?) {
    constraint = info.constraint
    violation = info.violation ?? 0
    priorities = ConstraintPriorities(info)
    side = Self.side(of: info)
    self.loss = loss
  }

  /// The side of its intrinsic size `info` misses on; nil for any other constraint.
  static func side(of info: ConstraintInfo) -> Side? {
    info.shortfallPriority == info.constraint.priority ? nil : (info.fallsShort ? .compressed : .stretched)
  }
}
