import Layout

/// A frame of an item at one moment of an animation (root coordinates).
public struct ItemFrame: Hashable, Sendable {
  /// The view or guide.
  public var item: String
  /// Its frame.
  public var frame: Rect

  /// An item's frame.
  public init(item: String, frame: Rect) {
    self.item = item
    self.frame = frame
  }
}

/// One frame of an animation in which something moved.
public struct Keyframe: Equatable, Sendable {
  /// The frame's number, 0 at the start.
  public var index: Int
  /// Seconds since the start.
  public var time: Double
  /// The views and user guides whose frame changed since the previous frame (at frame 0: since
  /// the state before the animation), in item order.
  public var frames: [ItemFrame]
}

/// What a sweep moves: frame `i` of `n` solves the layout with the target at
/// `from × (1 - i / (n - 1)) + to × i / (n - 1)`, the last frame at `to`.
public struct SweptValue: Equatable, Sendable {
  /// The target as the command wrote it (`root.width`, `c3`).
  public var target: String
  /// The value at the first frame.
  public var from: Double
  /// The value at the last frame.
  public var to: Double
}

/// What an `animate` command showed: the frames over time. The session holds the final state;
/// this is the way there, for transcripts, JSON and live drawing.
public struct AnimationRun: Equatable, Sendable {
  /// The command's canonical spelling.
  public var command: String
  /// Seconds from the first frame to the last.
  public var duration: Double
  /// Frames per second.
  public var framesPerSecond: Double
  /// The number of frames, the first (time 0) and the last (the final state) included.
  public var frameCount: Int
  /// The frames in which something moved.
  public var keyframes: [Keyframe]
  /// How progress follows time.
  var curve: TimingCurve
  /// The final hierarchy, with the frames before the animation.
  var scene: Scene
  /// What a sweep (`animate TARGET FROM -> TO`) moves, and between which values; nil for a block.
  public var sweep: SweptValue? = nil

  /// The seconds between two frames.
  public var frameInterval: Double { frameCount > 1 ? duration / Double(frameCount - 1) : 0 }

  /// Every frame drawn as `draw` draws it, one entry per frame. Each root keeps one scale
  /// through the animation: the one that fits its largest frame into `columns` and `rows`.
  public func pictures(columns: Int, rows: Int, colored: Bool) -> [[String]] {
    var scenes: [Scene] = []
    var current: [String: Rect] = [:]
    var pending = keyframes[...]
    var largest: [String: Rect] = [:]
    for index in 0..<frameCount {
      while let keyframe = pending.first, keyframe.index <= index {
        for change in keyframe.frames { current[change.item] = change.frame }
        pending.removeFirst()
      }
      let frame = scene.replacingFrames(current)
      for root in frame.roots {
        var size = largest[root.name] ?? root.frame
        size.width = max(size.width, root.frame.width)
        size.height = max(size.height, root.frame.height)
        largest[root.name] = size
      }
      scenes.append(frame)
    }
    let scales = largest.mapValues { TerminalPicture.scale(fitting: $0, columns: columns, rows: rows) }
    return scenes.map { scene in
      TerminalPicture(scene: scene, columns: columns, maximumRows: rows, fixedScales: scales).lines(colored: colored)
    }
  }
}
