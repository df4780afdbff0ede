/// An option of a VFL line, as in `NSLayoutConstraint.FormatOptions`.
public enum VisualFormatOption: String, Hashable, Sendable, CaseIterable {
  /// `alignAllLeft`
  case alignAllLeft
  /// `alignAllRight`
  case alignAllRight
  /// `alignAllTop`
  case alignAllTop
  /// `alignAllBottom`
  case alignAllBottom
  /// `alignAllLeading`
  case alignAllLeading
  /// `alignAllTrailing`
  case alignAllTrailing
  /// `alignAllCenterX`
  case alignAllCenterX
  /// `alignAllCenterY`
  case alignAllCenterY
  /// `alignAllFirstBaseline`
  case alignAllFirstBaseline
  /// `alignAllLastBaseline`
  case alignAllLastBaseline
  /// `alignAllBaseline` (Apple's older name for `alignAllLastBaseline`)
  case alignAllBaseline
  /// `directionLeadingToTrailing`
  case directionLeadingToTrailing
  /// `directionLeftToRight`
  case directionLeftToRight
  /// `directionRightToLeft`
  case directionRightToLeft
  /// `spacingEdgeToEdge`
  case spacingEdgeToEdge
  /// `spacingBaselineToBaseline`
  case spacingBaselineToBaseline
}

/// A Visual Format Language line, kept as raw text: its grammar belongs to the VFL module.
///
/// `format` is the text from `H:`/`V:`/`|`/`[` up to the options (or the end of the line); the
/// parts of continued lines are joined without whitespace (VFL allows none). `location(ofCharacterAt:)` maps an
/// index in `format` back to the source, for the VFL parser's own diagnostics.
public struct VisualFormatLine: Hashable, Sendable, CustomStringConvertible {
  /// A run of `format` copied from one source line: where it starts in `format` and in the source.
  public struct Piece: Hashable, Sendable {
    /// The character index in `format` where the piece starts.
    public var index: Int
    /// The source location of that character.
    public var location: SourceLocation

    /// A piece from its parts.
    public init(index: Int, location: SourceLocation) {
      self.index = index
      self.location = location
    }
  }

  /// The `NAME:` prefix, if any (its constraints are named `NAME.1`, `NAME.2`, …).
  public var name: Name?
  /// The format string, e.g. `H:|-16-[a(>=44)]-|`.
  public var format: Located<String>
  /// The options after the `options` keyword.
  public var options: [Located<VisualFormatOption>]
  /// Where each source line's part of `format` starts.
  public var pieces: [Piece]

  /// A line from its parts.
  public init(
    name: Name? = nil, format: Located<String>, options: [Located<VisualFormatOption>] = [], pieces: [Piece] = []
  ) {
    self.name = name
    self.format = format
    self.options = options
    self.pieces = pieces
  }

  /// Compares name, format and options.
  public static func == (lhs: VisualFormatLine, rhs: VisualFormatLine) -> Bool {
    lhs.name == rhs.name && lhs.format == rhs.format && lhs.options == rhs.options
  }

  /// Hashes name, format and options.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(format)
    hasher.combine(options)
  }

  /// The source location of the character at `index` in `format` (past the end, it extrapolates
  /// along the last source line).
  ///
  /// - Complexity: O(log p) for p pieces (they are in order of `index`): a line continued over
  ///   thousands of source lines maps each of its constraints without a scan of every piece.
  public func location(ofCharacterAt index: Int) -> SourceLocation {
    let clamped = max(0, index)
    // The last piece that starts at or before `clamped`.
    var low = 0
    var high = pieces.count
    while low < high {
      let middle = (low + high) / 2
      if pieces[middle].index <= clamped { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return format.range.start }
    let piece = pieces[low - 1]
    var location = piece.location
    let delta = clamped - piece.index
    location.column += delta
    location.offset += delta
    return location
  }

  /// The canonical spelling.
  public var description: String {
    var text = name.map { "\($0.value): " } ?? ""
    text += format.value
    if !options.isEmpty {
      text += " options " + options.map(\.value.rawValue).joined(separator: " ")
    }
    return text
  }
}
