import Cassowary
import Layout

/// What a SnapKit or Masonry block is asked to do with the constraints it describes.
enum CodeBlockAction: Hashable, Sendable {
  /// `makeConstraints`, `mas_makeConstraints`
  case make
  /// `remakeConstraints`, `mas_remakeConstraints`: the library's earlier constraints of the view
  /// go first.
  case remake
  /// `updateConstraints`, `mas_updateConstraints`: only constants change where a constraint
  /// matches.
  case update
}

/// One `make.ATTRIBUTES.RELATION(TARGET)…` line of a block, as the library records it before it
/// makes the constraints.
struct CodeDescription {
  /// What the description relates to.
  enum Target {
    /// No target yet (or a constant): the superview's same attribute, or nothing for a size.
    case none
    /// A view or guide, and the attributes named on it (none: the description's own).
    case item(CodeItem, [Attribute])
    /// `view.layoutMarginsGuide`: the view's margin attributes.
    case margins(CodeItem)
    /// Masonry's `equalTo(@[a, b.mas_top, @20])`: one constraint per element, each with the
    /// constant its element gives (a boxed number), if any.
    case list([(target: Target, constant: CodeConstant?)])
  }

  /// The attributes, in the order the library makes their constraints.
  var attributes: [Attribute]
  /// Where the line is.
  var range: CodeRange
  var relation: Relation?
  var target = Target.none
  var multiplier = 1.0
  /// Every constant the line sets, in order (`equalTo(100)`, `offset`, `inset`…).
  var constants: [CodeConstant] = []
  var priority = Priority.required
  /// `labeled("…")`, `key(@"…")`
  var label: String?
}

/// The SnapKit or Masonry block being read.
struct CodeBlockState {
  var library: CodeLibrary
  /// The view the block belongs to (`owner.snp.makeConstraints`).
  var owner: CodeItem
  var descriptions: [CodeDescription] = []
  /// Names bound to a description's constraints (`let c = make.top.equalTo(…).constraint`).
  var bindings: [(name: String, range: CodeRange, index: Int)] = []
}

extension CodeInterpreter {
  /// SnapKit's block methods on `view.snp`, and their actions.
  static let snapKitActions: [String: CodeBlockAction] = [
    "makeConstraints": .make, "remakeConstraints": .remake, "updateConstraints": .update,
    "snp_makeConstraints": .make, "snp_remakeConstraints": .remake, "snp_updateConstraints": .update,
  ]

  /// Masonry's block methods on a view, and their actions.
  static let masonryActions: [String: CodeBlockAction] = [
    "mas_makeConstraints": .make, "mas_remakeConstraints": .remake, "mas_updateConstraints": .update,
  ]

  /// The attributes a SnapKit or Masonry name stands for (`edges` is left, top, right and bottom
  /// — not leading and trailing), in the order the library makes their constraints.
  static func libraryAttributes(_ name: String, _ library: CodeLibrary) -> [Attribute]? {
    let masonry = library == .masonry
    switch name {
    case "baseline": return [.lastBaseline]
    case "edges": return masonry ? [.left, .right, .top, .bottom] : [.left, .top, .right, .bottom]
    case "horizontalEdges": return [.left, .right]
    case "verticalEdges", "directionalVerticalEdges": return [.top, .bottom]
    case "directionalEdges": return [.top, .bottom, .leading, .trailing]
    case "directionalHorizontalEdges": return [.leading, .trailing]
    case "size": return [.width, .height]
    case "center": return [.centerX, .centerY]
    case "margins": return [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
    case "directionalMargins": return [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]
    case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
    default: return Attribute(named: name).map { [$0] }
    }
  }

  /// SnapKit's order of attributes (it keeps them as a set).
  private static let snapKitOrder: [Attribute] = [
    .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
    .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    .centerXWithinMargins, .centerYWithinMargins,
  ]

  // MARK: Blocks

  /// Reads a block (`closure`) of `library` for `owner`: its lines describe constraints, made at
  /// the end as the library makes them.
  mutating func runBlock(
    _ action: CodeBlockAction, of library: CodeLibrary, for owner: CodeItem, _ arguments: [CodeArgument],
    at expression: CodeExpression
  ) throws(CodeError) -> CodeValue {
    guard arguments.count == 1, case .closure(let parameters, let body) = arguments[0].value.kind else {
      throw CodeError(
        "expected a block of constraints", at: expression.focus,
        hint: library == .snapKit
          ? "`view.snp.makeConstraints { make in … }`" : "`mas_makeConstraints:^(MASConstraintMaker *make) { … }`")
    }
    guard block == nil else {
      throw CodeError("a block of constraints inside another is not read", at: expression.focus)
    }
    let maker = parameters.first ?? "$0"
    let shadowed = locals[maker]
    locals[maker] = .maker
    block = CodeBlockState(library: library, owner: owner)
    for statement in body { try perform(statement) }
    locals[maker] = shadowed
    guard let finished = block else { return .other("constraints") }
    block = nil
    try finish(finished, action, at: expression)
    return .other("constraints")
  }

  /// The effects of a finished block: its constraints, ids and bindings.
  private mutating func finish(_ state: CodeBlockState, _ action: CodeBlockAction, at expression: CodeExpression)
    throws(CodeError)
  {
    var made: [[CodeConstraint]] = []
    for description in state.descriptions {
      let constraints = try self.constraints(of: description, in: state)
      if constraints.isEmpty { effects.append(.skip("unrelated", at: description.range)) }
      made.append(constraints)
    }
    if action == .update {
      if let binding = state.bindings.first {
        throw CodeError(
          "binding a constraint inside an update block is not read", at: binding.range,
          hint: "bind it where it is made (makeConstraints), then change it with `update(offset:)`")
      }
      effects.append(
        .updateLibraryConstraints(of: state.owner, state.library, made.flatMap { $0 }, at: expression.range))
      return
    }
    var ids = made.map { constraints in [String?](repeating: nil, count: constraints.count) }
    for (index, description) in state.descriptions.enumerated() {
      if let label = description.label, Self.isIdentifier(label) {
        ids[index] = names(label, count: made[index].count).map { isFree($0) ? $0 : nil }
      }
    }
    for binding in state.bindings {
      try checkFree(binding.name, at: binding.range)
      let named = names(binding.name, count: made[binding.index].count)
      ids[binding.index] = zip(ids[binding.index], named).map { label, name in label ?? name }
      locals[binding.name] = .bound(ids[binding.index].compactMap { $0 })
    }
    if action == .remake {
      effects.append(.removeLibraryConstraints(of: state.owner, state.library, at: expression.range))
    }
    for (constraints, chosen) in zip(made, ids) {
      for (constraint, id) in zip(constraints, chosen) {
        if let id { usedIDs.insert(id) }
        effects.append(.add(constraint, id: id, active: true))
      }
    }
  }

  /// `name` for one constraint, `name.1`, `name.2`, … for several.
  private func names(_ name: String, count: Int) -> [String] {
    count == 1 ? [name] : (1...max(count, 1)).map { "\(name).\($0)" }
  }

  /// Whether `name` can be a constraint's id: a letter or `_`, then letters, digits, `_` and `.`.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") && $0.isASCII }
  }

  // MARK: From descriptions to constraints

  /// The constraints a description makes, as its library makes them.
  private func constraints(of description: CodeDescription, in state: CodeBlockState) throws(CodeError)
    -> [CodeConstraint]
  {
    let snapKit = state.library == .snapKit
    // SnapKit makes nothing of a line without a relation; Masonry installs it as `== superview`.
    guard let relation = description.relation ?? (snapKit ? nil : .equal) else { return [] }
    let attributes =
      snapKit ? Self.snapKitOrder.filter(description.attributes.contains) : description.attributes
    var targets = [(target: description.target, constant: CodeConstant?.none)]
    if case .list(let elements) = description.target { targets = elements }
    var result: [CodeConstraint] = []
    for attribute in attributes {
      for (target, first) in targets {
        let second = try secondAnchor(for: attribute, of: target, at: description.range, in: state, all: attributes)
        let keyAttribute = snapKit ? second?.attribute ?? attribute : attribute
        var constant = 0.0
        for value in (first.map { [$0] } ?? []) + description.constants {
          constant = value.value(for: keyAttribute, in: state.library) ?? constant
        }
        result.append(
          CodeConstraint(
            first: CodeAnchor(item: state.owner, attribute: attribute), relation: relation, second: second,
            multiplier: description.multiplier, constant: constant, priority: description.priority,
            range: description.range, library: state.library))
      }
    }
    return result
  }

  /// The second item and attribute of the constraint on `attribute`: the target's attribute, or
  /// the superview's same attribute when there is no target (SnapKit relates a constant centre
  /// to the superview's left or top); nil for a size with no target.
  private func secondAnchor(
    for attribute: Attribute, of target: CodeDescription.Target, at range: CodeRange, in state: CodeBlockState,
    all attributes: [Attribute]
  ) throws(CodeError) -> CodeAnchor? {
    switch target {
    case .none, .list:
      if attribute.isDimension { return nil }
      var to = attribute
      if state.library == .snapKit { to = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute }
      return CodeAnchor(item: state.owner.superview, attribute: to)
    case .margins(let item):
      guard let margin = Self.marginAttribute(attribute) else {
        throw CodeError("lyt has no \(attribute) for layout margins", at: range)
      }
      return CodeAnchor(item: item, attribute: margin)
    case .item(let item, let targetAttributes):
      guard state.library == .snapKit else {
        return CodeAnchor(item: item, attribute: targetAttributes.first ?? attribute)
      }
      return CodeAnchor(
        item: item,
        attribute: try snapKitTarget(attribute, from: attributes, to: targetAttributes, at: range))
    }
  }

  /// SnapKit's second attribute for `attribute` of the set `from` related to the set `to`.
  private func snapKitTarget(_ attribute: Attribute, from: [Attribute], to: [Attribute], at range: CodeRange)
    throws(CodeError) -> Attribute
  {
    let from = Set(from)
    let to = Set(to)
    if to.isEmpty || to == from { return attribute }
    let pairs: [(Set<Attribute>, Set<Attribute>)] = [
      ([.left, .top, .right, .bottom], [.leftMargin, .topMargin, .rightMargin, .bottomMargin]),
      ([.leading, .top, .trailing, .bottom], [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]),
    ]
    for (edges, margins) in pairs {
      if from == edges && to == margins, let margin = Self.marginAttribute(attribute) { return margin }
      if from == margins && to == edges, let edge = Self.edgeAttribute(attribute) { return edge }
    }
    guard to.count == 1, let single = to.first else {
      throw CodeError(
        "SnapKit cannot relate \(from.count) attributes to \(to.count) other ones", at: range,
        hint: "SnapKit stops here (\"Cannot constraint to multiple non identical attributes\"); relate one at a time")
    }
    return single
  }

  /// `left` → `leftMargin`, `centerX` → `centerXWithinMargins`.
  static func marginAttribute(_ attribute: Attribute) -> Attribute? {
    let margins: [Attribute: Attribute] = [
      .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin,
      .trailing: .trailingMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
    ]
    return margins[attribute]
  }

  /// `leftMargin` → `left`.
  private static func edgeAttribute(_ attribute: Attribute) -> Attribute? {
    let edges: [Attribute: Attribute] = [
      .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom, .leadingMargin: .leading,
      .trailingMargin: .trailing,
    ]
    return edges[attribute]
  }

  // MARK: The lines of a block

  /// `make.top`: a new description.
  mutating func makerMember(_ name: String, at expression: CodeExpression) throws(CodeError) -> CodeValue {
    guard var state = block, let attributes = Self.libraryAttributes(name, state.library) else {
      throw CodeError(
        "unknown attribute `\(name)`", at: expression.focus,
        hint: "SnapKit and Masonry name attributes top, left, leading, width, centerX, edges, size, center, …")
    }
    state.descriptions.append(CodeDescription(attributes: attributes, range: expression.range))
    block = state
    return .chain(state.descriptions.count - 1)
  }

  /// `….left` (one more attribute), `.with`, `.and`, `.constraint` on a line being described.
  mutating func chainMember(_ name: String, _ index: Int, at expression: CodeExpression) throws(CodeError)
    -> CodeValue
  {
    guard var state = block, state.descriptions.indices.contains(index) else {
      throw CodeError("`\(name)` outside a block is not understood", at: expression.focus)
    }
    state.descriptions[index].range = state.descriptions[index].range.union(expression.range)
    defer { block = state }
    if ["with", "and", "constraint"].contains(name) { return .chain(index) }
    guard let attributes = Self.libraryAttributes(name, state.library) else {
      throw CodeError("`\(name)` is not understood here", at: expression.focus, hint: Self.chainHint)
    }
    guard state.descriptions[index].relation == nil else {
      throw CodeError(
        "attributes come before the relation", at: expression.focus,
        hint: "write `make.\(name).…` as a line of its own")
    }
    state.descriptions[index].attributes += attributes.filter { !state.descriptions[index].attributes.contains($0) }
    return .chain(index)
  }

  private static let chainHint =
    "a line reads make.ATTRIBUTES.equalTo(…), then offset, inset, multipliedBy, dividedBy, priority, labeled"

  /// `equalTo(…)`, `offset(…)`, `priority(…)`… on a line being described.
  mutating func chainMethod(_ name: String, _ index: Int, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError) -> CodeValue
  {
    guard let descriptions = block?.descriptions, descriptions.indices.contains(index) else {
      throw CodeError("`\(name)` outside a block is not understood", at: expression.focus)
    }
    var description = descriptions[index]
    description.range = description.range.union(expression.range)
    if let relation = Self.chainRelations[name] {
      try relate(&description, relation, name, arguments, at: expression)
    } else if let priority = Self.chainPriorities[name] {
      try expectArguments(0, arguments, at: expression)
      description.priority = priority
    } else {
      try expectArguments(1, arguments, at: expression)
      let argument = arguments[0].value
      switch name {
      case "offset", "mas_offset", "valueOffset":
        description.constants.append(try constantValue(argument))
      case "inset", "insets":
        description.constants.append(Self.insets(try constantValue(argument)))
      case "sizeOffset", "centerOffset":
        description.constants.append(try constantValue(argument))
      case "multipliedBy":
        description.multiplier = try numberValue(argument)
      case "dividedBy":
        let divisor = try numberValue(argument)
        guard divisor != 0 else { throw CodeError("division by zero", at: argument.range) }
        description.multiplier = 1 / divisor
      case "priority":
        description.priority = try libraryPriority(argument)
      case "labeled", "key":
        guard case .string(let label) = argument.kind else {
          throw CodeError("expected a string", at: argument.focus)
        }
        description.label = label
      default:
        throw CodeError("`\(name)` is not understood here", at: expression.focus, hint: Self.chainHint)
      }
    }
    block?.descriptions[index] = description
    return .chain(index)
  }

  private static let chainRelations: [String: Relation] = [
    "equalTo": .equal, "mas_equalTo": .equal, "equalToSuperview": .equal,
    "lessThanOrEqualTo": .lessThanOrEqual, "mas_lessThanOrEqualTo": .lessThanOrEqual,
    "lessThanOrEqualToSuperview": .lessThanOrEqual,
    "greaterThanOrEqualTo": .greaterThanOrEqual, "mas_greaterThanOrEqualTo": .greaterThanOrEqual,
    "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
  ]

  private static let chainPriorities: [String: Priority] = [
    "priorityRequired": .required, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250,
  ]

  /// `equalTo(target)`, `equalToSuperview()`.
  private mutating func relate(
    _ description: inout CodeDescription, _ relation: Relation, _ name: String, _ arguments: [CodeArgument],
    at expression: CodeExpression
  ) throws(CodeError) {
    guard description.relation == nil else {
      throw CodeError(
        "the relation is given twice", at: expression.focus,
        hint: "the library stops here (\"Redefinition of constraint relation\")")
    }
    description.relation = relation
    if name.hasSuffix("Superview") {
      try expectArguments(0, arguments, at: expression)
      if let owner = block?.owner { description.target = .item(owner.superview, []) }
      return
    }
    try expectArguments(1, arguments, at: expression)
    let argument = arguments[0].value
    let value = try evaluate(argument)
    if case .list(let elements) = value {
      guard block?.library == .masonry else {
        throw CodeError(
          "SnapKit takes no array of targets", at: argument.focus, hint: "write one line per target")
      }
      var targets: [(target: CodeDescription.Target, constant: CodeConstant?)] = []
      for element in elements { targets.append(try target(element, at: argument)) }
      description.target = .list(targets)
      return
    }
    let (target, constant) = try target(value, at: argument)
    description.target = target
    if let constant { description.constants.append(constant) }
  }

  /// What one target of `equalTo(…)` relates to, and the constant it gives.
  private func target(_ value: CodeValue, at argument: CodeExpression) throws(CodeError)
    -> (target: CodeDescription.Target, constant: CodeConstant?)
  {
    switch value {
    case .item(let item): return (.item(item, []), nil)
    case .libraryAttributes(let item, let attributes): return (.item(item, attributes), nil)
    case .margins(let item): return (.margins(item), nil)
    case .anchor(let anchor): return (.item(anchor.item, [anchor.attribute]), nil)
    case .number(let number): return (.none, .number(number))
    case .constant(let constant): return (.none, constant)
    case .enumCase("zero"): return (.none, .number(0))
    default:
      throw CodeError(
        "expected a view, an attribute such as `other.snp.bottom`, or a constant; found \(value.description)",
        at: argument.focus)
    }
  }

  private func expectArguments(_ count: Int, _ arguments: [CodeArgument], at expression: CodeExpression)
    throws(CodeError)
  {
    guard arguments.count == count else {
      throw CodeError(
        count == 0 ? "expected no arguments" : "expected \(count) argument\(count == 1 ? "" : "s")",
        at: expression.focus)
    }
  }

  /// `inset(8)` is 8 on every side.
  private static func insets(_ value: CodeConstant) -> CodeConstant {
    guard case .number(let inset) = value else { return value }
    return .insets(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// A number, a size, a point or insets.
  mutating func constantValue(_ expression: CodeExpression) throws(CodeError) -> CodeConstant {
    let value = try evaluate(expression)
    switch value {
    case .number(let number): return .number(number)
    case .constant(let constant): return constant
    case .enumCase("zero"): return .insets(top: 0, left: 0, bottom: 0, right: 0)
    default: return .number(try numberValue(expression))
    }
  }

  /// SnapKit's `.high`, `.medium`, `.low`, `.required`; Masonry's `MASLayoutPriorityDefaultHigh`
  /// (``objectiveCConstant(_:)``); UIKit's priorities and numbers.
  mutating func libraryPriority(_ expression: CodeExpression) throws(CodeError) -> Priority {
    switch try evaluate(expression) {
    case .enumCase("high"): return .defaultHigh
    case .enumCase("medium"): return 500
    case .enumCase("low"): return .defaultLow
    default: return try priorityValue(expression)
    }
  }
}
