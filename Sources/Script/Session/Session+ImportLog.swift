import XcodeLog

extension Session {
  /// `import log FILE`: reads the first "Unable to simultaneously satisfy constraints" log with
  /// constraints in the file and rebuilds it in this session as one undo step (views named
  /// readably, constraints `k1…` as `lyt explain-log` numbers them). A constraint the engine
  /// refuses is left out with a note; the rest is imported.
  mutating func importLog(_ file: Name, at range: SourceRange) throws(SessionError) -> Response {
    let text: String
    do {
      text = try files.read(file.value)
    } catch {
      throw SessionError.at(file.range, "cannot read '\(file.value)': \(error.reason)")
    }
    let logs = LogScanner.scan(text)
    let systems = logs.map(LogSystem.init)
    guard let index = systems.firstIndex(where: { !$0.listed.isEmpty }) else {
      let reason =
        logs.contains { $0.redacted > 0 }
        ? "its constraint descriptions are redacted (<private>)" : "it holds no constraint descriptions lyt can read"
      throw SessionError.at(
        file.range, "cannot import '\(file.value)': \(reason)",
        hint: "copy the message from Xcode's debug console, from \"Unable to simultaneously…\" to the end")
    }
    let system = systems[index]
    let script = LogImportCommands(system)
    let taken = Set(state.engine.items.map(\.name)).intersection(script.itemNames)
    let takenIDs = Set(state.engine.constraints.map(\.id)).intersection(system.listed.map(\.id))
    if let clash = taken.sorted().first ?? takenIDs.sorted().first {
      throw SessionError.at(
        file.range, "cannot import '\(file.value)': the session already has `\(clash)`",
        hint: "`reset` first, or import into a fresh session")
    }
    var replay = self
    let notes = replay.replay(script, of: system)
    let imported = replay.state
    let explanation = LogExplanation(system)
    var header = "imported the log at line \(system.line) of \(file.value): \(plural(script.viewCount, "view"))"
    if script.guideCount > 0 { header += ", \(plural(script.guideCount, "guide"))" }
    header += ", \(plural(system.listed.count, "constraint")) (k1…k\(system.listed.count))"
    var lines = [header]
    if logs.count > 1 { lines.append("the file holds \(logs.count) logs; this is log \(index + 1)") }
    if let broken = system.brokenByUIKit { lines.append("\(system.platform.rawValue) broke \(broken)") }
    if !explanation.minimalSet.isEmpty {
      let members = explanation.minimalSet.map { id in system.constraint(id).map(Self.sessionName) ?? id }
      lines.append("minimal conflicting set: " + members.joined(separator: " "))
    } else {
      lines.append("the listed constraints can all hold (the log omits something; see `lyt explain-log`)")
    }
    lines += notes
    lines += explanation.hints.map { "hint: " + $0 }
    var response = try mutate(Command.importLog(file).description, report: .difference, replayable: false) {
      (session) throws(SessionError) in
      session.state = imported
      return lines
    }
    if response.body.isEmpty { response.body = ResponseLine.plain(lines) }
    return response
  }

  /// How the session names a constraint of the log: a listed one by its id (`k3`), an implicit
  /// size by the session's id for it (`label.height>=0`, where `lyt explain-log` numbers it
  /// `k16`: the session has no `k16`), another implicit one by what it states.
  static func sessionName(_ constraint: LogConstraint) -> String {
    guard constraint.implicit else { return constraint.id }
    for dimension in ["width", "height"] where constraint.readable.hasSuffix(".\(dimension) >= 0") {
      return String(constraint.readable.dropLast(" >= 0".count)) + ">=0"
    }
    return "`\(constraint.readable)`"
  }

  /// Runs the commands that rebuild a log (without undo steps) and records who owns each of its
  /// constraints (the framework's and autoresizing masks' are never advised to change); returns
  /// a note for each command the session refused.
  mutating func replay(_ commands: LogImportCommands, of system: LogSystem) -> [String] {
    undoHistory = UndoHistory()
    var notes: [String] = []
    for step in commands.steps {
      do {
        _ = try execute(Statement(step.command, at: nowhere))
      } catch {
        let reason = error.entries.first?.diagnostic.message ?? "refused"
        notes.append("\(step.constraintID ?? "`\(step.command)`") not imported: \(reason)")
      }
    }
    for constraint in system.listed where constraint.owner != .app && state.engine.constraint(constraint.id) != nil {
      try? state.engine.setOwner(constraint.owner, of: constraint.id)
    }
    state.importedLog = true
    return notes
  }
}
