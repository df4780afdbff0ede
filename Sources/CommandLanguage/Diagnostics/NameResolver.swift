/// The kinds of names a session knows, for "unknown … (did you mean …?)" errors found when a
/// command runs rather than when it parses.
public enum NameKind: String, Hashable, Sendable, CaseIterable {
  /// A view.
  case view
  /// A layout guide.
  case guide
  /// A view or a guide (a constraint item).
  case item
  /// A constraint id.
  case constraint
  /// A VFL metric.
  case metric
}

/// What a session can tell the diagnostics about the names it knows.
public protocol NameResolver {
  /// Every known name of `kind`, in a stable order (earlier names win ties).
  func knownNames(of kind: NameKind) -> [String]
}

/// A resolver over fixed lists, for tests and simple callers.
public struct StaticNameResolver: NameResolver, Sendable {
  /// The names of each kind.
  public var names: [NameKind: [String]]

  /// A resolver over the given lists.
  public init(_ names: [NameKind: [String]]) {
    self.names = names
  }

  /// The list for `kind`, or none.
  public func knownNames(of kind: NameKind) -> [String] { names[kind] ?? [] }
}

extension Diagnostic {
  /// The error for a name the session does not know, with the nearest known one suggested:
  /// `unknown view 'cardd' (did you mean 'card'?)`, pointing at the name.
  public static func unknownName(_ name: Name, kind: NameKind, resolver: some NameResolver) -> Diagnostic {
    let known = resolver.knownNames(of: kind)
    let suggestion = Suggestions.nearest(to: name.value, in: known)
    return ParseError(
      .unknownName(kind: kind.rawValue, name: name.value, suggestion: suggestion, expected: []), at: name.range
    ).diagnostic
  }
}
