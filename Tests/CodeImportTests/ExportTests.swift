import CodeImport
import Foundation
import Layout
import Script
import Testing

/// `export`: a given session gives exactly this code, in each language.
@Suite struct ExportTests {
  /// A title under the safe area and margins, a badge inside it with a multiplier on a location
  /// (not an anchor's), an optional width named `half`, a cap, a hugging priority and margins.
  static let card = """
    add view root size 320x480
    add view title in root
    add view badge in title
    title.leading == root.safeArea.leading + 16
    title.trailing == root.trailingMargin
    title.top == root.top + 20
    title.height == 44
    badge.width == 0.5 * title.width @750 as half
    badge.centerX == 0.5 * title.centerX
    badge.centerY == title.centerY
    badge.height == 20
    badge.width <= 100 as cap
    set hug badge h 251
    set margins title 4,8,4,8
    """

  @Test func swiftUsesAnchorsAndSetsPrioritiesBeforeActivation() {
    #expect(
      exported(Self.card, as: .swift) == """
        // lyt export (Swift): 2 views, 9 constraints
        // view: the root view (`root` in lyt), 320x480 (its window's size)
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        title.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        title.addSubview(badge)
        badge.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)

        let half = badge.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5)
        half.priority = UILayoutPriority(750)
        let cap = badge.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),  // c1
            title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),  // c2
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),  // c3
            title.heightAnchor.constraint(equalToConstant: 44),  // c4
            half,
            NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: title, attribute: .centerX, multiplier: 0.5, constant: 0),  // c5
            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),  // c6
            badge.heightAnchor.constraint(equalToConstant: 20),  // c7
            cap,
        ])

        """)
  }

  @Test func objectiveCUsesTheObjectiveCSpelling() {
    #expect(
      exported(Self.card, as: .objc) == """
        // lyt export (Objective-C): 2 views, 9 constraints
        // self.view: the root view (`root` in lyt), 320x480 (its window's size)
        UIView *title = [[UIView alloc] init];
        title.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:title];
        title.layoutMargins = UIEdgeInsetsMake(4, 8, 4, 8);
        UIView *badge = [[UIView alloc] init];
        badge.translatesAutoresizingMaskIntoConstraints = NO;
        [title addSubview:badge];
        [badge setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];

        NSLayoutConstraint *half = [badge.widthAnchor constraintEqualToAnchor:title.widthAnchor multiplier:0.5];
        half.priority = 750;
        NSLayoutConstraint *cap = [badge.widthAnchor constraintLessThanOrEqualToConstant:100];
        [NSLayoutConstraint activateConstraints:@[
            [title.leadingAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.leadingAnchor constant:16],  // c1
            [title.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor],  // c2
            [title.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20],  // c3
            [title.heightAnchor constraintEqualToConstant:44],  // c4
            half,
            [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:title attribute:NSLayoutAttributeCenterX multiplier:0.5 constant:0],  // c5
            [badge.centerYAnchor constraintEqualToAnchor:title.centerYAnchor],  // c6
            [badge.heightAnchor constraintEqualToConstant:20],  // c7
            cap,
        ]];

        """)
  }

  @Test func snapKitMakesOneBlockPerViewWithOffsetsAsWritten() {
    #expect(
      exported(Self.card, as: .snapkit) == """
        // lyt export (SnapKit): 2 views, 9 constraints
        // view: the root view (`root` in lyt), 320x480 (its window's size)
        let title = UIView()
        view.addSubview(title)
        title.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let badge = UIView()
        title.addSubview(badge)
        badge.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)

        title.snp.makeConstraints { make in
            make.leading.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.trailing.equalTo(view.snp.trailingMargin)
            make.top.equalTo(view).offset(20)
            make.height.equalTo(44)
        }
        badge.snp.makeConstraints { make in
            make.width.equalTo(title).multipliedBy(0.5).priority(750).labeled("half")
            make.centerX.equalTo(title).multipliedBy(0.5)
            make.centerY.equalTo(title)
            make.height.equalTo(20)
            make.width.lessThanOrEqualTo(100).labeled("cap")
        }

        """)
  }

  @Test func masonryMakesOneBlockPerViewWithKeys() {
    #expect(
      exported(Self.card, as: .masonry) == """
        // lyt export (Masonry): 2 views, 9 constraints
        // self.view: the root view (`root` in lyt), 320x480 (its window's size)
        UIView *title = [[UIView alloc] init];
        title.mas_key = @"title";
        [self.view addSubview:title];
        title.layoutMargins = UIEdgeInsetsMake(4, 8, 4, 8);
        UIView *badge = [[UIView alloc] init];
        badge.mas_key = @"badge";
        [title addSubview:badge];
        [badge setContentHuggingPriority:251 forAxis:UILayoutConstraintAxisHorizontal];

        [title mas_makeConstraints:^(MASConstraintMaker *make) {
            make.leading.equalTo(self.view.mas_safeAreaLayoutGuideLeading).offset(16);
            make.trailing.equalTo(self.view.mas_trailingMargin);
            make.top.equalTo(self.view).offset(20);
            make.height.mas_equalTo(44);
        }];
        [badge mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.equalTo(title).multipliedBy(0.5).priority(750).key(@"half");
            make.centerX.equalTo(title).multipliedBy(0.5);
            make.centerY.equalTo(title);
            make.height.mas_equalTo(20);
            make.width.mas_lessThanOrEqualTo(100).key(@"cap");
        }];

        """)
  }

  @Test func visualFormatPrintsTheChainsItCheckedAndListsTheRest() {
    let script = """
      add view root size 320x480
      add view a in root
      add view b in root
      add view c in root
      H:|-16-[a(>=44)]-8-[b(==a@750)]-(>=16)-|
      a.trailing == root.trailing - 100 @500
      V:|-20-[a(30)]-[c]
      c.leading == root.leading
      c.trailing == root.trailing - 16
      b.top == a.top
      b.height == 30
      c.height == 0.5 * a.height
      """
    #expect(
      exported(script, as: .vfl) == """
        // lyt export (VFL): 3 views, 14 constraints
        // in root:
        H:|-16-[a(>=44)]-8-[b(==a@750)]-(>=16)-|
        H:|[c]-16-|
        V:|-20-[a(30)]-8-[c]
        V:[b(30)]

        // Not in a VFL line, in lyt's syntax:
        // a.trailing == root.trailing - 100 @500  [c1]
        // b.top == a.top  [c4]
        // c.height == 0.5 * a.height  [c6]

        """)
  }

  /// A trailing distance written from the view's side (`c.trailing == root.trailing - 16`) is the
  /// equation `[c]-16-|` makes; a negative spacing and a multiplier are not a VFL line's.
  @Test func visualFormatWithNoLineListsTheRestUnderTheHeader() {
    #expect(
      exported("add view root size 320x200\nadd view a in root\na.width == 2 * a.height", as: .vfl) == """
        // lyt export (VFL): 1 view, 1 constraint
        // Not in a VFL line, in lyt's syntax:
        // a.width == 2 * a.height  [c1]

        """)
  }

  @Test func visualFormatNeverPrintsALineThatMeansSomethingElse() {
    let script = """
      add view root size 320x480
      add view a in root
      add view b in root
      b.leading == a.trailing - 8
      a.leading == 2 * root.leading
      a.width == 10 @999.5
      """
    #expect(
      exported(script, as: .vfl) == """
        // lyt export (VFL): 2 views, 3 constraints
        // in root:
        H:[a(10@999.5)]

        // Not in a VFL line, in lyt's syntax:
        // b.leading == a.trailing - 8  [c1]
        // a.leading == 2 * root.leading  [c2]

        """)
  }

  /// Guides, scroll views, stack views, inactive and broken constraints, ids that are not
  /// identifiers, intrinsic sizes and numbers that need all their digits.
  @Test func swiftWritesEveryKindOfItemAndSaysWhatCodeCannotSet() {
    let script = """
      add view root size 320x480
      add scroll list in root
      add guide gap in root
      add view a in root intrinsic 100x20
      add view b in root
      add stack row in root axis h distribution fillEqually spacing 8 views a b
      list.contentGuide.width == list.frameGuide.width
      gap.width == 1 / 3 * list.width + 187.33333333333334
      row.top == gap.bottom as row.top
      row.leading == root.leading as default
      a.width == 10 as off
      deactivate off
      gap.height == 0
      gap.height == 1
      """
    #expect(
      exported(script, as: .swift) == """
        // lyt export (Swift): 4 views, 1 guide, 7 constraints
        // view: the root view (`root` in lyt), 320x480 (its window's size)
        let list = UIScrollView()
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        let gap = UILayoutGuide()
        view.addLayoutGuide(gap)
        let row = UIStackView()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .fill
        row.spacing = 8
        view.addSubview(row)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        row.addArrangedSubview(a)
        // a: intrinsic content size 100 x 20 in lyt (UIKit measures it from the content)
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        row.addArrangedSubview(b)

        let row_top = row.topAnchor.constraint(equalTo: gap.bottomAnchor)
        row_top.identifier = "row.top"
        let defaultConstraint = row.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        defaultConstraint.identifier = "default"
        let off = a.widthAnchor.constraint(equalToConstant: 10)  // inactive: made, not activated
        NSLayoutConstraint.activate([
            list.contentLayoutGuide.widthAnchor.constraint(equalTo: list.frameLayoutGuide.widthAnchor),  // c1
            gap.widthAnchor.constraint(equalTo: list.widthAnchor, multiplier: 0.3333333333333333, constant: 187.33333333333334),  // c2
            row_top,
            defaultConstraint,
            gap.heightAnchor.constraint(equalToConstant: 0),  // c3
            gap.heightAnchor.constraint(equalToConstant: 1),  // c4, broken in lyt: it conflicts with other required constraints
        ])

        """)
  }

  /// The Swift export pasted into a fresh session (`paste { … }`) makes the same constraints.
  @Test func viewsNamedWithReservedWordsGetNamesCodeCanUse() {
    let script = """
      add view root size 320x200
      add view default in root
      add view make in root
      default.leading == root.leading + 8
      make.leading == default.trailing + 4
      """
    #expect(
      exported(script, as: .snapkit) == """
        // lyt export (SnapKit): 2 views, 2 constraints
        // view: the root view (`root` in lyt), 320x200 (its window's size)
        let defaultView = UIView()  // `default` in lyt
        view.addSubview(defaultView)
        let makeView = UIView()  // `make` in lyt
        view.addSubview(makeView)

        defaultView.snp.makeConstraints { make in
            make.leading.equalTo(view).offset(8)
        }
        makeView.snp.makeConstraints { make in
            make.leading.equalTo(defaultView.snp.trailing).offset(4)
        }

        """)
    #expect(exported(script, as: .objc).contains("UIView *defaultView = [[UIView alloc] init];  // `default` in lyt"))
  }

  @Test func theSwiftExportPastesBack() {
    let code = exported(Self.card, as: .swift)
    let copy = exportSession("add view root size 320x480\npaste {\n" + code + "}\n")
    let original = exportSession(Self.card)
    let text = { (session: Session) in
      session.engine.constraints.filter { $0.origin == .user }.map { "\($0.id): \($0.constraint) \($0.status)" }
        .sorted()
    }
    #expect(text(copy) == text(original))
    #expect(
      text(copy) == [
        "c1: title.leading == root.safeArea.leading + 16 active", "c2: title.trailing == root.trailingMargin active",
        "c3: title.top == root.top + 20 active", "c4: title.height == 44 active",
        "c5: badge.centerX == 0.5 * title.centerX active", "c6: badge.centerY == title.centerY active",
        "c7: badge.height == 20 active", "cap: badge.width <= 100 active",
        "half: badge.width == 0.5 * title.width @750 active",
      ])
    #expect(copy.engine.item(named: "title")?.margins == EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    #expect(copy.engine.item(named: "badge")?.hugging.horizontal == 251)
  }
}

/// A storyboard's views that translate their autoresizing masks keep doing so in the export: their
/// frame and mask are set, the mask's constraints are left to UIKit, and the mask is not turned off.
@Test func viewsThatTranslateTheirMaskKeepTheirFrames() throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("InterfaceBuilderTests/Fixtures/autoresizing-in-scroll-view.storyboard")
  let storyboard = try String(contentsOf: url, encoding: .utf8)
  let session = exportSession(
    "import storyboard Scroll.storyboard\n", files: InMemoryFiles(["Scroll.storyboard": storyboard]))
  let code = CodeExporter.export(session.exportModel, as: .swift).text
  #expect(
    code.contains(
      """
      let view2 = UIView()
      // view2 translates its autoresizing mask in lyt: UIKit makes its 4 mask constraints from the mask and this frame
      view2.frame = CGRect(x: 60, y: 0, width: 200, height: 173)
      view2.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
      column.addSubview(view2)

      """))
  #expect(!code.contains("view2.translatesAutoresizingMaskIntoConstraints"))
  #expect(code.contains("scroller.translatesAutoresizingMaskIntoConstraints = false\n"))
}
