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

/// Why a file could not be read or written: a typed ``Reason`` that ``FileAccessErrorText``
/// words.
public struct FileAccessError: Error, Equatable, Sendable {
  /// Why, e.g. ``Reason/input(_:)`` with `InputError.missing`.
  public var reason: Reason

  /// An error with a reason.
  public init(_ reason: Reason) {
    self.reason = reason
  }
}

/// No files at all: `save` and `load` fail.
public struct NoFileAccess: FileAccess {
  /// Creates the file access that refuses everything.
  public init() {}

  /// Always fails.
  public func read(_ path: String) throws(FileAccessError) -> String {
    throw FileAccessError(.unavailable)
  }

  /// Always fails.
  public func write(_ text: String, to path: String) throws(FileAccessError) {
    throw FileAccessError(.unavailable)
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
    guard let text = contents[path] else { throw FileAccessError(.input(.missing)) }
    return text
  }

  /// Stores a file.
  public mutating func write(_ text: String, to path: String) throws(FileAccessError) {
    contents[path] = text
  }
}
