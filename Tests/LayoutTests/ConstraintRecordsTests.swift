import Cassowary
import Testing

@testable import Layout

/// The record table's bookkeeping for the change report: touched ids, order of creation, and the
/// installed constraints of each variable.
@Suite("Constraint records")
struct ConstraintRecordsTests {
  let x = Variable("x")
  let y = Variable("y")

  func record(_ id: String, installed: Constraint?) -> ConstraintRecord {
    let constraint = LayoutConstraint(id: id, Anchor("a", .width), .equal, constant: 10)
    return ConstraintRecord(
      constraint: constraint, origin: .user, status: installed == nil ? .inactive : .active, installed: installed,
      conflict: nil)
  }

  @Test("writes are touched once each, and taking them clears them")
  func touched() {
    var records = ConstraintRecords()
    records["c1"] = record("c1", installed: nil)
    records["c2"] = record("c2", installed: nil)
    records["c1"]?.status = .broken
    #expect(records.takeTouched().sorted() == ["c1", "c2"])
    #expect(records.takeTouched().isEmpty)
    records["c2"] = nil
    #expect(records.takeTouched() == ["c2"])
    #expect(records.count == 1)
  }

  @Test("ids are numbered in the order they were created; a removed id loses its number")
  func creation() {
    var records = ConstraintRecords()
    records["c2"] = record("c2", installed: nil)
    records["c1"] = record("c1", installed: nil)
    records["c2"]?.status = .broken
    #expect(records.creationIndex(of: "c2") == 0)
    #expect(records.creationIndex(of: "c1") == 1)
    records["c2"] = nil
    #expect(records.creationIndex(of: "c2") == nil)
    records["c2"] = record("c2", installed: nil)
    #expect(records.creationIndex(of: "c2") == 2)
  }

  @Test("each variable lists the installed constraints that mention it, as they change")
  func variableIndex() {
    var records = ConstraintRecords()
    let both = Constraint(Expression(x) - Expression(y), .equal)
    let onlyX = Constraint(Expression(x) + Expression(x) - 4, .equal)
    records["c1"] = record("c1", installed: both)
    records["c2"] = record("c2", installed: onlyX)
    #expect(records.ids(mentioning: x) == ["c1", "c2"])
    #expect(records.ids(mentioning: y) == ["c1"])
    records["c1"]?.installed = nil
    #expect(records.ids(mentioning: x) == ["c2"])
    #expect(records.ids(mentioning: y).isEmpty)
    records["c2"] = nil
    #expect(records.ids(mentioning: x).isEmpty)
  }

  @Test("each item lists the constraints that name it, and a stack the ones it generated")
  func itemIndex() {
    var records = ConstraintRecords()
    records["c1"] = ConstraintRecord(
      constraint: LayoutConstraint(id: "c1", Anchor("a", .left), .equal, Anchor("b", .right), constant: 8),
      origin: .user, status: .active, installed: nil, conflict: nil)
    records["row.spacing"] = ConstraintRecord(
      constraint: LayoutConstraint(id: "row.spacing", Anchor("b", .left), .equal, Anchor("b", .left)),
      origin: .stack("row"), status: .active, installed: nil, conflict: nil)
    #expect(records.ids(namingItem: "a") == ["c1"])
    #expect(records.ids(namingItem: "b") == ["c1", "row.spacing"])
    #expect(records.ids(namingItem: "row") == ["row.spacing"])
    records["c1"]?.constraint.second = Anchor("c", .right)
    #expect(records.ids(namingItem: "b") == ["row.spacing"])
    #expect(records.ids(namingItem: "c") == ["c1"])
    records["row.spacing"] = nil
    #expect(records.ids(namingItem: "row").isEmpty)
  }
}
