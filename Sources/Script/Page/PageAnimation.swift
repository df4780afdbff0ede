import Layout

/// An `animate` command's frames as a page's step holds them (docs/PAGES.md §3), for the page to
/// play and to scrub with a slider over the frames.
enum PageAnimation {
  /// `{"duration": D, "fps": F, "frames": N, "curve": …, "swept": {"target": …, "from": A,
  /// "to": B}, "keyframes": [{"index": I, "time": T, "frames": {"a": [x, y, w, h]}}, …]}`: the
  /// JSON document's animation (docs/CLI.md §5) with each keyframe's frame number, and for a
  /// sweep what it moves (no `swept` for a block).
  static func field(_ run: AnimationRun) -> String {
    let keyframes = run.keyframes.map { keyframe in
      let frames = keyframe.frames.map { "\(JSONText.string($0.item)): \(Display.jsonRect($0.frame))" }
      return "{\"index\": \(keyframe.index), \"time\": \(Display.jsonNumber(keyframe.time)), \"frames\": {"
        + frames.joined(separator: ", ") + "}}"
    }
    var text =
      "{\"duration\": \(Display.jsonNumber(run.duration)), \"fps\": \(Display.jsonNumber(run.framesPerSecond)), "
      + "\"frames\": \(run.frameCount), \"curve\": \(JSONText.string(run.curve.jsonName))"
    if let sweep = run.sweep {
      text +=
        ", \"swept\": {\"target\": \(JSONText.string(sweep.target)), \"from\": \(Display.jsonNumber(sweep.from)), "
        + "\"to\": \(Display.jsonNumber(sweep.to))}"
    }
    return text + ", \"keyframes\": [" + keyframes.joined(separator: ", ") + "]}"
  }
}
