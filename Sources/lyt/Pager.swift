import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows a response taller than the terminal through a pager, as psql and git do: `$PAGER` when
/// set (an empty `PAGER` turns paging off), else `less -FRX` when it is installed. Only the REPL
/// pages; a script's output is never paged.
enum Pager {
  /// The shell command that pages, or nil when there is none.
  static func command(environment: [String: String], lessExists: Bool) -> String? {
    if let pager = environment["PAGER"] {
      return pager.trimmingCharacters(in: .whitespaces).isEmpty ? nil : pager
    }
    return lessExists ? "less -FRX" : nil
  }

  /// Whether `lines` need a pager in a terminal of `rows` rows (one is left for the prompt).
  static func needsPaging(_ lines: [String], rows: Int) -> Bool { lines.count > max(rows - 1, 1) }

  /// Writes `lines` to standard output, through the pager when they do not fit the terminal.
  static func show(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    let environment = ProcessInfo.processInfo.environment
    if needsPaging(lines, rows: Terminal.size.rows),
      let command = command(environment: environment, lessExists: executableInPath("less", environment: environment)),
      page(lines, with: command)
    {
      return
    }
    for line in lines { Output.line(line) }
  }

  /// Pipes the lines to `command`; false when it cannot be started.
  private static func page(_ lines: [String], with command: String) -> Bool {
    // A pager that quits before reading everything must not end lyt with SIGPIPE.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    guard let pipe = popen(command, "w") else { return false }
    for line in lines {
      if fputs(line + "\n", pipe) < 0 { break }
    }
    return pclose(pipe) != -1
  }

  /// Whether an executable `name` is on `PATH`.
  private static func executableInPath(_ name: String, environment: [String: String]) -> Bool {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
  }
}
