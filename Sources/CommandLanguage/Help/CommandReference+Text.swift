extension CommandReference {
  /// What `help` prints in `width` columns: every group's commands (syntax, then what it does),
  /// or for a topic (a group, a concept or a command) its entries with examples. Returns nil for
  /// an unknown topic.
  public static func helpText(topic: String? = nil, width: Int = 78) -> String? {
    let width = max(width, 40)
    guard let topic else {
      var lines = TextWrap.lines(
        "`help GROUP` shows a group with examples, `help COMMAND` one command (`help set priority`); "
          + "concepts: " + concepts.map(\.name).joined(separator: ", ") + ".", width: width)
      for group in groups {
        lines += ["", "\(group.name): \(group.title)"]
        for entry in group.entries { lines += describe(entry, width: width, example: false) }
      }
      return lines.joined(separator: "\n")
    }
    if let group = groups.first(where: { $0.name == topic }) {
      let lines =
        ["\(group.name): \(group.title)"] + group.entries.flatMap { describe($0, width: width, example: true) }
      return lines.joined(separator: "\n")
    }
    if let concept = concept(named: topic) {
      var lines: [String] = []
      for paragraph in concept.paragraphs {
        if !lines.isEmpty { lines.append("") }
        lines += TextWrap.lines(paragraph, width: width)
      }
      let related = concept.related.flatMap { entries(matching: $0) }
      if !related.isEmpty { lines += [""] + related.flatMap { describe($0, width: width, example: true) } }
      return lines.joined(separator: "\n")
    }
    let matching = entries(matching: topic)
    guard !matching.isEmpty else { return nil }
    return matching.map { describe($0, width: width, example: true, indent: 0).joined(separator: "\n") }
      .joined(separator: "\n\n")
  }

  /// One entry: its syntax (continued 4 columns further in when it is too long), what it does
  /// 2 columns further in, and its example when asked.
  private static func describe(_ entry: CommandHelp, width: Int, example: Bool, indent: Int = 2) -> [String] {
    var lines = TextWrap.lines(entry.syntax, width: width, indent: indent, hangingIndent: indent + 4)
    lines += TextWrap.lines(entry.summary, width: width, indent: indent + 2)
    if example {
      lines += TextWrap.lines("example: " + entry.example, width: width, indent: indent + 2, hangingIndent: indent + 4)
    }
    return lines
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
