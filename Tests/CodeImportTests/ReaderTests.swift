import CodeImport
import Layout
import Testing

/// Every form the reader supports, with the exact constraints it must make.
@Suite struct ReaderTests {
  @Test func swiftAnchors() {
    #expect(
      effects("label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true")
        == ["add - label.top == 1 * view.top + 8 @1000"])
    #expect(
      effects("a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: -8).isActive = true")
        == ["add - a.leading >= 1 * b.trailing + -8 @1000"])
    #expect(
      effects("a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor).isActive = true")
        == ["add - a.bottom <= 1 * b.bottom + 0 @1000"])
    #expect(effects("a.widthAnchor.constraint(equalToConstant: 44).isActive = true") == ["add - a.width == 44 @1000"])
    #expect(
      effects("a.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true")
        == ["add - a.height >= 20 @1000"])
    #expect(
      effects("a.heightAnchor.constraint(lessThanOrEqualToConstant: 20).isActive = true")
        == ["add - a.height <= 20 @1000"])
    #expect(
      effects("a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 4).isActive = true")
        == ["add - a.width == 0.5 * b.width + 4 @1000"])
    #expect(
      effects("a.centerXAnchor.constraint(equalTo: b.centerXAnchor).isActive = true")
        == ["add - a.centerX == 1 * b.centerX + 0 @1000"])
    #expect(
      effects("a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor).isActive = true")
        == ["add - a.firstBaseline == 1 * b.lastBaseline + 0 @1000"])
  }

  @Test func systemSpacingIsEightTimesTheMultiplier() {
    #expect(
      effects("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).isActive = true")
        == ["add - b.leading == 1 * a.trailing + 8 @1000"])
    #expect(
      effects(
        "b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2).isActive = true")
        == ["add - b.top >= 1 * a.bottom + 16 @1000"])
    #expect(
      readError("b.topAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).isActive = true")
        == "1:13: system spacing after needs an x-axis anchor")
  }

  @Test func guidesAndMargins() {
    #expect(
      effects("a.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true")
        == ["add - a.top == 1 * view.safeArea.top + 0 @1000"])
    #expect(
      effects("a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true")
        == ["add - a.leading == 1 * view.leadingMargin + 0 @1000"])
    #expect(
      effects("a.centerXAnchor.constraint(equalTo: view.layoutMarginsGuide.centerXAnchor).isActive = true")
        == ["add - a.centerX == 1 * view.centerXWithinMargins + 0 @1000"])
    #expect(
      effects("a.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor).isActive = true")
        == ["add - a.top == 1 * s.contentGuide.top + 0 @1000"])
    #expect(
      readError("a.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor).isActive = true")
        == "1:40: lyt has no readable content guide")
    #expect(
      readError("a.widthAnchor.constraint(equalTo: view.layoutMarginsGuide.widthAnchor).isActive = true")
        == "1:59: lyt has no `widthAnchor` for layout margins")
  }

  @Test func activation() {
    let code = """
      NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: b.topAnchor),
          a.widthAnchor.constraint(equalToConstant: 10),
      ])
      """
    #expect(effects(code) == ["add - a.top == 1 * b.top + 0 @1000", "add - a.width == 10 @1000"])
    #expect(
      effects("NSLayoutConstraint.deactivate([a.widthAnchor.constraint(equalToConstant: 10)])")
        == ["add - a.width == 10 @1000 inactive"])
    #expect(
      effects("view.addConstraint(a.widthAnchor.constraint(equalToConstant: 10))") == ["add - a.width == 10 @1000"])
    #expect(
      effects("a.widthAnchor.constraint(equalToConstant: 10)") == ["add - a.width == 10 @1000 inactive"])
  }

  @Test func bindingsAndLaterChanges() {
    let code = """
      let c = a.heightAnchor.constraint(equalToConstant: 44)
      c.priority = .defaultHigh
      c.isActive = true
      c.constant = 20
      c.isActive = false
      """
    #expect(
      effects(code) == [
        "add c a.height == 44 @1000 inactive", "priority c 750", "activate c", "constant c 20", "deactivate c",
      ])
    #expect(
      effects(
        "let cs = [a.widthAnchor.constraint(equalToConstant: 1), a.heightAnchor.constraint(equalToConstant: 2)]\nNSLayoutConstraint.activate(cs)"
      )
        == [
          "add cs.1 a.width == 1 @1000 inactive", "add cs.2 a.height == 2 @1000 inactive", "activate cs.1",
          "activate cs.2",
        ])
    #expect(
      effects("c.constant = 8", context: CodeContext(constraintIDs: ["c"])) == ["constant c 8"])
    #expect(readError("c.constant = 8") == "1:1: `c` is not a constraint lyt knows")
    #expect(
      readError(
        "let c = a.widthAnchor.constraint(equalToConstant: 1)\nlet c = a.widthAnchor.constraint(equalToConstant: 2)")
        == "2:5: `c` is already bound")
  }

  @Test func itemFormInSwift3AndSwift2() {
    let swift3 =
      "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8).isActive = true"
    #expect(effects(swift3) == ["add - a.top == 1 * b.bottom + 8 @1000"])
    let swift2 =
      "NSLayoutConstraint(item: a, attribute: .Width, relatedBy: .GreaterThanOrEqual, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 30).active = true"
    #expect(effects(swift2) == ["add - a.width >= 30 @1000"])
    let qualified =
      "NSLayoutConstraint(item: a, attribute: NSLayoutConstraint.Attribute.centerX, relatedBy: NSLayoutConstraint.Relation.lessThanOrEqual, toItem: b, attribute: NSLayoutAttribute.leadingMargin, multiplier: 0.5, constant: 0).isActive = true"
    #expect(effects(qualified) == ["add - a.centerX <= 0.5 * b.leadingMargin + 0 @1000"])
    #expect(
      readError(
        "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .notAnAttribute, multiplier: 1, constant: 0)"
      ) == "1:87: notAnAttribute needs toItem: nil")
  }

  @Test func objectiveC() {
    #expect(
      effects("[self.label.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20].active = YES;")
        == ["add - label.top == 1 * view.top + 20 @1000"])
    #expect(
      effects("[a.widthAnchor constraintEqualToAnchor:b.widthAnchor multiplier:0.5 constant:-4].active = YES;")
        == ["add - a.width == 0.5 * b.width + -4 @1000"])
    #expect(
      effects("[a.heightAnchor constraintLessThanOrEqualToConstant:100.0f].active = YES;")
        == ["add - a.height <= 100 @1000"])
    let item = """
      [self.view addConstraint:[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeWidth \
      relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:44]];
      """
    #expect(effects(item) == ["add - a.width == 44 @1000"])
    let binding = """
      NSLayoutConstraint *c = [a.widthAnchor constraintEqualToConstant:10];
      c.priority = UILayoutPriorityDefaultLow;
      [NSLayoutConstraint activateConstraints:@[c]];
      """
    #expect(effects(binding) == ["add c a.width == 10 @1000 inactive", "priority c 250", "activate c"])
  }

  @Test func priorities() {
    func priority(_ text: String) -> [String] {
      effects("let c = a.widthAnchor.constraint(equalToConstant: 1)\nc.priority = \(text)").dropFirst().map { $0 }
    }
    #expect(priority(".required") == ["priority c 1000"])
    #expect(priority(".defaultHigh") == ["priority c 750"])
    #expect(priority(".defaultLow") == ["priority c 250"])
    #expect(priority(".fittingSizeLevel") == ["priority c 50"])
    #expect(priority("UILayoutPriority(999)") == ["priority c 999"])
    #expect(priority("UILayoutPriority(rawValue: 750)") == ["priority c 750"])
    #expect(priority(".defaultHigh + 1") == ["priority c 751"])
    #expect(priority(".defaultLow - 1") == ["priority c 249"])
    #expect(priority("UILayoutPriority.required.rawValue - 1") == ["priority c 999"])
    #expect(priority("UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1)") == ["priority c 999"])
    #expect(priority("NSLayoutConstraint.Priority(rawValue: 500)") == ["priority c 500"])
    #expect(priority("UILayoutPriorityDefaultHigh") == ["priority c 750"])
    #expect(priority("NSLayoutPriorityDragThatCanResizeWindow") == ["priority c 510"])
    #expect(priority("1000") == ["priority c 1000"])
    #expect(
      readError("let c = a.widthAnchor.constraint(equalToConstant: 1)\nc.priority = 1001")
        == "2:14: priority 1001.0 is out of range")
    #expect(
      readError("let c = a.widthAnchor.constraint(equalToConstant: 1)\nc.priority = .medium")
        == "2:15: unknown priority `.medium`")
  }

  /// Objective-C's boxed and trailing-dot numbers, `@selector`, animation blocks, and the
  /// statements lyt refuses because they run conditionally.
  @Test func objectiveCOddsAndControlFlow() {
    #expect(
      effects(
        "[a autoSetDimension:ALDimensionHeight toSize:44.];\n"
          + "[a mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(@-20); }];")
        == ["add - a.height == 44 @1000", "add - a.top == 1 * super(a).top + -20 @1000"])
    #expect(
      effects("[b addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside];") == ["skip"])
    #expect(
      effects(
        "UIView.animate(withDuration: 0.3) {\n  c.constant = 8\n  self.view.layoutIfNeeded()\n}",
        context: CodeContext(constraintIDs: ["c"])) == ["constant c 8", "skip"])
    #expect(
      readError("if expanded {\n  c.constant = 8\n}")
        == "1:1: `if` is not read: lyt reads layout code that runs straight through")
    #expect(
      readError("let view = UIView()") == "1:5: a new view named `view`: lyt reads `view` as the view controller's root"
    )
  }

  @Test func numbers() {
    let metrics = CodeContext(metrics: ["padding": 8])
    #expect(
      effects("a.widthAnchor.constraint(equalToConstant: 2 * padding).isActive = true", context: metrics)
        == ["add - a.width == 16 @1000"])
    #expect(
      effects("a.widthAnchor.constraint(equalToConstant: CGFloat(8) + -2).isActive = true")
        == ["add - a.width == 6 @1000"])
    #expect(
      effects("a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1 / 4.0).isActive = true")
        == ["add - a.width == 0.25 * b.width + 0 @1000"])
    #expect(
      effects(
        "let inset: CGFloat = 12\na.leftAnchor.constraint(equalTo: b.leftAnchor, constant: -(inset + 4)).isActive = true"
      )
        == ["metric inset 12", "add - a.left == 1 * b.left + -16 @1000"])
    #expect(
      effects("[a.widthAnchor constraintEqualToConstant:(CGFloat)3.5f].active = YES;") == ["add - a.width == 3.5 @1000"]
    )
    #expect(
      readError("a.widthAnchor.constraint(equalToConstant: 2 * gap).isActive = true") == "1:47: unknown number `gap`")
    #expect(
      readError("a.widthAnchor.constraint(equalToConstant: 2 / 0).isActive = true") == "1:47: division by zero")
  }

  @Test func viewsAndTheirSetup() {
    let code = """
      let title = UILabel()
      title.translatesAutoresizingMaskIntoConstraints = false
      title.text = "Hi"
      self.view.addSubview(title)
      title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      title.setContentCompressionResistancePriority(UILayoutPriority(999), for: .vertical)
      """
    #expect(
      effects(code) == [
        "view title: UILabel", "translates title false", "skip", "subview title in view", "hug title h 750",
        "resist title v 999",
      ])
    #expect(
      effects("UIView *card = [[UIView alloc] init];\n[self.view addSubview:card];") == [
        "view card: UIView", "subview card in view",
      ])
  }

  @Test func functionFramesAreRead() {
    let code = """
      override func viewDidLoad() {
          super.viewDidLoad()
          a.widthAnchor.constraint(equalToConstant: 1).isActive = true
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          [a.widthAnchor constraintEqualToConstant:2].active = YES;
      }
      """
    #expect(effects(code) == ["add - a.width == 1 @1000", "add - a.width == 2 @1000"])
  }
}
