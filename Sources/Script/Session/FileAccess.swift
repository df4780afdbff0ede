/// How `save` and `load` read and write files. The `lyt` executable passes the file system;
/// tests pass ``InMemoryFiles``.
public protocol FileAccess {
  /// The text of the file at `path`.
  ///
  /// - Throws: ``FileAccessError`` with the reason.
  func read(_ path: String) throws(FileAccessError) -> String
  /// Writes `text` to the file at `path`, replacing it.
  ///
  /// - Throws: ``FileAccessError`` with the reason.
  mutating func write(_ text: String, to path: String) throws(FileAccessError)
}

/// Why a file could not be read or written.
public struct FileAccessError: Error, Equatable, Sendable {
  /// The reason, e.g. `no such file`.
  public var reason: String

  /// An error with a reason.
  public init(_ reason: String) {
    self.reason = reason
  }
}

/// No files at all: `save` and `load` fail.
public struct NoFileAccess: FileAccess {
  /// Creates the file access that refuses everything.
  public init() {}

  /// Always fails.
  public func read(_ path: String) throws(FileAccessError) -> String {
    throw FileAccessError("files are not available here")
  }

  /// Always fails.
  public func write(_ text: String, to path: String) throws(FileAccessError) {
    throw FileAccessError("files are not available here")
  }
}

/// Files kept in memory, for tests and embedding.
public struct InMemoryFiles: FileAccess, Sendable {
  /// The files by path.
  public var contents: [String: String]

  /// Files with the given contents.
  public init(_ contents: [String: String] = [:]) {
    self.contents = contents
  }

  /// The text of a stored file.
  public func read(_ path: String) throws(FileAccessError) -> String {
    guard let text = contents[path] else { throw FileAccessError("no such file") }
    return text
  }

  /// Stores a file.
  public mutating func write(_ text: String, to path: String) throws(FileAccessError) {
    contents[path] = text
  }
}
