import Cassowary
import Layout
import Testing
import XcodeLog

/// The words `LogFixText` gives a fix's change in the app's code, exactly.
@Suite struct LogFixTextTests {
  private func system(_ name: String) throws -> LogSystem {
    try #require(LogScanner.scan(try fixture(name)).map(LogSystem.init).first)
  }

  @Test func everyChangeNamesTheLoggedConstraint() throws {
    let cell = try system("colo-12")
    let k4 = "k4 (UITableViewCellContentView_6020.bottom == UIView_a140.bottom)"
    let cases: [(FixAction, String)] = [
      (
        .lowerPriority(["k4", "x9"], to: 999),
        "set the priority of \(k4) and x9 to UILayoutPriority(999), before activating it (a required "
          + "constraint's priority cannot change while it is active)"
      ),
      (.setPriority("k4", to: 250.5), "set the priority of \(k4) to UILayoutPriority(250.5)"),
      (.setRelation("k4", to: .lessThanOrEqual), "make \(k4) <= instead of == (lessThanOrEqualTo)"),
      (.setRelation("k4", to: .greaterThanOrEqual), "make \(k4) >= instead of == (greaterThanOrEqualTo)"),
      (.setConstant("k4", to: 12.5), "change the constant of \(k4) to 12.5"),
      (.deactivate("k4"), "remove \(k4) (isActive = false)"),
      (
        .setContentPriority(view: "label", axis: .horizontal, hugging: true, to: 251),
        "label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)"
      ),
      (
        .setContentPriority(view: "label", axis: .vertical, hugging: false, to: 749),
        "label.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)"
      ),
      (.add("a.width <= 300"), "add a.width <= 300"),
      (
        .stopTranslating("card"),
        "set card.translatesAutoresizingMaskIntoConstraints = false, and constrain its position and size"
      ),
    ]
    for (change, words) in cases { #expect(LogFixText.inCode(change, in: cell) == words) }
  }

  @Test func snapKitsLineAndAppKitsPriorityType() throws {
    #expect(
      LogFixText.inCode(.deactivate("k2"), in: try system("snapkit-462"))
        == "remove k2 (UILabel_a120.left == UIImageView_9f30.right + 10, TripSettingsViewController.swift#73) "
        + "(isActive = false)")
    #expect(
      LogFixText.inCode(.setPriority("x9", to: 999), in: try system("munki-1241"))
        == "set the priority of x9 to NSLayoutConstraint.Priority(999)")
  }
}
