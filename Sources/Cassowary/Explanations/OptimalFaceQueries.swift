/// The questions explanations ask about the optimal face, answered by a ``Solver`` (on copies
/// made for each question) or by a ``ProbeScratch`` (on one copy, reset after each question,
/// which is cheaper when a session asks several).
public protocol OptimalFaceQueries {
  /// The ranges of several variables over the optimal solutions (see ``Solver/ranges(of:)``).
  mutating func ranges(of variables: [Variable]) -> [ValueRange]
  /// The range of an expression over the optimal solutions (see
  /// ``Solver/range(of:)-(Expression)``).
  mutating func range(of expression: Expression) -> ValueRange
  /// Whether each variable takes more than one value over the optimal solutions (see
  /// ``Solver/ambiguity(of:)``).
  mutating func ambiguity(of variables: [Variable]) -> [Bool]
}

extension Solver: OptimalFaceQueries {}

extension ProbeScratch: OptimalFaceQueries {}
