import Cassowary
import CodeImport

/// One command of the lyt language (docs/LANGUAGE.md §6).
///
/// Indirect: a command is one reference to its payload (some 750 bytes inline otherwise), so a
/// parsed script and the undo steps that keep a command to run it again hold a word each, not a
/// copy of the largest case.
public indirect enum Command: Hashable, Sendable, CustomStringConvertible {
  /// `add view …` / `view …`
  case addView(AddView)
  /// `add guide NAME in PARENT` / `guide …`
  case addGuide(name: Name, parent: Name)
  /// `add scroll NAME in PARENT`
  case addScroll(name: Name, parent: Name)
  /// `add stack …`
  case addStack(AddStack)
  /// `add constraint [NAME:] EXPR`, or a bare `EXPR [as NAME]` line.
  case addConstraint(ConstraintDefinition)
  /// A VFL line.
  case visualFormat(VisualFormatLine)
  /// `metric NAME = VALUE`
  case metric(name: Name, value: Double)
  /// `distribute …`
  case distribute(Distribute)
  /// `set …`
  case set(SetCommand)
  /// `activate ID…`
  case activate([Name])
  /// `deactivate ID…`
  case deactivate([Name])
  /// `remove ID…`
  case remove([Name])
  /// `animate TARGET FROM -> TO …`
  case animateValue(ValueAnimation)
  /// `animate [duration S] { … }`
  case animateBlock(BlockAnimation)
  /// `show [VIEW…]`
  case show([ItemPath])
  /// `constraints [VIEW]`
  case constraints(ItemPath?)
  /// `draw …`
  case draw(DrawOptions)
  /// `why VIEW.ATTR`
  case why(QueryReference)
  /// `explain`
  case explain
  /// `ambiguity`
  case ambiguity
  /// `violations`
  case violations
  /// `exercise VIEW`
  case exercise(ItemPath)
  /// `expect …`
  case expect(Expectation)
  /// `undo`
  case undo
  /// `redo`
  case redo
  /// `reset`
  case reset
  /// `save FILE`
  case save(Name)
  /// `save --html FILE`: the session as an interactive page (docs/PAGES.md).
  case savePage(Name)
  /// `load FILE`
  case load(Name)
  /// `import log FILE`
  case importLog(Name)
  /// `import code FILE`
  case importCode(Name)
  /// `import storyboard FILE [SCENE]`
  case importStoryboard(Name, scene: Name?)
  /// `export swift|objc|snapkit|masonry|vfl [FILE]`: the user's constraints as code.
  case export(ExportLanguage, file: Name?)
  /// A line of Swift or Objective-C layout code, or a `paste { … }` block of it.
  case code(CodeText)
  /// `help [TOPIC]`; the topic's words joined by one space (`set priority`).
  case help(Name?)
  /// `quit`
  case quit

  /// Whether the command changes the session (and so can be undone).
  public var isMutating: Bool {
    switch kind {
    case .addView, .addGuide, .addScroll, .addStack, .addConstraint, .visualFormat, .metric, .distribute,
      .setPriority, .setConstant, .setIntrinsic, .setHug, .setResist, .setSize, .setDirection, .setMargins,
      .setSafeArea, .setHidden, .setVflEdgeSpacing, .setTranslates, .setAutoresizing, .activate, .deactivate, .remove,
      .animateValue, .animateBlock,
      .reset, .load,
      .importLog, .importCode, .importStoryboard, .code:
      true
    default:
      false
    }
  }

  /// The canonical spelling: parsing it gives back an equal command.
  public var description: String {
    switch self {
    case .addView(let view): view.description
    case .addGuide(let name, let parent): "add guide \(name) in \(parent)"
    case .addScroll(let name, let parent): "add scroll \(name) in \(parent)"
    case .addStack(let stack): stack.description
    case .addConstraint(let definition): definition.description
    case .visualFormat(let line): line.description
    case .metric(let name, let value): "metric \(name) = \(NumberText.format(value))"
    case .distribute(let distribute): distribute.description
    case .set(let command): command.description
    case .activate(let ids): (["activate"] + ids.map(\.value)).joined(separator: " ")
    case .deactivate(let ids): (["deactivate"] + ids.map(\.value)).joined(separator: " ")
    case .remove(let ids): (["remove"] + ids.map(\.value)).joined(separator: " ")
    case .animateValue(let animation): animation.description
    case .animateBlock(let animation): animation.description
    case .show(let items): (["show"] + items.map(\.description)).joined(separator: " ")
    case .constraints(let item): item.map { "constraints \($0)" } ?? "constraints"
    case .draw(let options): options.description
    case .why(let reference): "why \(reference)"
    case .explain: "explain"
    case .ambiguity: "ambiguity"
    case .violations: "violations"
    case .exercise(let item): "exercise \(item)"
    case .expect(let expectation): expectation.description
    case .undo: "undo"
    case .redo: "redo"
    case .reset: "reset"
    case .save(let file): "save \(quoteFileName(file.value))"
    case .savePage(let file): "save --html \(quoteFileName(file.value))"
    case .load(let file): "load \(quoteFileName(file.value))"
    case .importLog(let file): "import log \(quoteFileName(file.value))"
    case .importCode(let file): "import code \(quoteFileName(file.value))"
    case .importStoryboard(let file, let scene):
      "import storyboard \(quoteFileName(file.value))" + (scene.map { " " + quoteFileName($0.value) } ?? "")
    case .export(let language, let file):
      "export \(language.rawValue)" + (file.map { " " + quoteFileName($0.value) } ?? "")
    case .code(let code): code.description
    case .help(let topic): topic.map { "help \($0)" } ?? "help"
    case .quit: "quit"
    }
  }
}

/// A parsed command and where it was written.
///
/// Like `Located`, two statements are equal when their commands are equal.
public struct Statement: Hashable, Sendable, CustomStringConvertible {
  /// The command.
  public var command: Command
  /// From the command's first token to its last (comments and the line end excluded).
  public var range: SourceRange

  /// A statement from its parts.
  public init(_ command: Command, at range: SourceRange) {
    self.command = command
    self.range = range
  }

  /// Compares commands only.
  public static func == (lhs: Statement, rhs: Statement) -> Bool { lhs.command == rhs.command }

  /// Hashes the command only.
  public func hash(into hasher: inout Hasher) { hasher.combine(command) }

  /// The command's canonical spelling.
  public var description: String { command.description }
}
