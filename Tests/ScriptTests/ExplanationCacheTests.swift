import Testing

@testable import CommandLanguage
@testable import Script

/// The lines of one command run on `session`.
private func lines(_ command: String, on session: inout Session) -> [String] {
  guard let statement = Parser.parse(command, file: "t.lyt").statements.first else { return ["(no statement)"] }
  do {
    return try session.execute(statement).lines
  } catch {
    return ["error: \(error.message)"]
  }
}

@Suite("Explanation answers kept per session state")
struct ExplanationCacheTests {
  /// Two widths that tie at 250 once the root is too narrow for both preferences.
  static let setup = [
    "add view root size 320x200", "add view a in root", "add view b in root", "a.left == root.left",
    "b.left == a.right + 8", "b.right == root.right", "a.width == 200 @250 as wa", "b.width == 150 @250 as wb",
    "a.top == root.top", "b.top == root.top", "a.height == 20", "b.height == 20",
  ]
  static let queries = ["why a.width", "why b.left", "why a.top", "explain", "ambiguity"]

  /// Every query's answer after each step equals the answer of a fresh session that only ran
  /// the steps so far: answers kept for one state are never shown for another.
  @Test("after every change, undo and redo, the answers are those of a fresh session")
  func answersFollowTheState() {
    let steps = [
      "set size root 400x200", "set constant wa 100", "undo", "redo", "set priority wb 300", "remove c7",
    ]
    var asking = Session()
    for command in Self.setup { _ = lines(command, on: &asking) }
    var done: [String] = []
    for step in [nil] + steps.map(Optional.some) {
      if let step {
        _ = lines(step, on: &asking)
        done.append(step)
      }
      var fresh = Session()
      for command in Self.setup + done { _ = lines(command, on: &fresh) }
      for query in Self.queries {
        let expected = lines(query, on: &fresh)
        #expect(lines(query, on: &asking) == expected, "\(query) after \(done)")
        // Asked twice on the same state: the kept answer.
        #expect(lines(query, on: &asking) == expected, "\(query) again after \(done)")
      }
    }
  }

  /// A command lets the state's scratch go before it writes (a scratch shares the state's
  /// tables), and the answers of the new state, its change report's probes among them, are those
  /// of a cache of its own: over random sessions.
  @Test("over random sessions, a command lets the scratch go and the answers after are a fresh cache's")
  func answersAfterACommandAreAFreshCachesOnes() {
    var scratchesLetGo = 0
    for seed in UInt64(0)..<12 {
      var random = SplitMix(seed: seed)
      var carried = Session()
      for command in Self.setup { _ = lines(command, on: &carried) }
      for _ in 0..<20 {
        let command = randomSessionCommand(&random, in: carried)
        let cache = carried.explanations
        let hadScratch = cache.holdsScratch
        _ = lines(command, on: &carried)
        if carried.explanations !== cache {
          // A new state: the scratch of the one before, which shared its tables, was let go.
          #expect(!cache.holdsScratch, "after `\(command)`, seed \(seed)")
          scratchesLetGo += hadScratch ? 1 : 0
        }
        var fresh = carried
        fresh.explanations = ExplanationCache()
        for query in Self.queries {
          #expect(lines(query, on: &carried) == lines(query, on: &fresh), "\(query) after `\(command)`, seed \(seed)")
        }
      }
    }
    // The queries of each step made a scratch for the next command to let go.
    #expect(scratchesLetGo >= 100)
  }

  @Test("a copy of the session that changes does not change the original's answers")
  func copiesKeepTheirOwnAnswers() {
    var original = Session()
    for command in Self.setup { _ = lines(command, on: &original) }
    let before = lines("why a.width", on: &original)
    var copy = original
    _ = lines("set size root 600x200", on: &copy)
    #expect(lines("why a.width", on: &copy) != before)
    #expect(lines("why a.width", on: &original) == before)
  }
}
