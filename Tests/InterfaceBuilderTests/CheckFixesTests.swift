import Layout
import Script
import Testing

@testable import InterfaceBuilder

/// `lyt check`'s fixes: the advice engine's checked fixes of conflicts and ambiguous views, said
/// in Interface Builder's terms, and what applying one does.
@Suite struct CheckFixesTests {
  /// The report of a fixture with lyt's advice engine as the advisor.
  func advised(_ name: String, text: String? = nil) throws -> FileReport {
    let options = CheckOptions(advisor: { scene, problems in Session.fixes(forScene: scene, problems: problems) })
    return StoryboardChecker.check(text: try text ?? fixture(name), file: name, options: options)
  }

  /// A session with the only scene of fixture `name` imported.
  func imported(_ name: String) throws -> Session {
    var session = Session(files: InMemoryFiles([name: try fixture(name)]))
    try run("import storyboard \(name)", in: &session)
    return session
  }

  /// A fix as `lyt check` writes it: the commands, the effect, and the change in Interface
  /// Builder (``CheckFixText``).
  struct WrittenFix: Equatable {
    var command: String
    var effect: String
    var inInterfaceBuilder: String
  }

  /// `fixes` as `lyt check` writes them.
  static func written(_ fixes: [CheckFix]) -> [WrittenFix] {
    fixes.map {
      WrittenFix(command: $0.command, effect: $0.effect, inInterfaceBuilder: CheckFixText.inInterfaceBuilder($0))
    }
  }

  static let footerFixes = [
    WrittenFix(
      command: "deactivate rHf_ct_fh0; set priority rHf_ct_fh0 999; activate rHf_ct_fh0",
      effect: "no frame moves; rHf-ct-fh0 gives way",
      inInterfaceBuilder: "set the Priority of footer.height == 44 (rHf-ct-fh0) to 999"),
    WrittenFix(
      command: "remove rHf_ct_fh0; rHf_ct_fh0: footer.height >= 44", effect: "no frame moves",
      inInterfaceBuilder: "change the Relation of footer.height == 44 (rHf-ct-fh0) to Greater Than or Equal"),
    WrittenFix(
      command: "deactivate rHf_ct_fb0; set priority rHf_ct_fb0 999; activate rHf_ct_fb0",
      effect: "footer shrinks to 44 tall; rHf-ct-fb0 gives way",
      inInterfaceBuilder: "set the Priority of view.safeArea.bottom == footer.bottom (rHf-ct-fb0) to 999"),
  ]

  @Test func aConflictCarriesCheckedFixesNamingConstraintsByTheirInterfaceBuilderIDs() throws {
    let report = try advised("ratio-hero-footer-conflict.storyboard")
    let scene = try #require(report.scenes.first)
    #expect(scene.conflicts.map { Self.written($0.fixes) } == [Self.footerFixes])
    let finding = try #require(scene.findings.first { $0.kind == .conflict })
    #expect(Self.written(finding.fixes) == Self.footerFixes)
    let text = CheckText.lines(finding, indent: "  ")
    #expect(
      Array(text.suffix(6)) == [
        "        fix: set the Priority of footer.height == 44 (rHf-ct-fh0) to 999  → no frame moves; "
          + "rHf-ct-fh0 gives way",
        "             lyt: deactivate rHf_ct_fh0; set priority rHf_ct_fh0 999; activate rHf_ct_fh0",
        "        fix: change the Relation of footer.height == 44 (rHf-ct-fh0) to Greater Than or Equal  → no frame moves",
        "             lyt: remove rHf_ct_fh0; rHf_ct_fh0: footer.height >= 44",
        "        fix: set the Priority of view.safeArea.bottom == footer.bottom (rHf-ct-fb0) to 999  → footer shrinks "
          + "to 44 tall; rHf-ct-fb0 gives way",
        "             lyt: deactivate rHf_ct_fb0; set priority rHf_ct_fb0 999; activate rHf_ct_fb0",
      ])
    let json = CheckJSON.conflict(try #require(scene.conflicts.first))
    let expected: [String] = [
      #""fixes": [{"command": "deactivate rHf_ct_fh0; set priority rHf_ct_fh0 999; activate rHf_ct_fh0", "#,
      #""effect": "no frame moves; rHf-ct-fh0 gives way", "in_interface_builder": "set the Priority of "#,
      #"footer.height == 44 (rHf-ct-fh0) to 999", "verified": true}, {"command": "remove rHf_ct_fh0; "#,
      #"rHf_ct_fh0: footer.height >= 44", "effect": "no frame moves", "in_interface_builder": "change "#,
      #"the Relation of footer.height == 44 (rHf-ct-fh0) to Greater Than or Equal", "verified": true}, "#,
      #"{"command": "deactivate rHf_ct_fb0; set priority rHf_ct_fb0 999; activate rHf_ct_fb0", "effect": "#,
      #""footer shrinks to 44 tall; rHf-ct-fb0 gives way", "in_interface_builder": "set the Priority of "#,
      #"view.safeArea.bottom == footer.bottom (rHf-ct-fb0) to 999", "verified": true}]}"#,
    ]
    #expect(json.hasSuffix(expected.joined()))
  }

  @Test func eachFixEndsTheConflictInASessionOfTheScene() throws {
    for fix in Self.footerFixes {
      var session = try imported("ratio-hero-footer-conflict.storyboard")
      #expect(session.engine.constraints.filter { $0.status == .broken }.map(\.id) == ["rHf_ct_fh0"])
      try run(fix.command.replacingOccurrences(of: "; ", with: "\n"), in: &session)
      #expect(session.engine.constraints.filter { $0.status == .broken }.isEmpty, "\(fix.command)")
    }
    var session = try imported("ratio-hero-footer-conflict.storyboard")
    try run("deactivate rHf_ct_fb0\nset priority rHf_ct_fb0 999\nactivate rHf_ct_fb0", in: &session)
    #expect(try session.engine.frame(of: "footer") == Rect(x: 0, y: 600, width: 375, height: 44))
  }

  @Test func theFixMadeInTheFileLeavesItClean() throws {
    let text = try fixture("ratio-hero-footer-conflict.storyboard")
    let fixed = text.replacingOccurrences(
      of: "constant=\"44\" id=\"rHf-ct-fh0\"", with: "constant=\"44\" priority=\"999\" id=\"rHf-ct-fh0\"")
    #expect(fixed != text)
    let report = try advised("ratio-hero-footer-conflict.storyboard", text: fixed)
    #expect(report.allFindings.filter { $0.kind == .conflict }.isEmpty)
    #expect(report.scenes.first?.conflicts.isEmpty == true)
  }

  @Test func anAmbiguousViewCarriesTheConstraintsThatDecideIt() throws {
    let report = try advised("fix-before-label-without-top.storyboard")
    let finding = try #require(report.allFindings.first { $0.kind == .ambiguous })
    let label =
      "(throttleTheConnectionFirst is \"Throttle the connection first\" (sLn-lb-001), view is \"View\" (sLn-rt-001))"
    #expect(
      Self.written(finding.fixes) == [
        WrittenFix(
          command: "throttleTheConnectionFirst.top == view.top", effect: "no frame moves",
          inInterfaceBuilder: "add the constraint throttleTheConnectionFirst.top == view.top \(label)"),
        WrittenFix(
          command: "throttleTheConnectionFirst.centerY == view.centerY",
          effect: "throttleTheConnectionFirst moves to y 273.5",
          inInterfaceBuilder: "add the constraint throttleTheConnectionFirst.centerY == view.centerY \(label)"),
      ])
    for fix in finding.fixes {
      var session = try imported("fix-before-label-without-top.storyboard")
      #expect(try session.ambiguousComponents().isEmpty == false)
      try run(fix.command, in: &session)
      #expect(try session.ambiguousComponents().isEmpty, "\(fix.command)")
    }
  }

  @Test func withoutAnAdvisorThereAreNoFixes() throws {
    let report = check(try fixture("ratio-hero-footer-conflict.storyboard"))
    #expect(report.allFindings.allSatisfy { $0.fixes.isEmpty })
    #expect(report.scenes.first?.conflicts.first?.fixes == [])
  }
}
