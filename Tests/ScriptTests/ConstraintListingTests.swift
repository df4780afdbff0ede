import CommandLanguage
import Foundation
import Layout
import LogImport
import Testing

@testable import Script

// `constraints` answers with a typed value (``ConstraintListing``); these check its rows exactly
// and that its lines are the ones `constraints` printed before it had one.

/// The typed listing of `command` (`constraints [VIEW]`) after `text`, and the lines of its
/// response.
private func constraintListing(_ text: String, _ command: String = "constraints") throws -> (
  answer: ConstraintListing, body: [ResponseLine]
) {
  try answered(command, after: text) { if case .constraints(let answer) = $0 { answer } else { nil } }
}

/// 2.7a with `c8` broken by the chain and `c9` inactive, 10 points from holding.
private let brokenAndInactive =
  WorkedLayouts.chainConflict + "\nb.left <= root.left + 100 as c8\na.width == 90 as c9\ndeactivate c9"

@Test func constraintsListsEachStateWithWhatStandsInItsWay() throws {
  let (listing, body) = try constraintListing(brokenAndInactive, "constraints a")
  #expect(listing.rows.map(\.id) == ["c0", "c1", "c3", "c7", "ta", "ha", "c9"])
  #expect(listing.rows.map(\.status) == [.active, .active, .active, .active, .active, .active, .inactive])
  let wish = try #require(listing.rows.first { $0.id == "c7" })
  #expect(wish.priorities == ConstraintPriorities(priority: 750, shortfall: 750))
  guard case .violated(let violation, let side, let loss) = wish.state else {
    Issue.record("expected c7 violated, got \(wish.state)")
    return
  }
  #expect(violation == 20 && side == nil)
  #expect(loss?.lostTo == ["c1"])
  #expect(listing.rows.last?.state == .wouldBeViolated(by: 10))
  #expect(listing.rows.prefix(3).allSatisfy { $0.state == .holds && $0.origin == .user && $0.owner == .app })
  #expect(
    body == [
      ResponseLine("c0  a.left == root.left    @1000  active"),
      ResponseLine("c1  a.width == 100         @1000  active"),
      ResponseLine("c3  b.left == a.right + 8  @1000  active"),
      ResponseLine("c7  a.width == 120         @750   active    violated by 20, lost to c1", .violated),
      ResponseLine("ta  a.top == root.top      @1000  active"),
      ResponseLine("ha  a.height == 10         @1000  active"),
      ResponseLine("c9  a.width == 90          @1000  inactive  would be violated by 10", .wouldBeViolated),
    ])
}

@Test func constraintsNamesTheConflictOfABrokenConstraint() throws {
  let (listing, body) = try constraintListing(brokenAndInactive, "constraints b")
  #expect(listing.rows.last?.id == "c8")
  #expect(listing.rows.last?.status == .broken)
  #expect(listing.rows.last?.state == .broken(others: ["c0", "c1", "c3"]))
  #expect(body.last == ResponseLine("c8  b.left <= root.left + 100  @1000  broken  conflicts with c0, c1, c3", .broken))
}

@Test func constraintsGivesAnIntrinsicSizeBothPrioritiesAndItsSide() throws {
  let (listing, body) = try constraintListing(WorkedLayouts.twoLabels, "constraints l1")
  let width = try #require(listing.rows.first)
  #expect(width.id == "l1.intrinsic.width")
  #expect(width.origin == .intrinsicSize(.horizontal))
  #expect(width.priorities == ConstraintPriorities(priority: 250, shortfall: 750))
  guard case .violated(80, .stretched?, _) = width.state else {
    Issue.record("expected l1.intrinsic.width stretched by 80, got \(width.state)")
    return
  }
  #expect(
    body.first
      == ResponseLine(
        "l1.intrinsic.width   l1.width == 100      @250/750  active  violated by 80 (stretched), "
          + "tied at @250 with l2.intrinsic.width", .violated))
}

@Test func constraintsNamesTheMaskATranslatedConstraintComesFrom() throws {
  let text = """
    add view root size 320x480
    add view banner in root frame 0,0,320,44 autoresizing flexibleWidth,flexibleBottomMargin
    """
  let (listing, body) = try constraintListing(text, "constraints banner")
  #expect(
    listing.rows.map(\.origin) == [
      .autoresizing(.horizontal), .autoresizing(.horizontal), .autoresizing(.vertical), .autoresizing(.vertical),
    ])
  #expect(listing.rows.allSatisfy { $0.autoresizingMask?.notation == "h=-&- v=--&" })
  #expect(
    body.first
      == ResponseLine(
        "banner.autoresizing.left    banner.left == root.left    @1000  active (autoresizing mask h=-&- v=--&)"))
}

@Test func constraintsSaysWhoseAnImportedConstraintIs() throws {
  let path = repositoryRoot.appendingPathComponent("examples/logs/cell-height.txt").path
  let files = InMemoryFiles(["cell.txt": try String(contentsOfFile: path, encoding: .utf8)])
  var session = Session(files: files, logImporter: XcodeLogImporter())
  _ = try session.execute(try #require(Parser.parse("import log cell.txt").statements.first))
  let response = try session.execute(try #require(Parser.parse("constraints").statements.first))
  guard case .constraints(let listing)? = response.answer else {
    Issue.record("expected a constraint listing, got \(String(describing: response.answer))")
    return
  }
  #expect(listing.rows.map(\.owner) == [.system] + Array(repeating: .app, count: 7))
  #expect(listing.rows.first?.origin == .user)
  #expect(
    response.body.first
      == ResponseLine(
        "k8  UITableViewCellContentView_63a0.height == 139.5                     @1000  active (framework's)"))
}

@Test func constraintsAnswersWithNoRowsWhenThereAreNone() throws {
  let (listing, body) = try constraintListing("add view v")
  #expect(listing == ConstraintListing(rows: []))
  #expect(body == [ResponseLine("no constraints")])
}
