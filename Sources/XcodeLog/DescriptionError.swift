/// Why a constraint description could not be read.
public struct DescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The column in the description (0-based, in characters) where reading stopped.
  public var offset: Int
  /// What the reader can do about it.
  public var hint: String

  /// Creates an error.
  public init(_ message: String, at offset: Int, hint: String) {
    self.message = message
    self.offset = offset
    self.hint = hint
  }

  /// The message.
  public var description: String { message }
}
