import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// Random command sequences (including ones that fail, conflict or undo) followed by as many
/// `undo`s as succeeded restore the initial session; as many
/// `redo`s restore the end.
@Test(arguments: 0..<40)
func randomCommandsThenUndoRestoreTheStart(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session("add view root size 320x480\nadd view a in root\nadd view b in root")
  let start = s
  var steps = 0
  for _ in 0..<25 {
    let text = randomSessionCommand(&random, in: s) { operands, random in
      ["set margins \(operands.view) 1,2,3,4", "metric m\(random.next(3)) = \(random.next(9))"]
        + randomAutoresizingCommands(operands, &random)
    }
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    if (try? s.execute(statement)) != nil { steps += 1 }
  }
  let end = s
  let undo = try #require(Parser.parse("undo", file: "r.lyt").statements.first)
  let redo = try #require(Parser.parse("redo", file: "r.lyt").statements.first)
  // Undo and redo rebuild states from checkpoints by running commands again: equal states
  // (every observable value), with new variables.
  for _ in 0..<steps { _ = try s.execute(undo) }
  #expect(observableState(of: s) == observableState(of: start))
  for _ in 0..<steps { _ = try s.execute(redo) }
  #expect(observableState(of: s) == observableState(of: end))
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}

/// Histories keep states only at checkpoints; the others are rebuilt from them by running the
/// commands again. Undoing every step of a long random session
/// (with animations and resets, which cannot be run again) passes through the same observable
/// states as the way there, and redoing every step comes back to the end.
@Test(arguments: 0..<6)
func longHistoriesUndoThroughTheSameStates(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session("add view root size 320x480\nadd view a in root\nadd view b in root")
  var states = [observableState(s)]
  let views = ["root", "a", "b", "c", "d"]
  let attributes = ["leading", "top", "width", "height", "centerX"]
  while states.count < 150 {
    let view = views[random.next(views.count)]
    let other = views[random.next(views.count)]
    let attribute = attributes[random.next(attributes.count)]
    let ids = s.engine.constraints.filter { $0.origin == .user }.map(\.id)
    let id = ids.isEmpty ? "c1" : ids[random.next(ids.count)]
    let candidates = [
      "add view \(["c", "d"][random.next(2)]) in \(view)",
      "\(view).\(attribute) == \(other).\(attribute) + \(random.next(50)) @\([1000, 750, 250][random.next(3)])",
      "set constant \(id) \(random.next(100))",
      "deactivate \(id)",
      "activate \(id)",
      "remove \(id)",
      "set intrinsic \(view) \(random.next(100))x\(random.next(100))",
      "metric m\(random.next(3)) = \(random.next(9))",
      "animate root.width 320 -> \(200 + random.next(200)) duration 0.1 fps 10",
      random.next(8) == 0 ? "reset" : "set hug \(view) h \(200 + random.next(100))",
    ]
    let text = candidates[random.next(candidates.count)]
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    if (try? s.execute(statement)) != nil { states.append(observableState(s)) }
  }
  let undo = try #require(Parser.parse("undo", file: "r.lyt").statements.first)
  let redo = try #require(Parser.parse("redo", file: "r.lyt").statements.first)
  let steps = states.count - 1
  for step in stride(from: steps - 1, through: 0, by: -1) {
    _ = try s.execute(undo)
    #expect(observableState(s) == states[step], "after undoing back to step \(step)")
  }
  for step in 1...steps {
    _ = try s.execute(redo)
    #expect(observableState(s) == states[step], "after redoing step \(step)")
  }
}

/// Everything a person can observe of a session (``observableState(of:)``), and the number the
/// next unnamed constraint gets.
private func observableState(_ s: Session) -> String {
  observableState(of: s) + "\nnext: \(s.state.nextConstraintNumber)"
}
