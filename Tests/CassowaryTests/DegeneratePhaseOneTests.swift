import Testing

@testable import Cassowary

/// A constraint whose row reduces to errors and dummies alone goes through phase one; when the
/// equality already holds in the current layout (the row's constant is zero), phase one only
/// makes degenerate pivots, and which symbols enter decides only how dense the rows become.
@Suite("Phase one for an equality that already holds")
struct DegeneratePhaseOneTests {
  /// `count` views as a vertical stack arranges them: each `width` 100 wide by its intrinsic
  /// size (hugging `width <= 100` @250, resistance `width >= 100` @750, `width >= 0` required),
  /// made first, then each view's left and right edges tied to the first view's (UIKit's
  /// `UISV-alignment`): both widths are basic by then, so the row holds errors only.
  static func alignedToFirst(count: Int) -> (views: [Constraint], alignments: [Constraint], widths: [Variable]) {
    let lefts = (0..<count).map { Variable("left\($0)") }
    let widths = (0..<count).map { Variable("width\($0)") }
    var views: [Constraint] = []
    for index in 0..<count {
      views.append((widths[index] >= 0).named("positive\(index)"))
      views.append((widths[index] <= 100).priority(250).named("hug\(index)"))
      views.append((widths[index] >= 100).priority(750).named("resist\(index)"))
    }
    var alignments: [Constraint] = []
    for index in 1..<count {
      alignments.append((lefts[0] == lefts[index]).named("leading\(index)"))
      alignments.append((lefts[0] + widths[0] == lefts[index] + widths[index]).named("trailing\(index)"))
    }
    return (views, alignments, widths)
  }

  @Test("aligning 20 or 200 views to the first keeps every width at 100")
  func rowsStayShort() throws {
    for count in [20, 200] {
      let stack = Self.alignedToFirst(count: count)
      var solver = Solver()
      try addAll(stack.views + stack.alignments, to: &solver)
      #expect(stack.widths.map { solver.value(of: $0) } == Array(repeating: 100, count: count))
      expectConsistent(solver)
    }
  }

  /// Which tags are basic once three views are aligned: entering the oldest symbols first made
  /// each later view's hugging error basic, over the first view's error (which then sits in the
  /// row of every view aligned to it); entering the newest keeps their slacks basic.
  @Test("aligning enters the newest symbols: each view's hugging slack, not its error, is basic")
  func newestSymbolsEnter() throws {
    let stack = Self.alignedToFirst(count: 3)
    var solver = Solver()
    try addAll(stack.views + stack.alignments, to: &solver)
    var basic: [String] = []
    for constraint in stack.views {
      guard let record = solver.record(of: constraint) else { continue }
      for symbol in [record.marker, record.other] where symbol != noSymbol && solver.isBasic(symbol) {
        basic.append("\(constraint.name ?? "?"):\(solver.kinds[Int(symbol)])")
      }
    }
    #expect(
      basic == [
        "positive0:slack", "hug0:slack", "positive1:slack", "hug1:slack", "resist1:slack", "positive2:slack",
        "hug2:slack", "resist2:slack",
      ])
  }
}
