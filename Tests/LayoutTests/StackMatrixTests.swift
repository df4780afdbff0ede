import Layout
import Testing

/// Every distribution × a representative set of alignments, horizontal, 280 long, spacing 10,
/// `b` hugging at 249 (so fill gives it the spare width). Along the axis each distribution
/// places the views as in its own test; across the axis each alignment as in its own: the two
/// recipes are independent, and these frames, computed by hand, check that they combine.
@Suite("Stack distribution × alignment")
struct StackMatrixTests {
  /// x and width of a, b, c per distribution (stack at x 10, 280 wide).
  static let along: [StackView.Distribution: [(Double, Double)]] = {
    let equal = 260.0 / 3
    let a = 280.0 * 50 / 180
    let b = 280.0 * 80 / 180
    return [
      .fill: [(10, 50), (70, 180), (260, 30)],
      .fillEqually: [(10, equal), (20 + equal, equal), (30 + 2 * equal, equal)],
      .fillProportionally: [(10, a), (20 + a, b), (30 + a + b, 260 - a - b)],
      .equalSpacing: [(10, 50), (120, 80), (260, 30)],
      .equalCentering: [(10, 50), (115, 80), (260, 30)],
    ]
  }()

  /// y and height of a, b, c per alignment (stack at y 10; intrinsic heights 20, 40, 10).
  static let across: [StackView.Alignment: [(Double, Double)]] = [
    .fill: [(10, 40), (10, 40), (10, 40)],
    .leading: [(10, 20), (10, 40), (10, 10)],
    .center: [(20, 20), (10, 40), (25, 10)],
    .trailing: [(30, 20), (10, 40), (40, 10)],
    .lastBaseline: [(30, 20), (10, 40), (40, 10)],
  ]

  @Test(
    arguments: StackView.Distribution.allCases,
    [StackView.Alignment.fill, .leading, .center, .trailing, .lastBaseline])
  func frames(distribution: StackView.Distribution, alignment: StackView.Alignment) throws {
    let configuration = StackView.Configuration(
      axis: .horizontal, distribution: distribution, alignment: alignment, spacing: 10)
    let engine = try LayoutEngine.withStack(configuration, length: 280) { engine in
      try engine.setHugging(249, axis: .horizontal, of: "b")
    }
    let xs = try #require(Self.along[distribution])
    let ys = try #require(Self.across[alignment])
    try expectFrames(engine, (0..<3).map { (xs[$0].0, ys[$0].0, xs[$0].1, ys[$0].1) })
    try expectFrame(engine, "stack", 10, 10, 280, 40)
  }

  @Test("equalCentering, 30 short: spacing and b's lower resistance win over equal centres")
  func equalCenteringOverflow() throws {
    let configuration = StackView.Configuration(axis: .horizontal, distribution: .equalCentering, spacing: 10)
    let engine = try LayoutEngine.withStack(configuration, length: 150) { engine in
      try engine.setCompressionResistance(749, axis: .horizontal, of: "b")
    }
    try expectFrames(engine, [(10, 10, 50, 40), (70, 10, 50, 40), (130, 10, 30, 40)])
  }

  @Test("fillProportionally ignores intrinsic widths that do not fit: 60 long, spacing 0")
  func fillProportionallyOverflow() throws {
    let configuration = StackView.Configuration(axis: .horizontal, distribution: .fillProportionally)
    let engine = try LayoutEngine.withStack(configuration, length: 64)
    // 64 × 50/160, 64 × 80/160, 64 × 30/160.
    try expectFrames(engine, [(10, 10, 20, 40), (30, 10, 32, 40), (62, 10, 12, 40)])
  }
}
