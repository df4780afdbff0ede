import Layout
import Script
import Testing

/// Arrays in Masonry and PureLayout: targets (`equalTo(@[a, b])`), blocks and distributions over
/// an array of views, and PureLayout's array methods; SnapKit's `update(priority:)`.
@Suite struct ViewArrayTests {
  @Test func masonryMakesOneConstraintPerTarget() {
    #expect(
      effects(
        """
        [b mas_makeConstraints:^(MASConstraintMaker *make) {
          make.height.equalTo(@[a, c.mas_width, @30]).offset(5);
          make.left.right.equalTo(@[a, c]);
          make.top.equalTo(@[@10, a.mas_bottom]);
        }];
        """) == [
          "add - b.height == 1 * a.height + 5 @1000", "add - b.height == 1 * c.width + 5 @1000",
          "add - b.height == 5 @1000", "add - b.left == 1 * a.left + 0 @1000", "add - b.left == 1 * c.left + 0 @1000",
          "add - b.right == 1 * a.right + 0 @1000", "add - b.right == 1 * c.right + 0 @1000",
          "add - b.top == 1 * super(b).top + 10 @1000", "add - b.top == 1 * a.bottom + 0 @1000",
        ])
    #expect(
      readError("b.snp.makeConstraints { make in\n  make.height.equalTo([a, c])\n}")
        == "2:23: SnapKit takes no array of targets")
  }

  @Test func masonryRunsABlockForEachViewOfAnArray() {
    #expect(
      effects(
        """
        NSArray *row = @[a, b];
        [row mas_makeConstraints:^(MASConstraintMaker *make) {
          make.top.equalTo(@20);
          make.size.mas_equalTo(CGSizeMake(40, 30));
        }];
        """) == [
          "add - a.top == 1 * super(a).top + 20 @1000", "add - a.width == 40 @1000", "add - a.height == 30 @1000",
          "add - b.top == 1 * super(b).top + 20 @1000", "add - b.width == 40 @1000", "add - b.height == 30 @1000",
        ])
  }

  @Test func masonryDistributesAsDistributeDoes() throws {
    let session = try codeSession(
      """
      paste {
        [@[a, b, c] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:20 tailSpacing:20];
        [@[a, b, c] mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedItemLength:40 leadSpacing:5 tailSpacing:5];
      }
      """)
    #expect(
      userConstraints(session) == [
        "distribute.a.left: a.left == root.left + 20", "distribute.b.width: b.width == a.width",
        "distribute.b.left: b.left == a.right + 10", "distribute.c.width: c.width == b.width",
        "distribute.c.left: c.left == b.right + 10", "distribute.c.right: c.right == root.right - 20",
        "distribute.a.height: a.height == 40", "distribute.a.top: a.top == root.top + 5",
        "distribute.b.height: b.height == 40", "distribute.b.bottom: b.bottom == 0.5 * root.bottom + 20",
        "distribute.c.height: c.height == 40", "distribute.c.bottom: c.bottom == root.bottom - 5",
      ])
    #expect(try frameText(session, "a") == "20,5,110,40")
    #expect(try frameText(session, "b") == "140,402,110,40")
    #expect(try frameText(session, "c") == "260,799,110,40")
    // A second distribution of the same views names its constraints `….2`; remake takes them away.
    var again = session
    try run(
      """
      paste {
        [@[a, b] mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:0 leadSpacing:0 tailSpacing:0];
        [a mas_remakeConstraints:^(MASConstraintMaker *make) {
          make.edges.equalTo(self.view);
        }];
      }
      """, in: &again)
    #expect(userConstraints(again).contains("distribute.a.left.2: a.left == root.left") == false)
    #expect(userConstraints(again).contains("distribute.b.left.2: b.left == a.right"))
    #expect(
      readError(
        "[@[a] mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedSpacing:1 leadSpacing:0 tailSpacing:0];")
        == "1:7: Masonry distributes at least two views")
  }

  @Test func pureLayoutArrayMethods() {
    #expect(
      effects(
        """
        let views: NSArray = [a, b, c]
        views.autoSetViewsDimension(.height, toSize: 40.0)
        [@[a, b] autoSetViewsDimensionsToSize:CGSizeMake(10, 20)];
        (views as NSArray).autoMatchViewsDimension(.width)
        [views autoAlignViewsToEdge:ALEdgeTop];
        views.autoAlignViews(to: .vertical)
        """) == [
          "add - a.height == 40 @1000", "add - b.height == 40 @1000", "add - c.height == 40 @1000",
          "add - a.width == 10 @1000", "add - b.width == 10 @1000", "add - a.height == 20 @1000",
          "add - b.height == 20 @1000", "add - b.width == 1 * a.width + 0 @1000",
          "add - c.width == 1 * b.width + 0 @1000",
          "add - b.top == 1 * a.top + 0 @1000", "add - c.top == 1 * b.top + 0 @1000",
          "add - b.centerX == 1 * a.centerX + 0 @1000", "add - c.centerX == 1 * b.centerX + 0 @1000",
        ])
  }

  @Test func pureLayoutDistributions() throws {
    #expect(
      effects(
        "[@[a, b] autoDistributeViewsAlongAxis:ALAxisVertical alignedTo:ALAttributeLeading withFixedSpacing:8 insetSpacing:NO matchedSizes:NO];"
      ) == [
        "add - a.top == 1 * super(a).top + 0 @1000", "add - b.top == 1 * a.bottom + 8 @1000",
        "add - b.leading == 1 * a.leading + 0 @1000", "add - b.bottom == 1 * super(b).bottom + 0 @1000",
      ])
    #expect(
      effects("[a, b, c].autoDistributeViews(along: .horizontal, alignedTo: .top, withFixedSize: 40)") == [
        "add - a.width == 40 @1000", "add - a.centerX == 0.5 * super(a).centerX + -10 @1000",
        "add - b.width == 40 @1000", "add - b.centerX == 1 * super(a).centerX + 0 @1000",
        "add - b.top == 1 * a.top + 0 @1000", "add - c.width == 40 @1000",
        "add - c.centerX == 1.5 * super(a).centerX + 10 @1000", "add - c.top == 1 * b.top + 0 @1000",
      ])
    #expect(
      effects(
        "[a, b].autoDistributeViews(along: .vertical, alignedTo: .vertical, withFixedSize: 40, insetSpacing: false)")
        == [
          "add - a.height == 40 @1000", "add - a.centerY == 1e-05 * super(a).centerY + 20 @1000",
          "add - b.height == 40 @1000", "add - b.centerY == 2 * super(a).centerY + -20 @1000",
          "add - b.centerX == 1 * a.centerX + 0 @1000",
        ])
    #expect(
      readError("[a, b].autoDistributeViews(along: .horizontal, alignedTo: .leading, withFixedSpacing: 8)")
        == "1:60: PureLayout cannot align views distributed horizontally by their leading")
    let session = try codeSession(
      """
      paste {
        let views: NSArray = [red, blue, green]
        views.autoSetViewsDimension(.height, toSize: 40.0)
        views.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10.0, insetSpacing: true, matchedSizes: true)
        red.autoAlignAxis(toSuperviewAxis: .horizontal)
      }
      """)
    let red = try session.engine.frame(of: "red")
    let green = try session.engine.frame(of: "green")
    #expect(red.x == 10 && red.y == 402 && abs(red.width - 350 / 3.0) < 1e-9 && red.height == 40)
    #expect(abs(green.x - (30 + 700 / 3.0)) < 1e-9 && abs(green.width - 350 / 3.0) < 1e-9)
  }

  @Test func snapKitUpdatesOnlyOptionalPriorities() throws {
    let session = try codeSession(
      """
      paste {
        box.snp.makeConstraints { make in
          self.wide = make.width.equalTo(100).priority(.high).constraint
          self.tall = make.height.equalTo(50).constraint
        }
        self.wide?.update(priority: .low)
        self.tall?.update(priority: 250)
      }
      """)
    #expect(userConstraints(session) == ["wide: box.width == 100 @250", "tall: box.height == 50"])
  }
}
