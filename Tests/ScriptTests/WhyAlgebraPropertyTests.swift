import Testing

@testable import CommandLanguage
@testable import Layout
@testable import Script

/// Over random layouts, every derivation `why` writes is true arithmetic: each line, evaluated
/// with the solved values, equals its multiple of the value; the value itself appears on the right
/// only on the line just before the one that solves for it; no attribute appears twice in a line.
@Test(arguments: 0..<30)
func randomDerivationsAreTrueArithmetic(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session(
    """
    add view root size 320x480
    add view a in root
    add view b in root
    a.left == root.left + 10
    b.left == a.right + 8
    b.right == root.right - 12
    a.width == b.width
    """)
  for _ in 0..<20 {
    let text = randomSessionCommand(&random, in: s)
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    _ = try? s.execute(statement)
  }
  let engine = s.engine
  for item in ["root", "a", "b", "c", "d"] {
    for attribute in [Attribute.left, .right, .width, .centerX, .top, .bottom, .height, .centerY] {
      let subject = Anchor(item, attribute)
      guard let chain = engine.derivationChain(of: subject), let value = try? engine.value(of: subject) else {
        continue
      }
      for (index, step) in chain.enumerated() {
        let total = step.sum.evaluate { try? engine.value(of: $0) }
        let tolerance = 1e-6 * max(1, abs(value)) * max(1, step.multiple)
        #expect(total.map { abs($0 - step.multiple * value) <= tolerance } == true, "\(subject): \(step)")
        let anchors = step.sum.anchors
        #expect(Set(anchors).count == anchors.count, "\(subject): \(step.text)")
        if anchors.contains(where: { $0.matches(subject) }) {
          let next = index + 1 < chain.count ? chain[index + 1] : nil
          #expect(next.map { $0.multiple != step.multiple } == true, "\(subject): \(step.text) is not solved")
        }
      }
      #expect(chain.last?.multiple == 1)
    }
  }
}
