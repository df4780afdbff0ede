/// Arrays of constraints the code fills before it activates them: `var constraints =
/// [NSLayoutConstraint]()`, `constraints += …`, `constraints.append(…)`, `[constraints
/// addObjectsFromArray:…]`, then `NSLayoutConstraint.activate(constraints)`.
extension CodeInterpreter {
  /// Whether a value stands for constraints (made or still to make).
  static func holdsConstraints(_ value: CodeValue) -> Bool {
    switch value {
    case .list, .bound, .constraint, .installed, .visualFormat: true
    default: false
    }
  }

  /// `NSMutableArray`, `NSArray`, `NSMutableDictionary`: containers, not views.
  static func isCollectionType(_ name: String) -> Bool {
    name.hasPrefix("NS") && (name.hasSuffix("Array") || name.hasSuffix("Dictionary") || name.hasSuffix("Set"))
  }

  /// The name an array of constraints is held by: `constraints`, `self.constraints`,
  /// `_constraints`; nil when the expression is not such a name.
  func collectionName(_ expression: CodeExpression) -> String? {
    var name: String
    switch expression.kind {
    case .name(let written): name = written
    case .member(let base, let written) where base.kind == .name("self"): name = written
    default: return nil
    }
    if locals[name] == nil, name.hasPrefix("_"), locals[String(name.dropFirst())] != nil { name.removeFirst() }
    guard let value = locals[name], Self.holdsConstraints(value) else { return nil }
    return name
  }

  /// `constraints.append(x)`, `append(contentsOf:)`, `addObject:`, `addObjectsFromArray:` on an
  /// array the code holds; nil for other calls.
  mutating func appendCall(
    _ method: String, to receiver: CodeExpression, _ arguments: [CodeArgument]
  ) throws(CodeError) -> CodeValue? {
    guard ["append", "addObject", "addObjectsFromArray"].contains(method), arguments.count == 1,
      let name = collectionName(receiver), let held = locals[name]
    else { return nil }
    let added = try evaluate(arguments[0].value)
    guard Self.holdsConstraints(added) else {
      throw CodeError("\(added.description) is not a constraint", at: arguments[0].value.focus)
    }
    locals[name] = .list([held, added])
    return .other("an array")
  }

  /// Activates or deactivates what a value stands for: new constraints are made (once), made
  /// ones switched.
  mutating func setActive(_ value: CodeValue, _ active: Bool, at expression: CodeExpression) throws(CodeError) {
    var pending = [value]
    while let value = pending.popLast() {
      switch value {
      case .constraint(let constraint):
        guard appliedConstraints.insert(constraint.range).inserted else { continue }
        effects.append(.add(constraint, id: nil, active: active))
      case .bound(let ids): effects += ids.map { .setActive(id: $0, active, at: expression.range) }
      case .list(let elements): pending += elements.reversed()
      case .installed(let constraints): effects += constraints.map { .add($0, id: nil, active: true) }
      case .visualFormat(let format):
        if appliedFormats.insert(format.handle).inserted {
          effects.append(.addVisualFormat(format, name: nil, active: active))
        } else {
          effects.append(.setFormatActive(handle: format.handle, active, at: expression.range))
        }
      default:
        throw CodeError("\(value.description) is not a constraint", at: expression.focus)
      }
    }
  }

  /// The constraints of arrays the code filled and never activated: made inactive, as UIKit
  /// keeps them (called once the whole text is read).
  mutating func unactivatedEffects() -> [CodeEffect] {
    var made: [(offset: Int, effect: CodeEffect)] = []
    var pending = Array(locals.values)
    while let value = pending.popLast() {
      switch value {
      case .list(let elements):
        pending += elements
      case .constraint(let constraint) where appliedConstraints.insert(constraint.range).inserted:
        made.append((constraint.range.start.offset, .add(constraint, id: nil, active: false)))
      case .visualFormat(let format) where appliedFormats.insert(format.handle).inserted:
        made.append((format.range.start.offset, .addVisualFormat(format, name: nil, active: false)))
      default:
        break
      }
    }
    return made.sorted { $0.offset < $1.offset }.map(\.effect)
  }
}
