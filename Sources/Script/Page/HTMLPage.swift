import Layout

/// A recorded session as one self-contained HTML page (docs/PAGES.md): the steps and their
/// states embedded as JSON, drawn and explored by a small script of the page's own. The page
/// loads nothing from the network.
public enum HTMLPage {
  /// The version of the embedded data's format; a change that breaks readers increments it.
  public static let formatVersion = 3

  /// The page for `recording`, titled `title` (the script's name).
  ///
  /// - Complexity: linear in the size of the recording's steps and distinct states.
  public static func render(_ recording: SessionRecording, title: String) -> String {
    let heading = escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="lyt">
      <title>lyt: \(heading)</title>
      <style>
      \(PageStyle.text)</style>
      </head>
      <body>
      \(PageBody.text(heading: heading))
      <script type="application/json" id="lyt-data">
      \(embeddedData(recording, title: title))
      </script>
      <script>
      \(PageScript.text)</script>
      </body>
      </html>

      """
  }

  /// The page's data as JSON, safe inside a `<script>` element: every `<` is written `\u003c`
  /// (JSON's escape, read back as `<`), so no `</script>` or `<!--` can end the element early.
  public static func embeddedData(_ recording: SessionRecording, title: String) -> String {
    data(recording, title: title).split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c")
  }

  /// The page's data as JSON: `{"format": 3, "title": …, "steps": […], "states": […],
  /// "derivations": {…}}`.
  static func data(_ recording: SessionRecording, title: String) -> String {
    var previousState = -1
    var printedFrames = PrintedFrames()
    let steps = recording.steps.map { step -> String in
      defer { previousState = step.state }
      return Self.step(step, stateAfter: previousState, frames: &printedFrames)
    }
    let derivesAmbiguous = recording.states.allSatisfy { $0.ambiguous == PageProblems.ambiguousComponents(of: $0) }
    let states = pageStates(recording.states, firstSteps: firstSteps(recording), listsAmbiguous: !derivesAmbiguous).map
    {
      "{\n" + $0.joined(separator: ",\n") + "\n}"
    }
    let head =
      "{\"format\": \(formatVersion), \"title\": \(JSONText.string(title)),\n"
      + (derivesAmbiguous ? "\"ambiguous_derived\": true,\n" : "")
    let derivations = PageDerivations.field(recording.derivations, state: max(recording.states.count - 1, 0))
    var byState = ""
    if let each = recording.stateDerivations, each.count == recording.states.count, !each.isEmpty {
      byState = ",\n\"derivations_by_state\": " + PageDerivations.byState(each)
    }
    return head + "\"steps\": [\n" + steps.joined(separator: ",\n") + "\n],\n\"states\": [\n"
      + states.joined(separator: ",\n") + "\n],\n\"derivations\": " + derivations + byState + "}"
  }

  /// A step in the page's short form (docs/PAGES.md §3): `[COMMAND, OUTPUT]`, with a third element
  /// `{"failed": true, "state": N, "animation": …}` holding only what a reader cannot assume:
  /// that the command did not fail, that its state is the one after `previousState` (the state
  /// of the step before; -1 before the first), and that it has no animation. A long script has
  /// thousands of steps, most of them one line of output. A line that says a view moved from
  /// where the lines before last put it is written short (``PrintedFrames``).
  static func step(
    _ step: SessionRecording.Step, stateAfter previousState: Int, frames: inout PrintedFrames
  ) -> String {
    var extra: [String] = []
    if step.failed { extra.append("\"failed\":true") }
    if step.state != previousState + 1 { extra.append("\"state\":\(step.state)") }
    if let animation = step.animation { extra.append("\"animation\":" + PageAnimation.field(animation)) }
    let output = step.output.map { frames.written($0) }.joined(separator: ",")
    return "[\(JSONText.string(step.command)),[\(output)]" + (extra.isEmpty ? "" : ",{\(extra.joined(separator: ","))}")
      + "]"
  }

  /// How many times its own entries the changes since the last complete state may rewrite before
  /// a state is written complete again.
  static let rewritesPerCompleteState = 8

  /// The fields of each state: the first complete, each later one as its change from the state
  /// before, except that a state is complete again once the changes since the last complete one
  /// rewrite (change or remove) ``rewritesPerCompleteState`` times as many entries as it has
  /// views, constraints and problems. Without `listsAmbiguous`, no state has an `ambiguous`
  /// list (every state's is its `ambiguity`'s components). A page then grows with the changes (plus an eighth for
  /// complete states), not with the layout's size times the number of commands, and a reader
  /// rebuilds any state from the entries it holds plus at most eight states' worth of rewrites.
  /// (New entries do not count: a layout built a command at a time would otherwise be written
  /// whole again each time it doubled.) `firstSteps[i]` is the first step that shows state `i`.
  ///
  /// - Complexity: O(s · (v + c + p)) time for s states of v views, c constraints and p
  ///   problems; the text is O(v + c + p + the entries that change).
  static func pageStates(_ states: [SessionSnapshot], firstSteps: [Int], listsAmbiguous: Bool = true) -> [[String]] {
    var sinceComplete = 0
    var earlier = PageProblems.Earlier()
    var previous: (views: [PageView], constraints: [PageConstraint], problems: PageProblems)?
    return states.indices.map { index -> [String] in
      let snapshot = states[index]
      let views = PageView.list(snapshot, updating: index > 0 ? (states[index - 1], previous?.views ?? []) : nil)
      let constraints = PageConstraint.list(
        snapshot, updating: index > 0 ? (states[index - 1], previous?.constraints ?? []) : nil)
      let problems = PageProblems(
        snapshot, step: index < firstSteps.count ? firstSteps[index] : 0, earlier: &earlier,
        listsAmbiguous: listsAmbiguous)
      defer { previous = (views, constraints, problems) }
      guard index > 0, let before = previous else {
        return JSONReport.pageState(snapshot, views: views, constraints: constraints, problems: problems, change: nil)
      }
      let change = StateChange(
        from: states[index - 1], to: snapshot, views: before.views, views, constraints: before.constraints, constraints,
        problems: before.problems, problems)
      sinceComplete += change.rewrites
      guard
        sinceComplete <= Self.rewritesPerCompleteState
          * (snapshot.views.count + snapshot.constraints.count + problems.size)
      else {
        sinceComplete = 0
        return JSONReport.pageState(snapshot, views: views, constraints: constraints, problems: problems, change: nil)
      }
      return JSONReport.pageState(snapshot, views: views, constraints: constraints, problems: problems, change: change)
    }
  }

  /// The first step that shows each state of `recording`.
  static func firstSteps(_ recording: SessionRecording) -> [Int] {
    var first = Array(repeating: 0, count: recording.states.count)
    for (index, step) in recording.steps.enumerated().reversed() where step.state < first.count {
      first[step.state] = index
    }
    return first
  }

  /// Text with HTML's special characters escaped.
  static func escaped(_ text: String) -> String { SVGDocument.escaped(text) }
}
