import Layout
import Testing

/// A small deterministic generator (a 64-bit linear congruential generator), so failures replay.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

@Test func randomStringsNeverCrashAndPointInsideTheString() throws {
  let engine = try fixtureEngine()
  let pieces = [
    "H:", "V:", "|", "-", "[a]", "[b(10)]", "[c(>=a@750)]", "8", "pad", "(>=8,<=20)", "@999", "(", ")", ",", "]",
    "[", "==", "<", "x", " ", "é", ".5", "-(-2)-", "0x1",
  ]
  var generator = SeededGenerator(state: 7)
  var accepted = 0
  for _ in 0..<3000 {
    let count = Int.random(in: 0...8, using: &generator)
    let format = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    do {
      _ = try engine.visualFormatConstraints(format, metrics: fixtureMetrics)
      accepted += 1
    } catch {
      #expect(error.position >= 0 && error.position <= format.count, "\(format)")
      #expect(error.reason.hasPrefix("Unable to parse constraint format: "))
    }
  }
  #expect(accepted > 0)
}

@Test func everyAcceptedPrefixOfARealStringIsConsistent() throws {
  let engine = try fixtureEngine()
  let format = "H:|-pad-[a(>=44@750)]-(>=8,<=20)-[b(==a)]-0@999-|"
  var accepted: [Int] = []
  for end in 0...format.count {
    let prefix = String(format.prefix(end))
    if (try? engine.visualFormatConstraints(prefix, metrics: fixtureMetrics)) != nil { accepted.append(end) }
  }
  // Complete after `[a(>=44@750)]`, after `[b(==a)]` and at the end; nowhere else.
  #expect(accepted == [21, 41, format.count])
}
