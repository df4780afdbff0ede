/// What a log's conflict means for the app beyond its constraints, in the terms iOS and macOS
/// developers use (docs/EXPLAIN-LOG.md lists the rules): the facts `FixAdvisor` finds. Its words:
/// `LogFindingText.hint(_:)`.
public enum LogHint: Equatable, Sendable {
  /// How to stop two of the app's constraints on one attribute from both being active.
  public enum Remedy: Equatable, Sendable {
    /// Deactivate the old constraint before activating the new one.
    case deactivateFirst
    /// SnapKit: `remakeConstraints` (or `updateConstraints`).
    case snapKit
    /// Masonry: `mas_remakeConstraints` (or `mas_updateConstraints`).
    case masonry
  }

  /// None of the conflict's constraints is the app's: the framework's own conflict, which it
  /// recovers from (by breaking `broken`, when the log says).
  case frameworkOnly(LogPlatform, broken: String?)
  /// The app's view whose autoresizing mask became `constraints`, which fight the app's.
  case autoresizingMask(view: String, constraints: [String])
  /// A size UIKit sets while it measures a view (`_UITemporaryLayout*`), constraint `id` with
  /// its identifier; `cellRowHeight` when it is a table or collection cell's height.
  case measuringSize(id: String, identifier: String, cellRowHeight: Bool)
  /// The size a container imposes (`UIView-Encapsulated-Layout-*`), as `measuringSize`.
  case containerSize(id: String, identifier: String, cellRowHeight: Bool)
  /// A hidden arranged view collapsed by `UISV-hiding`.
  case hiddenArrangedView
  /// A stack view's own constraint `id` (`identifier`) against the app's.
  case stackView(id: String, identifier: String)
  /// `NSIBPrototypingLayoutConstraint`: the storyboard gave the view no constraints.
  case prototypingConstraints
  /// Two of the app's constraints that both set `attribute` (`UIView_7f1.width`).
  case duplicate(first: String, second: String, attribute: String, Remedy)
  /// The implicit `size >= 0` of `object` in the conflict: the spacings need more room.
  case negativeSize(object: String)
}
