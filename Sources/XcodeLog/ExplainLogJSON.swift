import Cassowary
import Layout

/// The JSON document of `lyt explain-log FILE --format json`, every field of which docs/CLI.md §6
/// describes.
public enum ExplainLogJSON {
  /// The document for the explanations of one file.
  public static func document(_ explanations: [LogExplanation]) -> String {
    var out = "{\"logs\": ["
    for (index, explanation) in explanations.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += log(explanation)
    }
    out += explanations.isEmpty ? "]}\n" : "\n]}\n"
    return out
  }

  private static func log(_ explanation: LogExplanation) -> String {
    let system = explanation.system
    var fields: [String] = []
    fields.append("\"line\": \(system.line)")
    let constraints = system.constraints.map { "    " + constraint($0) }
    fields.append(
      "\"constraints\": [" + (constraints.isEmpty ? "]" : "\n" + constraints.joined(separator: ",\n") + "\n  ]"))
    fields.append("\"broken_by_uikit\": " + (system.brokenByUIKit.map(string) ?? "null"))
    fields.append("\"satisfiable\": \(explanation.satisfiable)")
    fields.append("\"minimal_set\": [" + explanation.minimalSet.map(string).joined(separator: ", ") + "]")
    fields.append("\"summary\": " + string(LogFindingText.summary(explanation.summary)))
    let fixes = explanation.fixes.map { fix in
      "{\"command\": \(string(fix.command)), \"effect\": \(string(fix.effect)), \"in_code\": \(string(LogFixText.inCode(fix.change, in: system))), "
        + "\"verified\": true}"
    }
    fields.append("\"fixes\": [" + fixes.joined(separator: ", ") + "]")
    fields.append(
      "\"hints\": [" + explanation.hints.map { string(LogFindingText.hint($0)) }.joined(separator: ", ") + "]")
    fields.append("\"platform\": " + string(system.platform.rawValue))
    let objects = system.objects.map { object in
      var entry = "\(string(object.name)): {\"class\": \(string(object.className))"
      if let address = object.reference?.address { entry += ", \"address\": \(string("0x" + address))" }
      if let quoted = object.reference?.quoted { entry += ", \"text\": \(string(quoted))" }
      if let identifier = object.reference?.identifier { entry += ", \"identifier\": \(string(identifier))" }
      if let parent = object.parent { entry += ", \"parent\": \(string(parent))" }
      return entry + "}"
    }
    fields.append("\"objects\": {" + objects.joined(separator: ", ") + "}")
    let unreadable = system.unreadable.map {
      "{\"line\": \($0.entry.line), \"text\": \(string($0.entry.text)), \"error\": \(string($0.error.message))}"
    }
    fields.append("\"unreadable\": [" + unreadable.joined(separator: ", ") + "]")
    fields.append("\"redacted\": \(system.redacted)")
    return "  {" + fields.joined(separator: ",\n  ") + "}"
  }

  private static func constraint(_ constraint: LogConstraint) -> String {
    let terms = constraint.linear.terms.map { "\(string($0.variable)): \(number($0.coefficient))" }
    return "{\"id\": \(string(constraint.id)), \"text\": \(string(constraint.text)), "
      + "\"linear\": {\"terms\": {\(terms.joined(separator: ", "))}, \"constant\": \(number(constraint.linear.constant)), "
      + "\"relation\": \(string(constraint.linear.relation.rawValue))}, \"implicit\": \(constraint.implicit), "
      + "\"priority\": \(number(constraint.priority)), \"readable\": \(string(constraint.readable)), "
      + "\"owner\": \(string(constraint.owner.rawValue))"
      + (constraint.description?.source.map { ", \"source\": \(string($0))" } ?? "") + "}"
  }

  /// A JSON number; non-finite values (which a valid system never has) become `null`.
  static func number(_ value: Double) -> String { NumberText.text(value, .json) }

  /// A JSON string literal.
  static func string(_ text: String) -> String { JSONText.string(text) }
}
