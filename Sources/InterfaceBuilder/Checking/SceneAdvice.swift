/// Asks an advisor (lyt's advice engine) for the checked fixes of a scene's conflicts and
/// ambiguous views, on the scene imported as a session would import it, and attaches them to
/// the report's findings and conflicts.
enum SceneAdvice {
  /// The most problems of one scene whose fixes are asked for, in file order: each one tries
  /// its candidates on a copy of the whole scene.
  static let maximumProblems = 20

  /// `report` with the fixes of its conflicts and ambiguous views.
  static func advise(
    _ report: SceneReport, document: IBDocument, sceneOfID: [String: String], options: SceneBuilder.Options,
    advisor: SceneAdvisor
  ) -> SceneReport {
    var asked: [(finding: Int, problem: SceneProblem)] = []
    for (index, finding) in report.findings.enumerated() where asked.count < maximumProblems {
      guard let id = finding.objectID else { continue }
      switch finding.kind {
      case .conflict:
        asked.append((index, .conflict(broken: id)))
      case .ambiguous:
        guard let view = report.built.view(id), let name = report.built.name(of: id),
          let verdict = report.views.first(where: { $0.id == id }),
          let component = SceneChecker.filtered(Set(verdict.ambiguous), view.verifyAmbiguity).first
        else { continue }
        asked.append((index, .ambiguous(view: name, component: component)))
      default: continue
      }
    }
    guard !asked.isEmpty else { return report }
    let imported = SceneImporter.imported(report.scene, document: document, sceneOfID: sceneOfID, options: options)
    let sessionID = Dictionary(imported.renamedConstraints.map { ($0.ib, $0.session) }) { first, _ in first }
    let problems = asked.map { entry -> SceneProblem in
      guard case .conflict(let id) = entry.problem else { return entry.problem }
      return .conflict(broken: sessionID[id] ?? id)
    }
    let answers = advisor(imported, problems)
    var advised = report
    for (entry, fixes) in zip(asked, answers) {
      advised.findings[entry.finding].fixes = fixes
      guard case .conflict(let id) = entry.problem else { continue }
      for index in advised.conflicts.indices where advised.conflicts[index].broken == id {
        advised.conflicts[index].fixes = fixes
      }
    }
    return advised
  }
}
