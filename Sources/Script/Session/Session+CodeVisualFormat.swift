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
      throw formatError(error, in: format, run: run)
    }
    var ids = GeneratedIDs()
    var made: [LayoutConstraint] = []
    for (index, item) in produced.enumerated() {
      var constraint = item.constraint
      if let name {
        constraint.id = "\(name).\(index + 1)"
        guard !state.engine.hasConstraint(ConstraintID(constraint.id)) else {
          throw SessionError(.name(.idTaken(constraint.id, givenBy: .pastedFormat)), at: run.range(format.range))
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

  /// A refused format as an error in the code: Apple's reason at the character of the string
  /// where lyt's VFL reader stopped (or at the option at fault), with the nearest of the call's
  /// keys to an unknown view or metric.
  private func formatError(_ error: VisualFormatError, in format: CodeVisualFormat, run: CodeRun) -> SessionError {
    var range = format.range(ofCharacterAt: error.position)
    if let index = error.optionIndex, format.optionRanges.indices.contains(index) { range = format.optionRanges[index] }
    let viewKeys = format.views.keys.sorted()
    var suggestion: String?
    switch error.failure {
    case .unknownMetric(let key): suggestion = Suggestions.nearest(to: key, in: format.metrics.keys.sorted() + viewKeys)
    case .unknownView(let key): suggestion = Suggestions.nearest(to: key, in: viewKeys)
    default: break
    }
    return SessionError(
      .visualFormat(.code(error, suggestion: suggestion, viewKeys: viewKeys)), at: run.range(range))
  }
}
