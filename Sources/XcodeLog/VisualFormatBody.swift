import Cassowary

/// The VFL-like form of a description body (docs/AUTO-LAYOUT.md §6.1): `H:|-(8)-[A]`,
/// `H:[A]-(8)-|`, `H:[B]-(>=8@750)-[A]`, `V:[A(44)]`, with `(LTR)` and symbolic spacings.
enum VisualFormatBody {
  /// A predicate in parentheses: relation, constant, priority.
  struct Predicate {
    var relation: Relation = .equal
    var constant: Double
    var priority: Double?
  }

  /// One element of the line.
  enum Element {
    case superview
    case view(LogObjectReference, Predicate?)
    case connection(Predicate)
  }

  /// Reads the body at the scanner's position up to its end.
  static func parse(
    _ scanner: inout DescriptionScanner, superview: LogObjectReference?, legend: [String: LogObjectReference]
  ) throws(DescriptionError) -> DescriptionParser.Body {
    let horizontal = scanner.current == "H"
    scanner.position += 2
    var elements: [Element] = []
    while true {
      scanner.skipSpaces()
      guard let character = scanner.current else { break }
      if character == "|" {
        scanner.position += 1
        elements.append(.superview)
      } else if character == "[" {
        scanner.position += 1
        elements.append(try view(&scanner, legend: legend))
      } else if character == "-" {
        scanner.position += 1
        elements.append(.connection(try connection(&scanner)))
      } else if scanner.consume("(LTR)") || scanner.consume("(RTL)") {
        continue
      } else {
        throw DescriptionError(
          "unexpected '\(character)' in a visual-format description", at: scanner.position,
          hint: "the VFL form is `H:|-(8)-[ITEM]`, `H:[ITEM]-(8)-|`, `H:[A]-(8)-[B]` or `V:[ITEM(44)]`")
      }
    }
    return try interpret(elements, horizontal: horizontal, superview: superview, at: scanner.position)
  }

  /// `[ITEM]` or `[ITEM(PREDICATE)]`, after the `[`.
  private static func view(
    _ scanner: inout DescriptionScanner, legend: [String: LogObjectReference]
  ) throws(DescriptionError) -> Element {
    let start = scanner.position
    guard let found = scanner.objectReference(stopBeforeAttribute: false) else {
      throw DescriptionError("expected an item after `[`", at: start, hint: "e.g. `[UIView:0x7f…]`")
    }
    let reference = EquationBody.resolve(found, legend: legend)
    var predicate: Predicate?
    if scanner.consume("(") {
      predicate = try self.predicate(&scanner)
    }
    guard scanner.consume("]") else {
      throw DescriptionError("expected `]` to close the item", at: scanner.position, hint: "e.g. `[UIView:0x7f…(44)]`")
    }
    return .view(reference, predicate)
  }

  /// After a `-`: `(PREDICATE)-`, `8-`, or nothing (the standard spacing, 8).
  private static func connection(_ scanner: inout DescriptionScanner) throws(DescriptionError) -> Predicate {
    if scanner.consume("(") {
      let predicate = try self.predicate(&scanner)
      _ = scanner.consume("-")
      return predicate
    }
    if let value = scanner.number() {
      _ = scanner.consume("-")
      return Predicate(constant: value)
    }
    return Predicate(constant: 8)
  }

  /// The inside of `( … )` after the `(`, and the `)`: `>=8@750`, `NSSpace(8)`, `0@51`.
  private static func predicate(_ scanner: inout DescriptionScanner) throws(DescriptionError) -> Predicate {
    scanner.skipSpaces()
    let relation = scanner.relation() ?? .equal
    scanner.skipSpaces()
    let constant: Double
    if let symbolic = EquationBody.symbolicConstant(&scanner) {
      constant = symbolic
    } else if let number = scanner.number() {
      constant = number
    } else {
      throw DescriptionError(
        "expected a number in the parentheses", at: scanner.position, hint: "e.g. `(8)`, `(>=8@750)`, `(NSSpace(8))`")
    }
    var priority: Double?
    scanner.skipSpaces()
    if scanner.consume("@") {
      guard let value = scanner.number() else {
        throw DescriptionError("expected a priority after `@`", at: scanner.position, hint: "e.g. `@750`")
      }
      priority = value
    }
    scanner.skipSpaces()
    guard scanner.consume(")") else {
      throw DescriptionError("expected `)`", at: scanner.position, hint: "close the parentheses")
    }
    return Predicate(relation: relation, constant: constant, priority: priority)
  }

  /// Turns the elements into one constraint in Apple's form.
  private static func interpret(
    _ elements: [Element], horizontal: Bool, superview: LogObjectReference?, at offset: Int
  ) throws(DescriptionError) -> DescriptionParser.Body {
    let leading: LogAttribute = horizontal ? .leading : .top
    let trailing: LogAttribute = horizontal ? .trailing : .bottom
    let size: LogAttribute = horizontal ? .width : .height
    var items = elements
    // `|[A]` and `[A][B]`: adjacent without a dash means a spacing of 0.
    if items.count == 2 {
      items.insert(.connection(Predicate(constant: 0)), at: 1)
    }
    func body(_ first: LogAnchor, _ second: LogAnchor?, _ predicate: Predicate) -> DescriptionParser.Body {
      DescriptionParser.Body(
        first: first, relation: predicate.relation, multiplier: 1, second: second, constant: predicate.constant,
        priority: predicate.priority)
    }
    switch (items.first, items.count > 1 ? items[1] : nil, items.count > 2 ? items[2] : nil, items.count) {
    case (.view(let item, let predicate?)?, nil, nil, 1):
      return body(LogAnchor(item, size), nil, predicate)
    case (.superview?, .connection(let gap)?, .view(let item, _)?, 3):
      let parent = superview ?? .unknownSuperview(of: item)
      return body(LogAnchor(item, leading), LogAnchor(parent, leading), gap)
    case (.view(let item, _)?, .connection(let gap)?, .superview?, 3):
      let parent = superview ?? .unknownSuperview(of: item)
      return body(LogAnchor(parent, trailing), LogAnchor(item, trailing), gap)
    case (.view(let before, _)?, .connection(let gap)?, .view(let after, _)?, 3):
      return body(LogAnchor(after, leading), LogAnchor(before, trailing), gap)
    default:
      throw DescriptionError(
        "this visual-format description does not describe one constraint", at: offset,
        hint: "expected `|-(c)-[A]`, `[A]-(c)-|`, `[A]-(c)-[B]` or `[A(c)]`")
    }
  }
}

extension LogObjectReference {
  /// The superview of `item` when the description prints `|` without a legend naming it.
  static func unknownSuperview(of item: LogObjectReference) -> LogObjectReference {
    LogObjectReference(className: "", identifier: "superview of " + item.identity)
  }
}
