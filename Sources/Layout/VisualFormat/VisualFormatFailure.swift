import Cassowary

/// Why a VFL string was refused; the description is Apple's text (docs/AUTO-LAYOUT.md §4.4) except
/// for ``conflictingDirections``, which is lyt's own.
public enum VisualFormatFailure: Hashable, Sendable, CustomStringConvertible {
  /// The string is empty.
  case emptyString
  /// The string holds a character outside ASCII.
  case nonASCII
  /// `H` or `V` without a colon.
  case expectedColon(orientation: Character)
  /// A leading `|` followed by neither `-` nor `[`.
  case expectedConnectionAfterBar
  /// Neither `[` nor `|` where either may come.
  case expectedViewOrBar
  /// Text after the end of the string's grammar.
  case expectedEnd
  /// No `[` after a leading `|` and its connection.
  case expectedView
  /// A view name that does not start with a letter or an underscore.
  case invalidViewName
  /// A name in `[…]` that is no view.
  case unknownView(String)
  /// The string ends inside `[…]`.
  case ranOutInView
  /// A view's predicate list is not followed by `]`.
  case expectedBracketAfterThickness
  /// A view's predicate is followed by neither `,` nor `)`.
  case thicknessPredicateEnd
  /// A view's name is followed by neither `(` nor `]`.
  case expectedBracket
  /// A connection's predicate is not followed by `-`.
  case expectedDash
  /// A connection holds a list without parentheses.
  case expectedDashForList
  /// A connection's predicate is followed by neither `,` nor `)`.
  case expectedParenOrComma
  /// `--`: a minus sign or a stray dash.
  case ambiguousMinus
  /// The string ends inside a connection or a predicate.
  case expectedMoreInput
  /// A relation other than `==`, `<=`, `>=`.
  case unknownRelation
  /// A priority of 0 or less.
  case priorityNotPositive(Double)
  /// A priority above 1000.
  case priorityTooHigh(Double)
  /// Neither a number nor a name where a constant is expected.
  case expectedNumberOrMetric
  /// A name that is neither a metric nor a view.
  case unknownMetric(String)
  /// A view name as the object of a spacing predicate.
  case spaceEqualToView
  /// `|` next to a view without a superview.
  case noSuperview
  /// `spacingBaselineToBaseline` on a horizontal string.
  case baselineSpacingHorizontal
  /// An `alignAll…` option along the string's own axis (horizontal).
  case alignmentAlongHorizontal
  /// An `alignAll…` option along the string's own axis (vertical).
  case alignmentAlongVertical
  /// Two different `direction…` options.
  case conflictingDirections

  /// Apple's description of the failure.
  public var description: String {
    switch self {
    case .emptyString: "It's an empty string."
    case .nonASCII: "It contains non-ASCII characters."
    case .expectedColon(let orientation):
      "Expected ':' after '\(orientation)' to specify \(orientation == "V" ? "vertical" : "horizontal") arrangement"
    case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
    case .expectedViewOrBar: "Expected a view or '|'"
    case .expectedEnd: "Expected the end of the format string"
    case .expectedView: "Expected a view"
    case .invalidViewName:
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, "
        + "and underscores."
    case .unknownView(let name): "\(name) is not a key in the views dictionary."
    case .ranOutInView: "Unexpectedly ran out of character fodder in the middle of parsing a view"
    case .expectedBracketAfterThickness: "Expected ']' after specifying thickness."
    case .thicknessPredicateEnd: "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    case .expectedBracket: "Expected a ']' here. That is how you give the end of a view."
    case .expectedDash: "Expected a '-' here"
    case .expectedDashForList:
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    case .expectedParenOrComma:
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    case .ambiguousMinus:
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
        + "Use parentheses around negative numbers."
    case .expectedMoreInput: "Expected more input"
    case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
    case .priorityNotPositive(let value):
      "Invalid priority specified: \(NumberText.text(value, .printfG)). Priority must be greater than 0"
    case .priorityTooHigh(let value):
      "Invalid priority specified: \(NumberText.text(value, .printfG)). Priority cannot be higher than NSLayoutPriorityRequired, "
        + "which is 1000."
    case .expectedNumberOrMetric:
      "Expected a number or key from the metrics dictionary, but encountered something else"
    case .unknownMetric(let name):
      "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    case .spaceEqualToView:
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view "
        + "as a spacer? [view1][spacer(==view1)][view2]"
    case .noSuperview: "Unable to interpret '|' character, because the related view doesn't have a superview"
    case .baselineSpacingHorizontal: "BaselineToBaseline format option not valid for horizontal layout"
    case .alignmentAlongHorizontal:
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is "
        + "also horizontal."
    case .alignmentAlongVertical:
      "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is "
        + "also vertical."
    case .conflictingDirections: "Only one direction option can be given"
    }
  }
}
