import Layout

/// The document `lyt run --format json` prints (docs/CLI.md §5): views, constraints, conflicts,
/// ambiguous attributes and expectation counts, rendered from a ``SessionSnapshot``.
public enum JSONReport {
  /// What to render besides the document's own fields.
  enum Extent {
    /// The document of docs/CLI.md §5.
    case document
    /// A state of the HTML page (docs/PAGES.md): each view's kind, each constraint's attribute
    /// values; no expectation counts and no animations (the steps carry the commands).
    case page
  }

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
  static func fields(of snapshot: SessionSnapshot, extent: Extent = .document) -> [String] {
    let page = extent == .page
    let views = snapshot.views.map { view in
      "    \(string(view.name)): {\"frame\": \(Display.jsonRect(view.frame)), "
        + "\"absolute\": \(Display.jsonRect(view.absolute)), \"parent\": \(view.parent.map(string) ?? "null")"
        + (page ? pageFields(of: view) : "") + "}"
    }
    let constraints = snapshot.constraints.map { constraint in
      "    {\"id\": \(string(constraint.id)), \"text\": \(string(constraint.text)), "
        + "\"priority\": \(Display.jsonPriority(constraint.priority)), "
        + "\"status\": \(string(constraint.status.rawValue)), \"satisfied\": \(constraint.satisfied), "
        + "\"violation\": \(optionalNumber(constraint.violation))" + (page ? pageFields(of: constraint) : "") + "}"
    }
    let fields = [
      "  \"views\": " + block(views, "{", "}"),
      "  \"constraints\": " + block(constraints, "[", "]"),
      "  \"conflicts\": " + block(snapshot.conflicts.map(conflict), "[", "]"),
      "  \"ambiguous\": [" + snapshot.ambiguous.map(string).joined(separator: ", ") + "]",
      "  \"violations\": " + block(snapshot.violations.map(violation), "[", "]"),
      "  \"ambiguity\": " + block(snapshot.ambiguity.map(ambiguity), "[", "]"),
    ]
    if page { return fields + ["  \"direction\": " + string(snapshot.direction.rawValue)] }
    return fields + [
      "  \"expectations\": {\"passed\": \(snapshot.expectationsPassed), \"failed\": \(snapshot.expectationsFailed)}"
    ] + animationFields(snapshot.animations)
  }

  /// Lines inside brackets, one per line, or the empty brackets.
  private static func block(_ lines: [String], _ open: String, _ close: String) -> String {
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
