import Cassowary
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// The bound a required equality can become without moving the layout's optimum
// (`LayoutEngine.boundKeepingTheOptimum(of:)`), and the fix checks that skip it: a squeezed
// label's competitors made `<=` or `>=` are tried only on the side that can give it room.

/// Two labels in a 200-point root, pinned end to end by required equalities: `a` (resistance
/// 750) is squeezed by 88 points because `b` resists at 751.
private let squeezedRow = """
  add view root size 200x100
  add view a in root intrinsic 160x20
  add view b in root intrinsic 100x20 hug 251 resist 751
  a.leading == root.leading + 10
  b.leading == a.trailing + 8
  root.trailing == b.trailing + 10
  a.top == root.top
  b.top == root.top
  """

@Test func theBoundThatKeepsTheOptimumIsTheSideThatTakesRoomAway() throws {
  let s = session(squeezedRow)
  let engine = s.engine
  // c1 `a.leading == root.leading + 10` as `>=` may only push `a` right, c2 `b.leading ==
  // a.trailing + 8` only widen the gap, c3 `root.trailing == b.trailing + 10` only pull `b` in:
  // none of them can give `a` room, so every optimum stays.
  #expect(engine.boundKeepingTheOptimum(of: "c1") == .greaterThanOrEqual)
  #expect(engine.boundKeepingTheOptimum(of: "c2") == .greaterThanOrEqual)
  #expect(engine.boundKeepingTheOptimum(of: "c3") == .greaterThanOrEqual)
  // The tops weigh nothing either way; an optional constraint and an unknown id are not asked.
  #expect(engine.boundKeepingTheOptimum(of: "c4") == nil)
  #expect(engine.boundKeepingTheOptimum(of: "c5") == nil)
  #expect(engine.boundKeepingTheOptimum(of: "a.intrinsic.width") == nil)
  #expect(engine.boundKeepingTheOptimum(of: "c99") == nil)
}

@Test func aBrokenConstraintsConflictKeepsItsMembersBothBounds() throws {
  // Below the row, `x` is asked to be 10 and 20 wide: c10 breaks, its conflict c9; the row's
  // constraints are no members, so loosening them restores nothing.
  let apart = session(
    squeezedRow + "\nadd view x in root\nx.leading == root.leading\nx.top == root.top + 50\nx.height == 10"
      + "\nx.width == 10\nx.width == 20")
  #expect(apart.engine.brokenConstraintCount == 1)
  #expect(apart.engine.mayRestoreBroken(byChanging: "c9"))
  #expect(!apart.engine.mayRestoreBroken(byChanging: "c1"))
  #expect(!apart.engine.mayRestoreBroken(byChanging: "c3"))
  // `a` asked to be 300 wide in the row: c6 breaks, and the row's pins are its conflict.
  let within = session(squeezedRow + "\na.width == 300")
  #expect(within.engine.brokenConstraintCount == 1)
  #expect(within.engine.mayRestoreBroken(byChanging: "c1"))
  #expect(within.engine.mayRestoreBroken(byChanging: "c3"))
  #expect(!within.engine.mayRestoreBroken(byChanging: "c4"))
  #expect(!session(squeezedRow).engine.mayRestoreBroken(byChanging: "c1"))
}

@Test func theOtherBoundGivesTheLabelRoom() throws {
  // c1 made `<=` lets `a` start left of the root's inset: the optimum moves.
  let s = session(squeezedRow + "\nremove c1\nc1: a.leading <= root.leading + 10")
  #expect(try s.engine.frame(of: "a") == Rect(x: -78, y: 0, width: 160, height: 20))
}

@Test func theFixesOfTheSqueezedLabelAreThoseOfEveryCandidate() throws {
  let s = session(squeezedRow)
  #expect(try s.ambiguousComponents().isEmpty)
  let problem = Problem.violated("a.intrinsic.width")
  let quick = s.fixes(for: problem).map(\.line)
  let full = Session.$checksWithoutShortcuts.withValue(true) { session(squeezedRow).fixes(for: problem).map(\.line) }
  #expect(quick == ["set resist b h 749"])
  #expect(full == quick)
}

/// A random row of two to four labels across a root, chained by required equalities (a few
/// gaps `>=`), each label's content priorities and intrinsic width random, sometimes one label
/// given a fixed width: most rows squeeze a label, some leave room.
private func randomRow(seed: UInt64) -> String {
  var random = SplitMix(seed: seed)
  let count = 2 + random.next(3)
  var lines = ["add view root size \(120 + random.next(300))x100"]
  for index in 0..<count {
    lines.append(
      "add view v\(index) in root intrinsic \(20 + random.next(150))x20 hug \(249 + random.next(5)) resist \(748 + random.next(5))"
    )
    lines.append("v\(index).top == root.top + \(random.next(10))")
  }
  lines.append("v0.leading == root.leading + \(random.next(20))")
  for index in 1..<count {
    lines.append("v\(index).leading \(random.next(4) == 0 ? ">=" : "==") v\(index - 1).trailing + \(random.next(12))")
  }
  lines.append("root.trailing == v\(count - 1).trailing + \(random.next(20))")
  if random.next(2) == 0 { lines.append("v\(random.next(count)).width == \(10 + random.next(60))") }
  switch random.next(3) {
  case 0:
    // A conflict of its own, below the row: one of the two widths breaks.
    lines += [
      "add view x in root", "x.leading == root.leading", "x.top == root.top + 50", "x.height == 10",
      "x.width == 10", "x.width == 20",
    ]
  case 1:
    // A conflict with the row: a label wider than the root.
    lines.append("v0.width == 500")
  default: break
  }
  return lines.joined(separator: "\n")
}

/// Every frame of the session, by item name.
private func frames(of s: Session) -> [String: Rect] {
  var frames: [String: Rect] = [:]
  for item in s.engine.items { frames[item.name] = try? s.engine.frame(of: ItemID(item.name)) }
  return frames
}

@Test("a bound that keeps the optimum moves no frame; the checks skipping it find the same fixes", arguments: 0..<4)
func theBoundThatKeepsTheOptimumMovesNothing(batch: UInt64) throws {
  var kept = 0
  var unique = 0
  var withBroken = 0
  for seed in (batch * 50)..<(batch * 50 + 50) {
    let text = randomRow(seed: seed)
    // The fix checks that skip those bounds find exactly the fixes of those that run them: in
    // one batch as `violations` checks them (which scans for ambiguity first), and one by one
    // without a scan (each problem's range of violations over the optimal layouts asked).
    let s = session(text)
    let problems = s.engine.constraints.filter { $0.status == .active && !$0.holds }.map {
      Problem.violated($0.id.name)
    }
    let full = Session.$checksWithoutShortcuts.withValue(true) { () -> [[String]] in
      let other = session(text)
      return problems.map { other.fixes(for: $0).map(\.line) }
    }
    let batched = session(text)
    batched.prepareFixes(for: problems)
    #expect(problems.map { batched.fixes(for: $0).map(\.line) } == full, "seed \(seed), in a batch")
    #expect(problems.map { s.fixes(for: $0).map(\.line) } == full, "seed \(seed), one by one")
    guard try s.ambiguousComponents().isEmpty else { continue }
    unique += 1
    if s.engine.brokenConstraintCount > 0 { withBroken += 1 }
    let before = frames(of: s)
    for info in s.engine.constraints
    where info.status == .active && info.isOwnedByApp && info.constraint.relation == .equal
      && info.constraint.priority.isRequired
      && info.shortfallPriority.isRequired && !s.engine.mayRestoreBroken(byChanging: info.id)
    {
      guard let bound = s.engine.boundKeepingTheOptimum(of: info.id),
        let candidate = FixCommands.setRelation(of: info.id.name, to: bound, in: s.engine)
      else { continue }
      kept += 1
      var copy = s
      for command in candidate.commands {
        let parsed = Parser.parse(command, file: "fix.lyt")
        _ = try copy.execute(try #require(parsed.statements.first))
      }
      let after = frames(of: copy)
      for (name, frame) in before {
        let moved = try #require(after[name])
        let distance =
          [frame.x - moved.x, frame.y - moved.y, frame.width - moved.width, frame.height - moved.height]
          .map(abs).max() ?? 0
        #expect(distance < 1e-9, "seed \(seed), `\(candidate.commands.joined(separator: "; "))` moves \(name)")
      }
    }
  }
  #expect(unique > 20, "batch \(batch): only \(unique) rows with one optimum")
  #expect(withBroken > 10, "batch \(batch): only \(withBroken) of them with a broken constraint")
  #expect(kept > 40, "batch \(batch): a bound that keeps the optimum found only \(kept) times")
}

@Test func aBrokenEqualityRestoredInPlaceKeepsTheSameBound() throws {
  // c6 breaks against c1, then comes back when c1 goes: restored in place, its row holds its
  // dummy with the coefficient −1 of a broken equality's. The bound must not depend on that.
  let restored = session(squeezedRow + "\na.leading == root.leading + 20\nremove c1")
  #expect(restored.engine.constraint("c6")?.status == .active)
  #expect(restored.engine.boundKeepingTheOptimum(of: "c6") == .greaterThanOrEqual)
  let fresh = session(squeezedRow.replacingOccurrences(of: "root.leading + 10", with: "root.leading + 20"))
  #expect(fresh.engine.boundKeepingTheOptimum(of: "c1") == .greaterThanOrEqual)
  #expect(try restored.engine.frame(of: "a") == fresh.engine.frame(of: "a"))
  let problem = Problem.violated("a.intrinsic.width")
  let quick = restored.fixes(for: problem).map(\.line)
  let full = Session.$checksWithoutShortcuts.withValue(true) {
    session(squeezedRow + "\na.leading == root.leading + 20\nremove c1").fixes(for: problem).map(\.line)
  }
  #expect(quick == ["set resist b h 749"])
  #expect(full == quick)
}

/// `squeezedRow` with `b` at the default priorities, the same as `a`'s: the two labels tie over
/// the 88 points the row is short (with `b` at least 50 wide, 38 of `a`'s are forced).
private let tiedRow = squeezedRow.replacingOccurrences(of: " hug 251 resist 751", with: "")

@Test func aViolationEveryOptimumShares() throws {
  /// Whether every optimal layout of `s` violates `id`, walked on a scratch of its own.
  func violatedInEveryOptimum(_ id: ConstraintID, in s: Session) -> Bool {
    var probes = ProbeScratch(base: s.engine.solver)
    return s.engine.isViolatedInEveryOptimum(id, by: 1e-3, probes: &probes)
  }
  let forced = session(tiedRow + "\nb.width >= 50")
  #expect(try forced.ambiguousComponents().count == 3)
  #expect(violatedInEveryOptimum("a.intrinsic.width", in: forced))
  // Without the floor `b` can take all of it: an optimal layout satisfies `a`, and one `b`.
  let open = session(tiedRow)
  #expect(!violatedInEveryOptimum("a.intrinsic.width", in: open))
  #expect(!violatedInEveryOptimum("b.intrinsic.width", in: open))
  // A constraint that holds, and one that is not there.
  #expect(!violatedInEveryOptimum("c1", in: forced))
  #expect(!violatedInEveryOptimum("c99", in: forced))
}

@Test func aTieBrokenByAWeakerWishGetsTheFixesOfEveryCandidate() throws {
  // The weaker c7 decides the tie for `a`: one optimum, but nothing has scanned the layout, so
  // the checks ask the optimal layouts' range of each problem's violation instead.
  let text = tiedRow + "\nb.width >= 50\na.width == 160 @249"
  let problems = [Problem.violated("a.intrinsic.width"), .violated("c7")]
  let quick = session(text)
  let found = problems.map { quick.fixes(for: $0).map(\.line) }
  let full = Session.$checksWithoutShortcuts.withValue(true) { () -> [[String]] in
    let other = session(text)
    return problems.map { other.fixes(for: $0).map(\.line) }
  }
  #expect(found == [[], ["deactivate c6; set priority c6 248; activate c6"]])
  #expect(full == found)
}
