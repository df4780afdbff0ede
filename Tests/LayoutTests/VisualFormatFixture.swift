import Layout

/// One VFL string and exactly what it must produce: every constraint as `LABEL: CONSTRAINT`, in
/// order, or Apple's full exception reason.
struct VisualFormatCase: CustomStringConvertible, Sendable {
  /// The format string.
  var format: String
  /// The options.
  var options: [FormatOption] = []
  /// Views whose parent is not `root` (`child: parent`); parents are created first.
  var parents: [String: String] = [:]
  /// What standard spacing next to `|` means.
  var edgeSpacing: EdgeSpacing = .margin
  /// The constraints, `LABEL: CONSTRAINT`.
  var expected: [String] = []
  /// Apple's reason, for a string that must be refused.
  var reason: String?
  /// Where the string comes from, for strings found in public code.
  var source: String = ""

  var description: String { format }
}

/// Metrics every case may use.
let fixtureMetrics: [String: Double] = ["pad": 16, "gap": 8, "padding": 10, "high": 750, "zero": 0, "big": 1001]

/// Strings found in public code, with their repository and path, and the constraints Apple's
/// parser makes of them (docs/AUTO-LAYOUT.md §4.3; modern iOS standard spacing to the
/// superview's margins).
let realWorldCases: [VisualFormatCase] = [
  VisualFormatCase(
    format: "H:|-130-[button]-130-|",
    expected: [
      "H.root-button: button.leading == root.leading + 130", "H.button-root: root.trailing == button.trailing + 130",
    ],
    source: "xiaocai33/AlertController UIAlertController/UIAlertController/ViewController.m"),
  VisualFormatCase(
    format: "V:|-50-[button(50)]",
    expected: ["V.root-button: button.top == root.top + 50", "V.button.height: button.height == 50"],
    source: "xiaocai33/AlertController UIAlertController/UIAlertController/ViewController.m"),
  VisualFormatCase(
    format: "V:[superview]-(<=1)-[label]", options: [.alignAll(.centerX)], parents: ["label": "superview"],
    expected: [
      "V.superview-label: label.top <= superview.bottom + 1",
      "V.superview-label.centerX: superview.centerX == label.centerX",
    ],
    source: "evgenyneu/center-vfl README.md"),
  VisualFormatCase(
    format: "H:[superview]-(<=1)-[label]", options: [.alignAll(.centerY)], parents: ["label": "superview"],
    expected: [
      "H.superview-label: label.leading <= superview.trailing + 1",
      "H.superview-label.centerY: superview.centerY == label.centerY",
    ],
    source: "evgenyneu/center-vfl README.md"),
  VisualFormatCase(
    format: "|-[label]-|",
    expected: [
      "H.root-label: label.leading == root.leadingMargin", "H.label-root: root.trailingMargin == label.trailing",
    ],
    source: "petrpavlik/AutolayoutExamples AutolayoutExamples/FirstViewController.m"),
  VisualFormatCase(
    format: "V:|-[label]", expected: ["V.root-label: label.top == root.topMargin"],
    source: "petrpavlik/AutolayoutExamples AutolayoutExamples/FirstViewController.m"),
  VisualFormatCase(
    format: "H:|-8-[v0(30)]-8-[v1]|",
    expected: [
      "H.root-v0: v0.leading == root.leading + 8", "H.v0.width: v0.width == 30",
      "H.v0-v1: v1.leading == v0.trailing + 8",
      "H.v1-root: root.trailing == v1.trailing",
    ],
    source: "Dakenti/Youtube Youtube/View/SettingsCell.swift"),
  VisualFormatCase(
    format: "V:|[v0]|", expected: ["V.root-v0: v0.top == root.top", "V.v0-root: root.bottom == v0.bottom"],
    source: "Dakenti/Youtube Youtube/View/SettingsCell.swift"),
  VisualFormatCase(
    format: "V:[v0(30)]", expected: ["V.v0.height: v0.height == 30"],
    source: "Dakenti/Youtube Youtube/View/SettingsCell.swift"),
  VisualFormatCase(
    format: "H:|-16-[v0(25)]-16-[v1]-16-|",
    expected: [
      "H.root-v0: v0.leading == root.leading + 16", "H.v0.width: v0.width == 25",
      "H.v0-v1: v1.leading == v0.trailing + 16", "H.v1-root: root.trailing == v1.trailing + 16",
    ],
    source: "KeithGapusan/MasteryProgramaticallyAutolayout Youtube/Youtube/View/Cell/SettingCell.swift"),
  VisualFormatCase(
    format: "V:|-16-[v0]-16-|",
    expected: ["V.root-v0: v0.top == root.top + 16", "V.v0-root: root.bottom == v0.bottom + 16"],
    source: "KeithGapusan/MasteryProgramaticallyAutolayout Youtube/Youtube/View/Cell/SettingCell.swift"),
  VisualFormatCase(
    format: "H:|-8-[v0(30)]-0-[v1]|",
    expected: [
      "H.root-v0: v0.leading == root.leading + 8", "H.v0.width: v0.width == 30", "H.v0-v1: v1.leading == v0.trailing",
      "H.v1-root: root.trailing == v1.trailing",
    ],
    source: "AmAdevs/Youtube Youtube/Youtube/View/SettingsCell.swift"),
  VisualFormatCase(
    format: "H:|[view]|",
    expected: ["H.root-view: view.leading == root.leading", "H.view-root: root.trailing == view.trailing"],
    source: "tadija/xcode-snippets auto_layout_constraints_with_visual_format.m"),
  VisualFormatCase(
    format: "H:|-[mid_left]-[mid_right]-|",
    expected: [
      "H.root-mid_left: mid_left.leading == root.leadingMargin",
      "H.mid_left-mid_right: mid_right.leading == mid_left.trailing + 8",
      "H.mid_right-root: root.trailingMargin == mid_right.trailing",
    ],
    source: "michael94ellis/JsonVistas Readme.md"),
  VisualFormatCase(
    format: "V:|-[top]-[mid_right]-[bottom]-|",
    expected: [
      "V.root-top: top.top == root.topMargin", "V.top-mid_right: mid_right.top == top.bottom + 8",
      "V.mid_right-bottom: bottom.top == mid_right.bottom + 8", "V.bottom-root: root.bottomMargin == bottom.bottom",
    ],
    source: "michael94ellis/JsonVistas Readme.md"),
  VisualFormatCase(
    format: "H:|-[top]-|",
    expected: ["H.root-top: top.leading == root.leadingMargin", "H.top-root: root.trailingMargin == top.trailing"],
    source: "michael94ellis/JsonVistas Readme.md"),
  VisualFormatCase(
    format: "H:|-25-[v]-25-|",
    expected: ["H.root-v: v.leading == root.leading + 25", "H.v-root: root.trailing == v.trailing + 25"],
    source:
      "mattneub/Programming-iOS-Book-Examples iOS11bookExamples/bk2ch02p086drawingInUIView2/ch15p427drawingInUIView/ViewController.swift"
  ),
  VisualFormatCase(
    format: "V:[v(150)]", expected: ["V.v.height: v.height == 150"],
    source:
      "mattneub/Programming-iOS-Book-Examples iOS11bookExamples/bk2ch02p086drawingInUIView2/ch15p427drawingInUIView/ViewController.swift"
  ),
  VisualFormatCase(
    format: "V:|[view(==80)]", expected: ["V.root-view: view.top == root.top", "V.view.height: view.height == 80"],
    source: "application-dev-tsb/notes-ios CocoaTouchBasics/AutoLayout.md"),
  VisualFormatCase(
    format: "H:|[view]", expected: ["H.root-view: view.leading == root.leading"],
    source: "application-dev-tsb/notes-ios CocoaTouchBasics/AutoLayout.md"),
  VisualFormatCase(
    format: "V:|-8-[v0]-4-[v1]-8-|",
    expected: [
      "V.root-v0: v0.top == root.top + 8", "V.v0-v1: v1.top == v0.bottom + 4",
      "V.v1-root: root.bottom == v1.bottom + 8",
    ],
    source: "rtoddf/swift TableViewNoStoryboard01/TableViewNoStoryboard01/Views/CustomCell.swift"),
  VisualFormatCase(
    format: "H:|-[label]-[button]-|", parents: ["label": "header", "button": "header"],
    expected: [
      "H.header-label: label.leading == header.leadingMargin", "H.label-button: button.leading == label.trailing + 8",
      "H.button-header: header.trailingMargin == button.trailing",
    ],
    source: "gscalzo/Swift2ByExample#7 (a SpringBoard log shows these three constraints, margins first on the right)"),
  VisualFormatCase(
    format: "|-[find]-[findNext]-[findField(>=20)]-|",
    expected: [
      "H.root-find: find.leading == root.leadingMargin", "H.find-findNext: findNext.leading == find.trailing + 8",
      "H.findNext-findField: findField.leading == findNext.trailing + 8", "H.findField.width: findField.width >= 20",
      "H.findField-root: root.trailingMargin == findField.trailing",
    ],
    source: "Apple, Auto Layout Guide, Visual Format Language (worked example; docs/AUTO-LAYOUT.md §4.3)"),
]

/// The forms of Apple's documentation (Auto Layout Guide, Visual Format Language appendix).
let documentedCases: [VisualFormatCase] = [
  VisualFormatCase(
    format: "[button]-[textField]", expected: ["H.button-textField: textField.leading == button.trailing + 8"]),
  VisualFormatCase(format: "[button(>=50)]", expected: ["H.button.width: button.width >= 50"]),
  VisualFormatCase(
    format: "|-50-[purpleBox]-50-|",
    expected: [
      "H.root-purpleBox: purpleBox.leading == root.leading + 50",
      "H.purpleBox-root: root.trailing == purpleBox.trailing + 50",
    ]),
  VisualFormatCase(
    format: "V:[topField]-10-[bottomField]",
    expected: ["V.topField-bottomField: bottomField.top == topField.bottom + 10"]),
  VisualFormatCase(
    format: "[maroonView][blueView]", expected: ["H.maroonView-blueView: blueView.leading == maroonView.trailing"]),
  VisualFormatCase(format: "[button(100@20)]", expected: ["H.button.width: button.width == 100 @20"]),
  VisualFormatCase(format: "[button1(==button2)]", expected: ["H.button1.width: button1.width == button2.width"]),
  VisualFormatCase(
    format: "[flexibleButton(>=70,<=100)]",
    expected: [
      "H.flexibleButton.width: flexibleButton.width >= 70", "H.flexibleButton.width: flexibleButton.width <= 100",
    ]),
  VisualFormatCase(
    format: "|-[find]-[findNext]-[findField(>=20)]-|", edgeSpacing: .fixed(20),
    expected: [
      "H.root-find: find.leading == root.leading + 20", "H.find-findNext: findNext.leading == find.trailing + 8",
      "H.findNext-findField: findField.leading == findNext.trailing + 8", "H.findField.width: findField.width >= 20",
      "H.findField-root: root.trailing == findField.trailing + 20",
    ]),
]

/// Every construct of the grammar, one at a time.
let grammarCases: [VisualFormatCase] = [
  // Orientation
  VisualFormatCase(format: "[a]", expected: []),
  VisualFormatCase(format: "H:[a]", expected: []),
  VisualFormatCase(format: "V:[a]", expected: []),
  VisualFormatCase(format: "[a(10)]", expected: ["H.a.width: a.width == 10"]),
  VisualFormatCase(format: "V:[a(10)]", expected: ["V.a.height: a.height == 10"]),
  // Connections
  VisualFormatCase(format: "[a][b]", expected: ["H.a-b: b.leading == a.trailing"]),
  VisualFormatCase(format: "[a]-[b]", expected: ["H.a-b: b.leading == a.trailing + 8"]),
  VisualFormatCase(format: "[a]-0-[b]", expected: ["H.a-b: b.leading == a.trailing"]),
  VisualFormatCase(format: "[a]-12.5-[b]", expected: ["H.a-b: b.leading == a.trailing + 12.5"]),
  VisualFormatCase(format: "[a]-.5-[b]", expected: ["H.a-b: b.leading == a.trailing + 0.5"]),
  VisualFormatCase(format: "[a]-1e1-[b]", expected: ["H.a-b: b.leading == a.trailing + 10"]),
  VisualFormatCase(format: "[a]-0x10-[b]", expected: ["H.a-b: b.leading == a.trailing + 16"]),
  VisualFormatCase(format: "[a]-+4-[b]", expected: ["H.a-b: b.leading == a.trailing + 4"]),
  VisualFormatCase(format: "[a]-pad-[b]", expected: ["H.a-b: b.leading == a.trailing + 16"]),
  VisualFormatCase(format: "[a]-(pad)-[b]", expected: ["H.a-b: b.leading == a.trailing + 16"]),
  VisualFormatCase(format: "[a]-(-2)-[b]", expected: ["H.a-b: b.leading == a.trailing - 2"]),
  VisualFormatCase(format: "[a]->=8-[b]", expected: ["H.a-b: b.leading >= a.trailing + 8"]),
  VisualFormatCase(format: "[a]-<=8-[b]", expected: ["H.a-b: b.leading <= a.trailing + 8"]),
  VisualFormatCase(format: "[a]-==8-[b]", expected: ["H.a-b: b.leading == a.trailing + 8"]),
  VisualFormatCase(format: "[a]-(>=8)-[b]", expected: ["H.a-b: b.leading >= a.trailing + 8"]),
  VisualFormatCase(format: "[a]-(>=8@750)-[b]", expected: ["H.a-b: b.leading >= a.trailing + 8 @750"]),
  VisualFormatCase(format: "[a]-20@999-[b]", expected: ["H.a-b: b.leading == a.trailing + 20 @999"]),
  VisualFormatCase(format: "[a]-0@999-[b]", expected: ["H.a-b: b.leading == a.trailing @999"]),
  VisualFormatCase(format: "[a]-8@high-[b]", expected: ["H.a-b: b.leading == a.trailing + 8 @750"]),
  VisualFormatCase(format: "[a]-(pad@high)-[b]", expected: ["H.a-b: b.leading == a.trailing + 16 @750"]),
  VisualFormatCase(
    format: "[a]-(>=8,<=20)-[b]",
    expected: ["H.a-b: b.leading >= a.trailing + 8", "H.a-b: b.leading <= a.trailing + 20"]),
  VisualFormatCase(
    format: "[a]-(>=8@1000,==12@250)-[b]",
    expected: ["H.a-b: b.leading >= a.trailing + 8", "H.a-b: b.leading == a.trailing + 12 @250"]),
  VisualFormatCase(format: "[a]-(zero)-[b]", expected: ["H.a-b: b.leading == a.trailing"]),
  // Superview edges
  VisualFormatCase(format: "|[a]", expected: ["H.root-a: a.leading == root.leading"]),
  VisualFormatCase(format: "[a]|", expected: ["H.a-root: root.trailing == a.trailing"]),
  VisualFormatCase(format: "|-[a]", expected: ["H.root-a: a.leading == root.leadingMargin"]),
  VisualFormatCase(format: "[a]-|", expected: ["H.a-root: root.trailingMargin == a.trailing"]),
  VisualFormatCase(format: "|-[a]", edgeSpacing: .fixed(20), expected: ["H.root-a: a.leading == root.leading + 20"]),
  VisualFormatCase(format: "[a]-|", edgeSpacing: .fixed(20), expected: ["H.a-root: root.trailing == a.trailing + 20"]),
  VisualFormatCase(
    format: "V:|-[a]-|", expected: ["V.root-a: a.top == root.topMargin", "V.a-root: root.bottomMargin == a.bottom"]),
  VisualFormatCase(
    format: "V:|-[a]-|", edgeSpacing: .fixed(20),
    expected: ["V.root-a: a.top == root.top + 20", "V.a-root: root.bottom == a.bottom + 20"]),
  VisualFormatCase(format: "|-(>=pad)-[a]", expected: ["H.root-a: a.leading >= root.leading + 16"]),
  VisualFormatCase(format: "[a]-(>=0@999)-|", expected: ["H.a-root: root.trailing >= a.trailing @999"]),
  VisualFormatCase(format: "[a]->=0@999-|", expected: ["H.a-root: root.trailing >= a.trailing @999"]),
  VisualFormatCase(
    format: "|-0@999-[a]-0@999-|",
    expected: ["H.root-a: a.leading == root.leading @999", "H.a-root: root.trailing == a.trailing @999"]),
  VisualFormatCase(
    format: "V:|-0@999-[a]-0@999-|",
    expected: ["V.root-a: a.top == root.top @999", "V.a-root: root.bottom == a.bottom @999"]),
  VisualFormatCase(
    format: "|-[inner]", parents: ["inner": "card", "card": "root"],
    expected: ["H.card-inner: inner.leading == card.leadingMargin"]),
  // Size predicates
  VisualFormatCase(format: "[a(==10)]", expected: ["H.a.width: a.width == 10"]),
  VisualFormatCase(format: "[a(<=10)]", expected: ["H.a.width: a.width <= 10"]),
  VisualFormatCase(format: "[a(pad)]", expected: ["H.a.width: a.width == 16"]),
  VisualFormatCase(format: "[a(>=pad@high)]", expected: ["H.a.width: a.width >= 16 @750"]),
  VisualFormatCase(format: "[a(b)]", expected: ["H.a.width: a.width == b.width"]),
  VisualFormatCase(format: "[a(>=b@750)]", expected: ["H.a.width: a.width >= b.width @750"]),
  VisualFormatCase(format: "V:[a(==b)]", expected: ["V.a.height: a.height == b.height"]),
  VisualFormatCase(format: "[a(44,<=b)]", expected: ["H.a.width: a.width == 44", "H.a.width: a.width <= b.width"]),
  VisualFormatCase(format: "[a(0x20)]", expected: ["H.a.width: a.width == 32"]),
  VisualFormatCase(format: "[a(1000@1)]", expected: ["H.a.width: a.width == 1000 @1"]),
  VisualFormatCase(format: "[a(10@0.5)]", expected: ["H.a.width: a.width == 10 @0.5"]),
  // Order: a view's sizes right after the connection that reached it
  VisualFormatCase(
    format: "|-[a(50)]-[b(>=a)]-|",
    expected: [
      "H.root-a: a.leading == root.leadingMargin", "H.a.width: a.width == 50", "H.a-b: b.leading == a.trailing + 8",
      "H.b.width: b.width >= a.width", "H.b-root: root.trailingMargin == b.trailing",
    ]),
  VisualFormatCase(
    format: "V:|[a(20)][b(30)][c(40)]|",
    expected: [
      "V.root-a: a.top == root.top", "V.a.height: a.height == 20", "V.a-b: b.top == a.bottom",
      "V.b.height: b.height == 30",
      "V.b-c: c.top == b.bottom", "V.c.height: c.height == 40", "V.c-root: root.bottom == c.bottom",
    ]),
  VisualFormatCase(
    format: "[spacer1][a][spacer2(==spacer1)]",
    expected: [
      "H.spacer1-a: a.leading == spacer1.trailing", "H.a-spacer2: spacer2.leading == a.trailing",
      "H.spacer2.width: spacer2.width == spacer1.width",
    ]),
  // Options
  VisualFormatCase(
    format: "[a]-[b]-[c]", options: [.alignAll(.top)],
    expected: [
      "H.a-b: b.leading == a.trailing + 8", "H.b-c: c.leading == b.trailing + 8", "H.a-b.top: a.top == b.top",
      "H.b-c.top: b.top == c.top",
    ]),
  VisualFormatCase(
    format: "[a]-[b]", options: [.alignAll(.bottom), .alignAll(.top)],
    expected: ["H.a-b: b.leading == a.trailing + 8", "H.a-b.top: a.top == b.top", "H.a-b.bottom: a.bottom == b.bottom"]),
  VisualFormatCase(
    format: "[a]-[b]", options: [.alignAll(.firstBaseline), .alignAll(.lastBaseline)],
    expected: [
      "H.a-b: b.leading == a.trailing + 8", "H.a-b.lastBaseline: a.lastBaseline == b.lastBaseline",
      "H.a-b.firstBaseline: a.firstBaseline == b.firstBaseline",
    ]),
  VisualFormatCase(
    format: "[a]-[b]", options: [.alignAll(.centerY), .alignAll(.centerY)],
    expected: ["H.a-b: b.leading == a.trailing + 8", "H.a-b.centerY: a.centerY == b.centerY"]),
  VisualFormatCase(
    format: "V:[a]-[b]", options: [.alignAll(.leading), .alignAll(.trailing)],
    expected: [
      "V.a-b: b.top == a.bottom + 8", "V.a-b.leading: a.leading == b.leading",
      "V.a-b.trailing: a.trailing == b.trailing",
    ]),
  VisualFormatCase(
    format: "V:[a]-[b]", options: [.alignAll(.centerX), .alignAll(.left), .alignAll(.right)],
    expected: [
      "V.a-b: b.top == a.bottom + 8", "V.a-b.left: a.left == b.left", "V.a-b.right: a.right == b.right",
      "V.a-b.centerX: a.centerX == b.centerX",
    ]),
  VisualFormatCase(
    format: "|-[a]-|", options: [.alignAll(.top)],
    expected: [
      "H.root-a: a.leading == root.leadingMargin", "H.a-root: root.trailingMargin == a.trailing",
    ]),
  VisualFormatCase(
    format: "|-8-[a]-[b]-8-|", options: [.direction(.leftToRight)],
    expected: [
      "H.root-a: a.left == root.left + 8", "H.a-b: b.left == a.right + 8", "H.b-root: root.right == b.right + 8",
    ]),
  VisualFormatCase(
    format: "|-8-[a]-[b]-8-|", options: [.direction(.rightToLeft)],
    expected: [
      "H.root-a: root.right == a.right + 8", "H.a-b: a.left == b.right + 8", "H.b-root: b.left == root.left + 8",
    ]),
  VisualFormatCase(
    format: "|-[a]-|", options: [.direction(.leftToRight)],
    expected: ["H.root-a: a.left == root.leftMargin", "H.a-root: root.rightMargin == a.right"]),
  VisualFormatCase(
    format: "|-[a]-|", options: [.direction(.rightToLeft)],
    expected: ["H.root-a: root.rightMargin == a.right", "H.a-root: a.left == root.leftMargin"]),
  VisualFormatCase(
    format: "[a]-(>=8@750)-[b]", options: [.direction(.rightToLeft)],
    expected: ["H.a-b: a.left >= b.right + 8 @750"]),
  VisualFormatCase(
    format: "|-8-[a]", options: [.direction(.leadingToTrailing)], expected: ["H.root-a: a.leading == root.leading + 8"]),
  VisualFormatCase(
    format: "V:|-8-[a]-[b]", options: [.direction(.rightToLeft)],
    expected: ["V.root-a: a.top == root.top + 8", "V.a-b: b.top == a.bottom + 8"]),
  VisualFormatCase(
    format: "V:|-[a]-[b]-|", options: [.spacingBaselineToBaseline],
    expected: [
      "V.root-a: a.top == root.topMargin", "V.a-b: b.firstBaseline == a.lastBaseline + 8",
      "V.b-root: root.bottomMargin == b.bottom",
    ]),
  VisualFormatCase(
    format: "V:[a]-20-[b]", options: [.spacingBaselineToBaseline, .spacingEdgeToEdge],
    expected: ["V.a-b: b.firstBaseline == a.lastBaseline + 20"]),
  VisualFormatCase(format: "V:[a]-20-[b]", options: [.spacingEdgeToEdge], expected: ["V.a-b: b.top == a.bottom + 20"]),
  // Odd but legal
  VisualFormatCase(format: "[a]-[a]", expected: ["H.a-a: a.leading == a.trailing + 8"]),
  VisualFormatCase(format: "[_x1]", expected: []),
]

/// Strings Apple refuses, with its exact reason (docs/AUTO-LAYOUT.md §4.4; real ones cite their
/// source).
let malformedCases: [VisualFormatCase] = [
  VisualFormatCase(
    format: "H:|[circle0]- (padding)-[circle1]",
    reason:
      "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered "
      + "something else \nH:|[circle0]- (padding)-[circle1] \n             ^",
    source: "antiraum/THPinViewController#26 (caret: Apple's log shows it further right)"),
  VisualFormatCase(
    format: "H:|-0-[popUp]-0-|", parents: ["popUp": ""],
    reason: "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't "
      + "have a superview \nH:|-0-[popUp]-0-| \n             ^",
    source: "dhawaldawar/TextFieldValidator#6"),
  VisualFormatCase(
    format: "H:|-165.000000-|",
    reason: "Unable to parse constraint format: \nExpected a view \nH:|-165.000000-| \n               ^",
    source: "guilhermearaujo/GUITabPagerViewController#29"),
  VisualFormatCase(
    format: "H:|[container0]", parents: ["container": "root"],
    reason:
      "Unable to parse constraint format: \ncontainer0 is not a key in the views dictionary. \nH:|[container0] \n    ^",
    source: "polobymulberry/animated-tab-bar-Objective-C#3"),
  VisualFormatCase(format: "", reason: "Unable to parse constraint format: It's an empty string."),
  VisualFormatCase(format: "[a]-é-[b]", reason: "Unable to parse constraint format: It contains non-ASCII characters."),
  VisualFormatCase(
    format: "Hx[a]",
    reason: "Unable to parse constraint format: \nExpected ':' after 'H' to specify horizontal arrangement \nHx[a] \n ^"
  ),
  VisualFormatCase(
    format: "V[a]",
    reason: "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV[a] \n ^"),
  VisualFormatCase(format: "H:", reason: "Unable to parse constraint format: \nExpected a view or '|' \nH: \n  ^"),
  VisualFormatCase(format: "H:a", reason: "Unable to parse constraint format: \nExpected a view or '|' \nH:a \n  ^"),
  VisualFormatCase(
    format: "H:|",
    reason: "Unable to parse constraint format: \nExpected a connection after the '|' character \nH:| \n   ^"),
  VisualFormatCase(
    format: "|x[a]",
    reason: "Unable to parse constraint format: \nExpected a connection after the '|' character \n|x[a] \n ^"),
  VisualFormatCase(format: "|-8-", reason: "Unable to parse constraint format: \nExpected a view \n|-8- \n    ^"),
  VisualFormatCase(
    format: "[a]x", reason: "Unable to parse constraint format: \nExpected the end of the format string \n[a]x \n   ^"),
  VisualFormatCase(
    format: "[a]|x",
    reason: "Unable to parse constraint format: \nExpected the end of the format string \n[a]|x \n    ^"),
  VisualFormatCase(
    format: "[a]|[b]",
    reason: "Unable to parse constraint format: \nExpected the end of the format string \n[a]|[b] \n    ^"),
  VisualFormatCase(
    format: "[a]-8-", reason: "Unable to parse constraint format: \nExpected a view or '|' \n[a]-8- \n      ^"),
  VisualFormatCase(
    format: "[a]-8-x", reason: "Unable to parse constraint format: \nExpected a view or '|' \n[a]-8-x \n      ^"),
  VisualFormatCase(
    format: "[1a]",
    reason:
      "Unable to parse constraint format: \nExpected a view. View names must start with a letter or an underscore, "
      + "then contain letters, numbers, and underscores. \n[1a] \n ^"),
  VisualFormatCase(
    format: "[nope]",
    reason: "Unable to parse constraint format: \nnope is not a key in the views dictionary. \n[nope] \n ^"),
  VisualFormatCase(
    format: "[a]-[g]",
    reason: "Unable to parse constraint format: \ng is not a key in the views dictionary. \n[a]-[g] \n     ^"),
  VisualFormatCase(
    format: "[a",
    reason:
      "Unable to parse constraint format: \nUnexpectedly ran out of character fodder in the middle of parsing a view "
      + "\n[a \n  ^"),
  VisualFormatCase(
    format: "[",
    reason:
      "Unable to parse constraint format: \nUnexpectedly ran out of character fodder in the middle of parsing a view "
      + "\n[ \n ^"),
  VisualFormatCase(
    format: "[a(10",
    reason:
      "Unable to parse constraint format: \nUnexpectedly ran out of character fodder in the middle of parsing a view "
      + "\n[a(10 \n     ^"),
  VisualFormatCase(
    format: "[a(10)x]",
    reason: "Unable to parse constraint format: \nExpected ']' after specifying thickness. \n[a(10)x] \n      ^"),
  VisualFormatCase(
    format: "[a(10x)]",
    reason:
      "Unable to parse constraint format: \nA predicate on a view's thickness must end with ')' and the view must end "
      + "with ']' \n[a(10x)] \n     ^"),
  VisualFormatCase(
    format: "[a x]",
    reason:
      "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \n[a x] \n  ^"),
  VisualFormatCase(
    format: "[a]-8[b]", reason: "Unable to parse constraint format: \nExpected a '-' here \n[a]-8[b] \n     ^"),
  VisualFormatCase(
    format: "[a]-(8)[b]", reason: "Unable to parse constraint format: \nExpected a '-' here \n[a]-(8)[b] \n       ^"),
  VisualFormatCase(
    format: "[a]-8,9-[b]",
    reason: "Unable to parse constraint format: \nExpected a '-' here. To specify a list of constraints, you must use "
      + "parentheses around the list of constraints \n[a]-8,9-[b] \n     ^"),
  VisualFormatCase(
    format: "[a]-(8;9)-[b]",
    reason: "Unable to parse constraint format: \nExpected a ')' at the end of a constraint modifier, or a ',' before "
      + "another constraint modifier \n[a]-(8;9)-[b] \n      ^"),
  VisualFormatCase(
    format: "[a]--8-[b]",
    reason:
      "Unable to parse constraint format: \nCannot tell if this - is a minus sign or an accidental extra bar in the "
      + "connection. Use parentheses around negative numbers. \n[a]--8-[b] \n    ^"),
  VisualFormatCase(format: "[a]-", reason: "Unable to parse constraint format: \nExpected more input \n[a]- \n    ^"),
  VisualFormatCase(
    format: "[a]-(8", reason: "Unable to parse constraint format: \nExpected more input \n[a]-(8 \n      ^"),
  VisualFormatCase(
    format: "[a]-8@", reason: "Unable to parse constraint format: \nExpected more input \n[a]-8@ \n      ^"),
  VisualFormatCase(
    format: "[a]-(=8)-[b]",
    reason: "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n[a]-(=8)-[b] \n     ^"),
  VisualFormatCase(
    format: "[a(>8)]",
    reason: "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n[a(>8)] \n   ^"),
  VisualFormatCase(
    format: "[a(10@0)]",
    reason: "Unable to parse constraint format: \nInvalid priority specified: 0. Priority must be greater than 0 \n"
      + "[a(10@0)] \n      ^"),
  VisualFormatCase(
    format: "[a(10@-5)]",
    reason: "Unable to parse constraint format: \nInvalid priority specified: -5. Priority must be greater than 0 \n"
      + "[a(10@-5)] \n      ^"),
  VisualFormatCase(
    format: "[a]-8@1001-[b]",
    reason: "Unable to parse constraint format: \nInvalid priority specified: 1001. Priority cannot be higher than "
      + "NSLayoutPriorityRequired, which is 1000. \n[a]-8@1001-[b] \n      ^"),
  VisualFormatCase(
    format: "[a]-8@big-[b]",
    reason: "Unable to parse constraint format: \nInvalid priority specified: 1001. Priority cannot be higher than "
      + "NSLayoutPriorityRequired, which is 1000. \n[a]-8@big-[b] \n      ^"),
  VisualFormatCase(
    format: "[a]-(zero@zero)-[b]",
    reason: "Unable to parse constraint format: \nInvalid priority specified: 0. Priority must be greater than 0 \n"
      + "[a]-(zero@zero)-[b] \n          ^"),
  VisualFormatCase(
    format: "[a]-(.)-[b]",
    reason:
      "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered "
      + "something else \n[a]-(.)-[b] \n     ^"),
  VisualFormatCase(
    format: "[a(@5)]",
    reason:
      "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered "
      + "something else \n[a(@5)] \n   ^"),
  VisualFormatCase(
    format: "[a]-margin-[b]",
    reason:
      "Unable to parse constraint format: \nEncountered metric with name \"margin\", but value was not specified in "
      + "metrics or views dictionaries \n[a]-margin-[b] \n    ^"),
  VisualFormatCase(
    format: "[a(==width)]",
    reason:
      "Unable to parse constraint format: \nEncountered metric with name \"width\", but value was not specified in "
      + "metrics or views dictionaries \n[a(==width)] \n     ^"),
  VisualFormatCase(
    format: "[a]-8@p-[b]",
    reason: "Unable to parse constraint format: \nEncountered metric with name \"p\", but value was not specified in "
      + "metrics or views dictionaries \n[a]-8@p-[b] \n      ^"),
  VisualFormatCase(
    format: "[a]-(==c)-[b]",
    reason:
      "Unable to parse constraint format: \nIt's not possible to set a space equal to the width or height of a view. "
      + " Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2] \n[a]-(==c)-[b] \n       ^"),
  VisualFormatCase(
    format: "[a]-b-[c]",
    reason:
      "Unable to parse constraint format: \nIt's not possible to set a space equal to the width or height of a view. "
      + " Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2] \n[a]-b-[c] \n    ^"),
  VisualFormatCase(
    format: "[root]-|",
    reason: "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't "
      + "have a superview \n[root]-| \n        ^"),
  VisualFormatCase(
    format: "H:[a]-[b]", options: [.spacingBaselineToBaseline],
    reason: "Unable to parse constraint format: \nBaselineToBaseline format option not valid for horizontal layout \n"
      + "H:[a]-[b] \n^"),
  VisualFormatCase(
    format: "H:[a]-[b]", options: [.alignAll(.leading)],
    reason:
      "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which "
      + "is not allowed for layout that is also horizontal. \nH:[a]-[b] \n^"),
  VisualFormatCase(
    format: "[a]-[b]", options: [.alignAll(.centerX)],
    reason:
      "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which "
      + "is not allowed for layout that is also horizontal. \n[a]-[b] \n^"),
  VisualFormatCase(
    format: "V:[a]-[b]", options: [.alignAll(.top)],
    reason: "Unable to parse constraint format: \nOptions mask required views to be aligned on a vertical edge, which "
      + "is not allowed for layout that is also vertical. \nV:[a]-[b] \n^"),
  VisualFormatCase(
    format: "V:[a]-[b]", options: [.alignAll(.lastBaseline)],
    reason: "Unable to parse constraint format: \nOptions mask required views to be aligned on a vertical edge, which "
      + "is not allowed for layout that is also vertical. \nV:[a]-[b] \n^"),
  VisualFormatCase(
    format: "[a]-[b]", options: [.direction(.leftToRight), .direction(.rightToLeft)],
    reason: "Unable to parse constraint format: \nOnly one direction option can be given \n[a]-[b] \n^"),
  VisualFormatCase(
    format: "[a] -[b]",
    reason: "Unable to parse constraint format: \nExpected the end of the format string \n[a] -[b] \n   ^"),
  VisualFormatCase(
    format: "[a]- 8-[b]",
    reason:
      "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered "
      + "something else \n[a]- 8-[b] \n    ^"),
  VisualFormatCase(
    format: " H:[a]", reason: "Unable to parse constraint format: \nExpected a view or '|' \n H:[a] \n^"),
]
