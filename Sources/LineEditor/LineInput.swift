/// What one call to ``LineEditor/readLine()`` produced.
public enum LineInput: Equatable, Sendable {
  /// A line, without its trailing newline.
  case line(String)
  /// Ctrl-C: the partial line was discarded; prompt again.
  case interrupted
  /// Ctrl-D on an empty line, or the end of the input.
  case endOfInput
}
