import Cassowary
import CommandLanguage
import Layout

extension SessionError {
  /// A refused engine operation as an error at `range`, with a hint where lyt can add one.
  init(_ error: LayoutError, at range: SourceRange) {
    self.init(Diagnostic(.error, error.description, at: range, hint: Self.hint(for: error)))
  }

  private static func hint(for error: LayoutError) -> String? {
    switch error {
    case .invalidPairing(let constraint):
      let second = constraint.second.map(\.attribute)
      if let second, constraint.first.attribute.axis != second.axis {
        return "`\(constraint.first.attribute)` and `\(second)` are on different axes"
      }
      return "a location (edge, centre, baseline) cannot be related to a size (width, height)"
    case .locationEqualToConstant(let constraint):
      return "relate `\(constraint.first)` to another item's attribute, e.g. `\(constraint.first) == "
        + "root.\(constraint.first.attribute) + \(NumberText.format(constraint.constant))`"
    case .priorityMutation:
      return "deactivate the constraint first, change its priority, then activate it"
    default:
      return nil
    }
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
