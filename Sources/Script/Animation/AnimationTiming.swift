/// When an animation's frames are: `frames` of them evenly over `duration` seconds, the first at 0
/// and the last at `duration` (`round(duration × fps)` intervals, at least one).
struct AnimationTiming: Equatable, Sendable {
  /// The longest animation, in seconds.
  static let maximumDuration = 600.0
  /// The highest frame rate.
  static let maximumFramesPerSecond = 240.0
  /// The most frames one animation may have.
  static let maximumFrames = 10_000

  /// Seconds from the first frame to the last.
  let duration: Double
  /// Frames per second, as asked.
  let framesPerSecond: Double
  /// The number of frames, the first and the last included.
  let frames: Int

  /// Why a duration or rate cannot be used.
  enum Problem: Error, Equatable {
    /// Not more than 0, or more than ``maximumDuration``.
    case duration
    /// Not more than 0, or more than ``maximumFramesPerSecond``.
    case framesPerSecond
    /// More than ``maximumFrames`` frames.
    case tooManyFrames
  }

  /// The timing of an animation of `duration` seconds at `framesPerSecond`.
  ///
  /// - Throws: ``Problem`` when a value is out of range.
  init(duration: Double, framesPerSecond: Double) throws(Problem) {
    guard duration > 0, duration <= Self.maximumDuration else { throw .duration }
    guard framesPerSecond > 0, framesPerSecond <= Self.maximumFramesPerSecond else { throw .framesPerSecond }
    let intervals = max(1, (duration * framesPerSecond).rounded())
    guard intervals < Double(Self.maximumFrames) else { throw .tooManyFrames }
    self.duration = duration
    self.framesPerSecond = framesPerSecond
    frames = Int(intervals) + 1
  }

  /// The fraction of the animation (0...1) at frame `index`.
  func fraction(atFrame index: Int) -> Double { Double(index) / Double(max(frames - 1, 1)) }

  /// The time in seconds of frame `index`.
  func time(ofFrame index: Int) -> Double { duration * fraction(atFrame: index) }
}
