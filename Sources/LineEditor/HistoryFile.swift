import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the REPL keeps its history, and how the file is protected.
public enum HistoryFile {
  /// The most entries kept; older ones are dropped.
  public static let capacity = 1000

  /// The history file for an environment: `$LYT_HISTORY` when set (for tests and users who
  /// want it elsewhere), else `$XDG_STATE_HOME/lyt/history` when `XDG_STATE_HOME` is an
  /// absolute path, else `~/.lyt_history`; nil when there is no home directory either.
  public static func path(environment: [String: String]) -> String? {
    if let explicit = environment["LYT_HISTORY"], !explicit.isEmpty { return explicit }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return (state.hasSuffix("/") ? state : state + "/") + "lyt/history"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return (home.hasSuffix("/") ? home : home + "/") + ".lyt_history"
  }

  /// Creates the directory that holds `path` (mode 0700) if it is missing; false on failure.
  @discardableResult
  public static func prepareDirectory(for path: String) -> Bool {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty else { return true }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      return true
    } catch {
      return false
    }
  }

  /// Makes the file readable and writable by its owner only (0600), if it exists.
  public static func restrictPermissions(of path: String) {
    _ = chmod(path, 0o600)
  }
}
