import Testing

@testable import Cassowary

/// The solver's table of constraint records against a dictionary, over random inserts, updates
/// and removals: removal moves entries of a probe cluster back and the last record into the gap,
/// which a dictionary model catches when it loses or misplaces one.
@Suite("Constraint record tables")
struct TableauRecordTableTests {
  private static func record(_ value: Int) -> TableauRecord {
    TableauRecord(
      marker: SymbolID(value), other: noSymbol, markerCoefficient: 1, otherCoefficient: 0, markerLevel: 0,
      otherLevel: 0, rowSign: 1, constant: Double(value), order: value)
  }

  @Test("random inserts, updates and removals read back as a dictionary does")
  func matchesADictionary() {
    for seed in UInt64(1)...40 {
      var generator = SeededGenerator(seed: seed)
      let constraints = (0..<300).map { Constraint(Expression(Variable("v\($0)")), .equal, name: "c\($0)") }
      var table = TableauRecordTable()
      var model: [ObjectIdentifier: Int] = [:]
      for step in 0..<3000 {
        let constraint = constraints[Int.random(in: 0..<constraints.count, using: &generator)]
        if Int.random(in: 0..<3, using: &generator) == 0 {
          table[constraint] = nil
          model[ObjectIdentifier(constraint)] = nil
        } else {
          table[constraint] = Self.record(step)
          model[ObjectIdentifier(constraint)] = step
        }
      }
      #expect(table.count == model.count, "seed \(seed)")
      for constraint in constraints {
        #expect(table[constraint]?.order == model[ObjectIdentifier(constraint)], "seed \(seed), \(constraint)")
      }
      var seen = Set<ObjectIdentifier>()
      for (constraint, record) in table {
        #expect(seen.insert(ObjectIdentifier(constraint)).inserted)
        #expect(model[ObjectIdentifier(constraint)] == record.order)
      }
      #expect(seen.count == model.count)
    }
  }

  @Test("records past the first chunks: removals move records across chunk boundaries")
  func acrossChunks() {
    var generator = SeededGenerator(seed: 7)
    let constraints = (0..<2600).map { Constraint(Expression(Variable("v\($0)")), .equal) }
    var table = TableauRecordTable()
    for (index, constraint) in constraints.enumerated() { table[constraint] = Self.record(index) }
    var kept = Set(0..<constraints.count)
    for _ in 0..<1800 {
      let index = Int.random(in: 0..<constraints.count, using: &generator)
      table[constraints[index]] = nil
      kept.remove(index)
    }
    #expect(table.count == kept.count)
    for (index, constraint) in constraints.enumerated() {
      #expect(table[constraint]?.order == (kept.contains(index) ? index : nil), "\(index)")
    }
    #expect(Set(table.map(\.1.order)) == kept)
  }

  @Test("removing every record in any order leaves an empty table that still accepts records")
  func drainsAndRefills() {
    let constraints = (0..<100).map { Constraint(Expression(Variable("v\($0)")), .equal) }
    var table = TableauRecordTable()
    for (index, constraint) in constraints.enumerated() { table[constraint] = Self.record(index) }
    for (index, constraint) in constraints.enumerated().reversed() where index % 2 == 0 { table[constraint] = nil }
    for (index, constraint) in constraints.enumerated() {
      #expect(table[constraint]?.order == (index % 2 == 0 ? nil : index))
    }
    for constraint in constraints { table[constraint] = nil }
    #expect(table.isEmpty)
    table[constraints[7]] = Self.record(70)
    #expect(table.count == 1 && table[constraints[7]]?.order == 70 && table[constraints[8]] == nil)
  }

  @Test("tables with the same records are equal whatever order they were written in")
  func equalityIgnoresOrder() {
    let constraints = (0..<20).map { Constraint(Expression(Variable("v\($0)")), .equal) }
    var forward = TableauRecordTable()
    var backward = TableauRecordTable()
    for (index, constraint) in constraints.enumerated() { forward[constraint] = Self.record(index) }
    for (index, constraint) in constraints.enumerated().reversed() { backward[constraint] = Self.record(index) }
    #expect(forward == backward)
    backward[constraints[3]] = Self.record(99)
    #expect(forward != backward)
    backward[constraints[3]] = nil
    #expect(forward != backward)
  }
}
