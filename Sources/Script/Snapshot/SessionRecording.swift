import CommandLanguage
import Layout

/// A script's run, step by step: each command, what lyt printed for it, and the state of the
/// session after it (docs/PAGES.md). Consecutive steps that leave the layout as it was share
/// one state, so a recording grows with the commands that change something, not with every
/// `show` or `expect`.
///
/// A state holds the explanations and fixes its change report worked out (those of the
/// problems the command caused): explaining every problem again at every state cost a page of
/// 60 views 50 s. ``finish(with:)`` explains the last state as the JSON document does.
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
    /// The frames an `animate` command showed on the way to its state.
    public var animation: AnimationRun? = nil
  }

  /// The steps in the order the commands ran.
  public private(set) var steps: [Step] = []
  /// The distinct states the steps refer to, in order.
  public private(set) var states: [SessionSnapshot] = []
  /// The `why` derivations of the frames of the last state's first
  /// ``Session/derivedItemsPerPage`` views and user guides (``finish(with:)``).
  public private(set) var derivations: [FrameDerivation] = []
  /// The derivations of the frames of each state's first ``Session/derivedItemsPerPage`` views
  /// and user guides, one list per state, as long as a page can carry them: nil once the items
  /// derived at every state come to more than ``StepDerivations/itemLimit`` or the entries that
  /// change from state to state to more than ``PageDerivations/byteBudget`` (a page then has
  /// the last state's, ``derivations``).
  public private(set) var stateDerivations: [[FrameDerivation]]? = []
  /// What ``stateDerivations`` has cost so far.
  private var stepDerivations = StepDerivations()

  /// The ``LayoutEngine/changeMark`` of the state the last snapshot was taken of.
  private var lastMark: UInt64?
  /// Whether a snapshot updates the one before it where the command's footprint allows
  /// (``LayoutEngine/lastFootprint``), rather than measuring every view and constraint again.
  var updatesSnapshots = true

  /// An empty recording.
  public init() {}

  /// Records a command that ran (or failed) in `session`. A snapshot is taken only when
  /// `changesState` (or for the first step); otherwise the step shares the previous state.
  public mutating func record(
    command: String, output: [String], failed: Bool, changesState: Bool, session: Session,
    animation: AnimationRun? = nil
  ) {
    if states.isEmpty || (changesState && !failed) {
      let engine = session.engine
      var footprint: ChangeFootprint?
      if updatesSnapshots, let last = engine.lastFootprint, last.base == lastMark, last.result == engine.changeMark {
        footprint = last
      }
      let snapshot = SessionSnapshot(
        session, explaining: .alreadyKnown, updating: states.last, footprint: footprint, withRangeEnds: true)
      lastMark = engine.changeMark
      if snapshot != states.last {
        states.append(snapshot)
        deriveLastState(session)
      }
    }
    steps.append(
      Step(
        command: command, output: output, failed: failed, state: states.count - 1, animation: failed ? nil : animation))
  }

  /// Takes the last state again from `session` (the session the last step left), with the fixes
  /// of the first problems of each list checked, as the JSON document has them, and the
  /// derivations of the frames of its first ``Session/derivedItemsPerPage`` views and guides.
  public mutating func finish(with session: Session) {
    guard !states.isEmpty else { return }
    let last = SessionSnapshot(session, explaining: .everyProblem, withRangeEnds: true)
    states[states.count - 1] = last
    derivations = session.frameDerivations(of: last.views.prefix(Session.derivedItemsPerPage).map(\.name))
    if stateDerivations?.count == states.count { stateDerivations?[states.count - 1] = derivations }
  }

  /// Adds the derivations of the state just taken to ``stateDerivations``, or gives them up
  /// when they would cost a page more than it can carry.
  private mutating func deriveLastState(_ session: Session) {
    guard stateDerivations != nil, let last = states.last else { return }
    let items = last.views.prefix(Session.derivedItemsPerPage).map(\.name)
    guard stepDerivations.admit(items: items.count) else {
      stateDerivations = nil
      return
    }
    let derived = session.frameDerivations(of: items)
    guard stepDerivations.admit(PageDerivations.entries(derived)) else {
      stateDerivations = nil
      return
    }
    stateDerivations?.append(derived)
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
    var recording = runner.recording ?? SessionRecording()
    recording.finish(with: runner.session)
    return recording
  }
}
