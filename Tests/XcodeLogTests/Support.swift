import Cassowary
import Foundation
import XcodeLog

/// The text of a fixture log in `Tests/XcodeLogTests/Fixtures`.
func fixture(_ name: String) throws -> String {
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  return try String(contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
}

/// The explanation of the only log in `text`.
func explainOne(_ text: String) -> LogExplanation? {
  let all = LogExplanation.explainAll(text)
  return all.count == 1 ? all.first : nil
}

/// A one-log text: the message and the given descriptions, the last one broken.
func log(_ descriptions: [String], broken: String? = nil) -> String {
  var text = "Unable to simultaneously satisfy constraints.\n(\n"
  text += descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n")
  text += "\n)\n\nWill attempt to recover by breaking constraint \n" + (broken ?? descriptions.last ?? "") + "\n"
  return text
}

/// Rebuilds the given ids' constraints from their `linear` forms alone (fresh variables by name)
/// and asks a fresh solver whether they are an irreducible conflict: the check an outside test
/// can make from the JSON document alone, with its own LP solver (docs/CLI.md §6).
func isIrreducibleConflict(_ ids: [String], in system: LogSystem) -> Bool {
  var variables: [String: Variable] = [:]
  var constraints: [Constraint] = []
  for id in ids {
    guard let form = system.constraint(id)?.linear else { return false }
    var expression = Expression(form.constant)
    for term in form.terms {
      let variable = variables[term.variable] ?? Variable(term.variable)
      variables[term.variable] = variable
      expression = expression + term.coefficient * Expression(variable)
    }
    constraints.append(Constraint(expression, form.relation))
  }
  guard let first = constraints.first else { return false }
  return Conflict(constraint: first, constraints: constraints, gap: 0).isMinimal
}
