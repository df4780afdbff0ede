import Cassowary
import CommandLanguage
import Layout

extension Session {
  /// `add constraint` or a bare expression: maps the expression to Apple's form, names it (the
  /// given name, or the next free `cN`), and adds it. Returns its id.
  mutating func addConstraint(_ definition: ConstraintDefinition) throws(SessionError) -> String {
    let expression = definition.expression
    // The items are looked up before the name is taken: an unknown item is the first error.
    var constraint = try layoutConstraint(definition, id: "")
    let id: String
    if let name = definition.name {
      id = name.value
      if state.engine.constraint(ConstraintID(id)) != nil {
        throw SessionError(.name(.idTaken(id, givenBy: .constraint)), at: name.range)
      }
    } else {
      id = nextConstraintID()
    }
    constraint.id = id
    let range = expression.first.range.union(expression.second?.range ?? expression.first.range)
    try perform(at: range) { (engine) throws(LayoutError) in try engine.add(constraint) }
    return id
  }

  /// The constraint `definition` says, in Apple's form, under the id `id`.
  ///
  /// - Throws: an unknown item's error.
  func layoutConstraint(_ definition: ConstraintDefinition, id: String) throws(SessionError) -> LayoutConstraint {
    let expression = definition.expression
    let first = Anchor(try existingItem(expression.first.item), expression.first.attribute.value)
    let second = try expression.second.map { (reference) throws(SessionError) in
      Anchor(try existingItem(reference.item), reference.attribute.value)
    }
    return LayoutConstraint(
      id: id, first, expression.relation.value, second, multiplier: expression.multiplier,
      constant: expression.constant, priority: Priority(expression.priority?.value.value ?? Priority.required.value))
  }

  /// The next unnamed constraint's id: `c1`, `c2`, … skipping ids the user took with `as`.
  mutating func nextConstraintID() -> String {
    while state.engine.constraint(ConstraintID("c\(state.nextConstraintNumber)")) != nil {
      state.nextConstraintNumber += 1
    }
    defer { state.nextConstraintNumber += 1 }
    return "c\(state.nextConstraintNumber)"
  }

  /// The `set …` commands.
  mutating func apply(_ setting: SetCommand) throws(SessionError) {
    switch setting {
    case .priority(let id, let priority):
      let id = try existingConstraint(id)
      try perform(at: priority.range) { (engine) throws(LayoutError) in
        try engine.setPriority(Priority(priority.value.value), of: ConstraintID(id))
      }
    case .constant(let id, let constant):
      let id = try existingConstraint(id)
      try perform(at: constant.range) { (engine) throws(LayoutError) in
        try engine.setConstant(constant.value, of: ConstraintID(id))
      }
    case .intrinsic(let view, let size):
      let name = try existingView(view)
      let value = size.map { IntrinsicSize(width: $0.value.width, height: $0.value.height) } ?? .none
      try perform(at: size?.range ?? view.range) { (engine) throws(LayoutError) in
        try engine.setIntrinsicSize(value, of: ItemID(name))
      }
    case .hugging(let view, let axis, let priority):
      let name = try existingView(view)
      try perform(at: priority.range) { (engine) throws(LayoutError) in
        try engine.setHugging(Priority(priority.value.value), axis: axis, of: ItemID(name))
      }
    case .resistance(let view, let axis, let priority):
      let name = try existingView(view)
      try perform(at: priority.range) { (engine) throws(LayoutError) in
        try engine.setCompressionResistance(Priority(priority.value.value), axis: axis, of: ItemID(name))
      }
    case .size(let view, let size):
      let name = try existingView(view)
      try perform(at: view.range) { (engine) throws(LayoutError) in try engine.setRootSize(size.value, of: ItemID(name))
      }
    case .direction(let direction):
      try perform(at: nowhere) { (engine) throws(LayoutError) in
        try engine.setDirection(direction)
      }
    case .margins(let view, let insets):
      let name = try existingView(view)
      try perform(at: insets.range) { (engine) throws(LayoutError) in
        try engine.setMargins(insets.value, of: ItemID(name))
      }
    case .safeArea(let view, let insets):
      let name = try existingView(view)
      try perform(at: insets.range) { (engine) throws(LayoutError) in
        try engine.setSafeAreaInsets(insets.value, of: ItemID(name))
      }
    case .vflEdgeSpacing(let spacing):
      state.vflEdgeSpacing = spacing
    case .hidden(let view, let hidden): try setHidden(view, hidden)
    case .translates(let view, let translates): try setTranslates(view, translates)
    case .autoresizing(let view, let mask): try setAutoresizing(view, mask)
    }
  }
}
