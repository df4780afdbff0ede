/// A group of commands `help` lists together, and `help NAME` shows with examples.
public struct HelpGroup: Sendable {
  /// The word `help` finds it by.
  public var name: String
  /// What its commands are for.
  public var title: String
  /// Its commands, in the order `help` lists them.
  public var entries: [CommandHelp]
}

/// An idea of Auto Layout or of lyt's language that `help NAME` explains, with the commands that
/// use it.
public struct HelpConcept: Sendable {
  /// The word `help` finds it by.
  public var name: String
  /// Other words `help` finds it by (the singular).
  public var aliases: [String]
  /// The explanation, one paragraph per element.
  public var paragraphs: [String]
  /// The topics of the commands that go with it (`set priority`).
  public var related: [String]
}

extension CommandReference {
  /// The concepts `help` explains.
  public static let concepts: [HelpConcept] = [
    HelpConcept(
      name: "attributes", aliases: ["attribute"],
      paragraphs: [
        "An attribute is one value of a view's frame, written ITEM.ATTR: the edges left, right, top, bottom, "
          + "leading and trailing (leading is left in a left-to-right layout, right in a right-to-left one), "
          + "width and height, centerX and centerY, firstBaseline and lastBaseline (baseline is lastBaseline), "
          + "and the margin forms leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, "
          + "centerXWithinMargins and centerYWithinMargins.",
        "`why`, `expect` and `ambiguity` also know x and y, the frame's origin relative to the parent. "
          + "Layout guides have the same attributes; a scroll view's NAME.contentGuide and NAME.frameGuide are guides.",
      ],
      related: ["add constraint", "why", "expect value"]),
    HelpConcept(
      name: "priorities", aliases: ["priority"],
      paragraphs: [
        "A priority is a number in (0, 1000], written @P after a constraint. 1000 (required, the default) must "
          + "hold: when required constraints conflict, one of them is broken, as UIKit does. Below 1000 a "
          + "constraint is optional: the layout satisfies the strongest ones first and comes as close as it can "
          + "to the others, strongest first. When two optional constraints of one priority cannot both hold, "
          + "one of them loses: `why` and `violations` say which, and what it lost to.",
        "Names: required 1000, defaultHigh 750, dragThatCanResizeScene 510, sceneSizeStayPut 500, "
          + "dragThatCannotResizeScene 490, defaultLow 250, fittingSizeLevel 50 (and the AppKit ...Window forms), "
          + "with an offset such as defaultLow+1. A view's intrinsic size adds hugging (default 250) and "
          + "compression resistance (default 750) constraints.",
      ],
      related: ["set priority", "set hug", "set resist", "violations"]),
    HelpConcept(
      name: "vfl", aliases: ["visual format"],
      paragraphs: [
        "A Visual Format Language line is written as in Xcode, with H: or V: first: |-16-[a]-8-[b(==a)]-16-| "
          + "pins a to the leading edge 16 points in, b 8 points after a with a's width, and b 16 points from "
          + "the trailing edge. - alone is the standard spacing (8 between views; to an edge, the layout margin "
          + "or 20, see set vflEdgeSpacing), (>=8@750) a predicate with a priority, and names are views or metrics.",
        "The views must exist first (`add view`). A line's constraints are named NAME.1, NAME.2, … for "
          + "`NAME: H:…`, and the errors are Apple's messages with a caret under the place.",
      ],
      related: ["vfl", "metric", "set vflEdgeSpacing"]),
    HelpConcept(
      name: "stacks", aliases: ["stack", "stack views"],
      paragraphs: [
        "A stack view lays out its arranged views along an axis with the constraints UIStackView makes, named "
          + "as UIKit names them (UISV-spacing, UISV-alignment, UISV-canvas-connection, UISV-hiding …), so a "
          + "log that mentions them reads the same in lyt.",
        "The distribution (fill, fillEqually, fillProportionally, equalSpacing, equalCentering) decides the "
          + "lengths along the axis, the alignment the position across it; a hidden arranged view collapses "
          + "with its spacing.",
      ],
      related: ["add stack", "set hidden"]),
  ]

  /// The groups `help` lists, in order.
  public static let groups: [HelpGroup] = [
    HelpGroup(name: "building", title: "views, guides, stacks and constraints", entries: views + constraints),
    HelpGroup(name: "changing", title: "constraints and views after the fact", entries: changes + settings),
    HelpGroup(name: "inspecting", title: "frames, constraints and pictures", entries: inspection),
    HelpGroup(name: "explaining", title: "why the layout is what it is", entries: explanation),
    HelpGroup(name: "checking", title: "assertions for scripts", entries: expectations),
    HelpGroup(name: "animation", title: "sweeps and animated changes", entries: animation),
    HelpGroup(name: "session", title: "undo, files, logs and leaving", entries: session),
  ]

  /// The names of the groups and concepts (`help` also accepts a command's words).
  public static var helpTopicNames: [String] { groups.map(\.name) + concepts.map(\.name) }

  /// The concept `name` names, also in the singular (`help priority`).
  public static func concept(named name: String) -> HelpConcept? {
    concepts.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Whether `help TOPIC` has something to show.
  public static func hasHelp(on topic: String) -> Bool {
    groups.contains { $0.name == topic } || concept(named: topic) != nil || !entries(matching: topic).isEmpty
  }
}
