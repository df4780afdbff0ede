import Layout

// Fixes for problems a translated autoresizing mask takes part in: the view stops translating
// (`set translates VIEW false`, the missing `translatesAutoresizingMaskIntoConstraints = false`),
// with pins for what the mask decided and nothing else does. The mask's own constraints are
// never edited: UIKit makes them again from the frame.

extension Session {
  /// The candidates that turn translation off for each view whose autoresizing constraints are
  /// among `members`: `set translates card false`, and when that leaves parts of the view's
  /// frame undecided, the same followed by pins at its current values (`card.top == root.top +
  /// 40`). Both count as one change of the view and are tried before the others
  /// (``FixCandidate/isPreferred``): a view the app constrains yet that still translates its mask
  /// is almost always the line the developer forgot.
  func translationCandidates(among members: [String]) -> [FixCandidate] {
    let engine = state.engine
    var views: [String] = []
    for id in members {
      guard let info = engine.constraint(id), case .autoresizing = info.origin else { continue }
      let view = info.constraint.first.item
      if engine.item(named: view)?.translatesAutoresizingMask == true, !views.contains(view) { views.append(view) }
    }
    return views.flatMap { view -> [FixCandidate] in
      let off = "set translates \(view) false"
      let plain = FixCandidate(commands: [off], touched: [view], action: .stopTranslating(view), isPreferred: true)
      let pins = pinsAfterTranslation(of: view)
      guard !pins.isEmpty else { return [plain] }
      return [
        plain, FixCandidate(commands: [off] + pins, touched: [view], action: .stopTranslating(view), isPreferred: true),
      ]
    }
  }

  /// The constraints that keep at their current values the parts of `view`'s frame that
  /// nothing decides once it stops translating its mask: `card.leading == root.leading + 20`,
  /// `card.top == root.top + 40`, `card.width == 100`, `card.height == 44`.
  private func pinsAfterTranslation(of view: String) -> [String] {
    var copy = self
    copy.undoHistory = UndoHistory()
    let engine = state.engine
    guard (try? copy.state.engine.stopTranslatingAutoresizingMask(of: view)) != nil,
      let ambiguous = try? copy.state.engine.ambiguousComponents(of: [view]), !ambiguous.isEmpty,
      let parent = engine.item(named: view)?.parent, let frame = try? engine.relativeFrame(of: view),
      let parentFrame = try? engine.relativeFrame(of: parent)
    else { return [] }
    let components = Set(ambiguous.map(\.component))
    var pins: [String] = []
    if components.contains(.x) {
      let inset = engine.direction == .rightToLeft ? parentFrame.width - frame.x - frame.width : frame.x
      pins.append("\(view).leading == \(parent).leading" + Display.offset(inset))
    }
    if components.contains(.y) { pins.append("\(view).top == \(parent).top" + Display.offset(frame.y)) }
    if components.contains(.width) { pins.append("\(view).width == \(Display.number(frame.width))") }
    if components.contains(.height) { pins.append("\(view).height == \(Display.number(frame.height))") }
    return pins
  }
}
