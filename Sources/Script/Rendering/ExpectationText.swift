import CommandLanguage
import Layout

/// An `expect` command's outcome (``ExpectationOutcome``) as its line, a failure
/// (``ExpectationFailure``) as the message the line and the runner's diagnostic print, and the
/// totals a run or a `load` ends with.
enum ExpectationText {
  /// The runner's diagnostic for a failed expectation at `range`: `expectation failed: ` and the
  /// message.
  static func diagnostic(_ failure: ExpectationFailure, at range: SourceRange) -> Diagnostic {
    Diagnostic(.error, "expectation failed: " + message(failure), at: range)
  }

  /// `expectations: 2 passed, 1 failed`.
  static func totals(passed: Int, failed: Int) -> String {
    "expectations: \(passed) passed, \(failed) failed"
  }

  /// `ok`, or `FAILED: ` and the message.
  static func line(_ outcome: ExpectationOutcome) -> ResponseLine {
    switch outcome {
    case .passed: ResponseLine("ok")
    case .failed(let failure): ResponseLine("FAILED: " + message(failure), .failedExpectation)
    }
  }

  /// `a.width is 100, expected == 120`, `c3 is active and violated by 20`, `ambiguous: a.x`.
  static func message(_ failure: ExpectationFailure) -> String {
    switch failure {
    case .noFrame(let item):
      return "\(item) has no frame"
    case .frame(let item, let found, let expected):
      return "\(item).frame is \(Display.rect(found)), expected \(Display.rect(expected))"
    case .value(let reference, let found, let relation, let expected):
      return "\(reference) is \(Display.number(found)), expected \(relation) \(Display.number(expected))"
    case .constraint(let id, let state):
      return "\(id) \(text(of: state))"
    case .determined(let reference, let value):
      return "\(reference) is determined (\(Display.number(value)))"
    case .ambiguous(let components):
      return "ambiguous: " + components.map { "\($0.item).\($0.component)" }.joined(separator: ", ")
    }
  }

  /// `is inactive`, `is broken`, `is active and holds`, `is active and violated by 20`.
  private static func text(of state: ExpectationFailure.ConstraintState) -> String {
    switch state {
    case .inactive: "is inactive"
    case .broken: "is broken"
    case .holds: "is active and holds"
    case .violated(let violation): "is active and violated by \(Display.number(violation))"
    }
  }
}
