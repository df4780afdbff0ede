import Cassowary

/// What lyt concludes about one log: the minimal conflicting set, whether the listed constraints
/// can hold at all, a summary a person can act on, and fixes in iOS developers' terms.
public struct LogExplanation: Sendable {
  /// The rebuilt system.
  public var system: LogSystem
  /// Whether the listed required constraints (with the implicit ones) can all hold.
  public var satisfiable: Bool
  /// An irreducible conflicting subset (ids in id order); empty when satisfiable.
  public var minimalSet: [String]
  /// How far the conflict is from holding, in points (nil when satisfiable).
  public var gap: Double?
  /// What the conflict means for the app beyond its constraints (an autoresizing mask, a cell's
  /// row height, a conflict inside the framework); `LogFindingText.hint(_:)` words each.
  public var hints: [LogHint]
  /// What conflicts, what UIKit broke, and the hints, a sentence each; `LogFindingText.summary(_:)`
  /// makes them one paragraph.
  public var summary: [LogSummarySentence]
  /// Fixes checked on the rebuilt layout, changing only the app's constraints: filled by the
  /// caller that imports the log into a session (Script's `Session.fixes(forLog:)`), so that
  /// `lyt explain-log` and `import log` with `explain` give the same advice.
  public var fixes: [LogFix] = []

  /// Explains every log in a file's text.
  public static func explainAll(_ text: String) -> [LogExplanation] {
    LogScanner.scan(text).map { LogExplanation(LogSystem($0)) }
  }

  /// Explains one rebuilt log.
  public init(_ system: LogSystem) {
    self.system = system
    let search = ConflictSearch(system)
    self.satisfiable = search.conflict == nil
    self.minimalSet = search.minimalSet
    self.gap = search.conflict?.gap
    let members = search.minimalSet.compactMap { system.constraint($0) }
    self.hints = satisfiable ? [] : FixAdvisor.fixes(for: members, in: system)
    self.summary = SummaryWriter(system: system, minimalSet: members, gap: search.conflict?.gap, fixes: hints).sentences
  }
}

/// Finds a minimal conflicting set: implicit constraints first, then the listed required ones in
/// log order with the one UIKit broke last, so that its conflict is the one reported when it has one.
/// A log can hold several minimal sets; the search also tries without each implicit member of the
/// first one found and reports the smallest (the one with UIKit's broken constraint first).
struct ConflictSearch {
  /// The conflict reported, minimized and verified.
  private(set) var conflict: Conflict?
  /// Its members' ids, in id order.
  private(set) var minimalSet: [String] = []

  init(_ system: LogSystem) {
    guard let first = Self.search(system, excluding: []) else { return }
    var candidates = [first]
    for member in first.constraints {
      guard let id = member.name, system.constraint(id)?.implicit == true,
        let alternative = Self.search(system, excluding: [id])
      else { continue }
      candidates.append(alternative)
    }
    let broken = system.brokenByUIKit
    func rank(_ conflict: Conflict) -> (Int, Int) {
      let hasBroken = conflict.constraints.contains { $0.name != nil && $0.name == broken }
      return (hasBroken ? 0 : 1, conflict.constraints.count)
    }
    let chosen = candidates.min { rank($0) < rank($1) } ?? first
    conflict = chosen
    minimalSet = chosen.constraints.compactMap(\.name).sorted { Self.number($0) < Self.number($1) }
  }

  /// The conflict the solver meets adding the required constraints (the broken one's when it has
  /// one), minimized; nil when they all hold.
  private static func search(_ system: LogSystem, excluding excluded: Set<String>) -> Conflict? {
    var order = system.constraints.filter(\.implicit).map(\.id)
    order += system.listed.filter { $0.priority >= 1000 && $0.id != system.brokenByUIKit }.map(\.id)
    if let broken = system.brokenByUIKit, let constraint = system.constraint(broken), constraint.priority >= 1000 {
      order.append(broken)
    }
    var solver = Solver()
    var first: Conflict?
    var brokenConflict: Conflict?
    for id in order where !excluded.contains(id) {
      guard let constraint = system.solverConstraint(id) else { continue }
      do {
        try solver.add(constraint)
      } catch .unsatisfiable(let found) {
        if first == nil { first = found }
        if id == system.brokenByUIKit { brokenConflict = found }
      } catch {
        continue
      }
    }
    guard let chosen = brokenConflict ?? first else { return nil }
    return chosen.isMinimal ? chosen : chosen.minimized()
  }

  private static func number(_ id: String) -> Int { Int(id.dropFirst()) ?? Int.max }
}
