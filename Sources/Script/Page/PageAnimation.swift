import Layout

/// An `animate` command's frames as a page's step holds them (docs/PAGES.md §3), for the page to
/// play and to scrub with a slider over the frames.
enum PageAnimation {
  /// `{"duration": D, "fps": F, "frames": N, "curve": …, "swept": {"target": …, "from": A,
  /// "to": B}, "keyframes": [{"index": I, "time": T, "frames": {"a": [x, y, w, h]}}, …]}`: the
  /// JSON document's animation (docs/CLI.md §5) with each keyframe's frame number, and for a
  /// sweep what it moves (no `swept` for a block).
  static func field(_ run: AnimationRun) -> String {
    var text = "{" + JSONReport.timing(run)
    if let sweep = run.sweep {
      text +=
        ", \"swept\": {\"target\": \(JSONText.string(sweep.target)), \"from\": \(Display.jsonNumber(sweep.from)), "
        + "\"to\": \(Display.jsonNumber(sweep.to))}"
    }
    let keyframes = run.keyframes.map { JSONReport.keyframe($0, numbered: true) }
    return text + ", \"keyframes\": [" + keyframes.joined(separator: ", ") + "]}"
  }
}
