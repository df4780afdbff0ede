/// Bindings of values that are not one constraint: a view made by a closure property, an array
/// of constraints.
extension CodeInterpreter {
  /// `let title: UILabel = { let label = UILabel(); label.text = …; return label }()`: the
  /// closure's statements run, the view they make and return named `title`. False when the
  /// value is not such a closure.
  mutating func initializeView(_ name: String, at nameRange: CodeRange, with value: CodeExpression)
    throws(CodeError) -> Bool
  {
    guard case .call(let callee, let arguments) = value.kind, arguments.isEmpty,
      case .closure(let parameters, let body) = callee.kind, parameters.isEmpty,
      case .returning(let returned) = body.last?.kind, case .name(let local) = returned.kind
    else { return false }
    try checkFree(name, at: nameRange)
    let shadowed = locals[local]
    viewAliases[local] = name
    defer { viewAliases[local] = nil }
    for statement in body { try perform(statement) }
    guard case .item(let item) = locals[local], item.view == name else {
      throw CodeError(
        "the closure returns `\(local)`, which is not a view it makes", at: returned.focus,
        hint: "lyt reads a closure that makes a view (`let v = UIView()`) and returns it")
    }
    locals[local] = shadowed
    locals[name] = .item(CodeItem(view: name, range: nameRange))
    return true
  }

  /// Whether a value is a view.
  static func isView(_ value: CodeValue) -> Bool {
    if case .item = value { true } else { false }
  }

  /// `let cs = [a, b]`: new constraints are made (inactive) as `cs.1`, `cs.2`, …; VFL calls as a
  /// VFL line names them. A later `cs += …` adds to the array.
  mutating func bindList(_ name: String, _ elements: [CodeValue], from expression: CodeExpression)
    throws(CodeError)
  {
    var held: [CodeValue] = []
    var pending = Array(elements.reversed())
    var index = 0
    while let element = pending.popLast() {
      if case .list = element {} else { index += 1 }
      switch element {
      case .constraint(let constraint):
        effects.append(.add(constraint, id: "\(name).\(index)", active: false))
        held.append(.bound(["\(name).\(index)"]))
      case .visualFormat(let format):
        if appliedFormats.insert(format.handle).inserted {
          effects.append(.addVisualFormat(format, name: nil, active: false))
        }
        held.append(element)
      case .bound:
        held.append(element)
      case .list(let inner):
        pending += inner.reversed()
      default:
        throw CodeError("an array of \(element.description)s is not understood here", at: expression.range)
      }
    }
    let ids = held.compactMap { if case .bound(let ids) = $0 { ids } else { nil } }
    locals[name] = ids.count == held.count ? .bound(ids.flatMap { $0 }) : .list(held)
  }
}
