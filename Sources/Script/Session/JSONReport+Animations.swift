extension JSONReport {
  /// The `animations` field (docs/CLI.md §5), present only when an `animate` command ran: each
  /// animation's command, timing, curve and keyframes, frames in root coordinates.
  ///
  /// ```json
  /// "animations": [
  ///   {"command": "animate c1 20 -> 60 duration 0.5 fps 4", "duration": 0.5, "fps": 4, "frames": 3,
  ///    "curve": "linear", "keyframes": [
  ///     {"time": 0.25, "frames": {"a": [40, 20, 205, 40]}}
  ///   ]}
  /// ]
  /// ```
  static func animationFields(_ animations: [AnimationRun]) -> [String] {
    guard !animations.isEmpty else { return [] }
    let entries = animations.map { run in
      let keyframes = run.keyframes.map { "        " + keyframe($0, numbered: false) }
      let head = "    {\"command\": \(string(run.command)), " + timing(run) + ", \"keyframes\": ["
      return keyframes.isEmpty ? head + "]}" : head + "\n" + keyframes.joined(separator: ",\n") + "\n      ]}"
    }
    return ["  \"animations\": [\n" + entries.joined(separator: ",\n") + "\n  ]"]
  }

  /// `"duration": 0.5, "fps": 4, "frames": 3, "curve": "linear"`.
  static func timing(_ run: AnimationRun) -> String {
    "\"duration\": \(Display.jsonNumber(run.duration)), \"fps\": \(Display.jsonNumber(run.framesPerSecond)), "
      + "\"frames\": \(run.frameCount), \"curve\": \(string(run.curve.jsonName))"
  }

  /// `{"time": 0.25, "frames": {"a": [40, 20, 205, 40]}}`, with `"index": N` (the frame's number)
  /// first when `numbered`.
  static func keyframe(_ keyframe: Keyframe, numbered: Bool) -> String {
    let frames = keyframe.frames.map { "\(string($0.item)): \(Display.jsonRect($0.frame))" }
    return "{" + (numbered ? "\"index\": \(keyframe.index), " : "") + "\"time\": \(Display.jsonNumber(keyframe.time)), "
      + "\"frames\": {" + frames.joined(separator: ", ") + "}}"
  }
}

extension TimingCurve {
  /// The name in JSON: `linear` or `easeInOut`.
  var jsonName: String { self == .linear ? "linear" : "easeInOut" }
}
