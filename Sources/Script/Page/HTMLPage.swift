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
    let states = recording.states.map { snapshot in
      "{\n" + JSONReport.fields(of: snapshot, extent: .page).joined(separator: ",\n") + "\n}"
    }
    let head = "{\"format\": \(formatVersion), \"title\": \(JSONText.string(title)),\n"
    return head + "\"steps\": [\n" + steps.joined(separator: ",\n") + "\n],\n\"states\": [\n"
      + states.joined(separator: ",\n") + "\n]}"
  }

  /// Text with HTML's special characters escaped.
  static func escaped(_ text: String) -> String { SVGDocument.escaped(text) }
}
