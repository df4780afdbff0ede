// The fix checks of several problems of one state at once. Problems of one list often propose
// the same candidate: every label a section squeezes lost to the section's pins to the root,
// and each proposes to relax them. Run for each problem, that candidate re-solved the same
// layout once per problem (in a long stack view, most of the layout each time); in a batch it
// runs once and every problem that proposes it judges the one layout it leaves.

/// The problems whose fixes are checked together, their checks and candidates, and the
/// outcomes of shared candidates already judged for problems not checked yet.
struct FixBatch {
  /// The problems, in the order their fixes are checked.
  let problems: [Problem]
  /// Each problem's check; nil when the session cannot be scanned for ambiguity (no fixes).
  let checks: [FixCheck?]
  /// Each problem's candidates, in the order they are tried.
  let candidates: [[FixCandidate]]
  /// For each candidate's commands, the problems (indices) that propose exactly that candidate.
  private let proposers: [[String]: [Int]]
  /// The outcomes judged ahead for each problem, by the candidate's commands, with the
  /// candidate they were judged for (an outcome of nil: it fails that problem's checks).
  private var judgedAhead: [[[String]: (candidate: FixCandidate, outcome: FixCheck.Outcome?)]]

  init(problems: [Problem], checks: [FixCheck?], candidates: [[FixCandidate]]) {
    self.problems = problems
    self.checks = checks
    self.candidates = candidates
    var proposers: [[String]: [Int]] = [:]
    for (index, list) in candidates.enumerated() where checks[index] != nil {
      var seen = Set<[String]>()
      for candidate in list where seen.insert(candidate.commands).inserted {
        proposers[candidate.commands, default: []].append(index)
      }
    }
    self.proposers = proposers
    judgedAhead = Array(repeating: [:], count: problems.count)
  }

  /// The outcome of `candidate` for the problem at `index` when a run for an earlier problem
  /// judged it already (`.some(nil)`: it fails), else nil.
  func outcomeJudgedAhead(of candidate: FixCandidate, forProblemAt index: Int) -> FixCheck.Outcome?? {
    guard let judged = judgedAhead[index][candidate.commands], judged.candidate == candidate else { return nil }
    return .some(judged.outcome)
  }

  /// The problems after `index` that propose `candidate` too (the same commands, changes and
  /// rank) and have not judged it yet, with their checks.
  func laterProposers(of candidate: FixCandidate, after index: Int) -> [(index: Int, check: FixCheck)] {
    (proposers[candidate.commands] ?? []).compactMap { other in
      guard other > index, judgedAhead[other][candidate.commands] == nil, let check = checks[other],
        candidates[other].contains(candidate)
      else { return nil }
      return (other, check)
    }
  }

  /// Keeps `outcome` as the judgement of `candidate` for the problem at `index`.
  mutating func keep(_ outcome: FixCheck.Outcome?, of candidate: FixCandidate, forProblemAt index: Int) {
    judgedAhead[index][candidate.commands] = (candidate, outcome)
  }
}
