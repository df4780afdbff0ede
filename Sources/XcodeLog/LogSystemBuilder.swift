import Cassowary
import Layout

/// Builds a ``LogSystem``: objects get x, y, width and height variables in one shared
/// coordinate space; every attribute is a linear expression over them (`right = x + width`,
/// `centerX = x + width/2`); margin attributes are the attributes of the view's margins guide.
struct LogSystemBuilder {
  /// The margin UIKit gives a plain view (docs/LANGUAGE.md §1.2), used when the log does not pin
  /// the guide.
  static let defaultMargin = 8.0

  private(set) var objects: [LogObject] = []
  private(set) var constraints: [LogConstraint] = []
  private(set) var unreadable: [UnreadableEntry] = []
  private(set) var brokenID: String?
  private(set) var solverConstraints: [String: Constraint] = [:]

  private var indexByIdentity: [String: Int] = [:]
  private var variables: [String: Variable] = [:]
  private var marginsGuideOf: [String: String] = [:]
  private var namer = ObjectNamer()
  private var implicitCount = 0

  /// Reads the log's entries and builds everything.
  mutating func read(_ log: RawLog) {
    var descriptions: [(ConstraintDescription, RawEntry)] = []
    for entry in log.entries {
      do {
        descriptions.append((try DescriptionParser.parse(entry.text), entry))
      } catch {
        unreadable.append(UnreadableEntry(entry: entry, error: error))
      }
    }
    var brokenIndex: Int?
    if let broken = log.broken {
      brokenIndex = Self.match(broken, in: descriptions.map(\.0))
      if brokenIndex == nil {
        do {
          descriptions.append((try DescriptionParser.parse(broken.text), broken))
          brokenIndex = descriptions.count - 1
        } catch {
          unreadable.append(UnreadableEntry(entry: broken, error: error))
        }
      }
    }
    collectObjects(descriptions.map(\.0))
    for (index, (description, entry)) in descriptions.enumerated() {
      let id = "k\(index + 1)"
      if index == brokenIndex { brokenID = id }
      let expression = linearExpression(description)
      addConstraint(
        id: id, text: description.text, expression: expression, relation: description.relation,
        priority: description.priority, implicit: false, description: description,
        readable: readable(description), line: entry.line)
    }
    addImplicitConstraints()
  }

  /// The listed description the "breaking constraint" entry names: same address, else same text.
  static func match(_ broken: RawEntry, in descriptions: [ConstraintDescription]) -> Int? {
    let parsed = try? DescriptionParser.parse(broken.text)
    if let address = parsed?.address,
      let index = descriptions.firstIndex(where: { $0.address == address && $0.className == parsed?.className })
    {
      return index
    }
    let text = broken.text.trimmingSpaces
    return descriptions.firstIndex { $0.text.trimmingSpaces == text }
  }

  // MARK: - Objects

  private mutating func collectObjects(_ descriptions: [ConstraintDescription]) {
    var pending: [LogObjectReference] = []
    for description in descriptions {
      for reference in [description.first.object, description.second?.object, description.superview] {
        if let reference, indexByIdentity[reference.identity] == nil, !pending.contains(reference) {
          pending.append(reference)
        }
      }
    }
    // A guide pinned to `|` with UIKit's margins or safe-area identifier belongs to that view.
    var owners: [String: LogObjectReference] = [:]
    for description in descriptions {
      guard let superview = description.superview else { continue }
      for reference in [description.first.object, description.second?.object] {
        if let reference, reference.isMarginsGuide || reference.isSafeAreaGuide {
          owners[reference.identity] = superview
        }
      }
    }
    // Views first, then owned guides (named after their view), then "superview of X".
    for reference in pending where !reference.isUnknownSuperview && owners[reference.identity] == nil {
      register(reference, name: namer.name(for: reference))
    }
    for reference in pending where owners[reference.identity] != nil {
      guard let owner = owners[reference.identity], let index = indexByIdentity[owner.identity] else {
        register(reference, name: namer.name(for: reference))
        continue
      }
      let suffix = reference.isMarginsGuide ? "_margins" : "_safeArea"
      register(reference, name: namer.name(base: objects[index].name + suffix))
    }
    for reference in pending where reference.isUnknownSuperview {
      let child = reference.identifier.map { String($0.dropFirst("superview of ".count)) } ?? ""
      let childName = indexByIdentity[child].map { objects[$0].name } ?? "view"
      register(reference, name: namer.name(base: "superview_of_" + childName))
    }
    for description in descriptions { learnHierarchy(from: description) }
    // A margins guide is named after its view once the view is known.
    for (view, guide) in marginsGuideOf {
      if let index = objects.firstIndex(where: { $0.name == guide }) { objects[index].marginsOf = view }
    }
  }

  private mutating func register(_ reference: LogObjectReference, name: String) {
    indexByIdentity[reference.identity] = objects.count
    objects.append(LogObject(name: name, reference: reference, isGuide: reference.isGuide))
    for suffix in ["x", "y", "width", "height"] { variables[name + "." + suffix] = Variable(name + "." + suffix) }
  }

  /// `|` in a VFL body or an autoresizing constraint's legend is the superview of the items;
  /// a margins guide pinned to `|` is that view's margins guide.
  private mutating func learnHierarchy(from description: ConstraintDescription) {
    guard let superview = description.superview ?? unknownSuperview(in: description),
      let parentIndex = indexByIdentity[superview.identity]
    else { return }
    let parentName = objects[parentIndex].name
    for reference in [description.first.object, description.second?.object] {
      guard let reference, reference.identity != superview.identity,
        let index = indexByIdentity[reference.identity], objects[index].parent == nil,
        !isAncestor(objects[index].name, of: parentName)
      else { continue }
      objects[index].parent = parentName
      if reference.isMarginsGuide, marginsGuideOf[parentName] == nil {
        marginsGuideOf[parentName] = objects[index].name
      }
    }
  }

  private func unknownSuperview(in description: ConstraintDescription) -> LogObjectReference? {
    [description.first.object, description.second?.object].compactMap { $0 }.first { $0.isUnknownSuperview }
  }

  private func isAncestor(_ candidate: String, of name: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let next = current, steps <= objects.count {
      if next == candidate { return true }
      current = objects.first { $0.name == next }?.parent
      steps += 1
    }
    return false
  }

  // MARK: - Expressions

  private func variable(_ object: String, _ suffix: String) -> Variable {
    variables[object + "." + suffix] ?? Variable(object + "." + suffix)
  }

  private mutating func baselineVariable(_ object: String, _ attribute: LogAttribute) -> Variable {
    let key = object + "." + attribute.rawValue
    if let existing = variables[key] { return existing }
    let created = Variable(key)
    variables[key] = created
    return created
  }

  /// The expression of `attribute` of the object named `object`.
  private mutating func expression(_ object: String, _ attribute: LogAttribute) -> Expression {
    if let edge = attribute.marginEdge {
      return expression(marginsGuide(of: object), edge)
    }
    // Margins were replaced by the margins guide's edges above; a log's leading is its left.
    return attribute.expression(
      left: Expression(variable(object, "x")), top: Expression(variable(object, "y")),
      width: Expression(variable(object, "width")), height: Expression(variable(object, "height")), margins: .zero
    ) { Expression(baselineVariable(object, $0)) }
  }

  /// The margins guide of a view: the one the log pins, or one lyt makes with the default margins.
  private mutating func marginsGuide(of view: String) -> String {
    if let guide = marginsGuideOf[view] { return guide }
    let guide = namer.name(base: view + "_margins")
    objects.append(LogObject(name: guide, reference: nil, isGuide: true, parent: view, marginsOf: view))
    for suffix in ["x", "y", "width", "height"] { variables[guide + "." + suffix] = Variable(guide + "." + suffix) }
    marginsGuideOf[view] = guide
    let margin = Self.defaultMargin
    let pins: [(LogAttribute, Double, String)] = [
      (.left, margin, "left"), (.right, -margin, "right"), (.top, margin, "top"), (.bottom, -margin, "bottom"),
    ]
    for (attribute, offset, side) in pins {
      let expression = expression(guide, attribute) - expression(view, attribute) - offset
      let sign = offset < 0 ? "-" : "+"
      addImplicit(
        text: "\(view)'s \(side) margin is UIKit's default \(NumberText.format(margin))", expression: expression,
        relation: .equal,
        readable: "\(guide).\(attribute.rawValue) == \(view).\(attribute.rawValue) \(sign) \(NumberText.format(margin))"
      )
    }
    return guide
  }

  private func name(of reference: LogObjectReference) -> String {
    indexByIdentity[reference.identity].map { objects[$0].name } ?? "?"
  }

  /// `first - multiplier × second - constant`; a location equal to a constant is measured from
  /// the superview's origin when the legend names one (autoresizing constraints print `minX == 204`).
  private mutating func linearExpression(_ description: ConstraintDescription) -> Expression {
    let firstName = name(of: description.first.object)
    let left = expression(firstName, description.first.attribute)
    guard let second = description.second else {
      var origin = Expression(0)
      if !description.first.attribute.isDimension, let superview = originObject(of: description) {
        origin = expression(superview, description.first.attribute.isHorizontal ? .left : .top)
      }
      return left - origin - description.constant
    }
    let right = expression(name(of: second.object), second.attribute)
    return left - description.multiplier * right - description.constant
  }

  /// The view a location equal to a constant is measured from: the legend's `|`, else the
  /// superview the rest of the log shows.
  func originObject(of description: ConstraintDescription) -> String? {
    if let superview = description.superview { return name(of: superview) }
    return indexByIdentity[description.first.object.identity].flatMap { objects[$0].parent }
  }

  // MARK: - Constraints

  private mutating func addConstraint(
    id: String, text: String, expression: Expression, relation: Relation, priority: Double, implicit: Bool,
    description: ConstraintDescription?, readable: String, line: Int?
  ) {
    let simplified = Expression(terms: expression.simplifiedTerms, constant: expression.constant)
    let solverPriority = Priority(min(max(priority, 1), 1000))
    solverConstraints[id] = Constraint(simplified, relation, priority: solverPriority, name: id)
    let linear = LinearForm(
      terms: simplified.terms.map { ($0.variable.name, $0.coefficient) }, constant: simplified.constant,
      relation: relation)
    constraints.append(
      LogConstraint(
        id: id, text: text, linear: linear, implicit: implicit, description: description, priority: priority,
        readable: readable, line: line))
  }

  private mutating func addImplicit(text: String, expression: Expression, relation: Relation, readable: String) {
    pendingImplicit.append((text, expression, relation, readable))
  }

  private var pendingImplicit: [(String, Expression, Relation, String)] = []

  /// Sizes `>= 0` for every object, then the default-margin pins; ids continue after the listed ones.
  private mutating func addImplicitConstraints() {
    var next = constraints.count + 1
    for object in objects where object.reference != nil {
      for dimension in ["width", "height"] {
        let expression = Expression(variable(object.name, dimension))
        addConstraint(
          id: "k\(next)", text: "\(object.name).\(dimension) >= 0 (implicit: sizes are never negative)",
          expression: expression, relation: .greaterThanOrEqual, priority: 1000, implicit: true, description: nil,
          readable: "\(object.name).\(dimension) >= 0", line: nil)
        next += 1
      }
    }
    for (text, expression, relation, readable) in pendingImplicit {
      addConstraint(
        id: "k\(next)", text: text + " (implicit)", expression: expression, relation: relation, priority: 1000,
        implicit: true, description: nil, readable: readable, line: nil)
      next += 1
    }
    pendingImplicit = []
  }

  /// `UILabel_Title.leading == UIView_cab0.leadingMargin + 8 @750`.
  private func readable(_ description: ConstraintDescription) -> String {
    var text = name(of: description.first.object) + "." + description.first.attribute.rawValue
    text += " " + description.relation.rawValue + " "
    var constant = description.constant
    if let second = description.second {
      if description.multiplier == -1 {
        text += "-"
      } else if description.multiplier != 1 {
        text += NumberText.format(description.multiplier) + " * "
      }
      text += name(of: second.object) + "." + second.attribute.rawValue
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.format(abs(constant)) }
    } else {
      if !description.first.attribute.isDimension, let superview = originObject(of: description) {
        text += superview + "." + (description.first.attribute.isHorizontal ? "left" : "top")
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.format(abs(constant)) }
        constant = 0
      } else {
        text += NumberText.format(constant)
      }
    }
    if description.priority < 1000 { text += " @" + NumberText.format(description.priority) }
    return text
  }
}

extension LogObjectReference {
  /// Whether this stands for the unnamed superview of a `|` without a legend.
  var isUnknownSuperview: Bool { identifier?.hasPrefix("superview of ") ?? false }
}
