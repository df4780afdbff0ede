import BoundedInput
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

  /// The most bytes of history read back (``capacity`` lines of up to 4 KB); a larger file is
  /// left alone.
  public static let maximumBytes = 4 << 20

  /// What sits at a history path, and whether lyt may use it.
  public enum Place: Equatable, Sendable {
    /// A regular file of this user's, small enough to read: loaded, and saved over.
    case usable
    /// Nothing yet: created (mode 0600) on the first save.
    case absent
    /// Anything else, with the reason: lyt neither reads, writes nor changes it.
    case refused(String)
  }

  /// Whether lyt may keep its history at `path`. Only a regular file this user owns is read,
  /// written or made 0600: never a directory, a device, a FIFO or another user's file (as root,
  /// `chmod` on `/dev/full` or a directory named like the history changed them). When running as
  /// root, a symbolic link is refused too: writing through it could replace any file.
  public static func place(of path: String) -> Place {
    guard let link = FileFacts.of(path, followingLinks: false) else { return .absent }
    if link.kind == .symbolicLink && FileFacts.currentUser == 0 {
      return .refused("it is a symbolic link, which lyt does not follow as root")
    }
    guard let facts = FileFacts.of(path, followingLinks: true) else {
      return .refused("it is a symbolic link to nothing")
    }
    guard facts.kind == .regular else { return .refused("it is a \(facts.kind.rawValue), not a file") }
    guard facts.owner == FileFacts.currentUser else { return .refused("it belongs to another user") }
    guard facts.size <= maximumBytes else {
      return .refused("it is \(facts.size >> 20) MB, more than a history of \(capacity) lines needs")
    }
    return .usable
  }

  /// Creates an empty history file at `path` readable and writable by its owner only, if nothing
  /// is there (never through a symbolic link); false when it could not.
  static func create(_ path: String) -> Bool {
    prepareDirectory(for: path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }

  /// Makes the file readable and writable by its owner only (0600) when it is a regular file
  /// this user owns; anything else is left as it is.
  public static func restrictPermissions(of path: String) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    guard let facts = FileFacts.of(descriptor: descriptor), facts.kind == .regular,
      facts.owner == FileFacts.currentUser
    else { return }
    _ = fchmod(descriptor, 0o600)
  }
}
