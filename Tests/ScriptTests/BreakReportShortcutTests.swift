import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// The report of a command whose constraint broke takes two shortcuts (issue #26): the layout
// before the command proves that the newly violated constraints can hold with the required ones
// (their loss probes with the required constraints alone are not run), and a conflict member's
// constant moved so that it only tightens is not solved. With `Session.checksWithoutShortcuts`
// neither is taken; the reports must be the same.

/// A session of a row of `count` views 8 apart in a root their preferred widths fill, each at
/// least 10 wide and preferring its width at a priority drawn from `random`.
private func rowSession(count: Int, random: inout SplitMix) -> Session {
  var lines = ["add view root size 2000x100"]
  var total = 8
  for index in 0..<count {
    let preferred = 20 + random.next(50)
    total += preferred + 8
    let left = index == 0 ? "root.leading + 8" : "v\(index - 1).trailing + 8"
    lines += [
      "add view v\(index) in root", "v\(index).leading == \(left)", "v\(index).width >= 10",
      "v\(index).width == \(preferred) @\([250, 500, 750, 999][random.next(4)])", "v\(index).top == root.top",
    ]
  }
  lines += ["v\(count - 1).trailing == root.trailing - 8", "set size root \(total - random.next(60))x100"]
  return session(lines.joined(separator: "\n"))
}

/// The response of `command` in `s`, with or without the shortcuts.
private func report(_ command: String, in s: Session, shortcuts: Bool) -> [String] {
  var copy = s
  guard let statement = Parser.parse(command, file: "b.lyt").statements.first else { return [] }
  return Session.$checksWithoutShortcuts.withValue(!shortcuts) {
    ((try? copy.execute(statement))?.lines) ?? ["failed"]
  }
}

@Test("a report whose constraint broke is the same with and without its shortcuts", arguments: 0..<4)
func breakReportsWithoutShortcuts(batch: UInt64) {
  var compared = 0
  for seed in (batch * 10)..<(batch * 10 + 10) {
    var random = SplitMix(seed: seed)
    let count = 6 + random.next(10)
    let s = rowSession(count: count, random: &random)
    let view = "v\(random.next(count))"
    for command in [
      "\(view).width == \(5000 + random.next(100)) as breaking",
      "\(view).width >= \(3000 + random.next(100)) as breaking",
      "\(view).width == \(random.next(5)) as breaking", "\(view).leading == root.leading + 4000 as breaking",
    ] {
      let quick = report(command, in: s, shortcuts: true)
      #expect(quick.contains { $0.hasPrefix("breaking broken") }, "seed \(seed): \(command)")
      #expect(quick == report(command, in: s, shortcuts: false), "seed \(seed): \(command)")
      compared += 1
    }
  }
  #expect(compared == 40)
}
