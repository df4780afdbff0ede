import Testing

@testable import CommandLanguage
@testable import Layout
@testable import Script

/// The ambiguous components a new state takes over from the state before, scanned again only
/// where the command reached (``Session/carryAmbiguity(from:ambiguous:written:)``), are those a
/// full scan of the new state finds.
@Suite("Ambiguity carried from state to state")
struct AmbiguityCarryTests {
  /// A full scan of the session's layout, with no cache (its frame components listed anew too).
  private static func fullScan(_ session: Session) -> [ItemComponent]? {
    var engine = session.engine
    engine.scanTable = FrameComponentTableCache()
    return try? engine.ambiguousComponents()
  }

  @Test("over random sessions with stacks, guides and undo, the carried list is a full scan's")
  func carriedEqualsFullScan() throws {
    for seed in UInt64(0)..<200 {
      var random = SplitMix(seed: seed)
      var session = rowOfTwoSession()
      for step in 0..<30 {
        // The report asks for the state before, so the next command carries it.
        _ = try? session.ambiguousComponents()
        let command = randomSessionCommand(&random, in: session) { operands, random in
          [
            "add stack s\(random.next(2)) in root axis \(random.next(2) == 0 ? "h" : "v") views \(operands.view) \(operands.other)",
            "\(operands.view).width == \(operands.other).height * 2 @\(operands.priority)",
            "\(operands.view).bottom <= root.safeArea.bottom - \(random.next(20))", "undo", "redo",
            "\(operands.view).width >= \(random.next(3) * 10)",
            "\(operands.view).width <= \(operands.other).width + \(random.next(3))",
            "set hug \(operands.view) \(random.next(2) == 0 ? "h" : "v") \([249, 250, 251, 750][random.next(4)])",
            "set resist \(operands.view) \(random.next(2) == 0 ? "h" : "v") \([749, 750, 751][random.next(3)])",
            "add scroll s\(random.next(2)) in root", "s0.contentGuide.width == \(operands.view).width",
            "\(operands.view).top == s0.contentGuide.top + \(random.next(9))",
            "set margins \(operands.view) \(random.next(20)),8,\(random.next(20)),8",
            "set safeArea root \(random.next(40)),0,\(random.next(30)),0",
            "set hidden \(operands.view) \(random.next(2) == 0)",
            "set size root \(200 + random.next(200))x\(300 + random.next(300))",
          ]
        }
        runIgnoringErrors(command, on: &session)
        let carried = try session.ambiguousComponents()
        #expect(carried == Self.fullScan(session), "after `\(command)` (step \(step), seed \(seed))")
      }
    }
  }

  @Test("the items only one of two states has are the same found from their orders as by lookups")
  func itemsOnlyOneHasFromOrders() throws {
    for seed in UInt64(0)..<60 {
      var random = SplitMix(seed: seed)
      var session = rowOfTwoSession()
      for step in 0..<40 {
        let before = session.engine
        let command = randomSessionCommand(&random, in: session) { operands, random in
          [
            "add view v\(random.next(6)) in \(operands.view)", "undo", "undo", "redo",
            "add stack s\(random.next(2)) in root axis h distribution equalSpacing views \(operands.view) \(operands.other)",
            "set hidden \(operands.view) \(random.next(2) == 0)",
          ]
        }
        runIgnoringErrors(command, on: &session)
        for (from, to) in [(before, session.engine), (session.engine, before)] {
          let ordered = Session.itemsAddedAndRemoved(from: from.outlineWithOrder, to: to)
          let looked = Session.itemsAddedAndRemoved(from: from.outline, to: to)
          #expect(ordered.added == looked.added, "after `\(command)` (step \(step), seed \(seed))")
          #expect(ordered.removed == looked.removed, "after `\(command)` (step \(step), seed \(seed))")
        }
      }
    }
    // An undo of `add view` removes the view and its guide, found after the shared start.
    var session = rowOfTwoSession()
    runIgnoringErrors("add view c in root", on: &session)
    let before = session.engine
    runIgnoringErrors("undo", on: &session)
    let found = Session.itemsAddedAndRemoved(from: before.outlineWithOrder, to: session.engine)
    #expect(found.added.isEmpty && found.removed == ["c", "c.safeArea"])
  }

  @Test("an undo that runs commands again rescans in the new state's variables")
  func undoRebuiltFromACheckpointRescans() throws {
    // The undone step keeps no state (it is no checkpoint): undo runs the commands since the
    // last checkpoint again, which makes new variables. Scoped in the old state's variables,
    // the rescan found no component and `b.width` kept its old verdict (seed 121 of the test
    // above, over 600 seeds).
    var session = rowOfTwoSession()
    for command in ["set intrinsic b 11x11", "b.width == b.height * 2 @250"] {
      _ = try? session.ambiguousComponents()
      runIgnoringErrors(command, on: &session)
    }
    let names = { (components: [ItemComponent]) in components.map { "\($0.item).\($0.component)" } }
    #expect(names(try session.ambiguousComponents()) == ["a.width", "a.height", "b.x", "b.width"])
    runIgnoringErrors("undo", on: &session)
    #expect(!session.undoHistory.keepsState(at: session.undoHistory.doneCount - 1))
    #expect(names(try session.ambiguousComponents()) == ["a.width", "a.height", "b.x"])
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
  }

  @Test("a subview centred in a row rescans the subview's top only, without walking the row")
  func centringRescansTheSubviewOnly() throws {
    var session = rowOfTwoSession()
    runIgnoringErrors("add view icon in a", on: &session)
    runIgnoringErrors("icon.height == 10", on: &session)
    _ = try session.ambiguousComponents()
    let before = session.engine
    runIgnoringErrors("icon.centerY == a.centerY as centred", on: &session)
    let scope = try #require(
      session.engine.ambiguityScope(changing: ["centred"], items: [String](), since: before.outline))
    #expect(scope.map(\.name) == ["icon.top"])
    let names = { (components: [ItemComponent]) in components.map { "\($0.item).\($0.component)" } }
    // `a`'s height is free, so the icon's centre is too.
    #expect(
      names(try session.ambiguousComponents()) == [
        "a.width", "a.height", "b.x", "b.width", "b.height", "icon.x", "icon.y", "icon.width",
      ])
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
  }

  @Test("a required inequality that holds with room to spare rescans nothing")
  func aRoomyInequalityRescansNothing() throws {
    var session = rowOfTwoSession()
    runIgnoringErrors("b.width == 50", on: &session)
    let ambiguous = try session.ambiguousComponents()
    let before = session.engine
    runIgnoringErrors("b.width >= 10 as roomy", on: &session)
    let scope = try #require(
      session.engine.ambiguityScope(changing: ["roomy"], items: [String](), since: before.outline))
    #expect(scope.isEmpty)
    #expect(try session.ambiguousComponents() == ambiguous)
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
    // Undone, it held with room in the state before: nothing to rescan either.
    let withIt = session.engine
    #expect(withIt.holdsWithRoom("roomy"))
    runIgnoringErrors("undo", on: &session)
    let undone = try #require(
      session.engine.ambiguityScope(
        changing: ["roomy"], items: [String](), since: withIt.outline, roomyBefore: ["roomy"]))
    #expect(undone.isEmpty)
    #expect(try session.ambiguousComponents() == ambiguous)
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
    runIgnoringErrors("redo", on: &session)
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
    let held = session.engine
    runIgnoringErrors("remove roomy", on: &session)
    let back = try #require(held.ambiguityScope(changing: ["roomy"], items: [String](), in: session.engine))
    #expect(back.isEmpty)
  }

  @Test("a required inequality that holds with no room (a free width capped where it is) is rescanned")
  func aTightInequalityIsRescanned() throws {
    var session = Session()
    for command in [
      "add view root size 300x100", "add view a in root", "a.left == root.left", "a.top == root.top",
      "a.height == 10", "a.width >= 10",
    ] {
      runIgnoringErrors(command, on: &session)
    }
    let names = { (components: [ItemComponent]) in components.map { "\($0.item).\($0.component)" } }
    #expect(names(try session.ambiguousComponents()) == ["a.width"])
    #expect(try session.engine.frame(of: "a").width == 10)
    runIgnoringErrors("a.width <= 10 as cap", on: &session)
    #expect(names(try session.ambiguousComponents()) == [])
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
  }

  @Test("a width added to one row rescans that row only and keeps the other rows' verdicts")
  func oneRowChangesAlone() throws {
    var session = Session()
    for command in [
      "add view root size 300x100", "add view a in root", "add view b in root", "a.left == root.left",
      "a.width >= 10", "b.left == root.left", "b.width == 50", "b.top == root.top", "b.height == 20",
    ] {
      runIgnoringErrors(command, on: &session)
    }
    #expect(
      try session.ambiguousComponents().map { "\($0.item).\($0.component)" } == [
        "a.y", "a.width", "a.height",
      ])
    runIgnoringErrors("a.width == 40", on: &session)
    #expect(try session.ambiguousComponents().map { "\($0.item).\($0.component)" } == ["a.y", "a.height"])
    #expect(try session.ambiguousComponents() == Self.fullScan(session))
  }
}
