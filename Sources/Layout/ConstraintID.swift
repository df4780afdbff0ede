/// The identifier of a constraint (`c1`, `header.top`, `label.intrinsic.width`,
/// `stack.UISV-spacing.1`) as the engine's public API takes and returns it.
///
/// An identifier is unique in an engine, and it is also the name the solver's `Constraint`
/// carries, so the stored property is `name` as there. The type only says what a string means
/// (see ``LayoutIdentifier``): it stores the identifier and nothing else, hashes, sorts and
/// prints as it, and a literal is an identifier where one is expected:
///
/// ```swift
/// try engine.setConstant(12, of: "c1")
/// let loss = engine.loss(of: "label.intrinsic.width")
/// ```
public struct ConstraintID: LayoutIdentifier {
  /// The identifier, as a script writes it.
  public let name: String

  /// The constraint identified by `name`.
  @inlinable
  public init(_ name: String) { self.name = name }
}
