/// A half-open span of source text: from `start` up to, not including, `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The first character of the span.
  public var start: SourceLocation
  /// The position just after the last character of the span.
  public var end: SourceLocation

  /// A range from its two ends.
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at one location.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(
      start: start.offset <= other.start.offset ? start : other.start,
      end: end.offset >= other.end.offset ? end : other.end
    )
  }

  /// The number of characters in the range.
  public var length: Int { end.offset - start.offset }

  /// `file:line:column` of the start.
  public var description: String { start.description }
}
