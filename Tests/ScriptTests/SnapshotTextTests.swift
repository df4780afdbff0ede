import Layout
import Testing

@testable import Script

// A snapshot keeps a violation's loss and an ambiguous item's cause as values; the JSON
// document and the page write their sentences (``SnapshotText``), and two entries whose
// sentences are the same are the same entry, as when the snapshot held the sentence.

@Test func aSnapshotKeepsTheLossAndWritesItsSentence() throws {
  let snapshot = SessionSnapshot(
    session(
      """
      add view root size 100x100
      add view v in root
      v.width == root.width
      v.width == 50 @750 as narrow
      """))
  let violation = try #require(snapshot.violations.first)
  #expect(violation.loss?.loss.lostTo == ["root.size.width", "c1"])
  #expect(violation.loss?.priorities["c1"] == ConstraintPriorities(priority: .required, shortfall: .required))
  #expect(SnapshotText.reason(violation) == "lost to root.size.width (required), c1 (required)")
  #expect(JSONReport.violation(violation).contains(#""reason": "lost to root.size.width (required), c1 (required)""#))
}

@Test func aSnapshotKeepsTheCauseAndWritesItsSentence() throws {
  let snapshot = SessionSnapshot(session(WorkedLayouts.twoLabels))
  let entry = try #require(snapshot.ambiguity.first)
  #expect(entry.item == "l1")
  #expect(entry.cause == .tie(priority: 250, growing: ["l2.intrinsic.width"], shrinking: ["l1.intrinsic.width"]))
  #expect(entry.isIntrinsicTie)
  let sentence =
    "a tie at @250 between l1.intrinsic.width, l2.intrinsic.width: the other layout trades the violation of one "
    + "for the other, point for point (Xcode: content priority ambiguity)"
  #expect(SnapshotText.cause(entry) == sentence)
  #expect(JSONReport.ambiguity(entry).contains("\"cause\": \"\(sentence)\""))
}

@Test func snapshotEntriesWithTheSameSentencesAreEqual() throws {
  let snapshot = SessionSnapshot(session(WorkedLayouts.twoLabels))
  let entry = try #require(snapshot.ambiguity.first)
  // The same constraints split otherwise between growing and shrinking: the same sentence.
  var split = entry
  split.cause = .tie(priority: 250, growing: [], shrinking: ["l1.intrinsic.width", "l2.intrinsic.width"])
  #expect(split == entry)
  split.isIntrinsicTie = false
  #expect(split != entry)
  let violation = try #require(snapshot.violations.first)
  var loss = try #require(violation.loss)
  // An amount past the printed decimals: the same sentence.
  loss.loss.sameLevel?.amount += 1e-9
  var nearly = violation
  nearly.loss = loss
  #expect(nearly.loss != violation.loss && nearly == violation)
  loss.loss.lostTo = ["c9"]
  nearly.loss = loss
  #expect(nearly != violation)
}
