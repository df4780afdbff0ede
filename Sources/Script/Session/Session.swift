import CommandLanguage
import Layout

/// A lyt session: a layout engine plus everything the command language adds to it — constraint
/// ids, metrics, the commands that built the state (for `save`), undo and redo.
///
/// `Session` is a value type. Every mutating command is one undo step (``UndoHistory``). A
/// command that fails leaves the session exactly as it was.
public struct Session {
  /// Everything undo restores.
  struct State {
    /// The layout. It keeps no copy of itself to put back after an operation that fails: the
    /// session puts back the state a failed command started from
    /// (``Session/restoreAfterFailure(saved:since:)``).
    var engine = LayoutEngine(restoringFailedOperations: false)
    /// The number of the next unnamed constraint (`c1`, `c2`, …).
    var nextConstraintNumber = 1
    /// VFL metrics by name.
    var metrics: [String: Double] = [:]
    /// What a bare `-` next to `|` means in VFL lines (`set vflEdgeSpacing`).
    var vflEdgeSpacing = EdgeSpacing.margin
    /// The canonical spellings of the mutating commands that built this state.
    var history = CommandHistory()
    /// Whether the layout was rebuilt from a console log (`import log`): it holds only the
    /// constraints the log lists, so what they leave free is not a problem of the app's.
    var importedLog = false
    /// The classes pasted code created views with (`let title = UILabel()`), for Apple's
    /// descriptions.
    var codeClasses: [String: String] = [:]
    /// The root view pasted code calls `view`, once code has used it.
    var codeRoot: String?
    /// The constraints SnapKit, Masonry or PureLayout code made, by id: which library, and
    /// where (for their descriptions, and for `updateConstraints` and `remakeConstraints`).
    var libraryConstraints: [String: LibraryConstraint] = [:]
  }

  /// The current state. Every change to it drops the answers explanation commands kept for the
  /// previous state.
  var state = State() {
    didSet {
      explanations = ExplanationCache()
      stateWrites &+= 1
    }
  }
  /// How many times ``state`` was written to: a command that fails before its first write has
  /// nothing to restore.
  private var stateWrites = 0
  /// What-if answers for the current state, shared by the explanation commands.
  var explanations = ExplanationCache()
  /// The steps to undo and redo.
  var undoHistory = UndoHistory()
  /// How deep `load` commands are nested (a file that loads itself stops at ``maximumLoadDepth``).
  var loadDepth = 0
  /// How `save` and `load` reach files.
  public var files: any FileAccess
  /// How `import log` reads a console log; nil refuses `import log`.
  public var logImporter: (any LogImporter)?
  /// The width of `draw`'s picture without `--width`: the terminal's columns.
  public var terminalColumns = 80
  /// The height `draw` without `--width` fits a root into, in rows (the REPL's terminal); nil in
  /// scripts, whose pictures depend on the width only.
  public var terminalRows: Int?
  /// Whether a change to the layout answers with its change report (what moved, which
  /// constraints broke, were violated or restored and why, what became ambiguous): false for a
  /// run whose transcript nobody reads (`lyt run --format json`, whose document, built once at
  /// the end, explains the final layout). The changes themselves, the history, undo and
  /// `expect` are the same either way; a change then answers with its confirmations only.
  public var reportsChanges = true

  /// Every animation that ran, in order (undo does not take them back): for the JSON document.
  public internal(set) var animations: [AnimationRun] = []

  /// The number of `expect` commands that passed.
  public internal(set) var expectationsPassed = 0
  /// The number of `expect` commands that failed.
  public internal(set) var expectationsFailed = 0

  /// The deepest nesting of `load` commands.
  public static let maximumLoadDepth = 16

  /// An empty session; `files` is how `save` and `load` read and write, `logImporter` how
  /// `import log` reads a console log (without one, `import log` is refused).
  public init(files: any FileAccess = NoFileAccess(), logImporter: (any LogImporter)? = nil) {
    self.files = files
    self.logImporter = logImporter
    let log = HistoryLog()
    state = State(historyLog: log)
    undoHistory = UndoHistory(log: log)
  }

  /// A session that starts from an engine built in code (a benchmark, an embedding tool).
  /// Constraint ids the engine holds stay as they are; `save` writes only the commands run
  /// afterwards, since the engine's own history is not known.
  public init(engine: LayoutEngine, files: any FileAccess = NoFileAccess(), logImporter: (any LogImporter)? = nil) {
    self.init(files: files, logImporter: logImporter)
    var engine = engine
    _ = engine.takeChanges()
    state.engine = engine
  }

  /// Sends the session's history (what `undo` and `save` read back) beyond its newest
  /// `bytesInMemory` to `spill`, so that a long session's memory follows its layout rather than
  /// its length.
  public mutating func spillHistory(to spill: any HistorySpill, keepingInMemory bytesInMemory: Int = 1 << 20) {
    for log in [undoHistory.log, state.history.log] {
      log.spill = spill
      log.residentLimit = bytesInMemory
    }
  }

  /// The layout engine, for inspection. Read in place: a copy retains and releases every table
  /// of the engine.
  public var engine: LayoutEngine {
    _read { yield state.engine }
  }

  /// The VFL metrics defined so far.
  public var metrics: [String: Double] { state.metrics }

  /// The canonical spellings of the mutating commands that built the current state: what
  /// `save` writes.
  public var history: [String] { state.history.commands }

  /// Whether `undo` has something to undo.
  public var canUndo: Bool { undoHistory.doneCount > 0 }

  /// Whether `redo` has something to redo.
  public var canRedo: Bool { undoHistory.undoneCount > 0 }

  /// Runs one parsed command.
  ///
  /// - Returns: what to print, and for `expect` the outcome (also counted in
  ///   ``expectationsPassed`` and ``expectationsFailed``).
  /// - Throws: ``SessionError`` with a diagnostic pointing into the statement; the session is
  ///   then unchanged.
  ///
  /// Every command has its arm here, so a new command does not compile until it is given one;
  /// the changes to the layout share one (``apply(_:at:)``, whose switch is exhaustive too).
  public mutating func execute(_ statement: Statement) throws(SessionError) -> Response {
    let command = statement.command
    let range = statement.range
    switch command {
    // Changes to the layout: one undo step each, with a change report.
    case .addView, .addGuide, .addScroll, .addStack, .addConstraint, .visualFormat, .metric, .distribute, .code,
      .importCode, .importStoryboard, .set, .activate, .deactivate, .remove, .reset:
      return try mutate(
        command.description, report: command == .reset ? .reset : .changes, replayable: Self.isReplayable(command),
        reportsAmbiguity: Self.reportsAmbiguity(of: command.kind)
      ) { (session) throws(SessionError) in
        try session.apply(command, at: range)
      }
    // Changes that make their own undo steps.
    case .animateValue, .animateBlock: return try animate(statement)
    case .undo: return try undo(at: range)
    case .redo: return try redo(at: range)
    case .load(let file): return try load(file, at: range)
    case .importLog(let file): return try importLog(file, at: range)
    // Questions and files: the layout stays as it is.
    case .show(let items): return Response(answer: .frames(try frameListing(items)))
    case .constraints(let item): return Response(answer: .constraints(try constraintListing(item)))
    case .ambiguity: return Response(answer: .ambiguity(try ambiguity()))
    case .violations: return Response(answer: .violations(violations()))
    case .why(let reference): return Response(answer: .why(try why(reference)))
    case .draw(let options): return try draw(options)
    case .exercise(let item): return Response(answer: .exercise(try exercise(item)))
    case .explain: return Response(answer: .explain(try explain()))
    case .expect(let expectation): return try expect(expectation)
    case .save(let file): return Response(confirmations: [try save(to: file)])
    case .savePage(let file): return Response(confirmations: [try savePage(to: file)])
    case .export(let language, let file): return Response(confirmations: [try export(language, to: file)])
    case .help(let topic): return help(topic)
    case .quit: return Response(quits: true)
    }
  }

  /// Runs a mutating command as one undo step: on success the step is recorded, the redo stack
  /// is cleared, the command joins the history, and the response gets the change report (when
  /// the session ``reportsChanges``); on failure the session is restored. A `replayable` step runs again from `text` parsed back
  /// (``replay(_:)``), so `body` must do exactly what the command `text` spells does.
  mutating func mutate(
    _ text: String, report: ReportMode = .changes, replayable: Bool = true, reportsAmbiguity: Bool = false,
    _ body: (inout Session) throws(SessionError) -> [Confirmation]
  ) throws(SessionError) -> Response {
    let ambiguousBefore = reportsAmbiguity && reportsChanges ? try? ambiguousComponents() : nil
    // Known for the state before (asked by the report or the prompt): carried to the new state.
    let knownBefore = ambiguousBefore ?? explanations.knownAmbiguousComponents
    // The state before is kept only when something needs it: a report comparing the two states
    // or the undo history's checkpoint. Kept, it shares every table with the state the command
    // writes, so each table the command touches is copied whole — at 3,000 views that copying
    // was three quarters of a command. A failure without it is undone by running the commands
    // since the last checkpoint again (``restoreAfterFailure(saved:since:)``). Only the state is
    // kept aside (bodies change nothing else): copying the whole session would share the undo
    // history's buffer, so recording the step would copy every step. The ambiguity carried
    // over (after every command in the REPL, whose prompt counts it) needs only the outline of
    // the layout before: its records and items, which the command writes by the shard.
    undoHistory.fitSpacing(toSymbols: state.engine.solver.symbolCount)
    let needsBefore = report != .changes || undoHistory.keepsState(beforeStep: undoHistory.doneCount)
    let saved = needsBefore ? state : nil
    let outlineBefore = knownBefore != nil ? state.engine.outline : nil
    let writesBefore = stateWrites
    let writeMark = state.engine.constraintWriteMark
    let markBefore = state.engine.changeMark
    explanations.releaseProbeBase()
    do {
      let confirmations = try body(&self)
      var changeReport: CommandChanges?
      let written = state.engine.constraintsWritten(since: writeMark)
      let changes = state.engine.takeChanges()
      state.engine.nameReportedState(Self.mark(after: markBefore, command: text))
      // After taking the changes: that is a new state, with a cache of its own.
      if let knownBefore, let written, let outlineBefore {
        carryAmbiguity(from: outlineBefore, ambiguous: knownBefore, written: written)
      }
      switch report {
      case .changes where !reportsChanges:
        // The history is not the layout: the ambiguity carried to this state holds.
        let cache = explanations
        state.history.append(text)
        explanations = cache
      case .changes:
        let cache = explanations
        changeReport = ChangeReport(changes, session: self).changes
        if let ambiguousBefore, let outlineBefore {
          changeReport?.ambiguity = ambiguityChange(since: ambiguousBefore, in: outlineBefore)
        }
        state.history.append(text)
        // The history is not the layout: the losses and fixes the report computed hold for
        // this state.
        explanations = cache
      case .difference:
        if let saved, reportsChanges { changeReport = ChangeReport(from: saved.engine, to: self).changes }
      case .reset:
        break
      }
      // Run again from its text (``replay(_:)``): `text` is the command's canonical spelling.
      undoHistory.record(text, isReplayable: replayable && report == .changes, before: saved)
      var response = Response(body: changeBody(confirmations, changes: changeReport))
      response.changes = changeReport
      response.confirmations = confirmations
      return response
    } catch {
      restoreAfterFailure(saved: saved, since: writesBefore)
      throw error
    }
  }

  /// The lines a change answers with: its confirmations, then its change report (`no change`
  /// when neither has a line); only the confirmations when the session does not report changes.
  func changeBody(_ confirmations: [Confirmation], changes: CommandChanges?) -> [ResponseLine] {
    reportsChanges
      ? ConfirmationText.body(confirmations, changes: changes) : ConfirmationText.unreportedBody(confirmations)
  }

  /// Puts back the state a failed command started from: `saved` when it was kept; otherwise,
  /// when the command wrote to the state (since ``stateWrites`` was `writes`, or the engine
  /// says an operation failed after writing: a throw out of a mutation of ``state`` skips its
  /// observer), the state
  /// rebuilt from the undo history's last checkpoint by running the commands since again —
  /// the same layout, constraints, ids and history, with new (equal) variable objects.
  private mutating func restoreAfterFailure(saved: State?, since writes: Int) {
    if let saved {
      state = saved
    } else if stateWrites != writes || state.engine.hasUnrestoredWrites {
      // Only a history file that cannot be read back stops this; the state then stays as the
      // command left it, and the command's own error is what the user sees.
      _ = try? rebuildState(beforeStep: undoHistory.doneCount)
    }
  }

  /// The mark of the state `command` made from the state marked `mark`: the same when the
  /// command runs again from that state (``replay(_:)``), so rebuilt states keep their marks.
  static func mark(after mark: UInt64, command: String) -> UInt64 {
    var hasher = StableHash()
    hasher.combine(mark)
    hasher.combine(command)
    return hasher.value
  }

  /// Whether a change to the layout can run again from its text with the same outcome (undo
  /// rebuilds states that way): not an import, which reads a file that may have changed since.
  static func isReplayable(_ command: Command) -> Bool {
    switch command {
    case .importCode, .importStoryboard: false
    default: true
    }
  }

  /// What a mutating command reports and records.
  enum ReportMode {
    /// The engine's changes since the last report; the command joins the history.
    case changes
    /// The difference between the states before and after; the body sets the history.
    case difference
    /// Nothing (`reset`: the body clears the history).
    case reset
  }

  /// Whether two sessions hold equal states: the same layout as far as any command can tell
  /// (``LayoutEngine/hasEqualState(to:)``), ids, metrics, history and what pasted code left.
  /// A failed command and `undo` leave a state equal to the one before; identical only when it
  /// was kept (see ``UndoHistory``), not when it was rebuilt by running commands again.
  public func hasEqualState(to other: Session) -> Bool {
    state.engine.hasEqualState(to: other.state.engine) && hasSameBookkeeping(as: other)
  }

  /// The session's own part of the state: ids, metrics, history, pasted code's leftovers.
  private func hasSameBookkeeping(as other: Session) -> Bool {
    state.nextConstraintNumber == other.state.nextConstraintNumber && state.metrics == other.state.metrics
      && state.vflEdgeSpacing == other.state.vflEdgeSpacing
      && state.history.commands == other.state.history.commands
      && state.libraryConstraints == other.state.libraryConstraints && state.codeClasses == other.state.codeClasses
      && state.codeRoot == other.state.codeRoot && state.importedLog == other.state.importedLog
  }

  /// Whether two sessions hold identical states: the same engine state
  /// (``LayoutEngine/hasIdenticalState(to:)``), ids, metrics, history and what pasted code left
  /// (classes, the root it calls `view`, which library made each constraint). Undo and redo stacks
  /// and expectation counts are not compared.
  public func hasIdenticalState(to other: Session) -> Bool {
    state.engine.hasIdenticalState(to: other.state.engine) && hasSameBookkeeping(as: other)
  }
}

extension Session.State {
  /// An empty state whose history goes to `historyLog`, the session's.
  init(historyLog: HistoryLog) {
    self.init()
    history = CommandHistory(log: historyLog)
  }
}
