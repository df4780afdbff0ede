import Synchronization

/// The source of variable ids: dense, so that solvers can keep per-variable data in arrays.
private let nextVariableID = Atomic<Int>(0)

/// A quantity the solver assigns a value to, such as the left edge of a view.
///
/// Variables have reference identity: two variables with the same name are different
/// variables. A variable holds no value itself; ask the ``Solver`` for ``Solver/value(of:)``.
/// This keeps solvers value types: a copy of a solver can be changed without affecting
/// the original, even though both mention the same variables.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// A human-readable name, used in descriptions and explanations.
  public let name: String
  /// A process-wide unique, dense id (0, 1, 2, …), the order of creation.
  public let id: Int

  /// Creates a variable with the given name.
  public init(_ name: String = "") {
    self.name = name
    self.id = nextVariableID.add(1, ordering: .relaxed).oldValue
  }

  /// Identity: true only for the very same object.
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// A readable form, used in messages and explanations.
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
