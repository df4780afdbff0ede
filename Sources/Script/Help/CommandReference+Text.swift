extension CommandReference {
  /// What `help` prints: every command's syntax, or for a topic its entries with summary and example.
  /// Returns nil for an unknown topic.
  public static func helpText(topic: String? = nil) -> String? {
    guard let topic else {
      let width = entries.map(\.syntax.count).max() ?? 0
      let lines = entries.map { entry in
        let padding = String(repeating: " ", count: max(1, width - entry.syntax.count + 2))
        return "  " + entry.syntax + padding + entry.summary
      }
      return (["commands (help COMMAND for details and an example):"] + lines).joined(separator: "\n")
    }
    let matching = entries(matching: topic)
    guard !matching.isEmpty else { return nil }
    return matching.map { "\($0.syntax)\n  \($0.summary)\n  example: \($0.example)" }.joined(separator: "\n\n")
  }

  /// The reference as a Markdown table (command, meaning, example), for docs/.
  public static func markdown() -> String {
    var lines = ["| command | meaning | example |", "|---|---|---|"]
    for entry in entries {
      lines.append("| `\(escape(entry.syntax))` | \(escape(entry.summary)) | `\(escape(entry.example))` |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "|" { result += "\\" }
      result.append(character)
    }
    return result
  }
}
