/// The equation form of a description body: `ITEM.attr REL [-][m*]ITEM2.attr2 [* m] [± c]`,
/// `ITEM.attr REL c`, with symbolic constants (`NSSpace(8)`) read as their number.
enum EquationBody {
  /// Reads the body at the scanner's position up to its end.
  static func parse(
    _ scanner: inout DescriptionScanner, legend: [String: LogObjectReference]
  ) throws(DescriptionError) -> DescriptionParser.Body {
    scanner.skipSpaces()
    let first = try anchor(&scanner, legend: legend)
    scanner.skipSpaces()
    guard let relation = scanner.relation() else {
      throw DescriptionError(
        "expected `==`, `<=` or `>=` after \(first.attribute.rawValue)", at: scanner.position,
        hint: "the equation form is `ITEM.attribute == [multiplier*]ITEM.attribute + constant`")
    }
    scanner.skipSpaces()
    if scanner.current == "+" {
      // `midY == + 70` (old autoresizing descriptions print the sign of a lone constant).
      scanner.position += 1
      scanner.skipSpaces()
    }
    var negative = false
    if scanner.current == "-" && scanner.peek(1) != nil && !(scanner.peek(1)?.isNumber ?? false) {
      negative = true
      scanner.position += 1
      scanner.skipSpaces()
    }
    var multiplier = 1.0
    var constant = 0.0
    var second: LogAnchor?
    if let symbolic = symbolicConstant(&scanner) {
      constant = negative ? -symbolic : symbolic
    } else if let number = scanner.number() {
      scanner.skipSpaces()
      if scanner.consume("*") {
        scanner.skipSpaces()
        multiplier = negative ? -number : number
        second = try anchor(&scanner, legend: legend)
      } else {
        constant = negative ? -number : number
      }
    } else {
      second = try anchor(&scanner, legend: legend)
      multiplier = negative ? -1 : 1
    }
    if second != nil {
      scanner.skipSpaces()
      if scanner.consume("*") {
        scanner.skipSpaces()
        guard let factor = scanner.number() else {
          throw DescriptionError("expected a multiplier after `*`", at: scanner.position, hint: "e.g. `* 0.5`")
        }
        multiplier *= factor
      }
      scanner.skipSpaces()
      constant = try trailingConstant(&scanner)
    }
    scanner.skipSpaces()
    guard scanner.isAtEnd else {
      throw DescriptionError(
        "unexpected text after the equation", at: scanner.position,
        hint: "the equation form ends with the constant, then `priority:P` or the state block")
    }
    return DescriptionParser.Body(
      first: first, relation: relation, multiplier: multiplier, second: second, constant: constant, priority: nil)
  }

  /// `+ 8`, `- 16`, `+16.0`, a bare `NSSpace(8)`, or nothing (0).
  private static func trailingConstant(_ scanner: inout DescriptionScanner) throws(DescriptionError) -> Double {
    if let symbolic = symbolicConstant(&scanner) { return symbolic }
    var sign = 0.0
    if scanner.consume("+") { sign = 1 } else if scanner.consume("-") { sign = -1 }
    guard sign != 0 else { return 0 }
    scanner.skipSpaces()
    if let symbolic = symbolicConstant(&scanner) { return sign * symbolic }
    guard let value = scanner.number() else {
      throw DescriptionError("expected a constant", at: scanner.position, hint: "e.g. `+ 8` or `- 16`")
    }
    return sign * value
  }

  /// `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)` and similar symbolic spacings.
  static func symbolicConstant(_ scanner: inout DescriptionScanner) -> Double? {
    let start = scanner.position
    let name = scanner.take { $0.isLetter || $0.isNumber || $0 == "_" }
    guard name.hasSuffix("Space"), name.hasPrefix("NS") || name.hasPrefix("_"), scanner.consume("(") else {
      scanner.position = start
      return nil
    }
    guard let value = scanner.number(), scanner.consume(")") else {
      scanner.position = start
      return nil
    }
    return value
  }

  /// `ITEM.attribute`, with a bare identifier resolved through the legend.
  static func anchor(
    _ scanner: inout DescriptionScanner, legend: [String: LogObjectReference]
  ) throws(DescriptionError) -> LogAnchor {
    let start = scanner.position
    guard let reference = scanner.objectReference(stopBeforeAttribute: true) else {
      throw DescriptionError(
        "expected an item such as `UILabel:0x7f…`", at: start,
        hint: "items print as `Class:0xADDRESS`, optionally followed by 'text'")
    }
    guard scanner.consume(".") else {
      throw DescriptionError(
        "expected `.attribute` after the item", at: scanner.position, hint: "e.g. `.leading` or `.height`")
    }
    let attributeStart = scanner.position
    let name = scanner.take { $0.isLetter || $0.isNumber }
    guard let attribute = LogAttribute(printed: name) else {
      throw DescriptionError(
        "unknown attribute '\(name)'", at: attributeStart,
        hint: "known attributes: " + LogAttribute.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return LogAnchor(resolve(reference, legend: legend), attribute)
  }

  /// A bare identifier the legend lists as `identifier:0xADDR` gets that address.
  static func resolve(_ reference: LogObjectReference, legend: [String: LogObjectReference]) -> LogObjectReference {
    guard let identifier = reference.identifier, let listed = legend[identifier] else { return reference }
    return LogObjectReference(className: "", address: listed.address, key: listed.key, identifier: identifier)
  }
}
