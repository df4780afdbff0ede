import Layout

/// A recorded session as one self-contained HTML page (docs/PAGES.md): the steps and their
/// states embedded as JSON, drawn and explored by a small script of the page's own. The page
/// loads nothing from the network.
public enum HTMLPage {
  /// The version of the embedded data's format; a change that breaks readers increments it.
  public static let formatVersion = 1

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

  /// The page's data as JSON: `{"format": 1, "title": …, "steps": […], "states": […]}`.
  static func data(_ recording: SessionRecording, title: String) -> String {
    let steps = recording.steps.map { step -> String in
      let output = step.output.map { JSONText.string($0) }.joined(separator: ", ")
      return "  {\"command\": \(JSONText.string(step.command)), \"output\": [\(output)], "
        + "\"failed\": \(step.failed), \"state\": \(step.state)}"
    }
    let states = pageStates(recording.states).map { "{\n" + $0.joined(separator: ",\n") + "\n}" }
    let head = "{\"format\": \(formatVersion), \"title\": \(JSONText.string(title)),\n"
    return head + "\"steps\": [\n" + steps.joined(separator: ",\n") + "\n],\n\"states\": [\n"
      + states.joined(separator: ",\n") + "\n]}"
  }

  /// The fields of each state: the first complete, each later one as its change from the state
  /// before, except that a state is complete again once the changes since the last complete one
  /// list as many entries as it has views and constraints. A page then grows with the changes
  /// (at most twice their size plus the first state), not with the layout's size times the
  /// number of commands, and a reader rebuilds any state from at most one state's worth of
  /// changes.
  ///
  /// - Complexity: O(s · (v + c)) time for s states of v views and c constraints; the text is
  ///   O(v + c + the entries that change).
  static func pageStates(_ states: [SessionSnapshot]) -> [[String]] {
    var sinceComplete = 0
    return states.indices.map { index in
      let snapshot = states[index]
      guard index > 0 else { return JSONReport.pageState(snapshot, change: nil) }
      let change = StateChange(from: states[index - 1], to: snapshot)
      sinceComplete += change.size
      guard sinceComplete <= snapshot.views.count + snapshot.constraints.count else {
        sinceComplete = 0
        return JSONReport.pageState(snapshot, change: nil)
      }
      return JSONReport.pageState(snapshot, change: change)
    }
  }

  /// Text with HTML's special characters escaped.
  static func escaped(_ text: String) -> String { SVGDocument.escaped(text) }
}
