/// What went wrong while parsing; `ParseError` adds the place.
public enum ParseErrorKind: Hashable, Sendable {
  /// Characters that cannot start a token.
  case unexpectedCharacter(String)
  /// A number followed by letters (`100px`).
  case malformedNumber(String)
  /// A number too large for a double.
  case numberOutOfRange(String)
  /// A `"` without its closing quote on the same line.
  case unterminatedString
  /// A `\` that is not at the end of a line.
  case strayBackslash
  /// A `\` continuing the last line: more input is needed.
  case continuationAtEndOfInput
  /// A word that is not a known name of its kind (`command`, `attribute`, `priority`, `axis`…).
  case unknownName(kind: String, name: String, suggestion: String?, expected: [String])
  /// A line of console text pasted as a command (a log, a trace, an exception).
  case pastedText(PastedText)
  /// Something else was expected here.
  case expected(String, found: String)
  /// A single `=`, `<` or `>` where a relation belongs.
  case notARelation(String, suggestion: String)
  /// A name with no attribute where one is needed (`a == 100`).
  case missingAttribute(item: String)
  /// The left side of a constraint is not a single attribute.
  case leftSideNotAnAttribute
  /// More than one attribute on the right side.
  case tooManyAttributes
  /// `x / y` with `y` an attribute.
  case divisionByAttribute
  /// `x / 0`
  case divisionByZero
  /// A priority outside (0, 1000].
  case priorityOutOfRange(Double)
  /// A clause given twice (`size … size …`).
  case duplicateClause(String)
  /// A clause the command needs is missing.
  case missingClause(command: String, clause: String)
  /// A constraint named both with `NAME:` and `as NAME`.
  case namedTwice
  /// `H :` or `V :` before a VFL line: the name would read back as the line's orientation.
  case orientationAsName(String)
  /// An `animate` block inside another.
  case nestedBlock
  /// A `{` never closed: more input is needed.
  case unterminatedBlock
  /// A `}` with no block open.
  case unexpectedClosingBrace
  /// Extra input after a complete command.
  case trailingInput(String)
  /// Layout code the code reader could not read: its message and hint, and whether more input
  /// could complete it (an open bracket).
  case code(message: String, hint: String?, incomplete: Bool)
  /// An autoresizing mask lyt cannot read (`h=-x-`, `flexibleWidth,,`).
  case badAutoresizingMask(String)
  /// The parser stopped after too many errors.
  case tooManyErrors(Int)
}
