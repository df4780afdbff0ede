// A value's derivation written out step by step: `b.left = a.right + 8 = a.left + a.width + 8
// = root.left + 100 + 8 = 100 + 8 = 108` (docs/EXPLANATIONS.md §5.1–5.2).
import Cassowary

/// One line of a derivation chain: `multiple × subject = sum`.
public struct DerivationStep: Equatable, Sendable {
  /// The right side: attributes (each once) and numbers as they were substituted.
  public var sum: DerivationSum
  /// How many times the subject the sum equals: 1, until the subject reappears on the right and
  /// is solved for (`c.left = … - c.left` gives `2 * c.left = …`).
  public var multiple: Double
  /// What justifies the step: constraints, and items' frames (`a.right = a.left + a.width`).
  /// Empty for solving, writing the numbers and summing them.
  public var reasons: [DerivationReason]

  /// The sum as written (`a.left + a.width + 8`).
  public var text: String { sum.text }
}

/// What justifies one step of a derivation.
public enum DerivationReason: Equatable, Sendable {
  /// A constraint, by id.
  case constraint(String)
  /// An item's frame: its far edges and centres follow from its origin and size
  /// (`a.right = a.left + a.width`).
  case frame(of: String)
}

/// A linear sum as a derivation line writes it: attributes and numbers in the order they were
/// substituted, like attributes collected into one term, a number and its negation dropped.
public struct DerivationSum: Equatable, Sendable {
  /// One summand: a coefficient times an attribute, or times a number (`375 / 3` keeps the
  /// number it divides).
  public struct Piece: Equatable, Sendable {
    /// The coefficient.
    public var coefficient: Double
    /// The attribute, or nil for a number.
    public var anchor: Anchor?
    /// The number (0 for an attribute).
    public var number: Double

    /// The piece's value: the number times the coefficient (nil for an attribute).
    public var value: Double? { anchor == nil ? coefficient * number : nil }
  }

  /// The summands, in order.
  public private(set) var pieces: [Piece] = []

  /// An empty sum (0).
  public init() {}

  /// The sum `anchor`.
  init(_ anchor: Anchor) {
    add(1, anchor)
  }

  /// `coefficient × second + constant`, the right side of a constraint.
  init(_ second: Anchor?, times coefficient: Double, plus constant: Double) {
    if let second { add(coefficient, second) }
    add(1, number: constant)
  }

  /// The attributes in the sum, in order.
  public var anchors: [Anchor] { pieces.compactMap(\.anchor) }

  /// Whether the sum has no attribute.
  public var isNumeric: Bool { pieces.allSatisfy { $0.anchor == nil } }

  /// The coefficient of `anchor` (0 when absent).
  public func coefficient(of anchor: Anchor) -> Double {
    pieces.first { $0.anchor?.matches(anchor) == true }?.coefficient ?? 0
  }

  /// Adds `coefficient × anchor`, collected into the term the sum has for it (the term goes
  /// when its coefficient cancels to 0).
  mutating func add(_ coefficient: Double, _ anchor: Anchor) {
    guard coefficient != 0 else { return }
    guard let index = pieces.firstIndex(where: { $0.anchor?.matches(anchor) == true }) else {
      pieces.append(Piece(coefficient: coefficient, anchor: anchor, number: 0))
      return
    }
    let total = pieces[index].coefficient + coefficient
    if abs(total) <= 1e-12 * max(1, abs(coefficient)) {
      pieces.remove(at: index)
    } else {
      pieces[index].coefficient = total
    }
  }

  /// Adds `coefficient × number`, dropping it with an earlier number it cancels (`+ 20 … - 20`);
  /// a 0 adds nothing.
  mutating func add(_ coefficient: Double, number: Double) {
    let value = coefficient * number
    guard value != 0 else { return }
    if let opposite = pieces.firstIndex(where: { piece in
      piece.value.map { abs($0 + value) <= 1e-12 * max(1, abs(value)) } ?? false
    }) {
      pieces.remove(at: opposite)
      return
    }
    pieces.append(Piece(coefficient: coefficient, anchor: nil, number: number))
  }

  /// Adds `factor × other`, piece by piece.
  mutating func add(_ factor: Double, _ other: DerivationSum) {
    for piece in other.pieces {
      if let anchor = piece.anchor {
        add(factor * piece.coefficient, anchor)
      } else {
        add(factor * piece.coefficient, number: piece.number)
      }
    }
  }

  /// The sum with `anchor` taken out.
  func removing(_ anchor: Anchor) -> DerivationSum {
    var result = self
    result.pieces.removeAll { $0.anchor?.matches(anchor) == true }
    return result
  }

  /// The sum times `factor` (each coefficient scaled, so numbers keep what they were).
  func scaled(by factor: Double) -> DerivationSum {
    var result = self
    for index in result.pieces.indices { result.pieces[index].coefficient *= factor }
    return result
  }

  /// The sum with each anchor that has a replacement replaced in place, like terms collected.
  func substituting(_ replacements: ChainReplacements) -> DerivationSum {
    var result = DerivationSum()
    for piece in pieces {
      if let anchor = piece.anchor, let replacement = replacements[anchor] {
        result.add(piece.coefficient, replacement)
      } else if let anchor = piece.anchor {
        result.add(piece.coefficient, anchor)
      } else {
        result.add(piece.coefficient, number: piece.number)
      }
    }
    return result
  }

  /// The sum with every anchor written as its value (nil when a value is missing).
  func numbers(_ values: AnchorValues) -> DerivationSum? {
    var result = DerivationSum()
    for piece in pieces {
      if let anchor = piece.anchor {
        guard let value = values[anchor] ?? nil else { return nil }
        result.add(piece.coefficient, number: value)
      } else {
        result.add(piece.coefficient, number: piece.number)
      }
    }
    return result
  }

  /// The value of the sum, given each anchor's value (nil when one is missing).
  public func evaluate(_ value: (Anchor) -> Double?) -> Double? {
    var total = 0.0
    for piece in pieces {
      if let anchor = piece.anchor {
        guard let anchorValue = value(anchor) else { return nil }
        total += piece.coefficient * anchorValue
      } else {
        total += piece.coefficient * piece.number
      }
    }
    return total
  }

  /// The value of the sum from recorded values.
  func evaluate(_ values: AnchorValues) -> Double? {
    evaluate { values[$0] ?? nil }
  }

  /// The written form: `a.left + a.width + 8`, `root.width / 3`, `375 / 3`, `0.5 * b.width - 4`.
  public var text: String {
    let written = pieces.map { piece -> (negative: Bool, text: String) in
      let body = piece.anchor.map { "\($0)" } ?? NumberText.display(abs(piece.number))
      let negative = (piece.coefficient < 0) != (piece.anchor == nil && piece.number < 0)
      let magnitude = abs(piece.coefficient)
      let text =
        abs(magnitude - 1) <= 1e-12 ? body : NumberText.scaled(body, by: magnitude, number: NumberText.display)
      return (negative, text)
    }
    return Self.join(written)
  }

  /// Signed pieces joined with ` + ` and ` - ` (`0` when there is none).
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
  private var entries: [(anchor: Anchor, sum: DerivationSum)] = []

  /// Whether nothing is replaced.
  var isEmpty: Bool { entries.isEmpty }

  /// Replaces `anchor` by `sum` (the first replacement of an anchor counts).
  mutating func append(_ anchor: Anchor, _ sum: DerivationSum) {
    entries.append((anchor, sum))
  }

  /// The replacement of `anchor`, or nil.
  subscript(anchor: Anchor) -> DerivationSum? {
    entries.first { $0.anchor.matches(anchor) }?.sum
  }
}
