/// The change report after a command (``CommandChanges``) as lines: the frames, a count of the
/// rest, the constraints (a broken one with its conflict and fixes: ``ConflictText``; a violated
/// one with what it lost to: ``LossText``), a count of the rest, and the ambiguity lines
/// (``AmbiguityChangeText``).
///
/// ```
/// a: (0, 0, 0, 0) → (16, 20, 100, 44)
/// c7 broken: conflicts with c2, c5 (short by 20)
///   because a.width = 100, but c7 needs a.width == 120
/// c3 violated by 20 (@500): lost to c4 (@750)
/// ```
enum ChangeReportText {
  /// The whole report: no line when nothing changed.
  static func lines(_ changes: CommandChanges) -> [ResponseLine] {
    var lines = changes.frames.map { ResponseLine(frameLine($0)) }
    if changes.moreFrames > 0 { lines.append(ResponseLine("… and \(changes.moreFrames) more frames")) }
    lines += changes.constraints.flatMap(constraintLines)
    if changes.moreConstraints > 0 {
      lines.append(ResponseLine("… and \(changes.moreConstraints) more constraint changes"))
    }
    if let ambiguity = changes.ambiguity { lines += AmbiguityChangeText.lines(ambiguity) }
    return lines
  }

  /// `a: new (16, 20, 100, 44)`, `a: removed (was …)` or `a: (0, 0, 0, 0) → (16, 20, 100, 44)`.
  static func frameLine(_ frame: CommandChanges.Frame) -> String {
    switch (frame.old, frame.new) {
    case (nil, let new?): "\(frame.item): new \(Display.rect(new))"
    case (let old?, nil): "\(frame.item): removed (was \(Display.rect(old)))"
    case (let old?, let new?): "\(frame.item): \(Display.rect(old)) → \(Display.rect(new))"
    case (nil, nil): "\(frame.item): unchanged"
    }
  }

  /// The lines of one constraint's change: one, or for a broken constraint its explanation.
  static func constraintLines(_ constraint: CommandChanges.ChangedConstraint) -> [ResponseLine] {
    let id = constraint.id
    switch constraint.change {
    case .broken(let answer): return ConflictText.lines(answer)
    case .restored: return [ResponseLine("\(id) restored", .restored)]
    case .noLongerBroken(let gone): return [ResponseLine("\(id) no longer broken: \(gone.rawValue)", .noLongerBroken)]
    case .noLongerViolated(let gone): return [ResponseLine("\(id) no longer violated: \(gone.rawValue)")]
    case .satisfied: return [ResponseLine("\(id) satisfied", .satisfied)]
    case .violated(let violated?): return [LossText.line(violated)]
    case .violated(nil): return [ResponseLine("\(id) violated", .violated)]
    }
  }
}
