/// What one call to ``LineEditor/readLine()`` produced.
public enum LineInput: Equatable, Sendable {
  /// A line, without its trailing newline.
  case line(String)
  /// Ctrl-C: the partial line (`discarded`, empty when there was none) was dropped; prompt again.
  case interrupted(discarded: String)
  /// Ctrl-D on an empty line, or the end of the input.
  case endOfInput
}
