/// A script's run, step by step: each command, what lyt printed for it, and the state of the
/// session after it (docs/PAGES.md). Consecutive steps that leave the layout as it was share
/// one state, so a recording grows with the commands that change something, not with every
/// `show` or `expect`.
public struct SessionRecording: Equatable, Sendable {
  /// One command and what it left.
  public struct Step: Equatable, Sendable {
    /// The command's canonical spelling (several lines for a block).
    public var command: String
    /// What lyt printed for it, without indentation: the change report, an answer, or the
    /// diagnostic of a command that failed.
    public var output: [String]
    /// Whether the command failed (it then changed nothing).
    public var failed: Bool
    /// The index in ``SessionRecording/states`` of the session after the command.
    public var state: Int
  }

  /// The steps in the order the commands ran.
  public private(set) var steps: [Step] = []
  /// The distinct states the steps refer to, in order.
  public private(set) var states: [SessionSnapshot] = []

  /// An empty recording.
  public init() {}

  /// Records a command that ran (or failed) in `session`. A snapshot is taken only when
  /// `changesState` (or for the first step); otherwise the step shares the previous state.
  public mutating func record(
    command: String, output: [String], failed: Bool, changesState: Bool, session: Session
  ) {
    if states.isEmpty || (changesState && !failed) {
      let snapshot = SessionSnapshot(session)
      if snapshot != states.last { states.append(snapshot) }
    }
    steps.append(Step(command: command, output: output, failed: failed, state: states.count - 1))
  }
}

extension Command {
  /// Whether the command can change the layout, including undo and redo: a recording takes a
  /// snapshot after it.
  var changesState: Bool { isMutating || kind == .undo || kind == .redo }
}

extension Session {
  /// Runs `script` in a fresh session (reading files through `files`, going on after errors)
  /// and records every command.
  public static func record(_ script: String, file: String, files: any FileAccess) -> SessionRecording {
    let silent: (String, ScriptRunner.Channel) -> Void = { _, _ in }
    var runner = ScriptRunner(
      session: Session(files: files), options: ScriptRunner.Options(keepGoing: true), emit: silent)
    runner.recording = SessionRecording()
    runner.run(script, file: file)
    return runner.recording ?? SessionRecording()
  }
}
