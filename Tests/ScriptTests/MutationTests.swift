import Testing

@testable import CommandLanguage
@testable import Script

/// Examples with random words inserted, replaced or removed keep the parser's invariants.
@Test func mutatedExamplesKeepInvariants() {
  let pieces = [
    "a", ".", "width", "==", "<=", "@", "750", "{", "}", "animate", "add", "view", "in", "(", ")", "[", "|", "H", ":",
    "\n", ";", "-", "*", "/", "0", "x", "set", "expect", "\\\n", "#", "\"", "options", "as", "--svg", ",", "help",
    "constant", "c1", "hug", "size", "1.5", "320x480", "draw", "save", "frame", "b", "top", "required", "+", "->",
    "duration", "show", "unambiguous", "alignAllTop", "stack", "axis", "h", "views", "distribute", "spacing", "metric",
    "=",
    "priority", "defaultLow", "margins", "8,16,8,16", "guide", "scroll", "constraint", "w", "remove", "row.1", "import",
    "log",
  ]
  var state: UInt64 = 42
  var valid = 0
  for _ in 0..<3000 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let examples = CommandReference.entries.map(\.example)
    var words = examples[Int(state >> 33) % examples.count].split(separator: " ").map(String.init)
    for _ in 0..<2 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let i = Int(state >> 40) % (words.count + 1)
      let p = pieces[Int(state >> 33) % pieces.count]
      switch (state >> 20) % 3 {
      case 0: words.insert(p, at: i)
      case 1: if i < words.count { words[i] = p }
      default: if i < words.count { words.remove(at: i) }
      }
    }
    let text = words.joined(separator: (state >> 18) & 1 == 0 ? " " : "")
    let v = Array(text.utf8).withUnsafeBytes { FuzzCheck.violations(in: $0) }
    if Parser.parse(text).errors.isEmpty { valid += 1 }
    #expect(v == [], "\(text.debugDescription)")
  }
  #expect(valid > 200)
}
