import Layout
import Testing

@testable import CommandLanguage
@testable import Script

private let setup = """
  add view root size 320x480
  add view a in root
  add view b in root
  add view c in root

  """

private func frame(_ name: String, after text: String) -> String {
  (try? session(setup + text).engine.frame(of: ItemID(name))).map { "\($0)" } ?? "none"
}

@Test func aLineListsEveryConstraintItAdds() {
  #expect(
    response(setup + "H:|-[a(>=44)]-(>=8@750)-[b(==a)]-|") == [
      "added H.root-a: a.leading == root.leadingMargin",
      "added H.a.width: a.width >= 44",
      "added H.a-b: b.leading >= a.trailing + 8 @750",
      "added H.b.width: b.width == a.width",
      "added H.b-root: root.trailingMargin == b.trailing",
      "a: (0, 0, 0, 0) → (8, 0, 148, 0)",
      "b: (0, 0, 0, 0) → (164, 0, 148, 0)",
    ])
}

@Test func aNamedLineNumbersItsConstraints() {
  #expect(
    response(setup + "row: H:|[a]-0@999-[b]| options alignAllTop") == [
      "added row.1: a.leading == root.leading",
      "added row.2: b.leading == a.trailing @999",
      "added row.3: root.trailing == b.trailing",
      "added row.4: a.top == b.top",
      "a: (0, 0, 0, 0) → (0, 0, 320, 0)",
      "b: (0, 0, 0, 0) → (320, 0, 0, 0)",
    ])
}

@Test func repeatedLabelsGetNumbered() {
  #expect(
    response(setup + "[a]-[b]\n[a]-[b]\n[a]-(>=1,<=9)-[b]") == [
      "added H.a-b.3: b.leading >= a.trailing + 1", "added H.a-b.4: b.leading <= a.trailing + 9",
    ])
}

@Test func aNameThatIsTakenIsRefused() {
  #expect(runError(setup + "a.width == 1 as row.1\nrow: H:[a]-[b]") == "a constraint with id `row.1` already exists")
}

@Test func generatedIdsCanBeTyped() {
  let text = setup + "H:|-16-[a(100)]-[b]\nset constant H.a-b 20\ndeactivate H.a.width\nremove H.root-a"
  let engine = session(text).engine
  #expect(engine.constraints.map(\.id).filter { $0.name.hasPrefix("H.") } == ["H.a.width", "H.a-b"])
  #expect(engine.constraint("H.a-b")?.constraint.constant == 20)
  #expect(engine.constraint("H.a.width")?.status == .inactive)
  #expect(response(setup + "[a]-[b]\nexpect satisfied H.a-b") == ["ok"])
}

@Test func aLineIsOneUndoStep() {
  #expect(session(setup + "H:|-[a(100)]-[b]-|\nundo").engine.constraints.count == 4)
  #expect(session(setup + "H:|-[a(100)]-[b]-|\nundo").history == session(setup).history)
  #expect(frame("a", after: "H:|-[a(100)]-[b]-|\nundo") == "(0, 0, 0, 0)")
  #expect(frame("b", after: "H:|-[a(100)]-[b]-|\nundo\nredo") == "(116, 0, 196, 0)")
}

/// The engine adds a line's constraints without a copy of itself to restore: when the third is
/// refused the first two are in, and the session puts back an equal state (KeptStateTests).
@Test func aFailingLineLeavesTheSessionUnchanged() {
  var session = session(setup + "add view other")
  let before = session
  let statement = Parser.parse("H:|-[a]-[b(==other)]", file: "t.lyt").statements[0]
  #expect(throws: SessionError.self) { try session.execute(statement) }
  #expect(session.hasEqualState(to: before))
  #expect(session.engine.constraint("H.root-a") == nil)
  #expect(session.engine.constraint("H.a-b") == nil)
}

@Test func engineRefusalsPointIntoTheLine() {
  #expect(
    transcript(setup + "add view other\nH:|-[a]-[b(==other)]").output.hasSuffix(
      """
      t.lyt:6:12: error: Unable to activate constraint with anchors <b.width> and <other.width> because they have \
      no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  \
      That's illegal.
      H:|-[a]-[b(==other)]
                 ^~~~~~~
      """ + "\n"))
}

@Test func parseErrorsAreLocatedWithApplesMessage() {
  #expect(
    transcript(setup + "H:|-[a]- [b]-|").output.hasSuffix(
      """
      t.lyt:5:9: error: Unable to parse constraint format: Expected a number or key from the metrics dictionary, \
      but encountered something else
      H:|-[a]- [b]-|
              ^
      hint: VFL allows no spaces

      """))
  #expect(
    transcript(setup + "row: [a]-[bb]").output.hasSuffix(
      """
      t.lyt:5:11: error: Unable to parse constraint format: bb is not a key in the views dictionary.
      row: [a]-[bb]
                ^
      hint: did you mean 'b'?

      """))
}

@Test func optionErrorsPointAtTheOption() {
  #expect(
    transcript(setup + "V:[a]-[b] options alignAllLeading alignAllTop").output.hasSuffix(
      """
      t.lyt:5:35: error: Unable to parse constraint format: Options mask required views to be aligned on a \
      vertical edge, which is not allowed for layout that is also vertical.
      V:[a]-[b] options alignAllLeading alignAllTop
                                        ^~~~~~~~~~~
      hint: a V: line can align left, right, leading, trailing or centerX edges

      """))
}

@Test func continuedLinesJoinWithoutSpaceAndLocateErrors() {
  #expect(frame("b", after: "H:|-[a(10)]-\\\n  [b(20)]-|") == "(26, 0, 20, 0)")
  #expect(
    runError(setup + "H:|-[a]-\\\n  [bb]")
      == "Unable to parse constraint format: bb is not a key in the views dictionary.")
  #expect(transcript(setup + "H:|-[a]-\\\n  [bb]").output.contains("t.lyt:6:4: error:"))
}

@Test func unknownMetricsSuggestAndExplain() {
  #expect(transcript(setup + "metric pad = 8\n[a]-pda-[b]").output.contains("hint: did you mean 'pad'?"))
  #expect(transcript(setup + "[a]-gutter-[b]").output.contains("hint: define it first: `metric gutter = VALUE`"))
  #expect(
    transcript(setup + "add guide g in root\n[a][g]").output.contains("hint: `g` is a layout guide; VFL lays out views")
  )
  #expect(transcript(setup + "[root]-|").output.contains("hint: `|` is the superview of the view next to it"))
}

@Test func metricsAreReadWhenTheLineRuns() {
  #expect(frame("a", after: "metric pad = 30\nH:|-pad-[a(pad)]\nmetric pad = 5") == "(30, 0, 30, 0)")
  #expect(frame("a", after: "metric w = 40\nmetric p = 250\nH:|[a(w@p)]") == "(0, 0, 40, 0)")
}

@Test func edgeSpacingFollowsMarginsOrTheClassicValue() {
  #expect(frame("a", after: "H:|-[a]-|") == "(8, 0, 304, 0)")
  #expect(frame("a", after: "set margins root 0,20,0,12\nH:|-[a]-|") == "(20, 0, 288, 0)")
  #expect(frame("a", after: "set vflEdgeSpacing 20\nH:|-[a]-|") == "(20, 0, 280, 0)")
  #expect(frame("a", after: "set vflEdgeSpacing 20\nset vflEdgeSpacing margin\nV:|-[a]-|") == "(0, 8, 0, 464)")
  #expect(frame("a", after: "H:|-[a]-|\nset vflEdgeSpacing 20") == "(8, 0, 304, 0)")
}

@Test func vflEdgeSpacingParsesPrintsAndSaves() {
  #expect(command("set vflEdgeSpacing margin") == .set(.vflEdgeSpacing(.margin)))
  #expect(command("set vflEdgeSpacing 20") == .set(.vflEdgeSpacing(.fixed(20))))
  #expect(command("set vflEdgeSpacing 20")?.description == "set vflEdgeSpacing 20")
  #expect(command("set vflEdgeSpacing margin")?.kind == .setVflEdgeSpacing)
  #expect(firstError("set vflEdgeSpacing wide")?.message.hasPrefix("expected 'margin' or a number of points") == true)
  #expect(session("set vflEdgeSpacing 20").savedScript.contains("set vflEdgeSpacing 20\n"))
  #expect(!session("set vflEdgeSpacing 20").hasIdenticalState(to: session("set vflEdgeSpacing margin")))
}

@Test func directionsMirrorTheLine() {
  #expect(frame("a", after: "set direction rtl\nH:|-10-[a(50)]") == "(260, 0, 50, 0)")
  #expect(frame("a", after: "set direction rtl\nH:|-10-[a(50)] options directionLeftToRight") == "(10, 0, 50, 0)")
  #expect(frame("b", after: "H:|-10-[a(50)]-[b(20)] options directionRightToLeft") == "(232, 0, 20, 0)")
}

@Test func alignmentAndBaselineOptionsLayOut() {
  #expect(frame("b", after: "V:|-30-[a(20)]\nH:[a]-[b(10)] options alignAllCenterY") == "(8, 40, 10, 0)")
  #expect(frame("b", after: "V:|-30-[a(20)]\nV:[b(10)]\nH:[a]-[b] options alignAllCenterY") == "(8, 35, 0, 10)")
  #expect(frame("b", after: "V:|[a(20)]-4-[b(10)] options spacingBaselineToBaseline") == "(0, 14, 0, 10)")
}

/// Every option a VFL line names is one of Apple's, which the layout engine knows by name.
@Test func everyVisualFormatOptionHasTheEnginesForm() {
  for option in VisualFormatOption.allCases {
    #expect(FormatOption(name: option.rawValue) != nil, "\(option)")
  }
}
