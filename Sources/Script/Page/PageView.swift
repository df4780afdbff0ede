import Layout

/// A view as a page's state writes it: its frame relative to its parent is left out when the
/// page can work it out from the two absolute frames, so that a view whose parent moves and
/// which moves along is not written again.
struct PageView: Equatable, Sendable {
  /// The view.
  var snapshot: ViewSnapshot
  /// Whether the page works the relative frame out (absolute minus the parent's absolute).
  var derivesFrame: Bool

  /// `snapshot` in a state whose views are at `frames` (root coordinates). The frame is left out
  /// only when the subtraction gives exactly the frame lyt computed.
  init(_ snapshot: ViewSnapshot, frames: [String: Rect]) {
    self.snapshot = snapshot
    guard let parent = snapshot.parent, let origin = frames[parent] else {
      derivesFrame = false
      return
    }
    let absolute = snapshot.absolute
    derivesFrame =
      Rect(
        x: absolute.x - origin.x, y: absolute.y - origin.y, width: absolute.width, height: absolute.height)
      == snapshot.frame
  }

  /// The views of `snapshot` as the page writes them. Given the state before and its page views,
  /// a view that did not change, and whose parent did not move, keeps its page view.
  static func list(
    _ snapshot: SessionSnapshot, updating before: (snapshot: SessionSnapshot, views: [PageView])?
  ) -> [PageView] {
    var moved = Set<String>()
    var samePlaces = false
    if let before, before.snapshot.views.count == snapshot.views.count {
      samePlaces = true
      for (old, new) in zip(before.snapshot.views, snapshot.views) where old != new {
        guard old.name == new.name else {
          samePlaces = false
          break
        }
        moved.insert(new.name)
      }
    }
    var frames: [String: Rect]?
    return snapshot.views.enumerated().map { index, view in
      if samePlaces, let before, !moved.contains(view.name), !(view.parent.map(moved.contains) ?? false) {
        return before.views[index]
      }
      if frames == nil {
        frames = Dictionary(snapshot.views.map { ($0.name, $0.absolute) }, uniquingKeysWith: { first, _ in first })
      }
      return PageView(view, frames: frames ?? [:])
    }
  }
}
