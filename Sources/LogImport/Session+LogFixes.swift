import Script
import XcodeLog

// The fixes of `lyt explain-log`: the log imported into a fresh session, exactly as `import log`
// does, and the broken constraint's checked fixes — so both give the same advice — with each
// fix's change (`FixAction`, worded by `LogFixText` as the change in the app's code) and its effect in
// the words lyt's sessions give it (`FixText`: XcodeLog cannot see Script's `FixEffect`).

extension Session {
  /// The checked fixes of a log's conflict, changing only the app's constraints: the log rebuilt
  /// in a new session (views named readably, constraints `k1…`, the framework's marked as
  /// theirs), then ``fixes(for:)`` of the constraint that broke (the one UIKit broke when the
  /// rebuilt layout breaks it too). Empty when nothing breaks.
  public static func fixes(forLog system: LogSystem) -> [LogFix] {
    guard !system.listed.isEmpty else { return [] }
    var session = Session(logImporter: XcodeLogImporter())
    _ = session.replay(XcodeLogImporter.imported(system))
    let broken = session.engine.constraints.filter { $0.status == .broken }.map(\.id.name)
    guard let id = broken.first(where: { $0 == system.brokenByUIKit }) ?? broken.first else { return [] }
    return session.fixes(for: .broken(id)).map { fix in
      LogFix(command: fix.line, effect: FixText.effect(fix.effect), change: fix.action)
    }
  }
}
