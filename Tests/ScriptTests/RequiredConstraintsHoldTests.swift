import Cassowary
import Layout
import Testing

@testable import CommandLanguage
@testable import Script

/// The commands of the required-constraints property: sizes imposed from outside, removals,
/// deactivations, priority changes, views that translate their autoresizing masks, undo and
/// redo, over a card in a root view.
private func randomRequiredCommand(_ random: inout SplitMix, in s: Session) -> String {
  randomSessionCommand(&random, in: s) { operands, random in
    let sizes = ["320x480", "1024x768", "100x100", "375x667", "20x20"]
    return [
      "set size root \(sizes[random.next(sizes.count)])",
      "set size root \(sizes[random.next(sizes.count)])",
      "\(operands.view).width <= \(random.next(600))",
      "remove \(operands.id)",
      "deactivate \(operands.id)",
      "undo", "undo", "redo",
    ] + randomAutoresizingCommands(operands, &random)
  }
}

/// docs/LANGUAGE.md §4.5: a required constraint holds unless it is marked broken. After every
/// command of random sessions (sizes imposed from outside, removals, deactivations, priority
/// changes, undo and redo), every active required constraint that is not broken holds.
@Test(arguments: 0..<60)
func unbrokenRequiredConstraintsAlwaysHold(seed: UInt64) throws {
  var random = SplitMix(seed: seed)
  var s = session(
    """
    add view root size 375x667
    add view a in root
    add view b in root
    a.leading == root.leading + 16
    a.trailing == root.trailing - 16
    a.centerX == root.centerX
    a.width <= 600
    """)
  var commands: [String] = []
  for _ in 0..<30 {
    let text = randomRequiredCommand(&random, in: s)
    guard let statement = Parser.parse(text, file: "r.lyt").statements.first else { continue }
    if (try? s.execute(statement)) != nil { commands.append(text) }
    for info in s.engine.constraints where info.status == .active && info.constraint.priority.isRequired {
      guard info.shortfallPriority.isRequired else { continue }
      #expect(
        info.holds, "\(info.id) (\(info.constraint)) violated by \(info.violation ?? -1) after: \(commands)")
    }
  }
}
