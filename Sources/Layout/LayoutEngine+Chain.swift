// Writing a derivation out as a chain of substitutions, checked against the numbers.
import Cassowary

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
  /// support speaks of the item's other attributes, and collects like terms (`+ 20 … - 20` and
  /// `root.left - root.left` cancel). The subject itself is never replaced: when it reappears on
  /// the right the next step solves for it (`c.left = … - c.left`, so `2 * c.left = …`). The chain
  /// ends with the numbers and their sum. Every line is checked against `solver`'s values; nil
  /// when a line does not evaluate to the value (a multiplier on a location attribute, a scroll
  /// view's content area) or when no step applies.
  func chain(for anchor: Anchor, support: [String], values solver: Solver) -> [DerivationStep]? {
    // Each line is checked against the values of its anchors, each computed once, in a plain
    // loop (a closure that captures the engine copies it in and out on every call).
    var values = AnchorValues()
    let subject = resolved(anchor)
    addValues(of: [subject], to: &values, from: solver)
    guard let target = values[subject] ?? nil else { return nil }
    let tolerance = 1e-6 * max(1, abs(target))
    // Resolved once: each line of the chain looks every unused link up again.
    // (A loop, not `map(resolved)`: a method used as a value copies the engine each time.)
    var links: [ChainLink] = []
    for id in support {
      guard let constraint = supportConstraint(id) else { continue }
      var second: Anchor?
      if let other = constraint.effectiveSecond { second = resolved(other) }
      links.append(
        ChainLink(
          id: constraint.id, first: resolved(constraint.first), second: second, multiplier: constraint.multiplier,
          constant: constraint.constant))
    }
    var sum = DerivationSum(subject)
    var multiple = 1.0
    var steps: [DerivationStep] = []
    /// Appends a line after checking that it equals `multiple` times the value.
    func append(_ line: DerivationSum, _ reasons: [DerivationReason]) -> Bool {
      guard let check = line.evaluate(values), abs(check - multiple * target) <= tolerance * max(1, abs(multiple))
      else { return false }
      steps.append(DerivationStep(sum: line, multiple: multiple, reasons: reasons))
      return true
    }
    var depth = 0
    while depth < Self.maximumChainDepth && !sum.isNumeric && sum.pieces.count <= Self.maximumChainWidth {
      var replacements = ChainReplacements()
      var reasons: [DerivationReason] = []
      let anchors = sum.anchors
      for variable in anchors {
        if let (replacement, index) = replacement(for: variable, in: links) {
          replacements.append(variable, replacement)
          reasons.append(.constraint(links[index].id))
          links[index].isUsed = true
        }
      }
      var frameReasons: [DerivationReason] = []
      for variable in anchors where replacements[variable] == nil {
        if let identity = frameIdentity(for: variable, mentionedIn: links) {
          replacements.append(variable, identity)
          if !frameReasons.contains(.frame(of: variable.item)) { frameReasons.append(.frame(of: variable.item)) }
        }
      }
      guard !replacements.isEmpty else { break }
      sum = sum.substituting(replacements)
      depth += 1
      addValues(of: sum.anchors, to: &values, from: solver)
      guard append(sum, reasons + frameReasons) else { return nil }
      // The subject on the right again: moved to the left (`c.left = x - c.left` gives
      // `2 * c.left = x`), so that no later line uses the value to compute itself.
      let again = sum.coefficient(of: subject)
      if again != 0 {
        var left = multiple - again
        sum = sum.removing(subject)
        guard abs(left) > 1e-9 else { return nil }
        if left < 0 {
          left = -left
          sum = sum.scaled(by: -1)
        }
        multiple = left
        guard append(sum, []) else { return nil }
      }
    }
    guard !steps.isEmpty else { return nil }
    if !sum.isNumeric {
      guard let numbers = sum.numbers(values), append(numbers, []) else { return nil }
      sum = numbers
    }
    let total = DerivationSum(nil, times: 0, plus: multiple * target)
    if sum.pieces.count > 1 || sum.pieces.contains(where: { $0.coefficient != 1 }) {
      guard append(total, []) else { return nil }
    }
    if multiple != 1 {
      multiple = 1
      guard append(DerivationSum(nil, times: 0, plus: target), []) else { return nil }
    }
    return steps
  }

  /// Adds the values of the `anchors` that `values` lacks, read from `solver` (nil for an anchor
  /// that names no item or an attribute the item lacks).
  private func addValues(of anchors: [Anchor], to values: inout AnchorValues, from solver: Solver) {
    for anchor in anchors where values[anchor] == nil {
      var value: Double?
      if let expression = try? expression(of: anchor) { value = expression.evaluate { solver.value(of: $0) } }
      values.append(anchor, value)
    }
  }

  /// A support constraint by id: a recorded constraint, or an implicit `view.width>=0`.
  private func supportConstraint(_ id: String) -> LayoutConstraint? {
    if let constraint = records.constraint(id) { return constraint }
    for (suffix, attribute) in [(".width>=0", Attribute.width), (".height>=0", .height)] where id.hasSuffix(suffix) {
      let item = String(id.dropLast(suffix.count))
      guard itemsByName[item] != nil else { return nil }
      return LayoutConstraint(id: id, Anchor(item, attribute), .greaterThanOrEqual, nil, constant: 0)
    }
    return nil
  }

  /// What a link says `anchor` equals, and the link's index: a link that gives it a number first
  /// (such a link can serve again: a number cannot lead back to the anchor), then the first
  /// unused link that has it on its left side, then one that has it on its right.
  private func replacement(for anchor: Anchor, in links: [ChainLink]) -> (DerivationSum, Int)? {
    let wanted = resolved(anchor)
    if let index = links.firstIndex(where: { $0.second == nil && $0.first.matches(wanted) }) {
      return (DerivationSum(nil, times: 0, plus: links[index].constant), index)
    }
    if let index = links.firstIndex(where: { !$0.isUsed && $0.first.matches(wanted) }) {
      let link = links[index]
      return (DerivationSum(link.second, times: link.multiplier, plus: link.constant), index)
    }
    if let index = links.firstIndex(where: { link in
      !link.isUsed && link.multiplier != 0 && link.second.map { $0.matches(wanted) } == true
    }) {
      let link = links[index]
      let factor = 1 / link.multiplier
      return (DerivationSum(link.first, times: factor, plus: -link.constant * factor), index)
    }
    return nil
  }

  /// `anchor` written through the item's other frame attributes when unused constraints speak of
  /// them: `a.right` as `a.left + a.width`, or `a.left` as `a.right - a.width`.
  private func frameIdentity(for anchor: Anchor, mentionedIn links: [ChainLink]) -> DerivationSum? {
    guard let item = itemsByName[anchor.item] else { return nil }
    let own = resolved(anchor)
    let variables = item.variables
    /// The basic attribute a frame variable of the item stands for.
    func basicAttribute(of variable: Variable) -> Attribute? {
      if variable === variables.left { return .left }
      if variable === variables.top { return .top }
      if variable === variables.width { return .width }
      if variable === variables.height { return .height }
      return nil
    }
    let basic: [Attribute] = [.left, .top, .width, .height]
    if !basic.contains(own.attribute) {
      // A compound attribute: expand it into the basic ones.
      let expression = simplified(attributeExpression(own.attribute, of: item))
      var sum = DerivationSum()
      for term in expression.simplifiedTerms {
        guard let attribute = basicAttribute(of: term.variable) else { return nil }
        sum.add(term.coefficient, Anchor(anchor.item, attribute))
      }
      sum.add(1, number: expression.constant)
      return sum
    }
    // A basic attribute: solve a mentioned compound attribute's identity for it. The item's
    // compound anchors the unused links mention, in the order they are written, each once: in
    // that order, not a set's (a set's order changes from process to process, and when two
    // compound attributes could be solved for the anchor the first written one is taken).
    var mentioned: [Anchor] = []
    func consider(_ candidate: Anchor?) {
      guard let candidate, !basic.contains(candidate.attribute), candidate.attribute.axis == own.attribute.axis,
        candidate.item == anchor.item, !mentioned.contains(candidate)
      else { return }
      mentioned.append(candidate)
    }
    for index in links.indices where !links[index].isUsed {
      consider(links[index].first)
      consider(links[index].second)
    }
    for other in mentioned {
      let compound = simplified(attributeExpression(other.attribute, of: item))
      guard
        let coefficient = compound.simplifiedTerms.first(where: { basicAttribute(of: $0.variable) == own.attribute })?
          .coefficient
      else { continue }
      var sum = DerivationSum(other)
      sum = sum.scaled(by: 1 / coefficient)
      var complete = true
      for term in compound.simplifiedTerms where basicAttribute(of: term.variable) != own.attribute {
        guard let attribute = basicAttribute(of: term.variable) else {
          complete = false
          break
        }
        sum.add(-term.coefficient / coefficient, Anchor(anchor.item, attribute))
      }
      sum.add(1, number: -compound.constant / coefficient)
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
  /// (`b.left = a.right + 8 = a.left + a.width + 8 = root.left + 100 + 8 = 100 + 8 = 108`), or nil when the
  /// derivation cannot be written as a chain that checks out against the numbers.
  ///
  /// - Complexity: a derivation per step, at most eight steps.
  public func derivationChain(of anchor: Anchor) -> [DerivationStep]? {
    guard let derivation = try? derivation(of: anchor) else { return nil }
    return derivationChain(of: anchor, derivation: derivation)
  }

  /// ``derivationChain(of:)`` from `anchor`'s derivation, when the caller has it already.
  ///
  /// - Complexity: as ``derivationChain(of:)`` without measuring the derivation.
  public func derivationChain(of anchor: Anchor, derivation: Derivation) -> [DerivationStep]? {
    guard derivation.freeTerms.isEmpty else { return nil }
    let support = derivation.contributions.compactMap { $0.constraint.name }
    return chain(for: anchor, support: support, values: solver)
  }
}

extension Anchor {
  /// `self == other`, the attributes compared first (cheaper than the names, and the chain's
  /// anchors differ in their attribute as often as in their item).
  func matches(_ other: Anchor) -> Bool {
    attribute == other.attribute && item == other.item
  }
}
