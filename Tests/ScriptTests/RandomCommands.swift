@testable import CommandLanguage
@testable import Script

/// Runs one command line on `session`, ignoring a parse error or a refusal (random commands
/// are often refused, and a refused command leaves the session as it was).
func runIgnoringErrors(_ command: String, on session: inout Session) {
  guard let statement = Parser.parse(command, file: "t.lyt").statements.first else { return }
  _ = try? session.execute(statement)
}

/// The session random property tests start from: a root with two views in a row, a placed
/// and b after it, so that commands have something to move, break and make ambiguous.
func rowOfTwoSession() -> Session {
  var session = Session()
  for command in [
    "add view root size 320x480", "add view a in root", "add view b in root", "a.leading == root.leading",
    "b.leading == a.trailing + 8", "a.top == root.top", "b.top == a.top",
  ] {
    runIgnoringErrors(command, on: &session)
  }
  return session
}

/// The operands a random session command is drawn with (see ``randomSessionCommand(_:in:extra:)``).
struct RandomOperands {
  var view: String
  var other: String
  var attribute: String
  /// A user constraint's id (`c1` when there is none).
  var id: String
  var priority: Int
}

/// A random command for the property tests of sessions, over the views root, a, b, c and d:
/// views, constraints between them and their attributes, constants, priorities, activation,
/// intrinsic sizes, direction and reset, plus the commands `extra` adds from the same operands.
func randomSessionCommand(
  _ random: inout SplitMix, in s: Session, extra: (RandomOperands, inout SplitMix) -> [String] = { _, _ in [] }
) -> String {
  let views = ["root", "a", "b", "c", "d"]
  let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY"]
  let ids = s.engine.constraints.filter { $0.origin == .user }.map(\.id)
  let operands = RandomOperands(
    view: views[random.next(views.count)], other: views[random.next(views.count)],
    attribute: attributes[random.next(attributes.count)], id: ids.isEmpty ? "c1" : ids[random.next(ids.count)].name,
    priority: [1000, 750, 250, 500][random.next(4)])
  let (view, other, id, priority) = (operands.view, operands.other, operands.id, operands.priority)
  let suffix = priority == 1000 ? "" : " @\(priority)"
  let candidates =
    [
      "add view \(["c", "d"][random.next(2)]) in \(view)",
      "\(view).\(operands.attribute) == \(other).\(operands.attribute) + \(random.next(50))\(suffix)",
      "\(view).width == \(random.next(400))",
      "set constant \(id) \(random.next(100))",
      "set priority \(id) \(priority)",
      "deactivate \(id)",
      "activate \(id)",
      "remove \(id)",
      "set intrinsic \(view) \(random.next(100))x\(random.next(100))",
      "set direction \(random.next(2) == 0 ? "rtl" : "ltr")",
      "reset",
    ] + extra(operands, &random)
  return candidates[random.next(candidates.count)]
}

/// Commands that make views translate their autoresizing masks, change the masks and turn
/// translation off and on (docs/LANGUAGE.md §1.2.1), for the property tests' `extra`.
func randomAutoresizingCommands(_ operands: RandomOperands, _ random: inout SplitMix) -> [String] {
  let masks = ["h=&-& v=--&", "h=-&- v=-&-", "h=&&& v=&&&", "none", "h=&&- v=-&&", "flexibleLeftMargin"]
  let frame = "\(random.next(60)),\(random.next(60)),\(random.next(200)),\(random.next(200))"
  return [
    "add view \(["e", "f"][random.next(2)]) in \(operands.view) frame \(frame) autoresizing \(masks[random.next(masks.count)])",
    "set translates \(operands.view) \(random.next(2) == 0)",
    "set autoresizing \(operands.view) \(masks[random.next(masks.count)])",
  ]
}
