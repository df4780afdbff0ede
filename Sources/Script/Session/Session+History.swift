import CommandLanguage
import Layout

extension Session {
  /// `undo`: back to the state before the last mutating command.
  mutating func undo(at range: SourceRange) throws(SessionError) -> Response {
    let position = undoHistory.doneCount - 1
    guard position >= 0 else {
      throw SessionError(.history(.nothingToUndo), at: range)
    }
    // Everything read back from the history before anything changes: a history file that
    // cannot be read leaves the session as it was.
    var rebuilt = self
    var passed: [(position: Int, state: State)] = []
    if !undoHistory.keepsState(at: position) {
      do {
        passed = try rebuilt.rebuildState(beforeStep: position)
      } catch {
        throw Self.unreadableHistory(error, at: range)
      }
    }
    let step: UndoHistory.Step
    do throws(FileAccessError) {
      guard let popped = try undoHistory.popDone(after: state) else { throw FileAccessError(.history(.noStep)) }
      step = popped
    } catch {
      throw Self.unreadableHistory(error, at: range)
    }
    for kept in passed { undoHistory.keepOnTheWayBack(kept.state, before: kept.position) }
    let old = state.engine
    let ambiguousBefore = reportsChanges ? try? ambiguousComponents() : nil
    state = step.before ?? rebuilt.state
    state.engine.adoptScanTable(from: old)
    return reporting(.undid(command: step.command), from: old, ambiguousBefore: ambiguousBefore)
  }

  /// The response: `confirmation`, then the report of the change from `old` to this state (its losses
  /// kept for the state), with what became ambiguous or stopped being since `ambiguousBefore`;
  /// only the confirmation when the session does not report changes (``reportsChanges``).
  private mutating func reporting(
    _ confirmation: Confirmation, from old: LayoutEngine, ambiguousBefore: [ItemComponent]?
  ) -> Response {
    let changes = reportsChanges ? report(from: old, ambiguousBefore: ambiguousBefore) : nil
    var response = Response(body: changeBody([confirmation], changes: changes))
    response.confirmations = [confirmation]
    response.changes = changes
    return response
  }

  /// The report of the change from `old` to this state (its losses kept for the state), with
  /// what became ambiguous or stopped being since `ambiguousBefore`.
  private mutating func report(from old: LayoutEngine, ambiguousBefore: [ItemComponent]?) -> CommandChanges {
    // One step away from the state before (the step's own change): what it may have made
    // ambiguous is rescanned around it, as after the command itself.
    if let ambiguousBefore, let footprint = engine.footprint(between: old) {
      let written = footprint.constraints.sorted()
      carryAmbiguity(
        from: old.outlineWithOrder, ambiguous: ambiguousBefore, written: written,
        roomyBefore: Set(written.filter(old.holdsWithRoom)))
    }
    var changes = ChangeReport(from: old, to: self).changes
    if let ambiguousBefore { changes.ambiguity = ambiguityChange(since: ambiguousBefore, in: old.outline) }
    return changes
  }

  /// `redo`: the last undone command again.
  mutating func redo(at range: SourceRange) throws(SessionError) -> Response {
    let popped: UndoHistory.UndoneStep?
    do {
      popped = try undoHistory.popUndone(before: state)
    } catch {
      throw Self.unreadableHistory(error, at: range)
    }
    guard let undone = popped else {
      throw SessionError(.history(.nothingToRedo), at: range)
    }
    let old = state.engine
    let ambiguousBefore = reportsChanges ? try? ambiguousComponents() : nil
    if let after = undone.after {
      state = after
      state.engine.adoptScanTable(from: old)
    } else if undone.step.isReplayable {
      // It ran from this very state before, so it cannot fail now; should it anyway, the state
      // stays where the undo left it.
      let before = state
      do { try replay(undone.step) } catch { state = before }
    }
    return reporting(.redid(command: undone.step.command), from: old, ambiguousBefore: ambiguousBefore)
  }

  /// The error of an `undo` or `redo` whose steps could not be read back from the history's
  /// file.
  private static func unreadableHistory(_ error: FileAccessError, at range: SourceRange) -> SessionError {
    SessionError(.history(.unreadableUndoHistory(error)), at: range)
  }

  /// The text `save` writes: the canonical spellings of the mutating commands that built the
  /// current state, one per line, after a comment line.
  public var savedScript: String { Self.script(of: history) }

  private static func script(of commands: [String]) -> String {
    (["# lyt session: \(plural(commands.count, "command"))"] + commands).joined(separator: "\n") + "\n"
  }

  /// `save FILE`.
  mutating func save(to file: Name) throws(SessionError) -> Confirmation {
    let commands: [String]
    do {
      commands = try state.history.readCommands()
    } catch {
      throw SessionError(.history(.unreadableSavedHistory(error)), at: file.range)
    }
    do {
      try files.write(Self.script(of: commands), to: file.value)
    } catch {
      throw SessionError(.file(.cannotWrite(file: file.value, error)), at: file.range)
    }
    return .saved(commands: commands.count, file: file.value)
  }

  /// `load FILE`: runs the file's commands in this session as one undo step; if one fails,
  /// nothing is loaded.
  mutating func load(_ file: Name, at range: SourceRange) throws(SessionError) -> Response {
    guard loadDepth < Self.maximumLoadDepth else {
      throw SessionError(.history(.loadTooDeep(maximum: Self.maximumLoadDepth)), at: range)
    }
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError(.file(.cannotRead(file: file.value, error)), at: file.range)
    }
    let source = SourceText(text, file: file.value)
    let note = SessionError.Note.loading(file: file.value)
    let parsed = Parser.parse(text, file: file.value)
    if !parsed.errors.isEmpty {
      throw SessionError(
        entries: parsed.errors.map { SessionError.Entry(.parse($0.kind), at: $0.range, source: source) }
      )
      .loaded(from: source, note: note, at: range)
    }
    var replay = self
    replay.undoHistory = UndoHistory(log: undoHistory.log)
    replay.loadDepth += 1
    replay.expectationsPassed = 0
    replay.expectationsFailed = 0
    var count = 0
    for statement in parsed.statements {
      do {
        let response = try replay.execute(statement)
        count += 1
        if response.quits { break }
      } catch {
        throw error.loaded(from: source, note: note, at: range)
      }
    }
    let loaded = replay.state
    let confirmation = Confirmation.loaded(
      commands: count, file: file.value, passed: replay.expectationsPassed, failed: replay.expectationsFailed)
    let response = try mutate(Command.load(file).description, report: .difference, replayable: false) {
      (session) throws(SessionError) in
      session.state = loaded
      return [confirmation]
    }
    expectationsPassed += replay.expectationsPassed
    expectationsFailed += replay.expectationsFailed
    return response
  }
}
