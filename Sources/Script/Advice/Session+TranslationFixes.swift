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
      guard let info = engine.constraint(ConstraintID(id)), case .autoresizing = info.origin else { continue }
      let view = info.constraint.first.item
      if engine.item(named: ItemID(view))?.translatesAutoresizingMask == true, !views.contains(view) {
        views.append(view)
      }
    }
    return views.flatMap { view -> [FixCandidate] in
      let off = "set translates \(view) false"
      let plain = FixCandidate(commands: [off], touched: [view], action: .stopTranslating(view), isPreferred: true)
      // The mask's own choice of pins first; the start edges and sizes as well, for when that
      // one fails its check (a view kept centred that grows past its parent's edge).
      return [plain]
        + pinsAfterTranslation(of: view).map { pins in
          FixCandidate(commands: [off] + pins, touched: [view], action: .stopTranslating(view), isPreferred: true)
        }
    }
  }

  /// The constraints that keep at their current values the parts of `view`'s frame that
  /// nothing decides once it stops translating its mask, in the mask's spirit: the edges and
  /// sizes the mask kept fixed are pinned, so that a view whose width followed its parent's
  /// (`flexibleWidth`) gets `card.leading == root.leading + 20` and `card.trailing ==
  /// root.trailing - 20`, not a fixed width; one with a fixed size gets `card.width == 100`.
  /// When the mask's choice differs from the start edges and sizes, both are returned, the
  /// mask's first; none when the view is decided without pins.
  private func pinsAfterTranslation(of view: String) -> [[String]] {
    var copy = self
    copy.undoHistory = UndoHistory()
    let engine = state.engine
    guard (try? copy.state.engine.stopTranslatingAutoresizingMask(of: ItemID(view))) != nil,
      let ambiguous = try? copy.state.engine.ambiguousComponents(of: [ItemID(view)]), !ambiguous.isEmpty,
      let parent = engine.item(named: ItemID(view))?.parent, let frame = try? engine.relativeFrame(of: ItemID(view)),
      let parentFrame = try? engine.relativeFrame(of: ItemID(parent))
    else { return [] }
    let components = Set(ambiguous.map(\.component))
    let mask = engine.item(named: ItemID(view))?.autoresizingMask ?? []
    // The mask's margins are physical (left, right); the pins are in reading order.
    let rightToLeft = engine.direction == .rightToLeft
    let horizontal = mask.flexible(on: .horizontal)
    let (leftInset, rightInset) = (frame.x, parentFrame.width - frame.x - frame.width)
    let across = AxisPins(
      position: components.contains(.x), size: components.contains(.width),
      flexible: rightToLeft ? (horizontal.end, horizontal.size, horizontal.start) : horizontal,
      start: "\(view).leading == \(parent).leading" + Display.offset(rightToLeft ? rightInset : leftInset),
      end: "\(view).trailing == \(parent).trailing" + Display.offset(-(rightToLeft ? leftInset : rightInset)),
      fixedSize: "\(view).width == \(Display.number(frame.width))",
      center: "\(view).centerX == \(parent).centerX" + Display.offset(frame.x + frame.width / 2 - parentFrame.width / 2)
    )
    let down = AxisPins(
      position: components.contains(.y), size: components.contains(.height), flexible: mask.flexible(on: .vertical),
      start: "\(view).top == \(parent).top" + Display.offset(frame.y),
      end: "\(view).bottom == \(parent).bottom" + Display.offset(-(parentFrame.height - frame.y - frame.height)),
      fixedSize: "\(view).height == \(Display.number(frame.height))",
      center: "\(view).centerY == \(parent).centerY"
        + Display.offset(frame.y + frame.height / 2 - parentFrame.height / 2))
    let inTheMasksSpirit = across.pins + down.pins
    let plain = across.plainPins + down.plainPins
    return inTheMasksSpirit == plain ? [plain] : [inTheMasksSpirit, plain]
  }
}

/// The pins that decide one axis of a view that stopped translating its mask, chosen by what the
/// mask kept fixed on that axis.
private struct AxisPins {
  /// Whether the position and the size along the axis are left undecided.
  var position: Bool
  var size: Bool
  /// Which parts stretch, in reading order: the start margin, the size, the end margin.
  var flexible: (start: Bool, size: Bool, end: Bool)
  /// The candidate pins: the start edge, the end edge, the size, the centre.
  var start: String
  var end: String
  var fixedSize: String
  var center: String

  /// One pin for the position and one for the size, as needed: a stretching size between fixed
  /// margins pins both edges; a fixed end margin pins the end; two stretching margins keep the
  /// view centred where it is; otherwise the start edge and the size.
  var pins: [String] {
    let (positionPin, sizePin): (String, String) =
      switch (flexible.start, flexible.size, flexible.end) {
      case (false, true, false): (start, end)
      case (true, _, false): (end, fixedSize)
      case (true, false, true): (center, fixedSize)
      default: (start, fixedSize)
      }
    return (position ? [positionPin] : []) + (size ? [sizePin] : [])
  }

  /// The start edge and the size, whatever the mask.
  var plainPins: [String] { (position ? [start] : []) + (size ? [fixedSize] : []) }
}
