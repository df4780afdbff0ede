import CodeImport

/// The command reference: the single source for `help` and the generated docs.
public enum CommandReference {
  /// Every command form, in the order `help` lists them.
  public static let entries: [CommandHelp] = groups.flatMap(\.entries)

  static let views: [CommandHelp] = [
    CommandHelp(
      .addView, topic: "add view", aliases: ["view"],
      syntax: "add view NAME [in PARENT] [size WxH] [frame X,Y,W,H [autoresizing MASK]] [intrinsic WxH] [hug H[,V]] "
        + "[resist H[,V]] [margins T,L,B,R]",
      summary: "create a view; 'size' pins a root view's frame to (0,0,W,H); 'frame' makes a subview translate its "
        + "autoresizing mask into constraints, as UIKit does (MASK: none, flexibleWidth,flexibleTopMargin…, or "
        + "the log's h=-&- v=--&); 'view …' is an alias",
      example: "add view label in card intrinsic 120x21 hug 251,250 margins 8,16,8,16"),
    CommandHelp(
      .addGuide, topic: "add guide", aliases: ["guide"], syntax: "add guide NAME in PARENT",
      summary: "create a layout guide; 'guide …' is an alias", example: "add guide spacer in root"),
    CommandHelp(
      .addScroll, topic: "add scroll", syntax: "add scroll NAME in PARENT",
      summary: "create a scroll view with NAME.contentGuide and NAME.frameGuide", example: "add scroll list in root"),
    CommandHelp(
      .addStack, topic: "add stack",
      syntax: "add stack NAME in PARENT axis h|v [distribution D] [alignment A] [spacing S] views A B C…",
      summary: "create a stack view: its arranged views move into it and are laid out by UIStackView's constraints, "
        + "named NAME.UISV-spacing.1 and so on (D: fill fillEqually fillProportionally equalSpacing equalCentering; "
        + "A: fill center, top bottom firstBaseline lastBaseline (h), leading trailing (v))",
      example: "add stack row in root axis h distribution fillEqually alignment center spacing 8 views a b c"),
  ]

  static let constraints: [CommandHelp] = [
    CommandHelp(
      .addConstraint, topic: "add constraint", aliases: ["constraint", "expression"],
      syntax: "[add constraint] [NAME:] ITEM.ATTR ==|<=|>= [M *] ITEM.ATTR [* M] [+|- C] [@P] [as NAME]",
      summary: "add a constraint; unnamed ones get ids c1, c2, …",
      example: "b.width == 0.5 * a.width - 4 @750 as half"),
    CommandHelp(
      .visualFormat, topic: "vfl", aliases: ["H", "V"], syntax: "[NAME:] H:|V:FORMAT [options OPT…]",
      summary: "add the constraints of a Visual Format Language line (named NAME.1, NAME.2, …)",
      example: "row: H:|-16-[a]-8-[b(==a)]-16-| options alignAllTop"),
    CommandHelp(
      .metric, topic: "metric", syntax: "metric NAME = VALUE", summary: "define a metric for VFL lines",
      example: "metric pad = 16"),
    CommandHelp(
      .distribute, topic: "distribute",
      syntax: "distribute A B C… h|v (spacing S | itemLength L [centers [inset]]) [lead S] [tail S]",
      summary: "distribute views along an axis: fixed spacing or fixed item length (Masonry), or centres (PureLayout)",
      example: "distribute a b c h spacing 8 lead 16 tail 16"),
    CommandHelp(
      .code, topic: "code", aliases: ["paste", "swift", "objc"], syntax: "CODE | paste { CODE… }",
      summary: "run Swift or Objective-C layout code (anchors, NSLayoutConstraint, activate, "
        + "isActive, let bindings, SnapKit, Masonry, PureLayout); a line that can only be code needs no keyword; "
        + "prints the constraints it made, in lyt's form and Apple's (docs/CODE.md)",
      example: "a.widthAnchor.constraint(equalToConstant: 44).isActive = true"),
  ]

  static let changes: [CommandHelp] = [
    CommandHelp(
      .activate, topic: "activate", syntax: "activate ID…", summary: "activate constraints",
      example: "activate c1 c2"),
    CommandHelp(
      .deactivate, topic: "deactivate", syntax: "deactivate ID…", summary: "deactivate constraints (kept, not solved)",
      example: "deactivate c3"),
    CommandHelp(
      .remove, topic: "remove", syntax: "remove ID…", summary: "remove constraints", example: "remove c4 row.1"),
  ]

  static let settings: [CommandHelp] = [
    CommandHelp(
      .setPriority, topic: "set priority", syntax: "set priority ID P",
      summary: "change a priority (required <-> optional is rejected on an active constraint)",
      example: "set priority c1 defaultHigh"),
    CommandHelp(
      .setConstant, topic: "set constant", syntax: "set constant ID C", summary: "change a constraint's constant",
      example: "set constant c1 -24"),
    CommandHelp(
      .setIntrinsic, topic: "set intrinsic", syntax: "set intrinsic VIEW WxH|none",
      summary: "change or remove a view's intrinsic content size", example: "set intrinsic label 120x21"),
    CommandHelp(
      .setHug, topic: "set hug", syntax: "set hug VIEW h|v P", summary: "change a content hugging priority",
      example: "set hug label h 251"),
    CommandHelp(
      .setResist, topic: "set resist", syntax: "set resist VIEW h|v P",
      summary: "change a compression resistance priority", example: "set resist label h 749"),
    CommandHelp(
      .setSize, topic: "set size", syntax: "set size VIEW WxH", summary: "pin a root view's size",
      example: "set size root 375x667"),
    CommandHelp(
      .setDirection, topic: "set direction", syntax: "set direction ltr|rtl",
      summary: "set the layout direction for leading and trailing", example: "set direction rtl"),
    CommandHelp(
      .setMargins, topic: "set margins", syntax: "set margins VIEW T,L,B,R", summary: "change a view's layout margins",
      example: "set margins card 8,16,8,16"),
    CommandHelp(
      .setSafeArea, topic: "set safeArea", syntax: "set safeArea VIEW T,L,B,R",
      summary: "change a view's safe area insets", example: "set safeArea root 44,0,34,0"),
    CommandHelp(
      .setHidden, topic: "set hidden", syntax: "set hidden VIEW true|false",
      summary: "hide or show a view; a stack view collapses a hidden arranged view (UISV-hiding) and its spacing",
      example: "set hidden b true"),
    CommandHelp(
      .setVflEdgeSpacing, topic: "set vflEdgeSpacing", syntax: "set vflEdgeSpacing margin|POINTS",
      summary: "what VFL's standard spacing to '|' means: the layout margin (iOS 8+) or fixed points (classic 20)",
      example: "set vflEdgeSpacing 20"),
    CommandHelp(
      .setTranslates, topic: "set translates", syntax: "set translates VIEW true|false",
      summary: "whether a view translates its autoresizing mask into constraints (VIEW.autoresizing.*): false "
        + "removes them (translatesAutoresizingMaskIntoConstraints = false), true makes them from its current frame",
      example: "set translates card false"),
    CommandHelp(
      .setAutoresizing, topic: "set autoresizing", syntax: "set autoresizing VIEW MASK",
      summary: "change a view's autoresizing mask (none, flexibleWidth,flexibleHeight…, or h=-&- v=--&); a view "
        + "that translates it gets its constraints again from its current frame",
      example: "set autoresizing card h=-&- v=--&"),
  ]

  static let animation: [CommandHelp] = [
    CommandHelp(
      .animateValue, topic: "animate", syntax: "animate TARGET FROM -> TO [duration S] [fps N]",
      summary: "sweep a root's or intrinsic width/height, or a constraint's constant (default 1 s, 30 fps)",
      example: "animate root.width 320 -> 480 duration 1 fps 10"),
    CommandHelp(
      .animateBlock, topic: "animate", syntax: "animate [duration S] { COMMANDS }",
      summary: "apply the commands, then ease the frames from the old layout to the new (default 0.25 s)",
      example: "animate duration 0.3 { set constant c1 100 }"),
  ]

  static let inspection: [CommandHelp] = [
    CommandHelp(
      .show, topic: "show", syntax: "show [VIEW…]", summary: "print frames, relative to the parent and absolute",
      example: "show card label"),
    CommandHelp(
      .constraints, topic: "constraints", syntax: "constraints [VIEW]",
      summary: "list constraints with id, priority, status and violation", example: "constraints card"),
    CommandHelp(
      .draw, topic: "draw", syntax: "draw [--width N] [--svg FILE]",
      summary: "draw the layout in N terminal columns, or write an SVG file (N pixels wide)",
      example: "draw --width 60"),
  ]

  static let explanation: [CommandHelp] = [
    CommandHelp(
      .why, topic: "why", syntax: "why VIEW.ATTR", summary: "explain which constraints fix a value and which lost",
      example: "why card.width"),
    CommandHelp(
      .explain, topic: "explain", syntax: "explain",
      summary: "list every problem (conflicts, violations, ambiguity) with fixes", example: "explain"),
    CommandHelp(
      .ambiguity, topic: "ambiguity", syntax: "ambiguity", summary: "list ambiguous attributes", example: "ambiguity"),
    CommandHelp(
      .violations, topic: "violations", syntax: "violations",
      summary: "list every violated optional constraint, most important first, with what beat it",
      example: "violations"),
    CommandHelp(
      .exercise, topic: "exercise", syntax: "exercise VIEW",
      summary: "show a second valid layout for an ambiguous view",
      example: "exercise card"),
  ]

  static let expectations: [CommandHelp] = [
    CommandHelp(
      .expectFrame, topic: "expect frame", syntax: "expect VIEW.frame == X,Y,W,H",
      summary: "assert a frame (relative to the parent)", example: "expect card.frame == 16,20,343,44"),
    CommandHelp(
      .expectValue, topic: "expect value", syntax: "expect VIEW.ATTR ==|<=|>= V",
      summary: "assert an attribute's value",
      example: "expect card.width == 343"),
    CommandHelp(
      .expectSatisfied, topic: "expect satisfied", syntax: "expect satisfied ID",
      summary: "assert that a constraint holds exactly", example: "expect satisfied c1"),
    CommandHelp(
      .expectViolated, topic: "expect violated", syntax: "expect violated ID",
      summary: "assert that an optional constraint is not met", example: "expect violated half"),
    CommandHelp(
      .expectBroken, topic: "expect broken", syntax: "expect broken ID",
      summary: "assert that a required constraint was broken", example: "expect broken c7"),
    CommandHelp(
      .expectAmbiguous, topic: "expect ambiguous", syntax: "expect ambiguous VIEW.ATTR",
      summary: "assert that an attribute (x, y, width, height, …) is ambiguous", example: "expect ambiguous b.x"),
    CommandHelp(
      .expectUnambiguous, topic: "expect unambiguous", syntax: "expect unambiguous [VIEW…]",
      summary: "assert that no view (or none of the named ones) is ambiguous", example: "expect unambiguous a b"),
  ]

  static let session: [CommandHelp] = [
    CommandHelp(.undo, topic: "undo", syntax: "undo", summary: "undo the last change", example: "undo"),
    CommandHelp(.redo, topic: "redo", syntax: "redo", summary: "redo the last undone change", example: "redo"),
    CommandHelp(.reset, topic: "reset", syntax: "reset", summary: "start over with an empty session", example: "reset"),
    CommandHelp(
      .save, topic: "save", syntax: "save [--html] FILE",
      summary: "write the session as a replayable script, or with --html as an interactive page (docs/PAGES.md)",
      example: "save card.lyt"),
    CommandHelp(
      .load, topic: "load", syntax: "load FILE", summary: "replay a script into the session",
      example: "load \"my layouts/card.lyt\""),
    CommandHelp(
      .importLog, topic: "import log", syntax: "import log FILE",
      summary: "rebuild an Xcode 'Unable to simultaneously satisfy constraints' log: readable views, constraints k1…",
      example: "import log console.txt"),
    CommandHelp(
      .importCode, topic: "import code", syntax: "import code FILE",
      summary: "run a Swift or Objective-C file's layout code as one step: all of it, or nothing",
      example: "import code ProfileViewController.swift"),
    CommandHelp(
      .importStoryboard, topic: "import storyboard", syntax: "import storyboard FILE [SCENE]",
      summary: "lay a storyboard or XIB scene out as the session: views named readably, IB ids kept",
      example: "import storyboard Main.storyboard \"Login View Controller\""),
    CommandHelp(
      .export, topic: "export", aliases: ExportLanguage.allCases.map { "export " + $0.rawValue },
      syntax: "export swift|objc|snapkit|masonry|vfl [FILE]",
      summary: "write the user's constraints as code to paste into Xcode (anchors, SnapKit, Masonry) "
        + "or as VFL lines where a line says them; without FILE, print it (docs/CODE.md)",
      example: "export swift Layout.swift"),
    CommandHelp(
      .help, topic: "help", syntax: "help [GROUP|CONCEPT|COMMAND]",
      summary: "list the commands by group, or show a group, a concept or one command",
      example: "help set priority"),
    CommandHelp(
      .quit, topic: "quit", aliases: ["exit"], syntax: "quit", summary: "leave lyt ('exit' is an alias)",
      example: "quit"),
  ]

  /// The entries `help TOPIC` shows.
  public static func entries(matching topic: String) -> [CommandHelp] { entries.filter { $0.matches(topic) } }

  /// The first words of every topic and alias.
  public static let topicWords: [String] = uniqued(
    entries.flatMap { ([$0.topic] + $0.aliases).compactMap { $0.split(separator: " ").first.map(String.init) } })

  /// The second words of the topics that start with `word`.
  public static func secondWords(after word: String) -> [String] {
    uniqued(
      entries.flatMap { [$0.topic] + $0.aliases }.compactMap {
        let parts = $0.split(separator: " ")
        return parts.count > 1 && parts[0] == word ? String(parts[1]) : nil
      })
  }

  private static func uniqued(_ words: [String]) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }
}
