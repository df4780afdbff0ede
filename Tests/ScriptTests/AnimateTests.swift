import Layout
import Testing

@testable import CommandLanguage
@testable import Script

// `animate`: sweeps through edit variables, animation blocks, keyframes, the final state, undo.

/// Two views side by side with equal widths in a 320x480 root: `a.width = (root.width - 50) / 2`.
private let pair = """
  add view root size 320x480
  add view a in root
  add view b in root
  a.leading == root.leading + 20
  a.top == root.top + 20
  a.height == 40
  b.leading == a.trailing + 10
  b.trailing == root.trailing - 20
  b.top == a.top
  b.height == 40
  b.width == a.width as equal

  """

/// Runs one more command on `session`; returns its response.
private func run(_ text: String, on session: inout Session) throws -> Response {
  let statement = try #require(Parser.parse(text, file: "t.lyt").statements.first)
  return try session.execute(statement)
}

@Test func rootWidthSweepKeyframes() throws {
  var session = session(pair)
  let run = try #require(try run("animate root.width 320 -> 480 duration 1 fps 4", on: &session).animation)
  #expect(run.frameCount == 5)
  #expect(run.keyframes.map(\.time) == [0.25, 0.5, 0.75, 1])
  #expect(run.keyframes.map(\.index) == [1, 2, 3, 4])
  #expect(run.keyframes.map { $0.frames.map(\.item) } == Array(repeating: ["root", "a", "b"], count: 4))
  #expect(run.keyframes.map { $0.frames[1].frame.width } == [155, 175, 195, 215])
  #expect(run.keyframes[1].frames[2].frame == Rect(x: 205, y: 20, width: 175, height: 40))
}

@Test func sweepTranscriptListsTheFramesThenTheChanges() {
  #expect(
    response(pair + "animate c1 20 -> 60 duration 0.5 fps 4") == [
      "3 frames over 0.5 s at 4 fps, linear:",
      "0.25s  a  (40, 20, 125, 40)",
      "       b  (175, 20, 125, 40)",
      "0.5s   a  (60, 20, 115, 40)",
      "       b  (185, 20, 115, 40)",
      "a: (20, 20, 135, 40) → (60, 20, 115, 40)",
      "b: (165, 20, 135, 40) → (185, 20, 115, 40)",
    ])
}

@Test func sweepStartsAtFromEvenWhenTheConstantDiffers() throws {
  var session = session(pair)
  let run = try #require(try run("animate c1 0 -> 20 duration 1 fps 1", on: &session).animation)
  #expect(run.keyframes.map(\.index) == [0, 1])
  #expect(run.keyframes[0].frames.first == ItemFrame(item: "a", frame: Rect(x: 0, y: 20, width: 145, height: 40)))
  #expect(run.keyframes[1].frames.first == ItemFrame(item: "a", frame: Rect(x: 20, y: 20, width: 135, height: 40)))
}

@Test func sweepEndsInTheStateOfSetConstant() {
  let animated = session(pair + "animate c1 20 -> 60 duration 0.2 fps 10")
  let set = session(pair + "set constant c1 60")
  #expect(
    observableState(of: animated).replacingOccurrences(of: "animate c1 20 -> 60 duration 0.2 fps 10", with: "")
      == observableState(of: set).replacingOccurrences(of: "set constant c1 60", with: ""))
  #expect(animated.history.last == "animate c1 20 -> 60 duration 0.2 fps 10")
}

@Test func rootSweepEndsInTheStateOfSetSize() {
  let animated = session(pair + "animate root.height 480 -> 200 fps 2")
  let set = session(pair + "set size root 320x200")
  #expect(animated.engine.constraint("root.size.height")?.constraint.constant == 200)
  #expect(animated.engine.constraint("root.size.width")?.constraint.constant == 320)
  #expect(
    observableState(of: animated).replacingOccurrences(of: "animate root.height 480 -> 200 fps 2", with: "")
      == observableState(of: set).replacingOccurrences(of: "set size root 320x200", with: ""))
}

@Test func intrinsicSweepEndsInTheStateOfSetIntrinsic() throws {
  let base = """
    add view root size 320x100
    add view label in root intrinsic 100x21
    label.leading == root.leading + 16
    label.top == root.top + 16
    label.width <= 150 @800

    """
  var session = session(base)
  let run = try #require(try run("animate label.width 100 -> 200 duration 1 fps 2", on: &session).animation)
  // 150 at half time already; at 200 the width stays at 150 (`<= 150 @800` beats resistance 750).
  #expect(run.keyframes.map(\.index) == [1])
  #expect(run.keyframes.map { $0.frames.map(\.frame.width) } == [[150]])
  #expect(session.engine.item(named: "label")?.intrinsicSize == IntrinsicSize(width: 200, height: 21))
  #expect(try session.engine.frame(of: "label") == Rect(x: 16, y: 16, width: 150, height: 21))
  #expect(session.engine.constraint("label.intrinsic.width")?.holds == false)
}

@Test func blockKeyframesFollowEaseInOut() throws {
  var session = session(pair)
  let response = try run("animate duration 0.1 {\n  set constant c1 40\n}", on: &session)
  let run = try #require(response.animation)
  #expect(run.frameCount == 4)
  #expect(run.keyframes.map(\.index) == [1, 2, 3])
  // Core Animation's ease-in-ease-out at a third and two thirds of the time: 0.231775, 0.768225.
  let xs = run.keyframes.map { ($0.frames[0].frame.x * 1e6).rounded() / 1e6 }
  #expect(xs == [24.635496, 35.364504, 40])
  #expect(
    run.keyframes[2].frames == [
      ItemFrame(item: "a", frame: Rect(x: 40, y: 20, width: 125, height: 40)),
      ItemFrame(item: "b", frame: Rect(x: 175, y: 20, width: 125, height: 40)),
    ])
  #expect(try session.engine.frame(of: "a") == Rect(x: 40, y: 20, width: 125, height: 40))
}

@Test func easeInOutCurve() {
  let curve = TimingCurve.easeInOut
  #expect(curve.progress(at: 0) == 0)
  #expect(curve.progress(at: 1) == 1)
  #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-12)
  #expect(abs(curve.progress(at: 0.25) - 0.129162) < 1e-6)
  #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
  #expect(curve.progress(at: -1) == 0 && curve.progress(at: 2) == 1)
}

@Test func blockAddingAViewShowsItAtOnce() throws {
  var session = session(pair)
  let text = "animate duration 0.1 {\n  add view c in root\n  c.width == 10\n  c.height == 10\n}"
  let response = try run(text, on: &session)
  let run = try #require(response.animation)
  #expect(run.keyframes.map(\.index) == [0])
  #expect(run.keyframes[0].frames == [ItemFrame(item: "c", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
  #expect(response.lines.prefix(2) == ["added c8", "added c9"])
}

@Test func animationIsOneUndoStep() throws {
  var session = session(pair)
  let before = session
  _ = try run("animate duration 0.1 {\n  set constant c1 40\n  set constant c2 60\n}", on: &session)
  let after = session
  #expect(session.undoHistory.doneCount == before.undoHistory.doneCount + 1)
  _ = try run("undo", on: &session)
  #expect(session.hasEqualState(to: before))
  _ = try run("redo", on: &session)
  #expect(session.hasIdenticalState(to: after))
  _ = try run("animate root.width 320 -> 400 fps 5", on: &session)
  _ = try run("undo", on: &session)
  #expect(session.hasIdenticalState(to: after))
}

@Test func savedAnimationsReplayToTheSameState() {
  let original = session(pair + "animate c1 20 -> 30 fps 3\nanimate duration 0.2 {\n  set constant c2 5\n}")
  let replayed = session(original.savedScript)
  #expect(observableState(of: replayed) == observableState(of: original))
}

@Test func jsonDocumentListsAnimationsOnlyWhenThereAreAny() {
  #expect(!JSONReport.document(for: session(pair)).contains("animations"))
  let document = JSONReport.document(for: session(pair + "animate c1 20 -> 60 duration 0.5 fps 4"))
  #expect(
    document.hasSuffix(
      """
        "animations": [
          {"command": "animate c1 20 -> 60 duration 0.5 fps 4", "duration": 0.5, "fps": 4, "frames": 3, \
      "curve": "linear", "keyframes": [
              {"time": 0.25, "frames": {"a": [40, 20, 125, 40], "b": [175, 20, 125, 40]}},
              {"time": 0.5, "frames": {"a": [60, 20, 115, 40], "b": [185, 20, 115, 40]}}
            ]}
        ]
      }

      """))
}

@Test func aPlayerReplacesTheFrameLines() {
  let lines = LineCollector()
  var played: [Int] = []
  var runner = ScriptRunner(session: Session()) { line, _ in lines.append(line) }
  runner.animationPlayer = { run in
    played.append(run.frameCount)
    return true
  }
  runner.run(pair + "animate c1 20 -> 60 duration 0.5 fps 4", file: "t.lyt")
  #expect(played == [3])
  #expect(
    Array(lines.lines.suffix(3)) == [
      "> animate c1 20 -> 60 duration 0.5 fps 4", "  a: (20, 20, 135, 40) → (60, 20, 115, 40)",
      "  b: (165, 20, 135, 40) → (185, 20, 115, 40)",
    ])
}

@Test func picturesDrawEveryFrame() throws {
  var session = session(pair)
  let run = try #require(try run("animate root.width 320 -> 160 duration 1 fps 1", on: &session).animation)
  let pictures = run.pictures(columns: 17, rows: 100, colored: false)
  #expect(pictures.count == 2)
  #expect(pictures[0].prefix(3) == ["root 320x480, 1 column = 20 pt", "┌root───────────┐", "│┌a─────┬b─────┐│"])
  // One scale for the whole animation: the narrower window is drawn narrower.
  #expect(pictures[1].first == "root 160x480, 1 column = 20 pt")
  #expect(pictures[1][1] == "┌root───┐")
  #expect(pictures[1][2] == "│┌a─┬b─┐│")
}

@Test func animateRefusesWhatItCannotSweep() {
  #expect(runError(pair + "animate a.left 0 -> 10") == "`a.left` cannot be animated")
  #expect(
    runError(pair + "animate a.width 0 -> 10")
      == "`a.width` has no constant to animate: `a` is not a root and has no intrinsic width")
  #expect(runError("add view root\nanimate root.width 0 -> 10") == "`root` has no size to animate")
  #expect(runError(pair + "animate nope 0 -> 10") == "unknown constraint 'nope'")
  #expect(runError(pair + "animate root.size.width 0 -> 10") == "unknown guide 'root.size'")
  #expect(
    runError(pair + "animate c1 0 -> 10 duration 0")
      == "an animation's duration must be more than 0 and at most 600 seconds")
  #expect(runError(pair + "animate c1 0 -> 10 fps 500") == "fps must be more than 0 and at most 240")
  #expect(
    runError(pair + "animate c1 0 -> 10 duration 600 fps 240")
      == "an animation of 600 s at 240 fps has too many frames")
  #expect(
    runError(pair + "animate {\n  undo\n}") == "`undo` cannot run inside an animation block")
  #expect(
    runError(pair + "animate {\n  animate c1 0 -> 1\n}") == "`animate` cannot run inside an animation block")
  #expect(
    runError(pair + "add view l in root intrinsic 10x10\nanimate l.width 10 -> -5")
      == "an intrinsic width cannot be negative")
}

@Test func aFailedAnimationChangesNothing() throws {
  var session = session(pair)
  let before = session
  #expect(throws: SessionError.self) {
    try run("animate {\n  set constant c1 40\n  set constant nope 1\n}", on: &session)
  }
  #expect(session.hasEqualState(to: before))
  #expect(session.animations.isEmpty)
}

@Test func timingSpreadsFramesEvenly() throws {
  let timing = try AnimationTiming(duration: 0.25, framesPerSecond: 30)
  #expect(timing.frames == 9)
  #expect(timing.time(ofFrame: 4) == 0.125)
  #expect(timing.fraction(atFrame: 8) == 1)
  #expect(try AnimationTiming(duration: 0.01, framesPerSecond: 1).frames == 2)
  #expect(throws: AnimationTiming.Problem.duration) { try AnimationTiming(duration: -1, framesPerSecond: 30) }
  #expect(throws: AnimationTiming.Problem.framesPerSecond) { try AnimationTiming(duration: 1, framesPerSecond: 0) }
  #expect(throws: AnimationTiming.Problem.tooManyFrames) { try AnimationTiming(duration: 100, framesPerSecond: 100) }
}

@Test func sweepsBetweenHugeValuesStayFinite() throws {
  var session = session(pair)
  // Halfway the constant is 0, not (-1e308 - 1e308) / 2, which overflows.
  let run = try #require(try run("animate c1 1e308 -> -1e308 fps 2", on: &session).animation)
  #expect(run.frameCount == 3)
  #expect(session.engine.constraint("c1")?.constraint.constant == -1e308)
}
