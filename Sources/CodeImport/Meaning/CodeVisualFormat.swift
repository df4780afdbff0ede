import Layout

/// A `constraints(withVisualFormat:options:metrics:views:)` call: the format string and what the
/// call passes with it. The session turns it into constraints with lyt's own VFL reader, once
/// the views it names exist.
public struct CodeVisualFormat: Hashable, Sendable {
  /// The format, as the string literal holds it (interpolated numbers written out).
  public var format: String
  /// Where each character of `format` is in the code, for the VFL reader's errors.
  public var positions: [CodeRange]
  /// The options, in the order written.
  public var options: [FormatOption]
  /// Where each option is written.
  public var optionRanges: [CodeRange]
  /// The metrics dictionary.
  public var metrics: [String: Double]
  /// The views dictionary: each key and the view it stands for.
  public var views: [String: CodeItem]
  /// The call.
  public var range: CodeRange
  /// Tells this call's constraints from another's within one read (``CodeEffect/addVisualFormat``).
  public var handle: Int

  /// Where the character at `index` of the format is: past the end, just after the last one.
  public func range(ofCharacterAt index: Int) -> CodeRange {
    guard let last = positions.last else { return range }
    guard index < positions.count else { return CodeRange(start: last.end, end: last.end) }
    return positions[max(0, index)]
  }
}
