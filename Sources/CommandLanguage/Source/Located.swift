/// A value and where it was written.
///
/// Two located values are equal when their values are equal: the range says where a value came
/// from, it is not part of its identity. This keeps AST comparisons about meaning, and lets a
/// session key dictionaries by `Name`.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The value.
  public var value: Value
  /// Where it was written.
  public var range: SourceRange

  /// A value at a range.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  /// Compares values only.
  public static func == (lhs: Located, rhs: Located) -> Bool { lhs.value == rhs.value }

  /// Hashes the value only.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  /// The value's description.
  public var description: String { "\(value)" }
}

/// A name as written in a script (a view, guide, constraint id, metric, file…).
public typealias Name = Located<String>
