import Cassowary
import Layout

/// Why a required constraint is broken: the constraints it conflicts with, the arithmetic that
/// shows they cannot all hold, the views whose translated autoresizing masks take part, and the
/// checked fixes. The change report, `explain`, the JSON document and `lyt check` write it with
/// ``ConflictText``.
public struct BrokenAnswer: Equatable, Sendable {
  /// The arithmetic of a conflict.
  public enum Arithmetic: Equatable, Sendable {
    /// Lengths that add up to more, or less, than the size that holds them.
    case sum(ConflictSum)
    /// The broken constraint's first attribute derived from the others, and what it asks.
    case chain(ConflictExplanation)
  }

  /// A view whose translated autoresizing mask takes part in the conflict.
  public struct Translation: Equatable, Sendable {
    /// The view.
    public var view: String
    /// Its mask, when it has one.
    public var mask: AutoresizingMask?
    /// The mask's constraints in the conflict (`card.autoresizing.width`).
    public var ids: [String]
  }

  /// The broken constraint's id.
  public var id: String
  /// The other members of its minimal conflicting set, in the order they were added; nil when
  /// the engine recorded no conflict.
  public var others: [String]?
  /// How far the broken constraint stays from holding.
  public var gap: Double
  /// The arithmetic, when it can be written.
  public var arithmetic: Arithmetic?
  /// The views that still translate their autoresizing masks into members of the conflict.
  public var translations: [Translation]
  /// The checked fixes, best first; nil when not asked (an engine without a session).
  public var fixes: [Fix]?
  /// Whether none of the conflict's members is the app's to change (then no fix can exist).
  public var isFrameworks: Bool
}

extension ConflictSum {
  /// The lengths a sentence writes: those that are not 0.
  var writtenTerms: [Term] { terms.filter { abs($0.value) > Tolerance.report } }
}

extension LayoutEngine {
  /// Why `id` is broken, without fixes (they need a session) and without the translated masks.
  ///
  /// - Complexity: the conflict's arithmetic: a sum over its members when it is one, else a
  ///   derivation through the set.
  package func brokenAnswer(_ id: String) -> BrokenAnswer {
    var answer = BrokenAnswer(
      id: id, others: nil, gap: 0, arithmetic: nil, translations: [], fixes: nil, isFrameworks: false)
    guard let info = constraint(ConstraintID(id)), let conflict = info.conflict else { return answer }
    answer.others = conflict.constraints.compactMap(\.name).filter { $0 != id }
    answer.gap = conflict.gap
    if let sum = conflictSum(of: ConstraintID(id)), sum.writtenTerms.count >= 2 {
      answer.arithmetic = .sum(sum)
    } else if let explanation = conflictExplanation(of: ConstraintID(id)), explanation.chain != nil {
      answer.arithmetic = .chain(explanation)
    }
    return answer
  }

  /// For each view whose translated autoresizing mask is in the conflict of broken constraint
  /// `id`, the mask and its constraints there.
  func translations(inConflictOf id: String) -> [BrokenAnswer.Translation] {
    guard let conflict = constraint(ConstraintID(id))?.conflict else { return [] }
    var byView: [BrokenAnswer.Translation] = []
    for name in [id] + conflict.constraints.compactMap(\.name) {
      guard let info = constraint(ConstraintID(name)), case .autoresizing = info.origin else { continue }
      let view = info.constraint.first.item
      if let index = byView.firstIndex(where: { $0.view == view }) {
        if !byView[index].ids.contains(name) { byView[index].ids.append(name) }
      } else {
        byView.append(
          BrokenAnswer.Translation(view: view, mask: item(named: ItemID(view))?.autoresizingMask, ids: [name]))
      }
    }
    return byView
  }
}

extension Session {
  /// Why `id` is broken in `engine` (this state's, perhaps prepared for explanations), with the
  /// translated masks in its conflict and the checked fixes.
  func brokenAnswer(_ id: String, in engine: LayoutEngine) -> BrokenAnswer {
    var answer = engine.brokenAnswer(id)
    answer.translations = engine.translations(inConflictOf: id)
    let fixes = fixes(for: .broken(id))
    answer.fixes = fixes
    answer.isFrameworks = fixes.isEmpty && ownedConflictMembers(of: id).isEmpty
    return answer
  }
}
