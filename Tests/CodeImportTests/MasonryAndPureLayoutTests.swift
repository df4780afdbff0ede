import CodeImport
import Testing

/// Masonry's blocks and PureLayout's calls, read into the constraints the libraries make.
@Suite struct MasonryAndPureLayoutTests {
  /// The effects of one `[v mas_makeConstraints:…]` block around `lines`.
  func masonry(_ lines: String, action: String = "mas_makeConstraints") -> [String] {
    effects("[v \(action):^(MASConstraintMaker *make) {\n\(lines)\n}];")
  }

  @Test func masonryRelationsAndChains() {
    #expect(
      masonry(
        """
        make.top.equalTo(other.mas_bottom).offset(8);
        make.left.right.equalTo(self.view).with.insets(UIEdgeInsetsMake(0, 10, 0, 20));
        make.width.mas_equalTo(100);
        make.height.mas_greaterThanOrEqualTo(@44).and.priorityLow();
        make.centerY.mas_equalTo(other).multipliedBy(2).priority(MASLayoutPriorityDefaultHigh);
        """) == [
          "add - v.top == 1 * other.bottom + 8 @1000", "add - v.left == 1 * view.left + 10 @1000",
          "add - v.right == 1 * view.right + -20 @1000", "add - v.width == 100 @1000", "add - v.height >= 44 @250",
          "add - v.centerY == 2 * other.centerY + 0 @750",
        ])
  }

  /// Masonry makes `edges` as left, right, top, bottom; a constant relates a centre to the
  /// superview's centre (SnapKit: its left); `offset` is never negated.
  @Test func masonryComposites() {
    #expect(
      masonry("make.edges.equalTo(superview).insets(UIEdgeInsetsMake(1, 2, 3, 4));") == [
        "add - v.left == 1 * superview.left + 2 @1000", "add - v.right == 1 * superview.right + -4 @1000",
        "add - v.top == 1 * superview.top + 1 @1000", "add - v.bottom == 1 * superview.bottom + -3 @1000",
      ])
    #expect(
      masonry("make.edges.equalTo(superview).offset(5);") == [
        "add - v.left == 1 * superview.left + 5 @1000", "add - v.right == 1 * superview.right + 5 @1000",
        "add - v.top == 1 * superview.top + 5 @1000", "add - v.bottom == 1 * superview.bottom + 5 @1000",
      ])
    #expect(
      masonry("make.size.mas_equalTo(CGSizeMake(30, 40));\nmake.center.mas_equalTo(CGPointMake(5, 6));") == [
        "add - v.width == 30 @1000", "add - v.height == 40 @1000", "add - v.centerX == 1 * super(v).centerX + 5 @1000",
        "add - v.centerY == 1 * super(v).centerY + 6 @1000",
      ])
    // Insets leave a width's constant alone; `inset(x)` is x on every side.
    #expect(
      masonry("make.width.equalTo(other).insets(UIEdgeInsetsMake(1, 2, 3, 4));\nmake.left.equalTo(other).inset(7);")
        == ["add - v.width == 1 * other.width + 0 @1000", "add - v.left == 1 * other.left + 7 @1000"])
    // MAS_SHORTHAND: `makeConstraints:` and attributes without `mas_`.
    #expect(
      effects(
        "[v makeConstraints:^(MASConstraintMaker *make) { make.top.greaterThanOrEqualTo(superview.top).offset(10); }];")
        == ["add - v.top >= 1 * superview.top + 10 @1000"])
    // A line without a relation is installed as `== superview`.
    #expect(masonry("make.top.offset(12);") == ["add - v.top == 1 * super(v).top + 12 @1000"])
  }

  @Test func masonryGuidesKeysAndHeldConstraints() {
    #expect(
      effects(
        """
        UIEdgeInsets padding = UIEdgeInsetsMake(10, 10, 10, 10);
        [v mas_makeConstraints:^(MASConstraintMaker *make) {
          self.topConstraint = make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(padding.top);
          make.bottom.equalTo(self.view.mas_safeAreaLayoutGuide);
          make.leading.equalTo(other.mas_leadingMargin).key(@"lead");
        }];
        self.topConstraint.offset = 20;
        [self.topConstraint uninstall];
        """) == [
          "add topConstraint v.top == 1 * view.safeArea.top + 10 @1000",
          "add - v.bottom == 1 * view.safeArea.bottom + 0 @1000",
          "add lead v.leading == 1 * other.leadingMargin + 0 @1000",
          "update topConstraint number(20.0)", "deactivate topConstraint",
        ])
  }

  @Test func masonryRemakeAndUpdate() {
    #expect(
      masonry("make.top.equalTo(other);", action: "mas_remakeConstraints") == [
        "remove Masonry of v", "add - v.top == 1 * other.top + 0 @1000",
      ])
    #expect(
      masonry("make.height.mas_equalTo(50);", action: "mas_updateConstraints") == [
        "update Masonry of v: v.height == 50 @1000"
      ])
  }

  @Test func pureLayoutPinsToTheSuperviewWithInsetsTurnedInwards() {
    #expect(
      effects(
        """
        v.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
        v.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10)
        v.autoPinEdge(toSuperviewEdge: .trailing, withInset: 8, relation: .greaterThanOrEqual)
        [v autoPinEdgeToSuperviewEdge:ALEdgeRight withInset:4 relation:NSLayoutRelationLessThanOrEqual];
        v.autoPinEdge(toSuperviewMargin: .left)
        v.autoPinEdge(toSuperviewSafeArea: .bottom, withInset: 2)
        """) == [
          "add - v.top == 1 * super(v).top + 10 @1000", "add - v.bottom == 1 * super(v).bottom + -10 @1000",
          "add - v.trailing <= 1 * super(v).trailing + -8 @1000", "add - v.right >= 1 * super(v).right + -4 @1000",
          "add - v.left == 1 * super(v).leftMargin + 0 @1000",
          "add - v.bottom == 1 * super(v).safeArea.bottom + -2 @1000",
        ])
    #expect(
      effects(
        "v.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), excludingEdge: .bottom)"
      )
        == [
          "add - v.top == 1 * super(v).top + 1 @1000", "add - v.leading == 1 * super(v).leading + 2 @1000",
          "add - v.trailing == 1 * super(v).trailing + -4 @1000",
        ])
    #expect(
      effects("[v autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeLeft];") == [
        "add - v.top == 1 * super(v).top + 0 @1000", "add - v.bottom == 1 * super(v).bottom + 0 @1000",
        "add - v.right == 1 * super(v).right + 0 @1000",
      ])
    #expect(
      effects("v.autoPinEdgesToSuperviewEdges()") == [
        "add - v.top == 1 * super(v).top + 0 @1000", "add - v.leading == 1 * super(v).leading + 0 @1000",
        "add - v.bottom == 1 * super(v).bottom + 0 @1000", "add - v.trailing == 1 * super(v).trailing + 0 @1000",
      ])
  }

  @Test func pureLayoutRelatesViewsWithOffsetsAsWritten() {
    #expect(
      effects(
        """
        v.autoPinEdge(.top, to: .bottom, of: other, withOffset: 8)
        v.autoPinEdge(.right, to: .left, of: other, withOffset: -8, relation: .lessThanOrEqual)
        v.autoPinEdge(.Leading, toEdge: .Trailing, ofView: other)
        [v autoPinEdge:ALEdgeBottom toEdge:ALEdgeTop ofView:other withOffset:-4];
        v.autoMatch(.width, to: .height, of: other, withMultiplier: 0.5)
        [v autoMatchDimension:ALDimensionHeight toDimension:ALDimensionHeight ofView:other withOffset:10];
        v.autoAlignAxis(.horizontal, toSameAxisOf: other)
        v.autoAlignAxis(toSuperviewAxis: .vertical)
        v.autoCenterInSuperview()
        v.autoSetDimension(.height, toSize: 44)
        v.autoSetDimensions(to: CGSize(width: 10, height: 20))
        v.autoConstrainAttribute(.top, to: .bottom, of: other, withOffset: 3)
        """) == [
          "add - v.top == 1 * other.bottom + 8 @1000", "add - v.right <= 1 * other.left + -8 @1000",
          "add - v.leading == 1 * other.trailing + 0 @1000", "add - v.bottom == 1 * other.top + -4 @1000",
          "add - v.width == 0.5 * other.height + 0 @1000", "add - v.height == 1 * other.height + 10 @1000",
          "add - v.centerY == 1 * other.centerY + 0 @1000", "add - v.centerX == 1 * super(v).centerX + 0 @1000",
          "add - v.centerY == 1 * super(v).centerY + 0 @1000", "add - v.centerX == 1 * super(v).centerX + 0 @1000",
          "add - v.height == 44 @1000", "add - v.width == 10 @1000", "add - v.height == 20 @1000",
          "add - v.top == 1 * other.bottom + 3 @1000",
        ])
  }

  @Test func pureLayoutBindingsAndPriorities() {
    #expect(
      effects(
        """
        let top = v.autoPinEdge(toSuperviewEdge: .top)
        NSLayoutConstraint.autoSetPriority(.defaultHigh) {
          v.autoSetDimension(.width, toSize: 100)
        }
        top.autoRemove()
        """) == [
          "add top v.top == 1 * super(v).top + 0 @1000", "add - v.width == 100 @750", "deactivate top",
        ])
  }
}
