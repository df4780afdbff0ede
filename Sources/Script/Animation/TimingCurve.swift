/// How an animation's progress follows time.
enum TimingCurve: Equatable, Sendable {
  /// Constant speed: a sweep, as a window being resized.
  case linear
  /// Core Animation's ease-in-ease-out, the default curve of `UIView.animate`: the cubic Bézier
  /// with control points (0.42, 0) and (0.58, 1).
  case easeInOut

  /// The progress (0...1) at a fraction of the duration (0...1).
  func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    let time = fraction
    switch self {
    case .linear: return time
    case .easeInOut: return Self.bezier(time, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }
  }

  /// The name in transcripts.
  var name: String { self == .linear ? "linear" : "ease in-out" }

  /// The y of the cubic Bézier from (0, 0) to (1, 1) at the given x; x grows monotonically with
  /// the curve parameter, so bisection finds it.
  private static func bezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let inverse = 1 - s
      return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}
