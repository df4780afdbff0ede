import CodeImport
import Testing

/// SnapKit's blocks, read into the constraints SnapKit makes: one line per effect, `super(v)`
/// for the superview of `v`.
@Suite struct SnapKitTests {
  /// The effects of one `v.snp.makeConstraints` block around `lines`.
  func made(_ lines: String, action: String = "makeConstraints") -> [String] {
    effects("v.snp.\(action) { make in\n\(lines)\n}")
  }

  @Test func relationsAndTargets() {
    #expect(
      made(
        """
        make.top.equalTo(other.snp.bottom).offset(8)
        make.left.greaterThanOrEqualTo(other).offset(-4)
        make.width.lessThanOrEqualTo(other.snp.height)
        make.right.equalToSuperview()
        make.bottom.lessThanOrEqualToSuperview().offset(-10)
        """) == [
          "add - v.top == 1 * other.bottom + 8 @1000", "add - v.left >= 1 * other.left + -4 @1000",
          "add - v.width <= 1 * other.height + 0 @1000", "add - v.right == 1 * super(v).right + 0 @1000",
          "add - v.bottom <= 1 * super(v).bottom + -10 @1000",
        ])
  }

  @Test func constantTargetsRelateToTheSuperviewAndCentresToItsLeftAndTop() {
    #expect(
      made(
        """
        make.top.equalTo(20)
        make.centerX.equalTo(30)
        make.centerY.equalTo(CGPoint(x: 5, y: 6))
        make.width.equalTo(100)
        make.height.greaterThanOrEqualTo(44)
        """) == [
          "add - v.top == 1 * super(v).top + 20 @1000", "add - v.centerX == 1 * super(v).left + 30 @1000",
          "add - v.centerY == 1 * super(v).top + 6 @1000", "add - v.width == 100 @1000", "add - v.height >= 44 @1000",
        ])
  }

  @Test func compositeAttributes() {
    #expect(
      made("make.edges.equalToSuperview()") == [
        "add - v.left == 1 * super(v).left + 0 @1000", "add - v.top == 1 * super(v).top + 0 @1000",
        "add - v.right == 1 * super(v).right + 0 @1000", "add - v.bottom == 1 * super(v).bottom + 0 @1000",
      ])
    #expect(
      made("make.size.equalTo(CGSize(width: 30, height: 40))") == [
        "add - v.width == 30 @1000", "add - v.height == 40 @1000",
      ])
    #expect(
      made("make.center.equalTo(other)") == [
        "add - v.centerX == 1 * other.centerX + 0 @1000", "add - v.centerY == 1 * other.centerY + 0 @1000",
      ])
    #expect(
      made("make.horizontalEdges.equalToSuperview().inset(16)") == [
        "add - v.left == 1 * super(v).left + 16 @1000", "add - v.right == 1 * super(v).right + -16 @1000",
      ])
    #expect(
      made("make.directionalEdges.equalTo(other)") == [
        "add - v.top == 1 * other.top + 0 @1000", "add - v.bottom == 1 * other.bottom + 0 @1000",
        "add - v.leading == 1 * other.leading + 0 @1000", "add - v.trailing == 1 * other.trailing + 0 @1000",
      ])
    // Chained attributes are a set, made in SnapKit's order.
    #expect(
      made("make.trailing.leading.top.equalToSuperview()") == [
        "add - v.top == 1 * super(v).top + 0 @1000", "add - v.leading == 1 * super(v).leading + 0 @1000",
        "add - v.trailing == 1 * super(v).trailing + 0 @1000",
      ])
    #expect(
      made("make.edges.equalTo(other.snp.margins)") == [
        "add - v.left == 1 * other.leftMargin + 0 @1000", "add - v.top == 1 * other.topMargin + 0 @1000",
        "add - v.right == 1 * other.rightMargin + 0 @1000", "add - v.bottom == 1 * other.bottomMargin + 0 @1000",
      ])
    #expect(
      made("make.left.right.equalTo(other.snp.centerX)") == [
        "add - v.left == 1 * other.centerX + 0 @1000", "add - v.right == 1 * other.centerX + 0 @1000",
      ])
  }

  /// `inset` moves every edge inwards: right, bottom and trailing negated, a width by both sides.
  @Test func insetSigns() {
    #expect(
      made("make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))") == [
        "add - v.left == 1 * super(v).left + 2 @1000", "add - v.top == 1 * super(v).top + 1 @1000",
        "add - v.right == 1 * super(v).right + -4 @1000", "add - v.bottom == 1 * super(v).bottom + -3 @1000",
      ])
    #expect(
      made(
        """
        make.leading.trailing.equalToSuperview().inset(10)
        make.width.lessThanOrEqualTo(other).inset(20)
        make.height.equalTo(other).inset(UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        make.centerX.equalTo(other).inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 4))
        """) == [
          "add - v.leading == 1 * super(v).leading + 10 @1000", "add - v.trailing == 1 * super(v).trailing + -10 @1000",
          "add - v.width <= 1 * other.width + -40 @1000", "add - v.height == 1 * other.height + -3 @1000",
          "add - v.centerX == 1 * other.centerX + 3 @1000",
        ])
    // The constant is read for the second attribute: a top related to a bottom takes −bottom.
    #expect(made("make.top.equalTo(other.snp.bottom).inset(10)") == ["add - v.top == 1 * other.bottom + -10 @1000"])
    // `offset` is raw, and the last of offset and inset wins.
    #expect(
      made("make.right.equalToSuperview().inset(5).offset(7)") == ["add - v.right == 1 * super(v).right + 7 @1000"])
  }

  @Test func multipliersPrioritiesAndLabels() {
    #expect(
      made(
        """
        make.width.equalTo(other).multipliedBy(0.5)
        make.height.equalTo(other).dividedBy(4)
        make.top.equalTo(other).priority(.high)
        make.left.equalTo(other).priority(750)
        make.right.equalTo(other).priority(.required)
        make.bottom.equalTo(other).priority(.low)
        make.centerX.equalTo(other).priority(.medium)
        make.centerY.equalTo(other).priority(UILayoutPriority.defaultHigh)
        make.leading.equalTo(other).labeled("leadingPin")
        make.trailing.equalTo(other).labeled("not an id")
        """) == [
          "add - v.width == 0.5 * other.width + 0 @1000", "add - v.height == 0.25 * other.height + 0 @1000",
          "add - v.top == 1 * other.top + 0 @750", "add - v.left == 1 * other.left + 0 @750",
          "add - v.right == 1 * other.right + 0 @1000", "add - v.bottom == 1 * other.bottom + 0 @250",
          "add - v.centerX == 1 * other.centerX + 0 @500", "add - v.centerY == 1 * other.centerY + 0 @750",
          "add leadingPin v.leading == 1 * other.leading + 0 @1000", "add - v.trailing == 1 * other.trailing + 0 @1000",
        ])
  }

  @Test func guidesAndMargins() {
    #expect(
      made(
        """
        make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(8)
        make.bottom.equalTo(view.safeAreaLayoutGuide)
        make.leading.equalTo(view.layoutMarginsGuide)
        make.trailing.equalTo(view.snp.trailingMargin)
        """) == [
          "add - v.top == 1 * view.safeArea.top + 8 @1000", "add - v.bottom == 1 * view.safeArea.bottom + 0 @1000",
          "add - v.leading == 1 * view.leadingMargin + 0 @1000",
          "add - v.trailing == 1 * view.trailingMargin + 0 @1000",
        ])
  }

  @Test func heldConstraintsAndTheirUpdates() {
    #expect(
      effects(
        """
        var topConstraint: Constraint?
        v.snp.makeConstraints { make in
          topConstraint = make.top.equalToSuperview().offset(8).constraint
          let pair = make.left.right.equalToSuperview().inset(4).constraint
          self.heightConstraint = make.height.equalTo(40).labeled("height").constraint
        }
        topConstraint?.update(offset: 20)
        pair.update(inset: 6)
        pair.deactivate()
        heightConstraint.activate()
        """) == [
          "add topConstraint v.top == 1 * super(v).top + 8 @1000",
          "add pair.1 v.left == 1 * super(v).left + 4 @1000", "add pair.2 v.right == 1 * super(v).right + -4 @1000",
          "add height v.height == 40 @1000", "update topConstraint number(20.0)",
          "update pair.1 insets(top: 6.0, left: 6.0, bottom: 6.0, right: 6.0)",
          "update pair.2 insets(top: 6.0, left: 6.0, bottom: 6.0, right: 6.0)", "deactivate pair.1",
          "deactivate pair.2",
          "activate height",
        ])
  }

  @Test func remakeUpdateAndRemove() {
    #expect(
      made("make.top.equalTo(8)", action: "remakeConstraints") == [
        "remove SnapKit of v", "add - v.top == 1 * super(v).top + 8 @1000",
      ])
    #expect(
      made("make.top.equalTo(9)\nmake.size.equalTo(20)", action: "updateConstraints") == [
        "update SnapKit of v: v.top == 1 * super(v).top + 9 @1000; v.width == 20 @1000; v.height == 20 @1000"
      ])
    #expect(effects("v.snp.removeConstraints()") == ["remove SnapKit of v"])
  }

  @Test func closureForms() {
    let expected = ["add - v.top == 1 * other.top + 0 @1000"]
    #expect(effects("v.snp.makeConstraints { (make) -> Void in make.top.equalTo(other) }") == expected)
    #expect(effects("v.snp.makeConstraints { (make: ConstraintMaker) in\n make.top.equalTo(other)\n}") == expected)
    #expect(effects("v.snp.makeConstraints { [weak self] make in\n make.top.equalTo(other)\n}") == expected)
    #expect(effects("v.snp.makeConstraints {\n $0.top.equalTo(other)\n}") == expected)
    #expect(effects("v.snp.makeConstraints({ make in make.top.equalTo(other) })") == expected)
    // SnapKit 0.x
    #expect(effects("v.snp_makeConstraints { make in make.top.equalTo(other.snp_top) }") == expected)
    // A line without a relation makes nothing in SnapKit.
    #expect(made("make.top") == ["skip"])
  }

  @Test func refusals() {
    #expect(
      readError("v.snp.makeConstraints { make in make.edges.equalTo(other.snp.size) }")
        == "1:33: SnapKit cannot relate 4 attributes to 2 other ones")
    #expect(
      readError("v.snp.makeConstraints { make in\n v.snp.makeConstraints { make in make.top.equalTo(other) }\n}")
        == "2:8: a block of constraints inside another is not read")
    #expect(
      readError("v.snp.makeConstraints { make in make.top.equalTo(other).dividedBy(0) }")
        == "1:67: division by zero")
    #expect(
      readError("v.snp.updateConstraints { make in let c = make.top.equalTo(other).constraint }")
        == "1:39: binding a constraint inside an update block is not read")
    #expect(
      readError("self.snp.makeConstraints { make in make.top.equalTo(other) }")?.hasPrefix("1:6: `self.snp`") == true)
  }
}
