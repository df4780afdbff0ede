/// A VFL string that could not be turned into constraints: the failure, where it happened, and
/// the string, which together give Apple's exception reason.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var failure: VisualFormatFailure
  /// The index (in characters, from 0) in ``format`` where the parser stopped.
  public var position: Int
  /// The index of the option at fault, for failures caused by an option.
  public var optionIndex: Int?
  /// The format string.
  public var format: String

  /// An error from its parts.
  public init(_ failure: VisualFormatFailure, at position: Int, optionIndex: Int? = nil, format: String) {
    self.failure = failure
    self.position = position
    self.optionIndex = optionIndex
    self.format = format
  }

  /// The first line of Apple's reason: `Unable to parse constraint format: DESCRIPTION`.
  public var message: String { "Unable to parse constraint format: \(failure)" }

  /// Apple's `NSInvalidArgumentException` reason, byte for byte: the description, the format and
  /// a caret under the position, each line ending in a space before its newline; an empty or
  /// non-ASCII string gets the description alone.
  public var reason: String {
    switch failure {
    case .emptyString, .nonASCII: return message
    default:
      return "Unable to parse constraint format: \n\(failure) \n\(format) \n"
        + String(repeating: " ", count: max(0, position)) + "^"
    }
  }

  /// ``reason``.
  public var description: String { reason }
}
