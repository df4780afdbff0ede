// Writing a derivation out as a chain of substitutions, checked against the numbers.

extension LayoutEngine {
  /// The longest chain written (lines of substitution before the numbers).
  static let maximumChainDepth = 8
  /// The most summands a chain line may have before it switches to numbers.
  static let maximumChainWidth = 12

  /// `anchor`'s value derived step by step from the `support` constraints (ids; implicit ones as
  /// `view.width>=0`), with values read from `solver` (this engine's, or a probe's).
  ///
  /// Each step replaces every attribute of the previous line by what one unused support
  /// constraint says it equals, or by its frame identity (`a.right = a.left + a.width`) when the
  /// support speaks of the item's other attributes. The chain ends with the numbers and their
  /// sum. Every line is checked against `solver`'s values; nil when a line does not evaluate to
  /// the value (a multiplier on a location attribute, a scroll view's content area) or when no
  /// step applies.
  func chain(for anchor: Anchor, support: [String], values solver: Solver) -> [DerivationStep]? {
    let value = { (anchor: Anchor) -> Double? in
      (try? self.expression(of: anchor)).map { $0.evaluate { solver.value(of: $0) } }
    }
    guard let target = value(anchor) else { return nil }
    let tolerance = 1e-6 * max(1, abs(target))
    // Resolved once: each line of the chain looks every unused link up again.
    var links = support.compactMap(supportConstraint).map { constraint in
      ChainLink(
        id: constraint.id, first: resolved(constraint.first), second: constraint.effectiveSecond.map(resolved),
        multiplier: constraint.multiplier, constant: constraint.constant)
    }
    var sum = ChainSum(resolved(anchor))
    var steps: [DerivationStep] = []
    while steps.count < Self.maximumChainDepth && !sum.anchors.isEmpty && sum.size <= Self.maximumChainWidth {
      var replacements: [Anchor: ChainSum] = [:]
      var reasons: [String] = []
      for variable in sum.anchors {
        if let (replacement, index) = replacement(for: variable, in: links) {
          replacements[variable] = replacement
          reasons.append(links[index].id)
          links[index].isUsed = true
        }
      }
      var frameReasons: [String] = []
      for variable in sum.anchors where replacements[variable] == nil {
        if let identity = frameIdentity(for: variable, mentionedIn: links) {
          replacements[variable] = identity
          if !frameReasons.contains("\(variable.item)'s frame") { frameReasons.append("\(variable.item)'s frame") }
        }
      }
      guard !replacements.isEmpty else { break }
      sum = sum.substituting(replacements)
      guard let check = sum.evaluate(value), abs(check - target) <= tolerance else { return nil }
      steps.append(DerivationStep(text: sum.text, reasons: reasons + frameReasons))
    }
    guard !steps.isEmpty else { return nil }
    if !sum.anchors.isEmpty {
      guard let numbers = sum.numericText(value) else { return nil }
      if numbers != steps.last?.text { steps.append(DerivationStep(text: numbers, reasons: [])) }
    }
    let total = formatNumber(target)
    if steps.last?.text != total { steps.append(DerivationStep(text: total, reasons: [])) }
    return steps
  }

  /// A support constraint by id: a recorded constraint, or an implicit `view.width>=0`.
  private func supportConstraint(_ id: String) -> LayoutConstraint? {
    if let record = records[id] { return record.constraint }
    for (suffix, attribute) in [(".width>=0", Attribute.width), (".height>=0", .height)] where id.hasSuffix(suffix) {
      let item = String(id.dropLast(suffix.count))
      guard itemsByName[item] != nil else { return nil }
      return LayoutConstraint(id: id, Anchor(item, attribute), .greaterThanOrEqual, nil, constant: 0)
    }
    return nil
  }

  /// What the first unused link says `anchor` equals, and the link's index.
  private func replacement(for anchor: Anchor, in links: [ChainLink]) -> (ChainSum, Int)? {
    let wanted = resolved(anchor)
    for index in links.indices where !links[index].isUsed {
      if links[index].first.matches(wanted) {
        var sum = ChainSum(constant: links[index].constant)
        if let second = links[index].second { sum.parts = [ChainPart(links[index].multiplier, .anchor(second))] }
        return (sum, index)
      }
      if let second = links[index].second, second.matches(wanted), links[index].multiplier != 0 {
        let factor = 1 / links[index].multiplier
        let sum = ChainSum(parts: [ChainPart(factor, .anchor(links[index].first))])
        return (ChainSum(parts: sum.parts, constant: -links[index].constant * factor), index)
      }
    }
    return nil
  }

  /// `anchor` written through the item's other frame attributes when unused constraints speak of
  /// them: `a.right` as `a.left + a.width`, or `a.left` as `a.right - a.width`.
  private func frameIdentity(for anchor: Anchor, mentionedIn links: [ChainLink]) -> ChainSum? {
    guard let item = itemsByName[anchor.item] else { return nil }
    // The item's anchors the unused links mention, in the order they are written, each once: in
    // that order, not a set's (a set's order changes from process to process, and when two
    // compound attributes could be solved for the anchor the first written one is taken).
    var mentioned: [Anchor] = []
    for index in links.indices where !links[index].isUsed {
      if links[index].first.item == anchor.item && !mentioned.contains(links[index].first) {
        mentioned.append(links[index].first)
      }
      if let second = links[index].second, second.item == anchor.item, !mentioned.contains(second) {
        mentioned.append(second)
      }
    }
    let own = resolved(anchor)
    let basic: [Attribute] = [.left, .top, .width, .height]
    let expression = simplified(attributeExpression(own.attribute, of: item))
    let variables = item.variables
    let names: [Variable: Attribute] = [
      variables.left: .left, variables.top: .top, variables.width: .width, variables.height: .height,
    ]
    if !basic.contains(own.attribute) {
      // A compound attribute: expand it into the basic ones.
      var sum = ChainSum(constant: expression.constant)
      for term in expression.simplifiedTerms {
        guard let attribute = names[term.variable] else { return nil }
        sum.parts.append(ChainPart(term.coefficient, .anchor(Anchor(anchor.item, attribute))))
      }
      return sum
    }
    // A basic attribute: solve a mentioned compound attribute's identity for it.
    for other in mentioned where !basic.contains(other.attribute) && other.attribute.axis == own.attribute.axis {
      let compound = simplified(attributeExpression(other.attribute, of: item))
      guard
        let coefficient = compound.simplifiedTerms.first(where: { names[$0.variable] == own.attribute })?.coefficient
      else { continue }
      var sum = ChainSum(
        parts: [ChainPart(1 / coefficient, .anchor(other))], constant: -compound.constant / coefficient)
      var complete = true
      for term in compound.simplifiedTerms where names[term.variable] != own.attribute {
        guard let attribute = names[term.variable] else {
          complete = false
          break
        }
        sum.parts.append(ChainPart(-term.coefficient / coefficient, .anchor(Anchor(anchor.item, attribute))))
      }
      if complete { return sum }
    }
    return nil
  }

  /// A support constraint as the chain reads it: its anchors resolved for the layout direction
  /// (the second one nil when the multiplier is 0), and whether a line has used it.
  private struct ChainLink {
    var id: String
    var first: Anchor
    var second: Anchor?
    var multiplier: Double
    var constant: Double
    var isUsed = false
  }

  /// The anchor with `leading`/`trailing` resolved for the current direction.
  private func resolved(_ anchor: Anchor) -> Anchor {
    Anchor(anchor.item, anchor.attribute.resolved(for: direction))
  }
}

extension LayoutEngine {
  /// `anchor`'s current value derived step by step from the constraints that fix it
  /// (`b.left = a.right + 8 = (a.left + a.width) + 8 = 0 + 100 + 8 = 108`), or nil when the
  /// derivation cannot be written as a chain that checks out against the numbers.
  public func derivationChain(of anchor: Anchor) -> [DerivationStep]? {
    guard let derivation = try? derivation(of: anchor) else { return nil }
    return derivationChain(of: anchor, derivation: derivation)
  }

  /// ``derivationChain(of:)`` from `anchor`'s derivation, when the caller has it already.
  public func derivationChain(of anchor: Anchor, derivation: Derivation) -> [DerivationStep]? {
    guard derivation.freeTerms.isEmpty else { return nil }
    let support = derivation.contributions.compactMap { id(of: $0.constraint) }
    return chain(for: anchor, support: support, values: solver)
  }
}

extension Anchor {
  /// `self == other`, the attributes compared first (cheaper than the names, and the chain's
  /// anchors differ in their attribute as often as in their item).
  fileprivate func matches(_ other: Anchor) -> Bool {
    attribute == other.attribute && item == other.item
  }
}
