import Layout
import Testing

@testable import Script

// A snapshot keeps a violation's loss and an ambiguous item's cause as values; the JSON
// document and the page write their sentences (``SnapshotText``), and two entries whose
// sentences are the same are the same entry, as when the snapshot held the sentence.

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
