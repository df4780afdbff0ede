import Layout
import Testing

@testable import Script

/// The losses the JSON document prints when the state's explanation cache already holds some
/// (the change report of the command that made the state worked them out): they must be the
/// losses a fresh computation gives. The layout is modelled on the rows of cells that
/// `lyt-bench --screen` builds (Sources/LytBench/ScreenScript.swift): an icon, a title, a detail
/// label and a badge in a row too narrow for all of them, the detail and the badge resisting
/// more than the title.
@Suite("The JSON document's losses")
struct JSONLossesTests {
  /// One row per name, each closed by its last line (the row's trailing edge), which squeezes
  /// the title.
  static func row(_ name: String, below previous: String?) -> [String] {
    [
      "add view \(name) in root",
      "\(name).leading == root.leading",
      "\(name).trailing == root.trailing",
      previous.map { "\(name).top == \($0).bottom" } ?? "\(name).top == root.top",
      "\(name).height == 44",
      "add view \(name)icon in \(name)",
      "add view \(name)title in \(name) intrinsic 160x20",
      "add view \(name)detail in \(name) intrinsic 60x20 hug 251 resist 751",
      "add view \(name)badge in \(name) intrinsic 24x24 hug 252 resist 752",
      "\(name)icon.leading == \(name).leading + 16",
      "\(name)icon.width == 40",
      "\(name)title.leading == \(name)icon.trailing + 12",
      "\(name)detail.leading == \(name)title.trailing + 8",
      "\(name)badge.leading == \(name)detail.trailing + 8",
      "\(name)icon.centerY == \(name).centerY",
      "\(name)title.centerY == \(name).centerY",
      "\(name)detail.centerY == \(name).centerY",
      "\(name)badge.centerY == \(name).centerY",
      "\(name).trailing == \(name)badge.trailing + 16",
    ]
  }

  static let script = (["add view root size 200x400"] + row("r0", below: nil) + row("r1", below: "r0"))
    .joined(separator: "\n")

  @Test("losses the change report kept are the fresh ones, in exact values")
  func cachedLossesAreFreshOnes() throws {
    let built = session(Self.script)
    // The last line squeezed r1's title: its change report worked out that loss for this state;
    // r0's title was squeezed by an earlier command, in another state.
    #expect(built.explanations.knownLoss(of: "r1title.intrinsic.width") != nil)
    #expect(built.explanations.knownLoss(of: "r0title.intrinsic.width") == nil)

    var fresh = built
    fresh.explanations = ExplanationCache()
    #expect(fresh.explanations.knownLoss(of: "r1title.intrinsic.width") == nil)
    let document = JSONReport.document(for: built)
    #expect(document == JSONReport.document(for: fresh))

    let snapshot = SessionSnapshot(built)
    #expect(snapshot.violations.map(\.id) == ["r0title.intrinsic.width", "r1title.intrinsic.width"])
    let cached = try #require(snapshot.violations.last)
    let computed = try #require(built.engine.loss(of: "r1title.intrinsic.width"))
    // 200 points hold 16 + 40 + 12 + 8 + 60 + 8 + 24 + 16 besides the title: 16 of its 160.
    #expect(cached.violation == 144)
    #expect(cached.forced == computed.forced)
    #expect(cached.forced == 144)
    #expect(cached.lostTo == computed.lostTo.map(\.name))
    #expect(
      cached.lostTo == [
        "root.size.width", "c15", "c16", "r1detail.intrinsic.width", "r1badge.intrinsic.width", "c19", "c20", "c21",
        "c22", "c23", "c28",
      ])
    #expect(cached.priority == computed.priority.value)
    #expect(cached.kind == .forced)
    let line = document.split(separator: "\n").first {
      $0.contains("{\"id\": \"r1title.intrinsic.width\", \"violation\"")
    }
    #expect(
      line.map(String.init)
        == "    {\"id\": \"r1title.intrinsic.width\", \"violation\": 144, \"priority\": 750, \"forced\": 144, "
        + "\"lost_to\": [\"root.size.width\", \"c15\", \"c16\", \"r1detail.intrinsic.width\", \"r1badge.intrinsic.width\", "
        + "\"c19\", \"c20\", \"c21\", \"c22\", \"c23\", \"c28\"], \"kind\": \"forced\", \"reason\": \"lost to "
        + "root.size.width (required), c15 (required), c16 (required), r1detail.intrinsic.width (@251/751), "
        + "r1badge.intrinsic.width (@252/752), c19 (required), c20 (required), c21 (required) and 3 more\", "
        + "\"fixes\": []}")
  }
}
