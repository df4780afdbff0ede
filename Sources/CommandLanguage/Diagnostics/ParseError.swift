import Cassowary

/// A syntax error: what, where, and how to fix it.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var kind: ParseErrorKind
  /// The offending token (empty at the end of a line or of the input).
  public var range: SourceRange

  /// An error from its parts.
  public init(_ kind: ParseErrorKind, at range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Where the error is.
  public var location: SourceLocation { range.start }

  /// Whether more input could complete the text (an open `{`, a trailing `\`): a REPL should then
  /// ask for a continuation line instead of reporting the error.
  public var isIncompleteInput: Bool {
    switch kind {
    case .unterminatedBlock, .continuationAtEndOfInput, .code(_, _, incomplete: true): true
    default: false
    }
  }

  /// The one-line message, e.g. `unknown attribute 'widht' (did you mean 'width'?)`.
  public var message: String {
    switch kind {
    case .unexpectedCharacter(let text):
      let first = text.first.map { String($0) } ?? text
      return "unexpected character '\(quotable(first))'"
    case .malformedNumber(let text): return "invalid number '\(quotable(text))'"
    case .numberOutOfRange(let text): return "number '\(quotable(text))' is too large"
    case .unterminatedString: return "unterminated string"
    case .strayBackslash: return "unexpected '\\' (a backslash continues a line only as its last character)"
    case .continuationAtEndOfInput: return "line continuation at end of input"
    case .unknownName(let kind, let name, let suggestion, _):
      return "unknown \(kind) '\(quotable(name))'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    case .pastedText(let kind): return kind.message
    case .expected(let what, let found): return "expected \(what), found \(found)"
    case .notARelation(let text, let suggestion): return "'\(text)' is not a relation (did you mean '\(suggestion)'?)"
    case .missingAttribute(let item): return "expected an attribute after '\(quotable(item))'"
    case .leftSideNotAnAttribute: return "the left side of a constraint must be a single attribute"
    case .tooManyAttributes: return "a constraint has at most one attribute on each side"
    case .divisionByAttribute: return "cannot divide by an attribute"
    case .divisionByZero: return "division by zero"
    case .priorityOutOfRange(let value): return "priority \(NumberText.format(value)) is out of range"
    case .duplicateClause(let clause): return "'\(clause)' is given twice"
    case .missingClause(let command, let clause): return "'\(command)' needs '\(clause)'"
    case .namedTwice: return "the constraint is named twice"
    case .orientationAsName(let name): return "'\(name)' cannot name a VFL line: it is the line's orientation"
    case .nestedBlock: return "animate blocks cannot be nested"
    case .code(let message, _, _): return message
    case .unterminatedBlock: return "unterminated block: '{' has no matching '}'"
    case .unexpectedClosingBrace: return "unexpected '}' with no open block"
    case .trailingInput(let text): return "unexpected \(text) after the end of the command"
    case .tooManyErrors(let count): return "too many errors (\(count)); stopping here"
    case .badAutoresizingMask(let text): return "'\(quotable(text))' is not an autoresizing mask"
    }
  }

  /// Advice for fixing the error, when there is some to give.
  public var hint: String? {
    switch kind {
    case .unexpectedCharacter:
      return "names are ASCII letters, digits and '_'; '#' starts a comment"
    case .malformedNumber: return "numbers are written like 16, 0.5 or 1e-3, sizes like 320x480"
    case .unterminatedString: return "close the string with '\"' on the same line"
    case .continuationAtEndOfInput: return "remove the final '\\' or add the line it continues to"
    case .pastedText(let kind): return kind.hint
    case .unknownName("command", _, _, _): return "type `help` to list the commands"
    case .unknownName("help topic", _, _, _):
      return "`help` lists the groups and concepts; `help building`, `help priorities`, `help set hug`"
    case .unknownName(_, _, _, let expected):
      guard !expected.isEmpty, expected.count <= 12 else { return nil }
      return "expected " + listing(expected)
    case .missingAttribute(let item): return "write an attribute, as in '\(quotable(item)).width'"
    case .leftSideNotAnAttribute, .tooManyAttributes, .divisionByAttribute:
      return "write it as: item1.attr1 == multiplier * item2.attr2 + constant"
    case .priorityOutOfRange: return "a priority is in (0, 1000]; 1000 (required) is the default"
    case .namedTwice: return "use either 'NAME: EXPR' or 'EXPR as NAME'"
    case .orientationAsName(let name): return "write '\(name):' right before the format, or choose another name"
    case .nestedBlock: return "put all the commands in one block"
    case .code(_, let hint, _): return hint
    case .unterminatedBlock: return "close the block with '}'"
    case .trailingInput: return "one command per line; '#' starts a comment"
    case .badAutoresizingMask:
      return "write `none`, UIKit's names joined by commas (flexibleWidth,flexibleTopMargin), or the log's "
        + "`h=-&- v=--&`: per axis the leading margin, the size and the trailing margin, '&' flexible, '-' fixed"
    default: return nil
    }
  }

  /// `file:line:column: error: message`
  public var description: String { "\(location): error: \(message)" }
}

/// `'a', 'b' or 'c'`
func listing(_ words: [String]) -> String {
  let quoted = words.map { "'\($0)'" }
  guard let last = quoted.last else { return "" }
  return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
}

/// Text fit to quote in a message: control characters escaped, long text shortened.
func quotable(_ text: String) -> String {
  var result = ""
  var count = 0
  for character in text {
    if count == 40 {
      result += "…"
      break
    }
    count += 1
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first,
      scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    {
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      result.append(character)
    }
  }
  return result
}
