/// A place in an Interface Builder file: a line and a column, both counted from 1 (columns in
/// characters), as compilers and editors print them.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// A position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Whether `left` comes before `right` in the file.
  public static func < (left: SourcePosition, right: SourcePosition) -> Bool {
    (left.line, left.column) < (right.line, right.column)
  }

  /// `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }
}

/// Why a file could not be read as an Interface Builder document, and where.
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in words a person can act on.
  public var message: String
  /// Where; nil when the file could not be read at all.
  public var position: SourcePosition?

  /// An error at a position.
  public init(_ message: String, at position: SourcePosition?) {
    self.message = message
    self.position = position
  }

  /// `LINE:COLUMN: MESSAGE`, or the message alone.
  public var description: String { position.map { "\($0): \(message)" } ?? message }
}
