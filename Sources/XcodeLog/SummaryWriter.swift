/// Finds the sentences of a log's summary (rules in docs/EXPLAIN-LOG.md), as typed
/// ``LogSummarySentence``s that `LogFindingText` words.
struct SummaryWriter {
  var system: LogSystem
  var minimalSet: [LogConstraint]
  var gap: Double?
  var fixes: [LogHint]

  /// The sentences, in order.
  var sentences: [LogSummarySentence] {
    let listed = system.listed
    if listed.isEmpty { return [emptySentence] }
    var sentences: [LogSummarySentence] = []
    if minimalSet.isEmpty {
      sentences.append(satisfiableSentence(listed))
    } else {
      sentences += conflictSentences()
    }
    if !system.unreadable.isEmpty { sentences.append(.unreadable(lines: system.unreadable.map(\.entry.line))) }
    if system.redacted > 0 { sentences.append(.redacted(system.redacted)) }
    return sentences + fixes.map(LogSummarySentence.hint)
  }

  private var emptySentence: LogSummarySentence {
    if system.redacted > 0 { return .allRedacted }
    if let first = system.unreadable.first {
      return .noneReadable(count: system.unreadable.count, firstError: first.error, line: first.entry.line)
    }
    return .nothingListed
  }

  private func conflictSentences() -> [LogSummarySentence] {
    let ids = minimalSet.map(\.id)
    var sentences: [LogSummarySentence] = [
      .conflict(
        listed: minimalSet.filter { !$0.implicit }.map(member), implicit: minimalSet.filter(\.implicit).map(member),
        gap: gap),
      .withoutAnyOne(ids),
    ]
    if let broken = system.brokenByUIKit, let constraint = system.constraint(broken) {
      sentences.append(
        ids.contains(broken)
          ? .brokeMember(system.platform, member(constraint)) : .brokeOutsideSet(system.platform, member(constraint)))
    }
    return sentences
  }

  /// The listed constraints hold together: the log leaves something out.
  private func satisfiableSentence(_ listed: [LogConstraint]) -> LogSummarySentence {
    let descriptions = listed.compactMap(\.description)
    let anchors = descriptions.flatMap { [$0.first, $0.second].compactMap { $0 } }
    let omission: LogSummarySentence.Omission
    if anchors.contains(where: { $0.attribute.isBaseline }) {
      omission = .baselineOffsets
    } else if descriptions.contains(where: { $0.multiplier != 1 && $0.second != nil && !$0.first.attribute.isDimension }
    ) {
      omission = .multiplierOrigin
    } else if anchors.contains(where: { $0.attribute.isMargin }) {
      omission = .margin
    } else {
      omission = .unprinted
    }
    let broken = system.brokenByUIKit.flatMap { system.constraint($0) }.map(member)
    return .satisfiable(
      requiredCount: listed.filter { $0.priority >= 1000 }.count, system.platform, omission: omission, broken: broken)
  }

  private func member(_ constraint: LogConstraint) -> LogSummarySentence.Member {
    LogSummarySentence.Member(id: constraint.id, readable: constraint.readable)
  }
}
