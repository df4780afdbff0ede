import CommandLanguage
import Layout

extension Session {
  /// The default length of a sweep (`animate TARGET FROM -> TO`), in seconds.
  static let defaultSweepDuration = 1.0
  /// The default length of an animation block, Core Animation's default (0.25 s).
  static let defaultBlockDuration = 0.25
  /// The default frame rate.
  static let defaultFramesPerSecond = 30.0

  /// `animate …`: one undo step that leaves the session in the final state, with the frames on
  /// the way there in the response (and in ``animations``).
  mutating func animate(_ statement: Statement) throws(SessionError) -> Response {
    var run: AnimationRun?
    var bodyLineCount = 0
    // Not replayable: the body records the run in `animations`, and running it is the costly part.
    var response = try mutate(statement.command.description, replayable: false) { (session) throws(SessionError) in
      var confirmations: [Confirmation] = []
      switch statement.command {
      case .animateValue(let animation):
        run = try session.sweep(animation, command: statement.command.description, at: statement.range)
      case .animateBlock(let animation):
        let result = try session.animateBlock(animation, command: statement.command.description, at: statement.range)
        confirmations = result.confirmations
        run = result.run
      default:
        throw SessionError(.animation(.notAnAnimation(statement.command.kind)), at: statement.range)
      }
      bodyLineCount = ConfirmationText.lines(confirmations).count
      if let run {
        confirmations.append(.animation(run))
        session.animations.append(run)
      }
      return confirmations
    }
    if let run {
      response.animation = run
      response.animationLines = bodyLineCount..<(bodyLineCount + AnimationText.lines(run).count)
    }
    return response
  }

  /// `animate TARGET FROM -> TO`: the constant behind the target swept linearly through the
  /// solver's edit variables, then set to `TO` the ordinary way.
  private mutating func sweep(
    _ animation: ValueAnimation, command: String, at range: SourceRange
  ) throws(SessionError) -> AnimationRun {
    let timing = try Self.timing(
      duration: animation.duration ?? Self.defaultSweepDuration, fps: animation.framesPerSecond, at: range)
    guard animation.from.isFinite, animation.to.isFinite else {
      throw SessionError(.animation(.notFinite), at: range)
    }
    let target = try sweepTarget(animation, at: range)
    let before = state.engine
    try perform(at: range, target.commit)
    var sweep: ConstantSweep
    do {
      sweep = try ConstantSweep(ConstraintID(target.id), in: before)
    } catch {
      throw SessionError(error, at: range)
    }
    var previous = Self.userFrames(before)
    var keyframes: [Keyframe] = []
    let steps = timing.frames - 1
    for index in 0...steps {
      var changed: [String: Rect] = [:]
      if index == steps {
        for (name, frame) in Self.userFrames(state.engine) where previous[name] != frame { changed[name] = frame }
      } else {
        let fraction = timing.fraction(atFrame: index)
        let value = animation.from * (1 - fraction) + animation.to * fraction  // no overflow between huge values
        do {
          for change in try sweep.move(to: value) where previous[change.item.name] != nil {
            changed[change.item.name] = change.new
          }
        } catch {
          throw SessionError(error, at: range)
        }
      }
      for (name, frame) in changed { previous[name] = frame }
      if let keyframe = Self.keyframe(index, of: timing, changed, order: state.engine) { keyframes.append(keyframe) }
    }
    return AnimationRun(
      command: command, duration: timing.duration, framesPerSecond: timing.framesPerSecond, frameCount: timing.frames,
      keyframes: keyframes, curve: .linear, scene: Self.startScene(before: before, after: state.engine),
      sweep: SweptValue(target: animation.target.description, from: animation.from, to: animation.to))
  }

  /// `animate [duration S] { … }`: the commands applied, then every frame interpolated from the
  /// old layout to the new one on Core Animation's ease-in-ease-out curve. Views that the block
  /// adds appear at once at their final frame; views it removes disappear at once.
  private mutating func animateBlock(
    _ animation: BlockAnimation, command: String, at range: SourceRange
  ) throws(SessionError) -> (confirmations: [Confirmation], run: AnimationRun) {
    let timing = try Self.timing(
      duration: animation.duration ?? Self.defaultBlockDuration, fps: Self.defaultFramesPerSecond, at: range)
    let before = state.engine
    var confirmations: [Confirmation] = []
    for statement in animation.body {
      let kind = statement.command.kind
      guard statement.command.isMutating, ![.reset, .load, .importLog, .animateValue].contains(kind) else {
        throw SessionError(.animation(.notInBlock(kind)), at: statement.range)
      }
      confirmations += try apply(statement.command, at: statement.range)
    }
    let old = Self.userFrames(before)
    let new = Self.userFrames(state.engine)
    var previous = old
    var keyframes: [Keyframe] = []
    let steps = timing.frames - 1
    for index in 0...steps {
      let progress = TimingCurve.easeInOut.progress(at: timing.fraction(atFrame: index))
      var changed: [String: Rect] = [:]
      for (name, target) in new {
        var frame = target
        if index < steps, let start = old[name] { frame = Self.interpolate(start, target, progress) }
        if previous[name] != frame { changed[name] = frame }
      }
      for (name, frame) in changed { previous[name] = frame }
      if let keyframe = Self.keyframe(index, of: timing, changed, order: state.engine) { keyframes.append(keyframe) }
    }
    let run = AnimationRun(
      command: command, duration: timing.duration, framesPerSecond: timing.framesPerSecond, frameCount: timing.frames,
      keyframes: keyframes, curve: .easeInOut, scene: Self.startScene(before: before, after: state.engine))
    return (confirmations, run)
  }

  /// What a sweep changes, and how its final value is kept.
  private struct SweepTarget {
    /// The constraint whose constant moves.
    var id: String
    /// Sets the final value the ordinary way (`set constant`, `set size`, `set intrinsic`).
    var commit: (inout LayoutEngine) throws(LayoutError) -> OperationReport
  }

  /// The constraint behind `animate`'s target: a constraint id; a root's `width`/`height` (its
  /// size); another view's `width`/`height` when it has an intrinsic size on that axis.
  private func sweepTarget(_ animation: ValueAnimation, at range: SourceRange) throws(SessionError) -> SweepTarget {
    let to = animation.to
    switch animation.target {
    case .constant(let name):
      let id = try existingConstraint(name)
      return SweepTarget(id: id) { (engine) throws(LayoutError) in try engine.setConstant(to, of: ConstraintID(id)) }
    case .attribute(let reference):
      let name = try existingItem(reference.item)
      let attribute = reference.attribute.value
      guard attribute == .width || attribute == .height, let item = state.engine.item(named: ItemID(name)),
        item.kind.isView
      else {
        throw SessionError(.animation(.notAnimatable(target: reference.description)), at: reference.range)
      }
      let axis = attribute == .width ? "width" : "height"
      if item.parent == nil {
        let width = state.engine.constraint(ConstraintID("\(name).size.width"))?.constraint.constant
        let height = state.engine.constraint(ConstraintID("\(name).size.height"))?.constraint.constant
        guard let width, let height else {
          throw SessionError(.animation(.rootWithoutSize(name)), at: reference.range)
        }
        let size = attribute == .width ? Size(width: to, height: height) : Size(width: width, height: to)
        return SweepTarget(id: "\(name).size.\(axis)") { (engine) throws(LayoutError) in
          try engine.setRootSize(size, of: ItemID(name))
        }
      }
      let dimension: Axis = attribute == .width ? .horizontal : .vertical
      guard item.intrinsicSize[dimension] != nil else {
        throw SessionError(
          .animation(.noConstant(target: reference.description, view: name, axis: dimension)), at: reference.range)
      }
      guard animation.from >= 0, to >= 0 else {
        throw SessionError(.animation(.negativeIntrinsic(axis: dimension)), at: range)
      }
      var size = item.intrinsicSize
      if attribute == .width { size.width = to } else { size.height = to }
      return SweepTarget(id: "\(name).intrinsic.\(axis)") { [size] (engine) throws(LayoutError) in
        try engine.setIntrinsicSize(size, of: ItemID(name))
      }
    }
  }

  /// The timing of an animation, or an error at `range` naming the value out of range.
  private static func timing(duration: Double, fps: Double?, at range: SourceRange) throws(SessionError)
    -> AnimationTiming
  {
    let fps = fps ?? defaultFramesPerSecond
    do {
      return try AnimationTiming(duration: duration, framesPerSecond: fps)
    } catch {
      switch error {
      case .duration: throw SessionError(.animation(.durationOutOfRange), at: range)
      case .framesPerSecond: throw SessionError(.animation(.framesPerSecondOutOfRange), at: range)
      case .tooManyFrames:
        throw SessionError(.animation(.tooManyFrames(duration: duration, framesPerSecond: fps)), at: range)
      }
    }
  }

  /// The keyframe for frame `index` if anything changed, in item order.
  private static func keyframe(
    _ index: Int, of timing: AnimationTiming, _ changed: [String: Rect],
    order engine: LayoutEngine
  ) -> Keyframe? {
    guard !changed.isEmpty else { return nil }
    let frames = engine.items.compactMap { item in changed[item.name].map { ItemFrame(item: item.name, frame: $0) } }
    return Keyframe(index: index, time: timing.time(ofFrame: index), frames: frames)
  }

  /// The frames (root coordinates) of the views and user guides.
  static func userFrames(_ engine: LayoutEngine) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for item in engine.items where !item.kind.isSystemGuide {
      if let frame = try? engine.frame(of: ItemID(item.name)) { frames[item.name] = frame }
    }
    return frames
  }

  /// The final hierarchy and marks, with the frames of the items that existed before.
  private static func startScene(before: LayoutEngine, after: LayoutEngine) -> Scene {
    Scene(after, includesGuides: false).replacingFrames(userFrames(before))
  }

  /// The frame a fraction `progress` of the way from `start` to `end`.
  private static func interpolate(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    return Rect(
      x: mix(start.x, end.x), y: mix(start.y, end.y), width: mix(start.width, end.width),
      height: mix(start.height, end.height))
  }
}
