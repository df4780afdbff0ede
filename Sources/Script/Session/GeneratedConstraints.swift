import CommandLanguage
import Layout

/// The ids of the constraints one command generates (a VFL line, `distribute`): a label itself
/// when it is free, else the first free of `label.2`, `label.3`, …; free means held neither by
/// the engine nor by an id given earlier in the same command.
///
/// Nothing is freed while a command names its constraints, so a label's search resumes where
/// its last one stopped: a command that repeats a label n times (`H:|-[a]-[a]-…-[a]-|`) probes
/// n names plus the ones the engine already holds, where starting each search at `.2` probed
/// n²/2.
struct GeneratedIDs {
  /// The ids given so far.
  private var given: Set<String> = []
  /// Per label, the suffix its next search starts at (1: the bare label).
  private var nextSuffix: [String: Int] = [:]

  /// The id for the next constraint labelled `label`.
  ///
  /// - Complexity: O(1) on average, plus one probe per id of `label`'s sequence that `engine`
  ///   holds and an earlier call did not skip.
  mutating func unique(_ label: String, in engine: LayoutEngine) -> String {
    var number = nextSuffix[label] ?? 1
    var id = label
    while true {
      id = number == 1 ? label : "\(label).\(number)"
      if !given.contains(id) && !engine.hasConstraint(ConstraintID(id)) { break }
      number += 1
    }
    nextSuffix[label] = number + 1
    given.insert(id)
    return id
  }
}

extension Session {
  /// Adds the constraints a command generated as one engine operation (one restore pass, not
  /// one per constraint) and returns them, in order (`added ID: CONSTRAINT`). A constraint the engine
  /// refuses is reported at `range(index)`; the command then fails and adds nothing (the
  /// session puts back the state the command started from: its engine keeps no copy of its own,
  /// see ``LayoutEngine/restoresFailedOperations``).
  mutating func addGenerated(
    _ constraints: [LayoutConstraint], at range: (Int) -> SourceRange
  ) throws(SessionError) -> [Confirmation] {
    do {
      try state.engine.add(contentsOf: constraints)
    } catch {
      throw SessionError(error.error, at: range(error.index))
    }
    return constraints.map { .generated($0) }
  }
}
