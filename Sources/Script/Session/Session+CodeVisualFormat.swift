import CodeImport
import CommandLanguage
import Layout

extension Session {
  /// `constraints(withVisualFormat:options:metrics:views:)` in pasted code: the constraints lyt's
  /// VFL reader makes of the format, with the call's views and metrics dictionaries (and nothing
  /// else: a name the views dictionary lacks is Apple's error). Named `name.1`, `name.2`, … when
  /// the code binds them, else as a VFL line names them.
  mutating func addVisualFormat(_ format: CodeVisualFormat, name: String?, active: Bool, in run: inout CodeRun)
    throws(SessionError)
  {
    var views: [String: String] = [:]
    for (key, item) in format.views.sorted(by: { $0.key < $1.key }) { views[key] = try resolve(item, in: &run) }
    let produced: [VisualFormatConstraint]
    do {
      produced = try state.engine.visualFormatConstraints(
        format.format, options: format.options, metrics: format.metrics, edgeSpacing: state.vflEdgeSpacing,
        views: views)
    } catch {
      throw SessionError(diagnostic(for: error, in: format, run: run))
    }
    var ids = GeneratedIDs()
    var made: [LayoutConstraint] = []
    for (index, item) in produced.enumerated() {
      var constraint = item.constraint
      if let name {
        constraint.id = "\(name).\(index + 1)"
        guard !state.engine.hasConstraint(ConstraintID(constraint.id)) else {
          throw SessionError.at(
            run.range(format.range), "a constraint with id `\(constraint.id)` already exists",
            hint: "choose another name for the constraints")
        }
      } else {
        constraint.id = ids.unique(item.label, in: state.engine)
      }
      made.append(constraint)
    }
    for (index, constraint) in made.enumerated() {
      try perform(at: run.range(format.range(ofCharacterAt: produced[index].range.lowerBound))) {
        (engine) throws(LayoutError) in try engine.add(constraint, active: active)
      }
      state.libraryConstraints[constraint.id] = nil
      run.report(constraint, active: active, at: format.range, session: self)
    }
    run.formats[format.handle] = made.map(\.id)
  }

  /// A refused format as a diagnostic in the code: Apple's reason at the character of the string
  /// where lyt's VFL reader stopped (or at the option at fault).
  private func diagnostic(for error: VisualFormatError, in format: CodeVisualFormat, run: CodeRun) -> Diagnostic {
    var range = format.range(ofCharacterAt: error.position)
    if let index = error.optionIndex, format.optionRanges.indices.contains(index) { range = format.optionRanges[index] }
    var advice = hint(for: error)
    if case .unknownMetric(let key) = error.failure {
      let known = format.metrics.keys.sorted() + format.views.keys.sorted()
      advice =
        Suggestions.nearest(to: key, in: known).map { "did you mean '\($0)'?" }
        ?? "pass it in the metrics dictionary: `[\"\(key)\": 8]`"
    }
    if case .unknownView(let key) = error.failure {
      let keys = format.views.keys.sorted()
      advice =
        Suggestions.nearest(to: key, in: keys).map { "did you mean '\($0)'? The views dictionary has no `\(key)`" }
        ?? "the views dictionary has \(keys.isEmpty ? "no keys" : "only " + keys.map { "`\($0)`" }.joined(separator: ", "))"
    }
    return Diagnostic(.error, error.message, at: run.range(range), hint: advice)
  }
}
