import Layout
import Testing

/// The views every case may name, in `root` unless a case gives another parent (`""` for none).
private let fixtureViews = [
  "a", "b", "c", "button", "textField", "label", "v0", "v1", "v", "view", "mid_left", "mid_right", "top", "bottom",
  "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1", "button2", "flexibleButton", "find",
  "findNext", "findField", "spacer1", "spacer2", "_x1", "circle0", "circle1", "superview", "popUp", "card", "inner",
  "container", "header",
]

/// An engine with the fixture's views (parents first) and a guide `g`.
func fixtureEngine(parents: [String: String] = [:]) throws -> LayoutEngine {
  var engine = LayoutEngine()
  try engine.addView("root")
  try engine.setRootSize(Size(width: 320, height: 480), of: "root")
  var added: Set<String> = ["root"]
  func add(_ name: String) throws {
    guard !added.contains(name) else { return }
    let parent = parents[name] ?? "root"
    if !parent.isEmpty { try add(parent) }
    try engine.addView(ItemID(name), in: parent.isEmpty ? nil : ItemID(parent))
    added.insert(name)
  }
  for name in fixtureViews { try add(name) }
  try engine.addGuide("g", in: "root")
  return engine
}

/// What a case produces: `LABEL: CONSTRAINT` lines, or Apple's reason.
func run(_ fixture: VisualFormatCase) throws -> Result<[String], VisualFormatError> {
  let engine = try fixtureEngine(parents: fixture.parents)
  do {
    let constraints = try engine.visualFormatConstraints(
      fixture.format, options: fixture.options, metrics: fixtureMetrics, edgeSpacing: fixture.edgeSpacing)
    return .success(constraints.map { "\($0.label): \($0.constraint)" })
  } catch {
    return .failure(error)
  }
}

@Test(arguments: realWorldCases + documentedCases + grammarCases)
func visualFormatProducesExactly(_ fixture: VisualFormatCase) throws {
  switch try run(fixture) {
  case .success(let lines): #expect(lines == fixture.expected)
  case .failure(let error): Issue.record("refused: \(error.reason)")
  }
}

@Test(arguments: malformedCases)
func visualFormatRefusesWithApplesReason(_ fixture: VisualFormatCase) throws {
  switch try run(fixture) {
  case .success(let lines): Issue.record("accepted: \(lines)")
  case .failure(let error): #expect(error.reason == fixture.reason)
  }
}

@Test func thereAreAtLeastAHundredCases() {
  let all = realWorldCases + documentedCases + grammarCases + malformedCases
  #expect(all.count >= 100)
  #expect(realWorldCases.allSatisfy { !$0.source.isEmpty })
}
