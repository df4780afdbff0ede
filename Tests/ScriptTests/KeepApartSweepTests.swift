import Layout
import Testing

@testable import Script

/// ``FixCheck/movesKeepApart(_:before:after:)``: the sweep along x finds exactly what comparing
/// every moved sibling with every other one finds.
@Suite("Moved siblings kept apart, by a sweep")
struct KeepApartSweepTests {
  /// Every moved sibling against every other: the rule the sweep must keep.
  private static func bruteForce(_ moves: [FixCheck.SiblingMove], before: [Rect], after: [Rect]) -> Bool {
    for move in moves {
      for index in after.indices where index != move.index {
        if move.new.overlaps(after[index]) && !move.old.overlaps(before[index]) { return false }
      }
    }
    return true
  }

  @Test("random siblings in rows, columns and heaps: the sweep's verdict is every pair's")
  func sweepEqualsEveryPair() {
    var random = SplitMix(seed: 7)
    var outcomes = (kept: 0, broken: 0)
    for _ in 0..<3_000 {
      let count = 1 + random.next(12)
      let shape = random.next(3)
      let before = (0..<count).map { index -> Rect in
        switch shape {
        case 0: Rect(x: Double(index * 10), y: 0, width: Double(random.next(15)), height: 10)
        case 1: Rect(x: 0, y: Double(index * 10), width: 10, height: Double(random.next(15)))
        default:
          Rect(
            x: Double(random.next(40)), y: Double(random.next(40)), width: Double(random.next(20)),
            height: Double(random.next(20)))
        }
      }
      var after = before
      var moves: [FixCheck.SiblingMove] = []
      for index in 0..<count where random.next(3) == 0 {
        var new = before[index]
        new.x += Double(random.next(21)) - 10
        new.width = max(0, new.width + Double(random.next(11)) - 5)
        if random.next(4) == 0 { new.y += Double(random.next(11)) - 5 }
        after[index] = new
        moves.append(FixCheck.SiblingMove(index: index, old: before[index], new: new))
      }
      let expected = Self.bruteForce(moves, before: before, after: after)
      #expect(FixCheck.movesKeepApart(moves, before: before, after: after) == expected, "\(before) → \(after)")
      if expected { outcomes.kept += 1 } else { outcomes.broken += 1 }
    }
    // Both verdicts are common enough to test.
    #expect(outcomes.kept > 500 && outcomes.broken > 500)
  }

  @Test("one or two views moved in a row of a hundred: compared with every sibling, the same verdicts")
  func fewMovesAmongMany() {
    var random = SplitMix(seed: 11)
    var outcomes = (kept: 0, broken: 0)
    for _ in 0..<300 {
      let before = (0..<100).map { Rect(x: Double($0 * 10), y: 0, width: Double(random.next(15)), height: 10) }
      var after = before
      var moves: [FixCheck.SiblingMove] = []
      for _ in 0..<(1 + random.next(2)) {
        let index = random.next(100)
        guard !moves.contains(where: { $0.index == index }) else { continue }
        var new = before[index]
        new.x += Double(random.next(21)) - 10
        after[index] = new
        moves.append(FixCheck.SiblingMove(index: index, old: before[index], new: new))
      }
      let expected = Self.bruteForce(moves, before: before, after: after)
      #expect(FixCheck.movesKeepApart(moves, before: before, after: after) == expected)
      if expected { outcomes.kept += 1 } else { outcomes.broken += 1 }
    }
    #expect(outcomes.kept > 50 && outcomes.broken > 50)
  }

  @Test("a view slid over its neighbour in a row is caught; a view that already overlapped is not")
  func exactCases() {
    let before = [
      Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 50, height: 20),
      Rect(x: 100, y: 0, width: 30, height: 20),
    ]
    var after = before
    after[0].width = 70
    let slid = [FixCheck.SiblingMove(index: 0, old: before[0], new: after[0])]
    #expect(!FixCheck.movesKeepApart(slid, before: before, after: after))
    var wider = before
    wider[1].width = 60
    let alreadyOverlapping = [FixCheck.SiblingMove(index: 1, old: before[1], new: wider[1])]
    #expect(FixCheck.movesKeepApart(alreadyOverlapping, before: before, after: wider))
  }
}
