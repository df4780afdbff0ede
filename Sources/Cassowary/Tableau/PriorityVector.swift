/// A coefficient per priority level, ordered from the strongest level down.
///
/// The objective's coefficients are vectors so that levels stay strictly ordered
/// (lexicographic): comparing two vectors compares the strongest level first. A weighted sum
/// of doubles cannot do that for 999 levels (see docs/ARCHITECTURE.md).
struct PriorityVector: Equatable {
  struct Component: Equatable {
    var level: Double
    var coefficient: Double
  }

  /// Non-zero components, strongest level first.
  private(set) var components: [Component] = []

  init() {}

  init(level: Double, coefficient: Double) {
    if abs(coefficient) > Tolerance.cost { components = [Component(level: level, coefficient: coefficient)] }
  }

  var isZero: Bool { components.isEmpty }

  /// The strongest non-zero component.
  var lead: Component? { components.first }

  /// Whether the strongest non-zero component is negative.
  var isNegative: Bool { (components.first?.coefficient ?? 0) < 0 }

  /// The component at `level`, zero when absent.
  func coefficient(at level: Double) -> Double {
    components.first { $0.level == level }?.coefficient ?? 0
  }

  /// `self += factor · other`.
  mutating func add(_ other: PriorityVector, times factor: Double) {
    for component in other.components {
      add(level: component.level, coefficient: factor * component.coefficient)
    }
  }

  /// Adds `coefficient` at `level`, dropping the component if it cancels.
  mutating func add(level: Double, coefficient: Double) {
    var index = 0
    while index < components.count && components[index].level > level { index += 1 }
    if index < components.count && components[index].level == level {
      let sum = components[index].coefficient + coefficient
      if abs(sum) <= Tolerance.cost {
        components.remove(at: index)
      } else {
        components[index].coefficient = sum
      }
    } else if abs(coefficient) > Tolerance.cost {
      components.insert(Component(level: level, coefficient: coefficient), at: index)
    }
  }

  /// Lexicographic comparison of `self / selfScale` with `other / otherScale` (both scales > 0).
  func isLess(scaledBy selfScale: Double, than other: PriorityVector, scaledBy otherScale: Double) -> Bool {
    var left = 0
    var right = 0
    while left < components.count || right < other.components.count {
      let leftLevel = left < components.count ? components[left].level : -Double.infinity
      let rightLevel = right < other.components.count ? other.components[right].level : -Double.infinity
      let level = max(leftLevel, rightLevel)
      let mine = leftLevel == level ? components[left].coefficient / selfScale : 0
      let theirs = rightLevel == level ? other.components[right].coefficient / otherScale : 0
      if abs(mine - theirs) > Tolerance.cost { return mine < theirs }
      if leftLevel == level { left += 1 }
      if rightLevel == level { right += 1 }
    }
    return false
  }
}
