import Testing
import XcodeLog

@Suite struct LinearFormTests {
  private func system(_ descriptions: [String]) throws -> LogSystem {
    try #require(explainOne(log(descriptions))).system
  }

  private func terms(_ form: LinearForm) -> [String] {
    form.terms.map { "\($0.variable) \($0.coefficient)" }
  }

  @Test func aSizeEqualToAConstant() throws {
    let form = try #require(try system(["<NSLayoutConstraint:0x1 UILabel:0x7f1'T'.width == 40>"]).constraint("k1"))
      .linear
    #expect(terms(form) == ["UILabel_T.width 1.0"])
    #expect(form.constant == -40)
    #expect(form.relation == .equal)
  }

  @Test func rightEdgesExpandIntoXPlusWidth() throws {
    let form = try #require(
      try system(["<NSLayoutConstraint:0x1 UIView:0xa.trailing == UIView:0xb.trailing - 10>"]).constraint("k1")
    ).linear
    #expect(terms(form) == ["UIView_a.x 1.0", "UIView_a.width 1.0", "UIView_b.x -1.0", "UIView_b.width -1.0"])
    #expect(form.constant == 10)
  }

  @Test func centresUseHalfTheSize() throws {
    let form = try #require(
      try system(["<NSLayoutConstraint:0x1 UIView:0xa.centerY >= 0.5*UIView:0xb.height + 4>"]).constraint("k1")
    ).linear
    #expect(terms(form) == ["UIView_a.y 1.0", "UIView_a.height 0.5", "UIView_b.height -0.5"])
    #expect(form.constant == -4)
    #expect(form.relation == .greaterThanOrEqual)
  }

  @Test func sameObjectEdgesCancel() throws {
    let form = try #require(
      try system(["<NSLayoutConstraint:0x1 UIView:0xa.right == UIView:0xa.left + 10>"]).constraint("k1")
    )
    .linear
    #expect(terms(form) == ["UIView_a.width 1.0"])
    #expect(form.constant == -10)
  }

  @Test func implicitSizesFollowTheListedConstraints() throws {
    let built = try system(["<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.width>"])
    #expect(built.constraints.map(\.id) == ["k1", "k2", "k3", "k4", "k5"])
    #expect(built.constraints.map(\.implicit) == [false, true, true, true, true])
    #expect(built.constraint("k4")?.readable == "UIView_b.width >= 0")
    #expect(built.constraint("k4")?.linear.relation == .greaterThanOrEqual)
  }

  @Test func marginsWithoutAGuideInTheLogUseTheDefaultEight() throws {
    let built = try system(["<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leadingMargin + 8>"])
    let form = try #require(built.constraint("k1")).linear
    #expect(terms(form) == ["UILabel_a.x 1.0", "UIView_b_margins.x -1.0"])
    #expect(
      built.constraints.filter(\.implicit).map(\.readable).suffix(4) == [
        "UIView_b_margins.left == UIView_b.left + 8", "UIView_b_margins.right == UIView_b.right - 8",
        "UIView_b_margins.top == UIView_b.top + 8", "UIView_b_margins.bottom == UIView_b.bottom - 8",
      ])
  }

  @Test func marginsUseTheGuideTheLogPins() throws {
    let built = try system([
      "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xc'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0xb )>",
      "<NSLayoutConstraint:0x2 UILabel:0xa.top == UIView:0xb.topMargin   (active)>",
    ])
    #expect(terms(try #require(built.constraint("k2")).linear) == ["UILabel_a.y 1.0", "UIView_b_margins.y -1.0"])
    #expect(!built.constraints.contains { $0.readable.contains("+ 8") && $0.implicit })
  }

  @Test func anAutoresizingPositionIsMeasuredFromTheSuperview() throws {
    let built = try system([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.minX == 204   (active, names: '|':UIView:0xb )>"
    ])
    let form = try #require(built.constraint("k1")).linear
    #expect(terms(form) == ["UIView_a.x 1.0", "UIView_b.x -1.0"])
    #expect(form.constant == -204)
    #expect(built.constraint("k1")?.readable == "UIView_a.left == UIView_b.left + 204")
  }

  @Test func baselinesAreFreeVariablesOfTheirView() throws {
    let form = try #require(
      try system(["<NSLayoutConstraint:0x1 UILabel:0xa.lastBaseline == UILabel:0xb.firstBaseline>"]).constraint("k1")
    ).linear
    #expect(terms(form) == ["UILabel_a.lastBaseline 1.0", "UILabel_b.firstBaseline -1.0"])
  }
}
