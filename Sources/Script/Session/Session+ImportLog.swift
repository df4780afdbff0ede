import CommandLanguage
import Layout

extension Session {
  /// `import log FILE`: reads the first "Unable to simultaneously satisfy constraints" log with
  /// constraints in the file (through ``logImporter``) and rebuilds it in this session as one
  /// undo step (views named readably, constraints `k1…` as `lyt explain-log` numbers them). A
  /// constraint the engine refuses is left out with a note; the rest is imported.
  mutating func importLog(_ file: Name, at range: SourceRange) throws(SessionError) -> Response {
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError(.file(.cannotRead(file: file.value, error)), at: file.range)
    }
    guard let logImporter else {
      throw SessionError(.importing(.noLogReader(file: file.value)), at: file.range)
    }
    let log: ImportedLog
    do {
      log = try logImporter.importLog(from: text)
    } catch {
      throw SessionError(.importing(.unreadableLog(file: file.value, error)), at: file.range)
    }
    let taken = Set(state.engine.items.map(\.name)).intersection(log.itemNames)
    let takenIDs = Set(state.engine.constraints.map(\.id.name)).intersection(log.listed.map(\.id))
    if let clash = taken.sorted().first ?? takenIDs.sorted().first {
      throw SessionError(.importing(.logNameTaken(file: file.value, name: clash)), at: file.range)
    }
    var replay = self
    let refused = replay.replay(log)
    let imported = replay.state
    let summary = LogImportSummary(log, file: file.value, refused: refused)
    return try mutate(Command.importLog(file).description, report: .difference, replayable: false) {
      (session) throws(SessionError) in
      session.state = imported
      return [.log(summary)]
    }
  }

  /// Runs the commands that rebuild a log (without undo steps) and records who owns each of its
  /// constraints (the framework's and autoresizing masks' are never advised to change); returns
  /// each command the session refused, with why.
  package mutating func replay(_ log: ImportedLog) -> [LogImportSummary.Refused] {
    undoHistory = UndoHistory()
    var refused: [LogImportSummary.Refused] = []
    for step in log.steps {
      do {
        _ = try execute(Statement(step.command, at: nowhere))
      } catch {
        refused.append(
          LogImportSummary.Refused(
            constraintID: step.constraintID, command: "\(step.command)", reason: error.entries.first?.reason))
      }
    }
    for constraint in log.listed
    where constraint.owner != .app && state.engine.constraint(ConstraintID(constraint.id)) != nil {
      try? state.engine.setOwner(constraint.owner, of: ConstraintID(constraint.id))
    }
    state.importedLog = true
    return refused
  }
}
