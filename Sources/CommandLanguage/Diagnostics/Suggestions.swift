/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
  /// Names longer than this get no suggestion (keeps the cost bounded on pathological input).
  public static let maximumLength = 64

  /// The candidate nearest to `name`, if it is near enough to be a plausible typo.
  ///
  /// Distance is the optimal-string-alignment distance (insertions, deletions, substitutions and
  /// transpositions of neighbours), ignoring case first: `Width` suggests `width`. A candidate is
  /// near enough within a third of the name's length (at least 1, at most 3 edits) and when it
  /// keeps something of what was typed (fewer edits than the name has characters: `b` does not
  /// suggest `a`, but `A` suggests `a`). Ties go to the earlier candidate.
  public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    let word = Array(name.lowercased())
    guard !word.isEmpty, word.count <= maximumLength else { return nil }
    let limit = min(3, max(1, word.count / 3))
    var best: (candidate: String, distance: Int, exact: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased())
      guard other.count <= maximumLength, abs(other.count - word.count) <= limit else { continue }
      let distance = editDistance(word, other)
      guard distance <= limit, distance < word.count else { continue }
      let exact = editDistance(Array(name), Array(candidate))
      if let current = best, (current.distance, current.exact) <= (distance, exact) { continue }
      best = (candidate, distance, exact)
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance between two words.
  public static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[rhs.count]
  }
}
