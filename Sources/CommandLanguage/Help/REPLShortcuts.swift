/// The words people bring from other shells (sqlite3, psql, vim, lldb, python) to leave or to ask
/// for help, which lyt's REPL understands on a line of their own.
public enum REPLShortcuts {
  /// The lyt command a line stands for (`\q` → `quit`), or nil when it is not a shortcut.
  public static func command(for line: String) -> String? {
    let word = line.trimmingCharacters(in: " \t")
    if quitWords.contains(word) { return "quit" }
    if helpWords.contains(word) { return "help" }
    return nil
  }

  /// Lines that leave (`exit` and `quit` are commands in scripts too).
  static let quitWords: Set<String> = ["q", "\\q", ":q", ":quit", ":wq", "exit()", "quit()"]
  /// Lines that show the command list.
  static let helpWords: Set<String> = ["?", "\\?", "\\h", ".help", ":help", ":h", "help()"]
}

extension String {
  /// The string without leading and trailing characters from `characters`.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    let kept = drop { characters.contains($0) }
    return String(kept.reversed().drop { characters.contains($0) }.reversed())
  }
}
