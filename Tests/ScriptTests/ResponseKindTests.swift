import Testing

@testable import CommandLanguage
@testable import Script

// Commands say what each line of their answer reports (`Response.body`); `lines` is its text.

/// The response to the last line of `text`, after the others ran.
private func response(_ text: String) throws -> Response {
  var session = Session()
  let statements = Parser.parse(text).statements
  for statement in statements.dropLast() { _ = try session.execute(statement) }
  return try session.execute(try #require(statements.last))
}

private let conflict = boxTooWide

@Test func aBrokenConstraintIsOneBrokenLineWithPlainReasonsAndFixes() throws {
  let answer = try response(conflict)
  #expect(answer.body.map(\.kind) == [.plain, .broken, .plain, .plain, .plain, .plain])
  #expect(answer.body[1] == ResponseLine("wide broken: conflicts with root.size.width, c1, c2 (short by 60)", .broken))
  #expect(answer.lines == answer.body.map(\.text))
}

@Test func changeReportsSayWhatHappenedToEachConstraint() throws {
  #expect(try response(conflict + "\ndeactivate c2").body.last == ResponseLine("wide restored", .restored))
  #expect(
    try response(conflict + "\nremove wide").body == [ResponseLine("wide no longer broken: removed", .noLongerBroken)])
  let tall = "add view root size 300x200\nadd view box in root\nbox.height == 50 @750 as tall\nbox.height == 40"
  #expect(
    try response(tall).body.last == ResponseLine("tall violated by 10 (@750): lost to c1 (required)", .violated))
  #expect(try response(tall + "\nremove c1").body.last == ResponseLine("tall satisfied", .satisfied))
  #expect(try response(tall + "\nremove tall").body.last == ResponseLine("tall no longer violated: removed"))
}

@Test func questionsMarkTheirStatusLines() throws {
  let free = "add view root size 300x200\nadd view free in root\n"
  #expect(
    try response(free + "why free.left").body.first
      == ResponseLine(
        "free.left = 0 (root coordinates), but it is not fixed: any value in [-inf, inf] is as good", .ambiguous))
  #expect(
    try response(free + "ambiguity").body.prefix(2).map(\.kind) == [.ambiguous, .ambiguous])
  #expect(
    try response(free + "expect free.width == 10").body
      == [ResponseLine("FAILED: free.width is 0, expected == 10", .failedExpectation)])
  #expect(try response(free + "expect free.width == 0").body == [ResponseLine("ok")])
  #expect(try response(conflict + "\nexplain").body.prefix(3).map(\.kind) == [.broken, .plain, .broken])
  let parked = conflict + "\ndeactivate c2\nbox.width == 220 as wider\ndeactivate wider\nconstraints box"
  #expect(
    try response(parked).body.map(\.kind) == [.plain, .wouldBeViolated, .plain, .wouldBeViolated])
}
