import Cassowary
import CommandLanguage
import Layout

extension Session {
  /// `expect …`: checks the expectation and counts the outcome.
  mutating func expect(_ expectation: Expectation) throws(SessionError) -> Response {
    let outcome = try check(expectation)
    if outcome == .passed { expectationsPassed += 1 } else { expectationsFailed += 1 }
    return Response(body: [ExpectationText.line(outcome)], expectation: outcome)
  }

  /// The tolerance of numeric comparisons in `expect`.
  public static let expectationTolerance = 0.001

  /// Checks an `expect` assertion. Unknown names are errors, not failures.
  func check(_ expectation: Expectation) throws(SessionError) -> ExpectationOutcome {
    switch expectation {
    case .frame(let path, let expected):
      let name = try existingItem(path)
      guard let frame = try? state.engine.relativeFrame(of: ItemID(name)) else { return .failed(.noFrame(item: name)) }
      let pairs = [
        (frame.x, expected.value.x), (frame.y, expected.value.y), (frame.width, expected.value.width),
        (frame.height, expected.value.height),
      ]
      if pairs.allSatisfy({ abs($0.0 - $0.1) <= Self.expectationTolerance }) { return .passed }
      return .failed(.frame(item: name, found: frame, expected: expected.value))
    case .value(let reference, let relation, let expected):
      let actual = try value(of: reference)
      if Self.compare(actual, relation, expected.value) { return .passed }
      return .failed(.value(reference: "\(reference)", found: actual, relation: relation, expected: expected.value))
    case .satisfied(let id):
      let info = try constraintInfo(id)
      if info.status == .active && info.holds { return .passed }
      return .failed(.constraint(id: info.id.name, state: Self.state(of: info)))
    case .violated(let id):
      let info = try constraintInfo(id)
      if info.status == .active && !info.holds { return .passed }
      return .failed(.constraint(id: info.id.name, state: Self.state(of: info)))
    case .broken(let id):
      let info = try constraintInfo(id)
      if info.status == .broken { return .passed }
      return .failed(.constraint(id: info.id.name, state: Self.state(of: info)))
    case .ambiguous(let reference):
      let range = try self.range(of: reference)
      if !range.isUnique { return .passed }
      return .failed(.determined(reference: "\(reference)", value: range.lower))
    case .unambiguous(let paths):
      var names: [String] = []
      for path in paths { names.append(try existingItem(path)) }
      let found = (try? state.engine.ambiguousComponents(of: paths.isEmpty ? nil : names.map { ItemID($0) })) ?? []
      if found.isEmpty { return .passed }
      return .failed(.ambiguous(found))
    }
  }

  private static func compare(_ actual: Double, _ relation: Relation, _ expected: Double) -> Bool {
    switch relation {
    case .equal: abs(actual - expected) <= expectationTolerance
    case .lessThanOrEqual: actual <= expected + expectationTolerance
    case .greaterThanOrEqual: actual >= expected - expectationTolerance
    }
  }

  private func constraintInfo(_ id: Name) throws(SessionError) -> ConstraintInfo {
    let id = try existingConstraint(id)
    guard let info = state.engine.constraint(ConstraintID(id)) else {
      throw SessionError(.name(.noConstraint(id)), at: nowhere)
    }
    return info
  }

  /// What `expect` found a constraint to be.
  private static func state(of info: ConstraintInfo) -> ExpectationFailure.ConstraintState {
    switch info.status {
    case .inactive: .inactive
    case .broken: .broken
    case .active: info.holds ? .holds : .violated(by: info.violation ?? 0)
    }
  }

  /// The value of `VIEW.ATTR` in the view's parent's coordinates (as its frame): `x` and `y` are
  /// the frame's origin, a location attribute is measured from the parent's origin, a size is a
  /// size.
  func value(of reference: QueryReference) throws(SessionError) -> Double {
    let name = try existingItem(reference.item)
    let engine = state.engine
    do {
      let relative = try engine.relativeFrame(of: ItemID(name))
      let absolute = try engine.frame(of: ItemID(name))
      switch reference.attribute.value {
      case .x: return relative.x
      case .y: return relative.y
      case .layout(let attribute):
        let value = try engine.value(of: Anchor(name, attribute))
        if attribute.isDimension { return value }
        let offset = attribute.axis == .horizontal ? absolute.x - relative.x : absolute.y - relative.y
        return value - offset
      }
    } catch {
      throw SessionError(error, at: reference.range)
    }
  }

  /// The values `VIEW.ATTR` can take over all optimal layouts.
  func range(of reference: QueryReference) throws(SessionError) -> ValueRange {
    let name = try existingItem(reference.item)
    do {
      switch reference.attribute.value {
      case .x: return try state.engine.range(of: ItemID(name), .x)
      case .y: return try state.engine.range(of: ItemID(name), .y)
      case .layout(.width): return try state.engine.range(of: ItemID(name), .width)
      case .layout(.height): return try state.engine.range(of: ItemID(name), .height)
      case .layout(let attribute): return try state.engine.range(of: Anchor(name, attribute))
      }
    } catch {
      throw SessionError(error, at: reference.range)
    }
  }
}
