import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// Random sequences of stack commands (including ones that fail: views arranged twice, wrong
/// alignments, stacks inside their own views) never crash; undoing every step that succeeded
/// restores the start, and redoing them restores the end.
@Test(arguments: 0..<30)
func randomStackCommandsUndoExactly(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session(
    "add view root size 320x480\nadd view a in root intrinsic 40x20\nadd view b in root intrinsic 60x30\n"
      + "add view c in root intrinsic 20x10\nadd view d in root")
  let start = s
  let views = ["root", "a", "b", "c", "d", "s1", "s2"]
  let distributions = StackView.Distribution.allCases.map(\.rawValue)
  let alignments = [
    "h": ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline", "leading"],
    "v": ["fill", "leading", "center", "trailing", "top"],
  ]
  var steps = 0
  for _ in 0..<20 {
    let view = views[random.next(views.count)]
    let arranged = (0..<(1 + random.next(3))).map { _ in views[1 + random.next(views.count - 1)] }
    let axis = random.next(2) == 0 ? "h" : "v"
    let alignment = alignments[axis].map { $0[random.next($0.count)] } ?? "fill"
    let addStack =
      "add stack s\(1 + random.next(2)) in \(["root", "d", "s1"][random.next(3)]) axis \(axis) distribution "
      + "\(distributions[random.next(distributions.count)]) alignment \(alignment) spacing \(random.next(12)) "
      + "views \(arranged.joined(separator: " "))"
    let candidates = [
      addStack, addStack,
      "set hidden \(view) \(random.next(2) == 0)",
      "set intrinsic \(view) \(random.next(90))x\(random.next(50))",
      "\(view).width == \(random.next(300))",
      "\(view).leading == root.leading + \(random.next(40))",
      "set direction \(random.next(2) == 0 ? "rtl" : "ltr")",
    ]
    let text = candidates[random.next(candidates.count)]
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
  #expect(observableState(of: session(end.savedScript)) == observableState(of: end))
}
