import Layout

/// The document `lyt run --format json` prints (docs/CLI.md §5): views, constraints, conflicts,
/// ambiguous attributes and expectation counts.
public enum JSONReport {
  /// The document for one session.
  public static func document(for session: Session) -> String {
    "{\n" + fields(of: session).joined(separator: ",\n") + "\n}\n"
  }

  /// The document for several scripts, each run in its own session:
  /// `{"files": [{"file": "a.lyt", "views": …}, …]}`.
  public static func document(files: [(file: String, session: Session)]) -> String {
    let entries = files.map { entry in
      let body = (["  \"file\": " + string(entry.file)] + fields(of: entry.session)).map { indent($0) }
      return "    {\n" + body.joined(separator: ",\n") + "\n    }"
    }
    return "{\n  \"files\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// The five top-level fields, each indented by two spaces.
  private static func fields(of session: Session) -> [String] {
    let engine = session.engine
    let views = engine.items.filter { !$0.kind.isSystemGuide }.compactMap { item -> String? in
      guard let frame = try? engine.relativeFrame(of: item.name), let absolute = try? engine.frame(of: item.name)
      else { return nil }
      return "    \(string(item.name)): {\"frame\": \(Display.jsonRect(frame)), "
        + "\"absolute\": \(Display.jsonRect(absolute)), \"parent\": \(item.parent.map(string) ?? "null")}"
    }
    let constraints = engine.constraints.map { info in
      "    {\"id\": \(string(info.id)), \"text\": \(string(info.constraint.description)), "
        + "\"priority\": \(Display.jsonPriority(info.constraint.priority.value)), "
        + "\"status\": \(string(info.status.rawValue)), \"satisfied\": \(info.holds), "
        + "\"violation\": \(info.violation.map(Display.jsonNumber) ?? "null")}"
    }
    let conflicts = engine.constraints.filter { $0.status == .broken }.enumerated().map { index, info in
      let members = info.conflict?.constraints.compactMap(\.name) ?? []
      return "    {\"broken\": \(string(info.id)), \"minimal_set\": [\(members.map(string).joined(separator: ", "))]"
        + conflictDetails(info, in: session, checksFixes: index < Session.fixedProblemsPerList) + "}"
    }
    let ambiguous = ((try? session.ambiguousComponents()) ?? []).map { string("\($0.item).\($0.component)") }
    return [
      "  \"views\": " + block(views, "{", "}"),
      "  \"constraints\": " + block(constraints, "[", "]"),
      "  \"conflicts\": " + block(conflicts, "[", "]"),
      "  \"ambiguous\": [" + ambiguous.joined(separator: ", ") + "]",
      "  \"violations\": " + block(violations(in: session), "[", "]"),
      "  \"ambiguity\": " + block(ambiguityEntries(in: session), "[", "]"),
      "  \"expectations\": {\"passed\": \(session.expectationsPassed), \"failed\": \(session.expectationsFailed)}",
    ] + animationFields(of: session)
  }

  /// Lines inside brackets, one per line, or the empty brackets.
  private static func block(_ lines: [String], _ open: String, _ close: String) -> String {
    lines.isEmpty ? open + close : open + "\n" + lines.joined(separator: ",\n") + "\n  " + close
  }

  /// A line indented two more spaces (every line of a multi-line text).
  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  /// A JSON string literal.
  static func string(_ text: String) -> String { JSONText.string(text) }
}
