import Layout
import Testing

@testable import InterfaceBuilder

/// The words `CheckFixText` gives each change a fix makes, in Interface Builder's terms, exactly.
@Suite struct CheckFixTextTests {
  /// The scene's names: constraint `w` (renamed from `cRm-ct-w01`), `bare` with no definition,
  /// views `total` and `label`.
  static let names = SceneNames(
    constraints: [
      "w": SceneNames.Constraint(
        definition: LayoutConstraint(id: "w", Anchor("rule", .width), .equal, constant: 568),
        ibID: "cRm-ct-w01"),
      "bare": SceneNames.Constraint(definition: nil, ibID: "cRm-ct-b02"),
    ],
    views: [
      "total": SceneNames.View(outlineName: "Total", id: "cRm-lb-001"),
      "label": SceneNames.View(outlineName: "Label", id: "cRm-lb-002"),
    ])

  @Test(
    arguments: [
      (
        FixAction.lowerPriority(["w", "bare"], to: 999),
        "set the Priority of rule.width == 568 (cRm-ct-w01) and cRm-ct-b02 to 999"
      ),
      (.setPriority("w", to: 250.5), "set the Priority of rule.width == 568 (cRm-ct-w01) to 250.5"),
      (
        .setRelation("w", to: .lessThanOrEqual),
        "change the Relation of rule.width == 568 (cRm-ct-w01) to Less Than or Equal"
      ),
      (
        .setRelation("w", to: .greaterThanOrEqual),
        "change the Relation of rule.width == 568 (cRm-ct-w01) to Greater Than or Equal"
      ),
      (.setConstant("w", to: 343), "change the Constant of rule.width == 568 (cRm-ct-w01) to 343"),
      (.deactivate("unknown"), "delete unknown (or uncheck Installed)"),
      (
        .setContentPriority(view: "total", axis: .horizontal, hugging: true, to: 251),
        "set the Content Hugging Priority of \"Total\" (cRm-lb-001), Horizontal, to 251"
      ),
      (
        .setContentPriority(view: "other", axis: .vertical, hugging: false, to: 749),
        "set the Content Compression Resistance Priority of other, Vertical, to 749"
      ),
      (
        .add("label.leading == total.trailing + 8"),
        "add the constraint label.leading == total.trailing + 8 (label is \"Label\" (cRm-lb-002), total is \"Total\" (cRm-lb-001))"
      ),
      (.add("rule.width == 343"), "add the constraint rule.width == 343"),
      (
        .stopTranslating("label"),
        "give \"Label\" (cRm-lb-002) constraints instead of its autoresizing mask (translatesAutoresizingMaskIntoConstraints off)"
      ),
    ])
  func words(change: FixAction, expected: String) {
    let fix = CheckFix(command: "", effect: "", change: change, names: Self.names)
    #expect(CheckFixText.inInterfaceBuilder(fix) == expected)
  }
}
