/// A name the engine's public API identifies something by (``ItemID``, ``ConstraintID``): one
/// `String` and nothing else, so it costs what the string costs. It hashes, sorts and prints as
/// the string, debug-prints as the string does (a list of them prints as a list of strings),
/// and a string literal, plain or interpolated, is one where one is expected.
public protocol LayoutIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible,
  CustomDebugStringConvertible, ExpressibleByStringInterpolation
where StringLiteralType == String, StringInterpolation == DefaultStringInterpolation {
  /// The name, as a script writes it.
  var name: String { get }

  /// The identifier of the thing named `name`.
  init(_ name: String)
}

extension LayoutIdentifier {
  /// The identifier the literal names.
  @inlinable
  public init(stringLiteral name: String) { self.init(name) }

  /// The identifier an interpolated literal (`"v\(index)"`) names.
  @inlinable
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// Orders by name (as `String` does).
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }

  /// The name.
  @inlinable
  public var description: String { name }

  /// The name as a `String` debug-prints it (quoted).
  public var debugDescription: String { name.debugDescription }
}
