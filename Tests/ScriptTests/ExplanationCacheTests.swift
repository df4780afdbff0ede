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

  /// A new state takes over the previous state's scratch (rebased onto its solver): over random
  /// sessions, the answers on it are those of a cache of its own.
  @Test("over random sessions, answers on the scratch carried from state to state are a fresh cache's")
  func carriedScratchAnswersAsAFreshOne() {
    for seed in UInt64(0)..<12 {
      var random = SplitMix(seed: seed)
      var carried = Session()
      for command in Self.setup { _ = lines(command, on: &carried) }
      for _ in 0..<20 {
        let command = randomSessionCommand(&random, in: carried)
        _ = lines(command, on: &carried)
        // Taken over from the state before, whose questions made it.
        #expect(carried.explanations.holdsScratch, "after `\(command)`, seed \(seed)")
        var fresh = carried
        fresh.explanations = ExplanationCache()
        for query in Self.queries {
          #expect(lines(query, on: &carried) == lines(query, on: &fresh), "\(query) after `\(command)`, seed \(seed)")
        }
      }
    }
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
