/// What an imported log's conflict means beyond its constraints: a typed fact the log reader
/// found (for Xcode's logs, `XcodeLog`'s `LogHint`), which the reader's own renderer words. The
/// session keeps it as a value; ``ImportText`` asks for its sentence when `import log` is
/// written, so the session formats none of it and knows no log format.
public protocol LogImportHint: Sendable {
  /// The hint in the reader's words, one sentence.
  var sentence: String { get }
  /// Whether `other` is the same fact.
  func isSame(as other: any LogImportHint) -> Bool
}

extension LogImportHint where Self: Equatable {
  /// The same fact: a value of this type that is equal.
  public func isSame(as other: any LogImportHint) -> Bool { (other as? Self) == self }
}

extension ImportedLog {
  /// One hint of a log, comparable whatever its type.
  public struct Hint: Sendable, Equatable {
    /// The reader's typed fact.
    public var fact: any LogImportHint

    /// A hint for `fact`.
    public init(_ fact: any LogImportHint) {
      self.fact = fact
    }

    /// The same fact.
    public static func == (left: Hint, right: Hint) -> Bool { left.fact.isSame(as: right.fact) }
  }
}
