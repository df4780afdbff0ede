/// What the REPL's prompt shows about a session: `lyt 5v 12c 1! 2?> `.
public struct SessionCounts: Equatable, Sendable {
  /// The views (not guides).
  public var views: Int
  /// The constraints the developer wrote (generated ones left out).
  public var constraints: Int
  /// The broken constraints.
  public var broken: Int
  /// The items with an ambiguous frame component.
  public var ambiguousItems: Int

  /// Counts from their parts.
  public init(views: Int, constraints: Int, broken: Int, ambiguousItems: Int) {
    self.views = views
    self.constraints = constraints
    self.broken = broken
    self.ambiguousItems = ambiguousItems
  }
}

extension Session {
  /// The counts the prompt shows. The view and constraint counts are kept by the engine as
  /// items and records are written; the ambiguous items come from the state's cache, which
  /// follows each command from the state before (so a prompt after every command scans the
  /// layout once, at the first).
  ///
  /// - Complexity: O(ambiguous components), plus the ambiguity scan when the state has none
  ///   cached.
  public var counts: SessionCounts {
    let engine = state.engine
    return SessionCounts(
      views: engine.viewCount, constraints: engine.userConstraintCount, broken: engine.brokenConstraintCount,
      ambiguousItems: Set(((try? ambiguousComponents()) ?? []).map(\.item)).count)
  }
}
