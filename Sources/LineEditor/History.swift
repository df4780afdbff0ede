import CLibEdit
import CLineEditShim

/// A libedit history list: capped at ``HistoryFile/capacity`` entries, consecutive duplicates
/// dropped, loaded from and saved to a file in libedit's own format.
///
/// It works without a terminal, so the file handling can be tested on its own.
public final class History {
  /// The libedit history (`History *`).
  let handle: OpaquePointer

  /// An empty history that keeps at most `capacity` entries; nil if libedit fails.
  public init?(capacity: Int = HistoryFile.capacity) {
    guard let handle = history_init() else { return nil }
    self.handle = handle
    _ = lyt_history_setsize(handle, Int32(clamping: capacity))
    _ = lyt_history_setunique(handle, 1)
  }

  deinit { history_end(handle) }

  /// The number of entries.
  public var count: Int { max(0, Int(lyt_history_count(handle))) }

  /// Adds a line (blank lines are ignored).
  public func add(_ line: String) {
    guard line.contains(where: { !$0.isWhitespace }) else { return }
    _ = lyt_history_enter(handle, line)
  }

  /// Adds the entries of a history file; false when it could not be read or is not a place for
  /// a history (``HistoryFile/place(of:)``; a missing file is not an error worth reporting: the
  /// first run has none).
  @discardableResult
  public func load(from path: String) -> Bool {
    guard HistoryFile.place(of: path) == .usable else { return false }
    return lyt_history_load(handle, path) >= 0
  }

  /// Writes every entry to `path` (creating the file, and its directory, owner only), when it is
  /// a place for a history (``HistoryFile/place(of:)``); false when not or when writing failed.
  @discardableResult
  public func save(to path: String) -> Bool {
    switch HistoryFile.place(of: path) {
    case .refused: return false
    case .absent: guard HistoryFile.create(path) else { return false }
    case .usable: break
    }
    let saved = lyt_history_save(handle, path) >= 0
    HistoryFile.restrictPermissions(of: path)
    return saved
  }
}
