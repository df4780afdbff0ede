import CodeImport
import CommandLanguage
import InterfaceBuilder
import Layout

extension SessionError {
  /// Why a command failed, as values: one case a family of commands (or a source of errors
  /// lyt reports as they come: the parser's, the engine's, the code and storyboard readers'),
  /// each holding what its words need. ``SessionErrorText`` writes them.
  public enum Reason: Equatable, Sendable {
    /// The command language's own error: a script's or a loaded file's syntax.
    case parse(ParseErrorKind)
    /// A name the session does not know, or one of the wrong kind.
    case name(NameFailure)
    /// The layout engine refused the operation.
    case layout(LayoutError)
    /// A VFL string lyt's reader (Apple's rules) refused.
    case visualFormat(FormatFailure)
    /// A file that cannot be read or written.
    case file(FileFailure)
    /// `import log` and `import storyboard`: what the file holds, or the session it goes into.
    case importing(ImportFailure)
    /// `undo`, `redo`, `save` and `load` and the history they read.
    case history(HistoryFailure)
    /// `add stack`.
    case stack(StackFailure)
    /// `distribute`.
    case distribute(DistributeFailure)
    /// `animate`.
    case animation(AnimationFailure)
    /// Pasted or imported layout code.
    case code(CodeFailure)
    /// A frame or an autoresizing mask for a view that cannot have one.
    case autoresizing(AutoresizingFailure)
    /// A command in a place it cannot run, or a value a command does not take.
    case command(CommandFailure)
    /// Not an error: where an error in another file was met.
    case note(Note)
  }

  /// Names that do not exist or are of the wrong kind.
  public enum NameFailure: Equatable, Sendable {
    /// No view, guide or constraint has this name (the nearest known name, if any).
    case unknown(NameKind, name: String, suggestion: String?)
    /// The name is a layout guide where a view is needed.
    case guideNotView(String)
    /// A constraint id the command was given is taken.
    case idTaken(String, givenBy: IDGiver)
    /// A constraint id that resolved but has no constraint.
    case noConstraint(String)
  }

  /// What gave a constraint the id it was to have.
  public enum IDGiver: Equatable, Sendable {
    /// `add constraint … as ID` (or `ID: EXPR`).
    case constraint
    /// `NAME: VFL`: `NAME.k` for the line's k-th constraint.
    case visualFormatLine
    /// Pasted VFL bound to a name: `name.k`.
    case pastedFormat
  }

  /// A refused VFL string, with what the session knows of the name the reader stopped at.
  public enum FormatFailure: Equatable, Sendable {
    /// A VFL line: the reader's error, and for an unknown view or metric the nearest known name
    /// (`suggestion`) and whether a layout guide has the unknown name.
    case line(VisualFormatError, suggestion: String?, isGuide: Bool)
    /// VFL in pasted code: the reader's error, the nearest key for an unknown view or metric,
    /// and the keys of the views dictionary.
    case code(VisualFormatError, suggestion: String?, viewKeys: [String])
  }

  /// Files that cannot be read or written.
  public enum FileFailure: Equatable, Sendable {
    /// `load`, `import code`, `import log`, `import storyboard`.
    case cannotRead(file: String, FileAccessError)
    /// `save`, `save --html`, `draw --svg`.
    case cannotWrite(file: String, FileAccessError)
    /// `export LANGUAGE FILE`.
    case cannotWriteExport(file: String, FileAccessError)
  }

  /// `import log` and `import storyboard`.
  public enum ImportFailure: Equatable, Sendable {
    /// The session was given no ``LogImporter``.
    case noLogReader(file: String)
    /// The file holds no log the reader can rebuild.
    case unreadableLog(file: String, LogImportRefusal)
    /// The session already has a view or constraint named as one of the log's.
    case logNameTaken(file: String, name: String)
    /// `import storyboard` into a session that has views.
    case storyboardIntoNonEmptySession
    /// The storyboard reader's error (its own words).
    case storyboard(SceneImportError)
  }

  /// `undo`, `redo`, `save`, `load` and running history again.
  public enum HistoryFailure: Equatable, Sendable {
    /// `undo` with no step done.
    case nothingToUndo
    /// `redo` with no step undone.
    case nothingToRedo
    /// The undo history's spilled steps cannot be read back.
    case unreadableUndoHistory(FileAccessError)
    /// `save`: the commands of the session's history cannot be read back.
    case unreadableSavedHistory(FileAccessError)
    /// `load` inside `load` deeper than this.
    case loadTooDeep(maximum: Int)
    /// A step's command does not parse back to one statement.
    case cannotRunAgain(command: String)
  }

  /// `add stack`.
  public enum StackFailure: Equatable, Sendable {
    /// The alignment written does not fit the axis.
    case alignment(StackAlignment, axis: Axis)
    /// The stack names itself among its views.
    case arrangesItself(stack: String)
    /// A view is named twice.
    case listedTwice(String)
    /// A view is arranged by another stack already.
    case alreadyArranged(String, stack: String)
    /// A view contains the new stack's parent.
    case containsStack(String, stack: String)
  }

  /// `distribute`.
  public enum DistributeFailure: Equatable, Sendable {
    /// Fewer than two views.
    case tooFewViews
    /// A view is named twice.
    case listedTwice(String)
    /// The first view has no superview.
    case noSuperview(String)
    /// A view is not in the first view's superview.
    case notInSuperview(String, superview: String)
    /// `centers` with `lead` or `tail`.
    case centersWithLeadOrTail
    /// `centers` without `itemLength`.
    case centersWithoutItemLength
  }

  /// `animate`.
  public enum AnimationFailure: Equatable, Sendable {
    /// A statement that is no animation was run as one.
    case notAnAnimation(CommandKind)
    /// The duration is not in (0, ``AnimationTiming/maximumDuration``].
    case durationOutOfRange
    /// The frame rate is not in (0, ``AnimationTiming/maximumFramesPerSecond``].
    case framesPerSecondOutOfRange
    /// More than ``AnimationTiming/maximumFrames`` frames.
    case tooManyFrames(duration: Double, framesPerSecond: Double)
    /// `FROM` or `TO` is not finite.
    case notFinite
    /// The target (as written) is neither a width, a height nor a constraint.
    case notAnimatable(target: String)
    /// A root's width or height, and the root has no size.
    case rootWithoutSize(String)
    /// A subview's width or height (`target` as written), and the view has no intrinsic size on
    /// `axis`.
    case noConstant(target: String, view: String, axis: Axis)
    /// An intrinsic size on `axis` swept through a negative value.
    case negativeIntrinsic(axis: Axis)
    /// A command that cannot run inside `animate { … }`.
    case notInBlock(CommandKind)
  }

  /// Pasted or imported layout code.
  public enum CodeFailure: Equatable, Sendable {
    /// The code reader's error (its own words).
    case reader(CodeError)
    /// `parent.addSubview(child)` for a child that is already in another parent (or a root).
    case alreadyInParent(String, parent: String?)
    /// `v.superview!` of a view without one.
    case noSuperview(String)
    /// A scroll view's guide of a view that has none.
    case noGuide(String, CodeGuide)
    /// A layout guide used as a view.
    case guideUsedAsView(String)
    /// `view` where the session has several roots.
    case ambiguousRootView(roots: [String])
    /// SnapKit's `updateConstraints` finds nothing to update: the constraint it would update,
    /// and the nearest one on the same anchors, if any.
    case noSnapKitMatch(LayoutConstraint, nearest: LayoutConstraint?)
  }

  /// A frame or autoresizing mask for a root view.
  public enum AutoresizingFailure: Equatable, Sendable {
    /// `add view ROOT frame …` without a parent.
    case rootGivenFrame(String)
    /// `set translates ROOT true`.
    case rootTranslates(String)
    /// `set autoresizing ROOT MASK`.
    case rootMask(String)
  }

  /// Commands where they cannot run, values a command does not take.
  public enum CommandFailure: Equatable, Sendable {
    /// A command `apply(_:at:)` does not run (it has its own arm in `execute`).
    case cannotRunHere(CommandKind)
    /// A fix's command that reads files, animates or resets.
    case notAFix(CommandKind)
    /// A fix's command that changes nothing.
    case notAChange
    /// `draw --width` outside ``Session/drawWidths`` or not whole.
    case drawWidth
  }

  /// Where an error in another file was met.
  public enum Note: Equatable, Sendable {
    /// `load FILE`.
    case loading(file: String)
    /// `import code FILE`, `import storyboard FILE`.
    case importing(file: String)
  }
}
