import Layout

/// The document `lyt run --format json` prints (docs/CLI.md §5): views, constraints, conflicts,
/// ambiguous attributes and expectation counts, rendered from a ``SessionSnapshot``.
public enum JSONReport {
  /// The document for one session.
  public static func document(for session: Session) -> String {
    document(for: SessionSnapshot(session))
  }

  /// The document for one snapshot.
  public static func document(for snapshot: SessionSnapshot) -> String {
    "{\n" + fields(of: snapshot).joined(separator: ",\n") + "\n}\n"
  }

  /// The document for several scripts, each run in its own session:
  /// `{"files": [{"file": "a.lyt", "views": …}, …]}`.
  public static func document(files: [(file: String, session: Session)]) -> String {
    let entries = files.map { entry in
      let body = (["  \"file\": " + string(entry.file)] + fields(of: SessionSnapshot(entry.session))).map { indent($0) }
      return "    {\n" + body.joined(separator: ",\n") + "\n    }"
    }
    return "{\n  \"files\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// The top-level fields, each indented by two spaces.
  static func fields(of snapshot: SessionSnapshot) -> [String] {
    [
      "  \"views\": " + block(snapshot.views.map { view($0) }, "{", "}"),
      "  \"constraints\": " + block(snapshot.constraints.map { constraint($0) }, "[", "]"),
    ] + problemFields(of: snapshot) + [
      "  \"expectations\": {\"passed\": \(snapshot.expectationsPassed), \"failed\": \(snapshot.expectationsFailed)}"
    ] + animationFields(snapshot.animations)
  }

  /// `conflicts`, `ambiguous`, `violations` and `ambiguity`.
  static func problemFields(of snapshot: SessionSnapshot) -> [String] {
    [
      "  \"conflicts\": " + block(snapshot.conflicts.map { conflict($0) }, "[", "]"),
      "  \"ambiguous\": [" + snapshot.ambiguous.map(string).joined(separator: ", ") + "]",
      "  \"violations\": " + block(snapshot.violations.map { violation($0) }, "[", "]"),
      "  \"ambiguity\": " + block(snapshot.ambiguity.map { ambiguity($0) }, "[", "]"),
    ]
  }

  /// `"card": {"frame": […], "absolute": […], "parent": "root"}`, with `extra` fields before the
  /// closing brace; a view given an autoresizing mask or a frame adds `"translates": true,
  /// "autoresizing": "h=-&- v=--&"`.
  static func view(_ view: ViewSnapshot, extra: String = "") -> String {
    var autoresizing = ""
    if let mask = view.autoresizingMask {
      autoresizing = ", \"translates\": \(view.translatesAutoresizingMask), \"autoresizing\": \(string(mask.notation))"
    }
    return "    \(string(view.name)): {\"frame\": \(Display.jsonRect(view.frame)), "
      + "\"absolute\": \(Display.jsonRect(view.absolute)), \"parent\": \(view.parent.map(string) ?? "null")"
      + autoresizing + extra + "}"
  }

  /// `{"id": "c1", "text": …, "priority": …, "status": …, "satisfied": …, "violation": …}`, with
  /// `extra` fields before the closing brace.
  static func constraint(_ constraint: ConstraintSnapshot, extra: String = "") -> String {
    "    {\"id\": \(string(constraint.id)), \"text\": \(string(constraint.text)), "
      + "\"priority\": \(Display.jsonPriority(constraint.priority)), "
      + "\"status\": \(string(constraint.status.rawValue)), \"satisfied\": \(constraint.satisfied), "
      + "\"violation\": \(optionalNumber(constraint.violation))" + extra + "}"
  }

  /// Lines inside brackets, one per line, or the empty brackets.
  static func block(_ lines: [String], _ open: String, _ close: String) -> String {
    lines.isEmpty ? open + close : open + "\n" + lines.joined(separator: ",\n") + "\n  " + close
  }

  /// A line indented two more spaces (every line of a multi-line text).
  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  /// A number, or `null`.
  static func optionalNumber(_ value: Double?) -> String { value.map(Display.jsonNumber) ?? "null" }

  /// A JSON string literal.
  static func string(_ text: String) -> String { JSONText.string(text) }
}
