import Testing

@testable import Layout

@Suite("Constraint descriptions' numbers")
struct ConstraintDescriptionNumberTests {
  @Test("descriptions print numbers in NumberText's exact style")
  func descriptions() {
    #expect(
      LayoutConstraint(
        id: "c", Anchor("b", .width), .equal, Anchor("a", .width), multiplier: 0.5, constant: -4, priority: 750
      ).description == "b.width == 0.5 * a.width - 4 @750")
  }
}
