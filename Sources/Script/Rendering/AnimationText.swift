/// What `animate` showed (``AnimationRun``), as transcript lines: a summary, then one line per
/// moved frame with its time.
///
/// ```
/// 4 frames over 0.1 s at 30 fps, ease in-out:
/// 0.033s  a  (56.953244, 0, 100, 50)
/// 0.067s  a  (73.046756, 0, 100, 50)
/// 0.1s    a  (80, 0, 100, 50)
/// ```
enum AnimationText {
  /// The summary and the moved frames.
  static func lines(_ run: AnimationRun) -> [String] {
    let summary =
      "\(plural(run.frameCount, "frame")) over \(Display.number(run.duration)) s at "
      + "\(Display.number(run.framesPerSecond)) fps, \(run.curve.name)"
      + (run.keyframes.isEmpty ? ": nothing moves" : ":")
    var rows: [[String]] = []
    for keyframe in run.keyframes {
      for (offset, change) in keyframe.frames.enumerated() {
        let time = offset == 0 ? Display.number((keyframe.time * 1000).rounded() / 1000) + "s" : ""
        rows.append([time, change.item, Display.rect(change.frame)])
      }
    }
    return [summary] + Display.columns(rows)
  }
}
