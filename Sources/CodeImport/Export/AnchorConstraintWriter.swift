import Layout

/// The constraint statements of a Swift or Objective-C export: the bound constraints first
/// (`let wide = …`, its priority set while it is still inactive, since Apple refuses a change
/// between required and optional on an active constraint), then one `activate` of every active
/// constraint in the order they were added, each unbound one with its id as a comment.
struct AnchorConstraintWriter {
  /// The spelling of items and constraints.
  let spelling: AnchorSpelling
  /// The names of bound constraints.
  let names: BindingNames

  private var objectiveC: Bool { spelling.objectiveC }

  /// The statements for `constraints`, in their order.
  func lines(_ constraints: [ExportModel.Constraint]) -> [String] {
    var lines: [String] = []
    var activated: [String] = []
    for entry in constraints {
      let constraint = entry.constraint
      let expression = spelling.expression(constraint)
      guard let name = names.name(of: constraint.id) else {
        activated.append(expression + ",  // \(constraint.id)" + (entry.isBroken ? ", " + Self.broken : ""))
        continue
      }
      lines += binding(name, expression, entry)
      if entry.isActive { activated.append(name + "," + (entry.isBroken ? "  // " + Self.broken : "")) }
    }
    guard !activated.isEmpty else { return lines }
    let elements = activated.map { "    " + $0 }
    if objectiveC {
      return lines + ["[NSLayoutConstraint activateConstraints:@["] + elements + ["]];"]
    }
    return lines + ["NSLayoutConstraint.activate(["] + elements + ["])"]
  }

  /// `let name = …`, its priority and identifier, each before activation.
  private func binding(_ name: String, _ expression: String, _ entry: ExportModel.Constraint) -> [String] {
    let constraint = entry.constraint
    let inactive = entry.isActive ? "" : "  // inactive: made, not activated"
    var lines = [
      objectiveC
        ? "NSLayoutConstraint *\(name) = \(expression);\(inactive)" : "let \(name) = \(expression)\(inactive)"
    ]
    if !constraint.priority.isRequired {
      let value = AnchorSpelling.number(constraint.priority.value)
      lines.append(objectiveC ? "\(name).priority = \(value);" : "\(name).priority = UILayoutPriority(\(value))")
    }
    if name != constraint.id {
      lines.append("\(name).identifier = \(objectiveC ? "@" : "")\"\(constraint.id)\"" + (objectiveC ? ";" : ""))
    }
    return lines
  }

  /// The comment on a constraint lyt broke.
  static let broken = "broken in lyt: it conflicts with other required constraints"
}
