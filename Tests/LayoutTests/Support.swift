import Cassowary
import Layout
import Testing

/// A test-only reader for constraints written as in the command language, without `as NAME`:
/// `ID: ITEM.ATTR REL [M *] ITEM.ATTR [* M] [+|- C] [@P]` or `ID: ITEM.ATTR REL C [@P]`.
/// Item names may contain dots (`root.safeArea.top`).
struct ParseFailure: Error, CustomStringConvertible {
  var description: String
}

func parse(_ text: String) throws -> LayoutConstraint {
  var tokens = text.split(separator: " ").map(String.init)
  guard tokens.count >= 4, let id = tokens.first, id.hasSuffix(":") else {
    throw ParseFailure(description: "expected `ID: lhs REL rhs` in \(text)")
  }
  tokens.removeFirst()
  let first = try anchor(tokens.removeFirst())
  guard let relation = Relation(rawValue: tokens.removeFirst()) else {
    throw ParseFailure(description: "bad relation in \(text)")
  }
  var priority = Priority.required
  if let last = tokens.last, last.hasPrefix("@") {
    guard let value = Double(last.dropFirst()) else { throw ParseFailure(description: "bad priority in \(text)") }
    priority = Priority(value)
    tokens.removeLast()
  }
  var multiplier = 1.0
  var constant = 0.0
  var second: Anchor?
  if tokens.count >= 2, tokens[1] == "*", let value = Double(tokens[0]) {
    multiplier = value
    tokens.removeFirst(2)
  }
  guard !tokens.isEmpty else { throw ParseFailure(description: "missing right side in \(text)") }
  let head = tokens.removeFirst()
  if let value = Double(head) {
    constant = value
  } else {
    second = try anchor(head)
  }
  if tokens.count >= 2, tokens[0] == "*", let value = Double(tokens[1]) {
    multiplier = value
    tokens.removeFirst(2)
  }
  if tokens.count == 2, let value = Double(tokens[1]) {
    constant = tokens[0] == "-" ? -value : value
    tokens.removeAll()
  }
  guard tokens.isEmpty else { throw ParseFailure(description: "unexpected `\(tokens)` in \(text)") }
  return LayoutConstraint(
    id: String(id.dropLast()), first, relation, second, multiplier: multiplier, constant: constant, priority: priority)
}

private func anchor(_ text: String) throws -> Anchor {
  guard let dot = text.lastIndex(of: "."), let attribute = Attribute(named: String(text[text.index(after: dot)...]))
  else { throw ParseFailure(description: "bad anchor \(text)") }
  return Anchor(String(text[..<dot]), attribute)
}

extension LayoutEngine {
  /// Adds constraints written as text; returns the report of the last one.
  @discardableResult
  mutating func add(_ lines: String...) throws -> OperationReport {
    var report = OperationReport()
    for line in lines { report = try add(parse(line)) }
    return report
  }

  /// An engine with a root view `root` of the given size.
  static func withRoot(width: Double, height: Double) throws -> LayoutEngine {
    var engine = LayoutEngine()
    try engine.addView("root")
    try engine.setRootSize(Size(width: width, height: height), of: "root")
    return engine
  }
}

/// The error an operation throws, or nil.
func layoutError(_ body: () throws(LayoutError) -> Void) -> LayoutError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

/// Asserts a frame up to rounding noise.
func expectFrame(
  _ engine: LayoutEngine, _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let frame = try engine.frame(of: ItemID(name))
  #expect(
    frame.isClose(to: Rect(x: x, y: y, width: width, height: height), tolerance: 1e-9),
    "\(name) is \(frame), expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// Asserts a range up to rounding noise.
func expectRange(
  _ range: ValueRange, _ lower: Double, _ upper: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  func close(_ value: Double, _ expected: Double) -> Bool { value == expected || abs(value - expected) <= 1e-9 }
  #expect(close(range.lower, lower) && close(range.upper, upper), "range is \(range)", sourceLocation: sourceLocation)
}
