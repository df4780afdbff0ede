import Cassowary

/// Reads one constraint description, in every form UIKit, AppKit, SnapKit and Masonry print
/// (docs/AUTO-LAYOUT.md §6.1): the header (class, address, autoresizing masks, identifier), the
/// body in equation or VFL form, the priority, and the state block with its `names:` legend.
public enum DescriptionParser {
  /// Reads `text`, which starts with `<` (an unmatched or missing `>` is tolerated).
  ///
  /// - Throws: ``DescriptionError`` naming the column where reading stopped.
  public static func parse(_ text: String) throws(DescriptionError) -> ConstraintDescription {
    var header = DescriptionScanner(unwrapNestedItems(text))
    _ = header.consume("<")
    header.skipSpaces()
    let className = header.take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
    guard !className.isEmpty, header.consume(":") else {
      throw DescriptionError(
        "expected the constraint's class and address (`NSLayoutConstraint:0x…`)", at: header.position,
        hint: "a description starts with `<CLASS:0xADDRESS`")
    }
    let tag = header.take { $0 != " " && $0 != "\t" && $0 != ">" }
    let address = addressPart(of: tag)
    header.skipSpaces()
    var masks: (String, String)?
    if header.looksAt("h=") {
      let horizontal = header.take { $0 != " " && $0 != "\t" }
      header.skipSpaces()
      let vertical = header.looksAt("v=") ? header.take { $0 != " " && $0 != "\t" } : "v=---"
      header.skipSpaces()
      masks = (String(horizontal.dropFirst(2)), String(vertical.dropFirst(2)))
    }
    var identifier: String?
    if header.current == "'" {
      identifier = header.quotedText()
      header.skipSpaces()
    }
    let bodyStart = header.position
    let (bodyEnd, legend) = stateBlock(in: header.characters, from: bodyStart)
    var body = DescriptionScanner(header.characters[0..<bodyEnd], position: bodyStart)
    var priority = 1000.0
    trimBody(&body, priority: &priority)
    let superview = legend["|"]
    let parsed: Body
    if body.looksAt("H:") || body.looksAt("V:") {
      parsed = try VisualFormatBody.parse(&body, superview: superview, legend: legend)
    } else {
      parsed = try EquationBody.parse(&body, legend: legend)
    }
    if let bodyPriority = parsed.priority { priority = bodyPriority }
    guard parsed.multiplier.isFinite, parsed.constant.isFinite else {
      throw DescriptionError(
        "the multiplier or constant is not a finite number", at: bodyStart,
        hint: "descriptions print finite numbers; this one was damaged")
    }
    guard priority > 0, priority <= 1000 else {
      throw DescriptionError(
        "priority \(priority) is outside (0, 1000]", at: bodyStart, hint: "priorities run from 1 to 1000")
    }
    let origin = Self.origin(className: className, identifier: identifier, masks: masks)
    var description = ConstraintDescription(
      text: text, className: className, address: address, identifier: identifier, first: parsed.first,
      relation: parsed.relation, multiplier: parsed.multiplier, second: parsed.second, constant: parsed.constant,
      priority: priority, origin: origin, superview: superview)
    description.source = sourcePart(of: tag)
    return description
  }

  /// What a body says, before the header's facts are added.
  struct Body {
    var first: LogAnchor
    var relation: Relation
    var multiplier: Double
    var second: LogAnchor?
    var constant: Double
    var priority: Double?
  }

  /// Old SnapKit printed `<<App.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>.bottom>`,
  /// and some pages put a space after `<`: both become the ordinary form.
  static func unwrapNestedItems(_ text: String) -> String {
    var characters = Array(text)
    while characters.count > 1, characters[0] == "<", characters[1] == " " { characters.remove(at: 1) }
    guard characters.count > 2, characters[0] == "<", characters[1] == "<" else { return String(characters) }
    var result: [Character] = ["<"]
    var index = 2
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character == "<", let next, next != "=" {
        index += 1
        continue
      }
      if character == ">", next != "=", index != characters.count - 1 {
        index += 1
        continue
      }
      result.append(character)
      index += 1
    }
    return String(result)
  }

  /// SnapKit's `0x…@File.swift#12` → `File.swift#12`: the line that made the constraint.
  private static func sourcePart(of tag: String) -> String? {
    let parts = tag.split(separator: "@", maxSplits: 1)
    guard parts.count == 2, parts[1].contains("#") else { return nil }
    return String(parts[1])
  }

  /// `0x60000346c9b0` → `60000346c9b0`; SnapKit's `0x…@File.swift#12` loses its location (see
  /// ``sourcePart(of:)``).
  private static func addressPart(of tag: String) -> String? {
    let bare = tag.split(separator: "@", maxSplits: 1).first.map(String.init) ?? tag
    guard bare.hasPrefix("0x") || bare.hasPrefix("0X") else { return nil }
    let digits = bare.dropFirst(2).prefix { $0.isHexDigit }
    return digits.isEmpty ? nil : digits.lowercased()
  }

  /// Finds the state block (`(active)`, `(active, names: …)`, `(Names: …)`) at the end of the
  /// description: where the body ends, and the legend's entries by key.
  private static func stateBlock(
    in characters: [Character], from start: Int
  ) -> (end: Int, legend: [String: LogObjectReference]) {
    var end = characters.count
    while end > start,
      characters[end - 1] == ">" || characters[end - 1] == " " || characters[end - 1] == "\t"
        || characters[end - 1] == "\"" || characters[end - 1] == ","
    {
      end -= 1
    }
    let text = String(characters[start..<end])
    let markers = ["(active", "(inactive", "(Names:", "(names:"]
    var best: String.Index?
    for marker in markers {
      if let range = text.lastRange(of: marker), best.map({ range.lowerBound > $0 }) ?? true {
        best = range.lowerBound
      }
    }
    guard let best else { return (end, [:]) }
    let blockOffset = text.distance(from: text.startIndex, to: best)
    let block = String(text[best...])
    var legend: [String: LogObjectReference] = [:]
    if let names = block.firstRange(ofAny: ["names:", "Names:"]) {
      var scanner = DescriptionScanner(block[names.upperBound...])
      while !scanner.isAtEnd {
        scanner.skipSpaces()
        let key: String
        if scanner.current == "'" {
          key = scanner.quotedText()
        } else {
          key = scanner.take { $0 != ":" && $0 != ")" && $0 != "," }
        }
        guard scanner.consume(":") else { break }
        if scanner.consume("0x") {
          // `identifier:0xADDR`: an object printed by its accessibility identifier.
          let address = scanner.take { $0.isHexDigit }.lowercased()
          legend[key.trimmingSpaces] = LogObjectReference(className: "", address: address)
        } else if let reference = scanner.objectReference(stopBeforeAttribute: false) {
          legend[key.trimmingSpaces] = reference
        } else {
          break
        }
        scanner.skipSpaces()
        guard scanner.consume(",") else { break }
      }
    }
    return (start + blockOffset, legend)
  }

  /// Drops trailing spaces and reads a trailing `priority:P` (UIKit) or `^P` (SnapKit, Masonry).
  private static func trimBody(_ body: inout DescriptionScanner, priority: inout Double) {
    var characters = body.characters
    while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
    var text = String(characters)
    if let range = text.lastRange(of: " priority:") {
      let value = text[range.upperBound...].trimmingSpaces
      if let number = Double(value) { priority = number }
      text = String(text[..<range.lowerBound])
    } else if let range = text.lastRange(of: " ^") {
      let value = text[range.upperBound...].trimmingSpaces
      let named: [String: Double] = ["low": 250, "medium": 500, "high": 750, "required": 1000]
      if let number = named[value] ?? Double(value) { priority = number }
      text = String(text[..<range.lowerBound])
    }
    while text.hasSuffix(" ") || text.hasSuffix("\t") { text.removeLast() }
    body = DescriptionScanner(text, position: body.position)
  }

  /// Who made the constraint, from its class, identifier and masks.
  private static func origin(className: String, identifier: String?, masks: (String, String)?) -> LogConstraintOrigin {
    if let masks { return .autoresizingMask(horizontal: masks.0, vertical: masks.1) }
    if className.hasSuffix("AutoresizingMaskLayoutConstraint") {
      return .autoresizingMask(horizontal: "", vertical: "")
    }
    if className == "NSIBPrototypingLayoutConstraint" { return .prototyping }
    if className == "_UILayoutSupportConstraint" { return .layoutSupport }
    if className == "NSContentSizeLayoutConstraint" { return .contentSize }
    guard let identifier else { return .app }
    if identifier.hasPrefix("UIView-Encapsulated-Layout") { return .encapsulatedLayout }
    if identifier.hasPrefix("_UITemporaryLayout") { return .temporaryLayout }
    if identifier.hasPrefix("UISV-") { return .stackView(identifier) }
    if identifier.hasSuffix("-guide-constraint") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide") {
      return .guidePin
    }
    return .app
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }
}
