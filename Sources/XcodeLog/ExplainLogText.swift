/// The human-readable report of `lyt explain-log FILE`.
public enum ExplainLogText {
  /// Styles for parts of the report (ANSI colour when enabled).
  public struct Style: Sendable {
    /// Whether to use ANSI colour.
    public var colored: Bool

    /// Creates a style.
    public init(colored: Bool) { self.colored = colored }

    func bold(_ text: String) -> String { colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func red(_ text: String) -> String { colored ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { colored ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
  }

  /// The report for the explanations of `file`.
  public static func report(_ explanations: [LogExplanation], file: String, style: Style) -> String {
    var lines: [String] = []
    for (index, explanation) in explanations.enumerated() {
      if index > 0 { lines.append("") }
      lines += log(explanation, number: index + 1, of: explanations.count, file: file, style: style)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func log(
    _ explanation: LogExplanation, number: Int, of count: Int, file: String, style: Style
  ) -> [String] {
    let system = explanation.system
    var lines: [String] = []
    let title = count > 1 ? "log \(number) of \(count)" : "log"
    lines.append(
      style.bold(
        "\(file):\(system.line): \(title): \(plural(system.listed.count, "constraint")), "
          + "\(plural(system.objects.count, "object"))"))
    let inSet = Set(explanation.minimalSet)
    let width = system.constraints.map(\.id.count).max() ?? 2
    for constraint in system.constraints where !constraint.implicit || inSet.contains(constraint.id) {
      var marks = ""
      if inSet.contains(constraint.id) { marks += " *" }
      if constraint.id == system.brokenByUIKit { marks += " (broken by \(system.platform.rawValue))" }
      let padded = constraint.id.padding(to: width)
      var line = "  \(padded)  \(constraint.readable)"
      if constraint.implicit {
        line += style.dim("   implicit")
      } else if constraint.owner != .app {
        line += style.dim("   \(constraint.owner == .system ? system.platform.rawValue : "autoresizing mask")")
      }
      if let identifier = constraint.description?.identifier { line += style.dim("   '\(identifier)'") }
      if let source = constraint.description?.source { line += style.dim("   \(source)") }
      lines.append(marks.isEmpty ? line : line + style.red(marks))
    }
    for entry in system.unreadable {
      lines.append(
        "  \(file):\(entry.entry.line):\(entry.entry.column + entry.error.offset): cannot read: "
          + "\(entry.error.message) (\(entry.error.hint))")
    }
    if !explanation.minimalSet.isEmpty {
      lines.append("minimal conflicting set (*): " + explanation.minimalSet.joined(separator: " "))
    } else if !system.listed.isEmpty {
      lines.append("satisfiable: the listed constraints can all hold")
    }
    lines.append(LogFindingText.summary(explanation.summary))
    for fix in explanation.fixes {
      lines.append("fix: \(fix.command)  → \(fix.effect)")
      lines.append(style.dim("  in code: \(LogFixText.inCode(fix.change, in: system))"))
    }
    return lines
  }
}

extension String {
  /// The text padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
