import Testing

@testable import Cassowary

/// A scratch lent for fix checks keeps its own alias tables and undoes its writes to them
/// (`AliasJournal.swift`). On a chain of aliases — a row of views, each position defined by the
/// one before, as the screen benchmark's rows are — each lent change turns one alias into a row
/// (its constraint removed) and makes a new alias; after every one of N changes the scratch holds
/// exactly its base's state, alias tables included, and each change saw what it sees on a fresh
/// copy of the base.
@Test(arguments: [1, 7, 24])
func aScratchAfterManyAliasWritesEqualsAFreshCopy(probeCount: Int) throws {
  let viewCount = 24
  var base = Solver()
  var lefts: [Variable] = []
  var widths: [Variable] = []
  var positions: [Constraint] = []
  let rootWidth = Variable("root.width")
  try base.add(Constraint(Expression(rootWidth) - 1_000, .equal))
  for index in 0..<viewCount {
    let left = Variable("v\(index).left")
    let width = Variable("v\(index).width")
    // Each left is defined by the view before (a new variable: an alias).
    let position =
      index == 0
      ? Constraint(Expression(left) - 16, .equal)
      : Constraint(Expression(left) - Expression(lefts[index - 1]) - Expression(widths[index - 1]) - 8, .equal)
    try base.add(position)
    try base.add(Constraint(Expression(width) - Double(20 + index % 5), .equal, priority: Priority(500)))
    try base.add(Constraint(Expression(width), .greaterThanOrEqual))
    positions.append(position)
    lefts.append(left)
    widths.append(width)
  }
  let last = viewCount - 1
  try base.add(Constraint(Expression(rootWidth) - Expression(lefts[last]) - Expression(widths[last]) - 16, .equal))
  #expect(base.aliases.count >= viewCount - 1)

  var probes = ProbeScratch(base: base)
  for probe in 0..<probeCount {
    // What a fix check does to a layout: a position made a bound (its alias becomes a row) and a
    // new view placed after another (a new alias, with a dependent on an existing symbol).
    let index = 1 + (probe * 5) % (viewCount - 1)
    let fresh = Variable("fresh\(probe)")
    func change(_ solver: inout Solver) -> [Double]? {
      guard (try? solver.remove(positions[index])) != nil else { return nil }
      let bound = Constraint(
        Expression(terms: positions[index].expression.terms, constant: positions[index].expression.constant),
        .lessThanOrEqual)
      guard (try? solver.add(bound)) != nil,
        (try? solver.add(Constraint(Expression(fresh) - Expression(lefts[index]) - 4, .equal))) != nil
      else { return nil }
      solver.updateVariables()
      return (lefts + widths + [fresh]).map { solver.value(of: $0) }
    }
    var copy = base
    let expected = change(&copy)
    #expect(expected != nil)
    let actual = probes.lend { scratch in change(&scratch) }
    #expect(actual == expected, "probe \(probe)")
    let scratch = probes.scratch
    #expect(scratch.hasIdenticalState(to: base), "probe \(probe)")
    #expect(scratch.aliases == base.aliases, "probe \(probe)")
    #expect(scratch.aliasHeadOfMarker == base.aliasHeadOfMarker, "probe \(probe)")
    #expect(scratch.aliasDependents == base.aliasDependents, "probe \(probe)")
    #expect(scratch.hasAliasDependents == base.hasAliasDependents, "probe \(probe)")
    #expect(scratch.aliasJournal?.isEmpty == true, "probe \(probe)")
  }
}

/// The journal undoes what it lists, newest write first: an entry written twice gets back what
/// it held before the first write.
@Test func undoingAJournalRestoresEveryEntryItListsNewestFirst() {
  var solver = Solver()
  solver.aliasJournal = AliasJournal()
  let first = Alias(terms: [Cell(symbol: 1, coefficient: 1)], constant: 8, marker: 3, markerCoefficient: -1)
  let second = Alias(terms: [Cell(symbol: 2, coefficient: 0.5)], constant: 0, marker: 4, markerCoefficient: 1)
  solver.aliases = [5: first]
  solver.aliasHeadOfMarker = [3: 5]
  solver.aliasDependents = [1: [5]]
  let before = (solver.aliases, solver.aliasHeadOfMarker, solver.aliasDependents)
  solver.setAlias(second, of: 5)
  solver.setAlias(nil, of: 5)
  solver.setAlias(first, of: 6)
  solver.setAliasHead(nil, ofMarker: 3)
  solver.setAliasHead(6, ofMarker: 4)
  solver.setAliasDependents([5, 6], of: 1)
  solver.setAliasDependents(nil, of: 1)
  solver.setAliasDependents([6], of: 2)
  #expect(solver.aliasJournal?.aliases.count == 3)
  #expect(solver.aliasJournal?.headsOfMarkers.count == 2)
  #expect(solver.aliasJournal?.dependents.count == 3)
  let tables = solver.takeAliasTablesAsBeforeJournal()
  #expect(tables?.aliases == before.0)
  #expect(tables?.headsOfMarkers == before.1)
  #expect(tables?.dependents == before.2)
  // A solver that journals nothing has nothing to undo.
  var plain = Solver()
  #expect(plain.takeAliasTablesAsBeforeJournal() == nil)
}
