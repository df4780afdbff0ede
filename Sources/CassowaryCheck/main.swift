// cassowary-check: solves random systems given as JSON on standard input and prints what the
// solver concluded, for scripts/differential.py to compare against an LP oracle.
//
// Input:  {"systems": [{"id": 0, "variables": 5,
//          "constraints": [{"terms": [[0, 1.0]], "constant": -8.0, "relation": "<=", "priority": 750}]}]}
// Output: {"results": [{"id": 0, "rejected": [{"index": 4, "conflict": [0, 2, 4]}], "values": [...],
//          "unique": [...], "range": [[lo, hi], ...], "level_totals": {"750": 3.0}}]}

import Cassowary
import Foundation

enum CheckError: Error, CustomStringConvertible {
  case malformed(String)

  var description: String {
    switch self {
    case .malformed(let what): "malformed input: \(what)"
    }
  }
}

func number(_ value: Any?) throws -> Double {
  guard let number = value as? NSNumber else { throw CheckError.malformed("expected a number") }
  return number.doubleValue
}

func relation(_ text: Any?) throws -> Relation {
  guard let text = text as? String, let relation = Relation(rawValue: text) else {
    throw CheckError.malformed("expected ==, <= or >=")
  }
  return relation
}

func jsonNumber(_ value: Double) -> Any {
  value.isFinite ? value : NSNull()
}

func solve(_ system: [String: Any]) throws -> [String: Any] {
  let count = Int(try number(system["variables"]))
  let variables = (0..<count).map { Variable("x\($0)") }
  guard let specs = system["constraints"] as? [[String: Any]] else { throw CheckError.malformed("constraints") }
  var constraints: [Constraint] = []
  for spec in specs {
    guard let terms = spec["terms"] as? [[Any]] else { throw CheckError.malformed("terms") }
    var expression = Expression(constant: try number(spec["constant"]))
    for term in terms where term.count == 2 {
      let index = Int(try number(term[0]))
      guard variables.indices.contains(index) else { throw CheckError.malformed("variable index \(index)") }
      expression.terms.append(Term(variables[index], try number(term[1])))
    }
    let priority = Priority(try number(spec["priority"]))
    constraints.append(Constraint(expression, try relation(spec["relation"]), priority: priority))
  }
  var solver = Solver()
  var rejected: [[String: Any]] = []
  for (index, constraint) in constraints.enumerated() {
    do {
      try solver.add(constraint)
    } catch .unsatisfiable(let conflict) {
      let members = conflict.constraints.compactMap { member in constraints.firstIndex { $0 === member } }
      rejected.append(["index": index, "conflict": members.sorted()])
    } catch {
      rejected.append(["index": index, "conflict": [], "error": error.description])
    }
  }
  let ranges = variables.map { solver.range(of: $0) }
  var totals: [String: Double] = [:]
  for (priority, total) in solver.violationsByLevel { totals[String(priority.value)] = total }
  return [
    "id": system["id"] ?? 0,
    "rejected": rejected,
    "values": variables.map { solver.value(of: $0) },
    "unique": ranges.map(\.isUnique),
    "range": ranges.map { [jsonNumber($0.lower), jsonNumber($0.upper)] },
    "level_totals": totals,
  ]
}

do {
  let input = FileHandle.standardInput.readDataToEndOfFile()
  guard let document = try JSONSerialization.jsonObject(with: input) as? [String: Any],
    let systems = document["systems"] as? [[String: Any]]
  else { throw CheckError.malformed("expected {\"systems\": [...]}") }
  let results = try systems.map(solve)
  let output = try JSONSerialization.data(withJSONObject: ["results": results], options: [.sortedKeys])
  FileHandle.standardOutput.write(output)
  FileHandle.standardOutput.write(Data("\n".utf8))
} catch {
  FileHandle.standardError.write(Data("cassowary-check: \(error)\n".utf8))
  exit(2)
}
