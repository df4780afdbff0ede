/// One line per finding for tools: `xcode` is `PATH:LINE:COL: warning: MESSAGE` (what Xcode, most
/// editors and CI log parsers turn into annotations); `github` is a GitHub Actions workflow
/// command, `::warning file=PATH,line=L,col=C,title=TITLE::MESSAGE` (docs/STORYBOARDS.md §5).
public enum CheckAnnotations {
  /// The `xcode` lines of `reports`: warnings, notes, and an error for a file that cannot be read.
  public static func xcode(_ reports: [FileReport]) -> String {
    var lines: [String] = []
    for report in reports {
      if let error = report.error {
        lines.append(location(report.file, error.position) + "error: \(error.message)")
        continue
      }
      for finding in report.allFindings {
        lines.append(
          location(report.file, finding.position)
            + "\(finding.severity.rawValue): \(StoryboardFindingText.taggedHeadline(finding))")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The `github` workflow commands of `reports` (notes as `::notice`); details follow the message
  /// on lines of their own, as the annotation shows them.
  public static func github(_ reports: [FileReport]) -> String {
    var lines: [String] = []
    for report in reports {
      if let error = report.error {
        lines.append(command("error", file: report.file, position: error.position, title: "lyt check", error.message))
        continue
      }
      for finding in report.allFindings {
        let level = finding.severity == .warning ? "warning" : "notice"
        let body =
          ([StoryboardFindingText.message(finding.message)] + finding.details.map(StoryboardFindingText.detail)
          + CheckText.fixLines(finding.fixes))
          .joined(separator: "\n")
        let title = (finding.sizeClass.map { "(\($0.shortName)) " } ?? "") + StoryboardFindingText.title(finding.kind)
        lines.append(command(level, file: report.file, position: finding.position, title: title, body))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func location(_ file: String, _ position: SourcePosition?) -> String {
    position.map { "\(file):\($0.line):\($0.column): " } ?? "\(file): "
  }

  private static func command(
    _ level: String, file: String, position: SourcePosition?, title: String, _ message: String
  ) -> String {
    var properties = ["file=\(escapeProperty(file))"]
    if let position { properties += ["line=\(position.line)", "col=\(position.column)"] }
    properties.append("title=\(escapeProperty(title))")
    return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  /// A message as a workflow command's data: `%`, carriage returns and line feeds escaped.
  static func escapeData(_ text: String) -> String {
    text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
  }

  /// A property value: also `:` and `,` escaped.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
  }
}

extension String {
  /// The text with every `target` replaced by `replacement` (no Foundation).
  func replacingAll(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
