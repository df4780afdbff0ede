/// The languages `export` writes a session's constraints in.
public enum ExportLanguage: String, Hashable, Sendable, CaseIterable {
  /// Swift with layout anchors inside `NSLayoutConstraint.activate([…])`.
  case swift
  /// Objective-C with layout anchors inside `[NSLayoutConstraint activateConstraints:@[…]]`.
  case objc
  /// SnapKit: one `view.snp.makeConstraints { make in … }` block per view.
  case snapkit
  /// Masonry: one `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]` block per view.
  case masonry
  /// Visual Format Language lines where a chain of constraints is one; the rest listed.
  case vfl

  /// The name people know the language by (`Swift`, `Objective-C`, `SnapKit`, …).
  public var displayName: String {
    switch self {
    case .swift: "Swift"
    case .objc: "Objective-C"
    case .snapkit: "SnapKit"
    case .masonry: "Masonry"
    case .vfl: "VFL"
    }
  }

  /// Whether the language is Objective-C (`;` after statements, `self.view`, `@[…]`).
  var isObjectiveC: Bool { self == .objc || self == .masonry }
}
