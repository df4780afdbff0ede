import Layout

/// A constraint as a page's state writes it: the values of its two attributes are left out when
/// the page can read them off the item's frame (an edge, a centre or a size of a view in the
/// state), so that a constraint's entry changes only when its status or violation does, not
/// whenever a view it ties moves.
struct PageConstraint: Equatable, Sendable {
  /// The constraint; a value the page derives is nil here.
  var snapshot: ConstraintSnapshot
  /// Whether the page derives the first attribute's value from its item's frame.
  var derivesFirst: Bool
  /// Whether the page derives the second attribute's value from its item's frame.
  var derivesSecond: Bool

  /// `snapshot` in a state whose views are at `frames` (root coordinates), `direction` deciding
  /// where `leading` and `trailing` are. A value is left out only when reading it off the frame
  /// gives exactly the value lyt computed.
  init(_ snapshot: ConstraintSnapshot, frames: [String: Rect], direction: LayoutDirection) {
    self.snapshot = snapshot
    derivesFirst = Self.derives(snapshot.first, frames: frames, direction: direction)
    if derivesFirst { self.snapshot.first.value = nil }
    derivesSecond = snapshot.second.map { Self.derives($0, frames: frames, direction: direction) } ?? false
    if derivesSecond { self.snapshot.second?.value = nil }
  }

  /// The attributes a constraint's text names, as a page's reader finds them (docs/PAGES.md §3):
  /// the text split at spaces; the first attribute is the first word, and the second the third
  /// word when it starts with a letter or `_`, or the fifth when the fourth is `*` (`a.width ==
  /// 0.5 * b.width`); each `item.attribute` split at its last dot. Nil for a word that is not
  /// `item.attribute`. The page leaves a constraint's attributes out when this finds them.
  static func anchors(inText text: String) -> (first: [String]?, second: [String]?) {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    func anchor(_ word: Substring) -> [String]? {
      guard let dot = word.lastIndex(of: "."), dot != word.startIndex, word.index(after: dot) != word.endIndex else {
        return nil
      }
      return [String(word[..<dot]), String(word[word.index(after: dot)...])]
    }
    var second: [String]?
    if words.count > 4 && words[3] == "*" {
      second = anchor(words[4])
    } else if words.count > 2, let initial = words[2].unicodeScalars.first,
      initial == "_" || (initial.isASCII && initial.properties.isAlphabetic)
    {
      second = anchor(words[2])
    }
    return (words.first.flatMap(anchor), second)
  }

  /// Whether a reader finds this constraint's attributes in its text (``anchors(inText:)``) and
  /// reads both values off their frames: its entry then leaves `first` and `second` out.
  var anchorsInText: Bool {
    guard derivesFirst, snapshot.second == nil || derivesSecond else { return false }
    let found = Self.anchors(inText: snapshot.text)
    return found.first == [snapshot.first.item, snapshot.first.attribute.rawValue]
      && found.second == snapshot.second.map { [$0.item, $0.attribute.rawValue] }
  }

  /// The constraints of `snapshot` as the page writes them. Given the state before and its
  /// page constraints, a constraint whose snapshot and items' frames did not change keeps its
  /// page constraint.
  ///
  /// - Complexity: O(v + c) comparisons for v views and c constraints, plus a frame lookup for
  ///   each constraint that changed or ties a view that moved.
  static func list(
    _ snapshot: SessionSnapshot, updating before: (snapshot: SessionSnapshot, constraints: [PageConstraint])?
  ) -> [PageConstraint] {
    var moved = Set<String>()
    var sameViews = false
    if let before, before.snapshot.views.count == snapshot.views.count, before.snapshot.direction == snapshot.direction
    {
      sameViews = true
      for (old, new) in zip(before.snapshot.views, snapshot.views) where old != new {
        guard old.name == new.name else {
          sameViews = false
          break
        }
        moved.insert(new.name)
      }
    }
    var frames: [String: Rect]?
    return snapshot.constraints.enumerated().map { index, constraint in
      if sameViews, let before, index < before.constraints.count, before.snapshot.constraints[index] == constraint,
        moved.isEmpty
          || !(moved.contains(constraint.first.item) || constraint.second.map { moved.contains($0.item) } == true)
      {
        return before.constraints[index]
      }
      if frames == nil {
        frames = Dictionary(snapshot.views.map { ($0.name, $0.absolute) }, uniquingKeysWith: { first, _ in first })
      }
      return PageConstraint(constraint, frames: frames ?? [:], direction: snapshot.direction)
    }
  }

  /// Whether `anchor`'s value is what the page reads off its item's frame.
  private static func derives(_ anchor: AnchorValue, frames: [String: Rect], direction: LayoutDirection) -> Bool {
    guard let value = anchor.value, let frame = frames[anchor.item] else { return false }
    return derivedValue(anchor.attribute, of: frame, direction: direction) == value
  }

  /// The value of `attribute` read off `frame` as the page's script reads it (the same
  /// arithmetic, so the same number): nil for baselines and margins, which a frame does not
  /// give.
  static func derivedValue(_ attribute: Attribute, of frame: Rect, direction: LayoutDirection) -> Double? {
    switch attribute.resolved(for: direction) {
    case .left: frame.x
    case .right: frame.x + frame.width
    case .top: frame.y
    case .bottom: frame.y + frame.height
    case .centerX: frame.x + frame.width / 2
    case .centerY: frame.y + frame.height / 2
    case .width: frame.width
    case .height: frame.height
    default: nil
    }
  }
}
