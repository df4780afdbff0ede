import CommandLanguage
import Layout

extension SessionError {
  /// A refused engine operation as an error at `range` (``SessionErrorText`` adds lyt's hint
  /// where it has one).
  init(_ error: LayoutError, at range: SourceRange) {
    self.init(.layout(error), at: range)
  }
}

extension Session {
  /// Runs an engine operation, turning a refusal into an error at `range`.
  mutating func perform(
    at range: SourceRange, _ operation: (inout LayoutEngine) throws(LayoutError) -> OperationReport
  ) throws(SessionError) {
    do {
      _ = try operation(&state.engine)
    } catch {
      throw SessionError(error, at: range)
    }
  }
}
