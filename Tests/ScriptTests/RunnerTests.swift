import Testing

@testable import Script

@Test func exitCodes() {
  #expect(transcript("add view a\nexpect a.width == 0").runner.exitCode == 0)
  #expect(transcript("add view a\nexpect a.width == 1").runner.exitCode == 1)
  #expect(transcript("add view a\nshow b\nexpect a.width == 1").runner.exitCode == 2)
  #expect(transcript("add view a\nadd viw b").runner.exitCode == 2)
}

@Test func runnerEchoesAndIndents() {
  let (output, _) = transcript("view a # comment\nexpect a.width == 1\n")
  #expect(
    output == """
      > add view a
        a: new (0, 0, 0, 0)
      > expect a.width == 1
        FAILED: a.width is 0, expected == 1
      t.lyt:2:1: error: expectation failed: a.width is 0, expected == 1
      expect a.width == 1
      ^~~~~~~~~~~~~~~~~~~
      expectations: 0 passed, 1 failed

      """)
}

@Test func runnerStopsAtTheFirstError() {
  let text = "add view card\nshow cardd\nshow card\n"
  let (output, runner) = transcript(text)
  #expect(
    output == """
      > add view card
        card: new (0, 0, 0, 0)
      > show cardd
      t.lyt:2:6: error: unknown view 'cardd' (did you mean 'card'?)
      show cardd
           ^~~~~

      """)
  #expect(runner.errorCount == 1)
  let (kept, keeper) = transcript(text, keepGoing: true)
  #expect(kept.hasSuffix("> show card\n  card  (0, 0, 0, 0)\n"))
  #expect(keeper.exitCode == 2)
}

@Test func parseErrorsStopInOrder() {
  let (output, runner) = transcript("add view a\na.widht == 1\nshow a\n")
  #expect(
    output == """
      > add view a
        a: new (0, 0, 0, 0)
      t.lyt:2:3: error: unknown attribute 'widht' (did you mean 'width'?)
      a.widht == 1
        ^~~~~

      """)
  #expect(runner.exitCode == 2)
  let (kept, _) = transcript("add view a\na.widht == 1\nshow a\n", keepGoing: true)
  #expect(kept.hasSuffix("> show a\n  a  (0, 0, 0, 0)\n"))
}

@Test func quitStopsTheRun() {
  let (output, runner) = transcript("quit\nadd view a\n")
  #expect(output == "> quit\n")
  #expect(runner.didQuit)
  #expect(runner.exitCode == 0)
}

@Test func jsonDocument() {
  let (_, runner) = transcript(
    """
    add view root size 300x200
    add view a in root
    a.leading == root.leading + 16
    a.top == root.top + 20
    a.width == 100
    a.width == 400 @750 as wide
    add view b in root
    b.width == 10
    b.height == 10
    b.top == a.bottom
    a.height == 44
    a.trailing <= root.trailing as fits
    a.width == 350 as tooWide
    expect a.width == 100
    expect b.width == 11
    """)
  #expect(
    JSONReport.document(for: runner.session) == """
      {
        "views": {
          "root": {"frame": [0, 0, 300, 200], "absolute": [0, 0, 300, 200], "parent": null},
          "a": {"frame": [16, 20, 100, 44], "absolute": [16, 20, 100, 44], "parent": "root"},
          "b": {"frame": [0, 64, 10, 10], "absolute": [0, 64, 10, 10], "parent": "root"}
        },
        "constraints": [
          {"id": "root.size.x", "text": "root.left == 0", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "root.size.y", "text": "root.top == 0", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "root.size.width", "text": "root.width == 300", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "root.size.height", "text": "root.height == 200", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c1", "text": "a.leading == root.leading + 16", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c2", "text": "a.top == root.top + 20", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c3", "text": "a.width == 100", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "wide", "text": "a.width == 400 @750", "priority": 750, "status": "active", "satisfied": false, "violation": 300},
          {"id": "c4", "text": "b.width == 10", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c5", "text": "b.height == 10", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c6", "text": "b.top == a.bottom", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "c7", "text": "a.height == 44", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "fits", "text": "a.trailing <= root.trailing", "priority": 1000, "status": "active", "satisfied": true, "violation": 0},
          {"id": "tooWide", "text": "a.width == 350", "priority": 1000, "status": "broken", "satisfied": false, "violation": 250}
        ],
        "conflicts": [
          {"broken": "tooWide", "minimal_set": ["c3", "tooWide"], "gap": 250, "explanation": ["tooWide broken: conflicts with c3 (short by 250)", "because a.width = 100, but tooWide needs a.width == 350"], "fixes": [{"command": "deactivate tooWide; set priority tooWide 999; activate tooWide", "effect": "no frame moves; tooWide gives way", "verified": true}, {"command": "remove tooWide; tooWide: a.width <= 350", "effect": "no frame moves", "verified": true}]}
        ],
        "ambiguous": ["b.x"],
        "violations": [
          {"id": "wide", "violation": 300, "priority": 750, "forced": 300, "lost_to": ["c3"], "kind": "forced", "reason": "lost to c3 (required)", "fixes": []}
        ],
        "ambiguity": [
          {"item": "b", "ranges": {"x": ["-inf", "inf"]}, "cause": "missing constraints: nothing resists the change", "fixes": [{"command": "b.leading == root.leading", "effect": "no frame moves", "verified": true}, {"command": "b.centerX == root.centerX", "effect": "b moves to x 145", "verified": true}]}
        ],
        "expectations": {"passed": 1, "failed": 1}
      }

      """)
}

@Test func jsonDocumentOfSeveralFiles() {
  let one = transcript("add view a").runner.session
  let document = JSONReport.document(files: [("a.lyt", one), ("b.lyt", Session())])
  #expect(
    document == """
      {
        "files": [
          {
            "file": "a.lyt",
            "views": {
              "a": {"frame": [0, 0, 0, 0], "absolute": [0, 0, 0, 0], "parent": null}
            },
            "constraints": [],
            "conflicts": [],
            "ambiguous": ["a.x", "a.y", "a.width", "a.height"],
            "violations": [],
            "ambiguity": [
              {"item": "a", "ranges": {"x": ["-inf", "inf"], "y": ["-inf", "inf"], "width": [0, "inf"], "height": [0, "inf"]}, "cause": "missing constraints: nothing resists the change", "fixes": [], "also": [{"components": ["y"], "cause": "missing constraints: nothing resists the change", "fixes": []}, {"components": ["width"], "cause": "missing constraints: nothing resists the change", "fixes": []}, {"components": ["height"], "cause": "missing constraints: nothing resists the change", "fixes": []}]}
            ],
            "expectations": {"passed": 0, "failed": 0}
          },
          {
            "file": "b.lyt",
            "views": {},
            "constraints": [],
            "conflicts": [],
            "ambiguous": [],
            "violations": [],
            "ambiguity": [],
            "expectations": {"passed": 0, "failed": 0}
          }
        ]
      }

      """)
}

@Test func jsonEscapesStrings() {
  #expect(JSONReport.string("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
}
