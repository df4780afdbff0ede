// A value's derivation written out step by step: `b.left = a.right + 8 = (a.left + a.width) + 8
// = 0 + 100 + 8 = 108` (docs/EXPLANATIONS.md §5.1–5.2).

/// One line of a derivation chain.
public struct DerivationStep: Equatable, Sendable {
  /// The expression the value equals at this step (`(a.left + a.width) + 8`, or `0 + 100 + 8`).
  public var text: String
  /// What justifies the step: constraint ids, or `a's frame` for `a.right = a.left + a.width`.
  /// Empty for the last steps (numbers and their sum).
  public var reasons: [String]
}

/// One summand of a ``ChainSum``: an attribute or a parenthesised sum.
indirect enum ChainTerm {
  case anchor(Anchor)
  case number(Double)
  case group(parts: [ChainPart], constant: Double)

  /// A parenthesised sum.
  static func group(_ sum: ChainSum) -> ChainTerm { .group(parts: sum.parts, constant: sum.constant) }
}

/// A coefficient times a term.
struct ChainPart {
  var coefficient: Double
  var term: ChainTerm

  init(_ coefficient: Double, _ term: ChainTerm) {
    self.coefficient = coefficient
    self.term = term
  }
}

/// A sum of terms as a person writes it: attributes, numbers and parenthesised sums.
struct ChainSum {
  var parts: [ChainPart]
  var constant: Double

  init(parts: [ChainPart] = [], constant: Double = 0) {
    self.parts = parts
    self.constant = constant
  }

  init(_ anchor: Anchor) {
    self.init(parts: [ChainPart(1, .anchor(anchor))])
  }

  /// The anchors in the sum, left to right (repeats included once).
  var anchors: [Anchor] {
    var seen: [Anchor] = []
    for part in parts {
      switch part.term {
      case .anchor(let anchor): if !seen.contains(anchor) { seen.append(anchor) }
      case .number: break
      case .group(let parts, let constant):
        for anchor in ChainSum(parts: parts, constant: constant).anchors where !seen.contains(anchor) {
          seen.append(anchor)
        }
      }
    }
    return seen
  }

  /// The number of anchors and constants written, to keep lines short.
  var size: Int {
    parts.reduce(constant == 0 ? 0 : 1) { total, part in
      switch part.term {
      case .anchor, .number: total + 1
      case .group(let parts, let constant):
        total + ChainSum(parts: parts, constant: constant).size
      }
    }
  }

  /// The sum with each anchor that has a replacement replaced (parenthesised when the
  /// replacement has more than one summand).
  func substituting(_ replacements: ChainReplacements, nested: Bool = false) -> ChainSum {
    var result = ChainSum(constant: constant)
    for part in parts {
      switch part.term {
      case .anchor(let anchor):
        guard let replacement = replacements[anchor] else {
          result.parts.append(part)
          continue
        }
        let summands = replacement.parts.count + (replacement.constant == 0 ? 0 : 1)
        if summands == 1, let only = replacement.parts.first {
          result.parts.append(ChainPart(part.coefficient * only.coefficient, only.term))
        } else if summands == 0 {
          result.parts.append(ChainPart(part.coefficient, .number(0)))
        } else if replacement.parts.isEmpty {
          result.parts.append(ChainPart(part.coefficient, .number(replacement.constant)))
        } else if parts.count == 1 && constant == 0 && part.coefficient == 1 {
          return replacement
        } else if nested && part.coefficient == 1 {
          // Inside parentheses already: splice the sum in rather than nest another pair.
          result.parts += replacement.parts
          if replacement.constant != 0 { result.parts.append(ChainPart(1, .number(replacement.constant))) }
        } else {
          result.parts.append(ChainPart(part.coefficient, .group(replacement)))
        }
      case .number: result.parts.append(part)
      case .group(let parts, let constant):
        let sum = ChainSum(parts: parts, constant: constant)
        result.parts.append(ChainPart(part.coefficient, .group(sum.substituting(replacements, nested: true))))
      }
    }
    return result
  }

  /// The value of the sum, given each anchor's value.
  func evaluate(_ values: AnchorValues) -> Double? {
    var total = constant
    for part in parts {
      let termValue: Double?
      switch part.term {
      case .anchor(let anchor): termValue = values[anchor] ?? nil
      case .number(let number): termValue = number
      case .group(let parts, let constant):
        termValue = ChainSum(parts: parts, constant: constant).evaluate(values)
      }
      guard let termValue else { return nil }
      total += part.coefficient * termValue
    }
    return total
  }

  /// The sum with every anchor written as its value, flattened (`0 + 100 + 8`), or nil when a
  /// value is missing.
  func numericText(_ values: AnchorValues) -> String? {
    var numbers: [Double] = []
    func collect(_ sum: ChainSum, _ factor: Double) -> Bool {
      for part in sum.parts {
        switch part.term {
        case .anchor(let anchor):
          guard let number = values[anchor] ?? nil else { return false }
          numbers.append(factor * part.coefficient * number)
        case .number(let number):
          numbers.append(factor * part.coefficient * number)
        case .group(let parts, let constant):
          let inner = ChainSum(parts: parts, constant: constant)
          if !collect(inner, factor * part.coefficient) { return false }
        }
      }
      if sum.constant != 0 { numbers.append(factor * sum.constant) }
      return true
    }
    guard collect(self, 1) else { return nil }
    // Zeros (an origin at 0, an attribute that cancels) add nothing to read, and neither do a
    // number and its negation (`375 - 8 - 375 + 375` reads `375 - 8`).
    let shown = Self.cancellingOpposites(numbers.filter { $0 != 0 })
    return Self.join((shown.isEmpty ? [0] : shown).map { ($0.sign == .minus, NumberText.display(abs($0))) })
  }

  /// `numbers` without the pairs that cancel (a number and, later, its exact negation), in order.
  static func cancellingOpposites(_ numbers: [Double]) -> [Double] {
    var kept = numbers.map { Optional($0) }
    for index in kept.indices {
      guard let number = kept[index] else { continue }
      if let opposite = kept[(index + 1)...].firstIndex(where: { $0 == -number }) {
        kept[index] = nil
        kept[opposite] = nil
      }
    }
    return kept.compactMap { $0 }
  }

  /// The written form: `a.right + 8`, `(a.left + a.width) + 8`, `0.5 * b.width - 4`.
  var text: String {
    var pieces: [(negative: Bool, text: String)] = []
    for part in parts {
      let body: String
      if case .number(let number) = part.term {
        let value = part.coefficient * number
        pieces.append((value < 0, NumberText.display(abs(value))))
        continue
      }
      switch part.term {
      case .anchor(let anchor): body = "\(anchor)"
      case .number(let number): body = NumberText.display(number)
      case .group(let parts, let constant):
        body = "(\(ChainSum(parts: parts, constant: constant).text))"
      }
      let magnitude = abs(part.coefficient)
      let written =
        abs(magnitude - 1) <= 1e-12 ? body : NumberText.scaled(body, by: magnitude, number: NumberText.display)
      pieces.append((part.coefficient < 0, written))
    }
    if constant != 0 || pieces.isEmpty { pieces.append((constant < 0, NumberText.display(abs(constant)))) }
    return Self.join(pieces)
  }

  /// Signed pieces joined with ` + ` and ` - `.
  static func join(_ pieces: [(negative: Bool, text: String)]) -> String {
    if pieces.isEmpty { return "0" }
    var text = ""
    for (index, piece) in pieces.enumerated() {
      if index == 0 {
        text = (piece.negative ? "-" : "") + piece.text
      } else {
        text += (piece.negative ? " - " : " + ") + piece.text
      }
    }
    return text
  }
}

/// The values of a chain's anchors, each read once (nil for an anchor without a value). A chain
/// has a few dozen anchors: a list searched in order beats hashing their names.
struct AnchorValues {
  private var entries: [(anchor: Anchor, value: Double?)] = []

  /// Records `anchor`'s value.
  mutating func append(_ anchor: Anchor, _ value: Double?) {
    entries.append((anchor, value))
  }

  /// `.some(value)` when `anchor`'s value was recorded (`.some(nil)` when it has none), nil when
  /// it was not.
  subscript(anchor: Anchor) -> Double?? {
    guard let entry = entries.first(where: { $0.anchor.matches(anchor) }) else { return nil }
    return .some(entry.value)
  }
}

/// What one line of a chain replaces: anchors and the sums they become, in the order found. A
/// line replaces a few anchors, so a list searched in order beats hashing names.
struct ChainReplacements {
  private var entries: [(anchor: Anchor, sum: ChainSum)] = []

  /// Whether nothing is replaced.
  var isEmpty: Bool { entries.isEmpty }

  /// Replaces `anchor` by `sum` (the first replacement of an anchor counts).
  mutating func append(_ anchor: Anchor, _ sum: ChainSum) {
    entries.append((anchor, sum))
  }

  /// The replacement of `anchor`, or nil.
  subscript(anchor: Anchor) -> ChainSum? {
    entries.first { $0.anchor.matches(anchor) }?.sum
  }
}
