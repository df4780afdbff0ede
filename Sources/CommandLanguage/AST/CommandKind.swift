/// Every form of command, one case per line of the command reference.
public enum CommandKind: String, Hashable, Sendable, CaseIterable {
  /// `add view`
  case addView
  /// `add guide`
  case addGuide
  /// `add scroll`
  case addScroll
  /// `add stack`
  case addStack
  /// `add constraint` / a bare expression
  case addConstraint
  /// a VFL line
  case visualFormat
  /// `metric`
  case metric
  /// `distribute`
  case distribute
  /// `set priority`
  case setPriority
  /// `set constant`
  case setConstant
  /// `set intrinsic`
  case setIntrinsic
  /// `set hug`
  case setHug
  /// `set resist`
  case setResist
  /// `set size`
  case setSize
  /// `set direction`
  case setDirection
  /// `set margins`
  case setMargins
  /// `set safeArea`
  case setSafeArea
  /// `set hidden`
  case setHidden
  /// `set vflEdgeSpacing`
  case setVflEdgeSpacing
  /// `set translates`
  case setTranslates
  /// `set autoresizing`
  case setAutoresizing
  /// `activate`
  case activate
  /// `deactivate`
  case deactivate
  /// `remove`
  case remove
  /// `animate TARGET FROM -> TO`
  case animateValue
  /// `animate { … }`
  case animateBlock
  /// `show`
  case show
  /// `constraints`
  case constraints
  /// `draw`
  case draw
  /// `why`
  case why
  /// `explain`
  case explain
  /// `ambiguity`
  case ambiguity
  /// `violations`
  case violations
  /// `exercise`
  case exercise
  /// `expect VIEW.frame == …`
  case expectFrame
  /// `expect VIEW.ATTR == …`
  case expectValue
  /// `expect satisfied`
  case expectSatisfied
  /// `expect violated`
  case expectViolated
  /// `expect broken`
  case expectBroken
  /// `expect ambiguous`
  case expectAmbiguous
  /// `expect unambiguous`
  case expectUnambiguous
  /// `undo`
  case undo
  /// `redo`
  case redo
  /// `reset`
  case reset
  /// `save`
  case save
  /// `load`
  case load
  /// `import log`
  case importLog
  /// `import code`
  case importCode
  /// `import storyboard`
  case importStoryboard
  /// `export`
  case export
  /// a line of layout code, or `paste { … }`
  case code
  /// `help`
  case help
  /// `quit`
  case quit
}

extension Command {
  /// The form of the command.
  public var kind: CommandKind {
    switch self {
    case .addView: .addView
    case .addGuide: .addGuide
    case .addScroll: .addScroll
    case .addStack: .addStack
    case .addConstraint: .addConstraint
    case .visualFormat: .visualFormat
    case .metric: .metric
    case .distribute: .distribute
    case .set(let command): command.kind
    case .activate: .activate
    case .deactivate: .deactivate
    case .remove: .remove
    case .animateValue: .animateValue
    case .animateBlock: .animateBlock
    case .show: .show
    case .constraints: .constraints
    case .draw: .draw
    case .why: .why
    case .explain: .explain
    case .ambiguity: .ambiguity
    case .violations: .violations
    case .exercise: .exercise
    case .expect(let expectation): expectation.kind
    case .undo: .undo
    case .redo: .redo
    case .reset: .reset
    case .save, .savePage: .save
    case .load: .load
    case .importLog: .importLog
    case .importCode: .importCode
    case .importStoryboard: .importStoryboard
    case .export: .export
    case .code: .code
    case .help: .help
    case .quit: .quit
    }
  }
}

extension SetCommand {
  /// The form of the command.
  public var kind: CommandKind {
    switch self {
    case .priority: .setPriority
    case .constant: .setConstant
    case .intrinsic: .setIntrinsic
    case .hugging: .setHug
    case .resistance: .setResist
    case .size: .setSize
    case .direction: .setDirection
    case .margins: .setMargins
    case .safeArea: .setSafeArea
    case .hidden: .setHidden
    case .vflEdgeSpacing: .setVflEdgeSpacing
    case .translates: .setTranslates
    case .autoresizing: .setAutoresizing
    }
  }
}

extension Expectation {
  /// The form of the command.
  public var kind: CommandKind {
    switch self {
    case .frame: .expectFrame
    case .value: .expectValue
    case .satisfied: .expectSatisfied
    case .violated: .expectViolated
    case .broken: .expectBroken
    case .ambiguous: .expectAmbiguous
    case .unambiguous: .expectUnambiguous
    }
  }
}
